import { BSONRegExp } from 'bson';
import { MongoCommandError } from '../errors';
import { bsonType } from './bson-values';
import { PcreSyntaxError, type PcreTranslation, translatePcre } from './pcre';
import { compileWithEngine, PcreEngineRegExp } from './pcre-engine';

export const isRegex = (value: unknown): value is RegExp | BSONRegExp => value instanceof RegExp || bsonType(value) === 'BSONRegExp';

const cache = new Map<string, RegExp>();
const MAX_PATTERN_BYTES = 32764;
/** The translation each compiled pattern came from (its captures are the named groups g1…gN). */
const translations = new WeakMap<RegExp, PcreTranslation>();

/**
 * A JS RegExp matching as mongod's PCRE2 matches a BSON regex (pattern + options i, m, s, x; u is always
 * on). A PCRE2 compile error is thrown as `PcreSyntaxError`, for the caller to give its context's code.
 */
export function compilePcre(pattern: string, options: string): RegExp {
  const key = `${options}/${pattern}`;
  let regex = cache.get(key);
  if (regex) return regex;
  for (const flag of options) {
    // pcre_util::flagsToOptions: the query's matcher passes no operator name, hence the leading space.
    if (!'imsxu'.includes(flag)) throw new MongoCommandError('Location51108', ` invalid flag in regex options: ${flag}`);
  }
  // mongo/util/pcre.cpp sets PCRE2's max pattern length to kMaxPatternLength (32764 bytes of UTF-8); a longer
  // pattern is PCRE2's compile error 88, before anything else of it is read.
  if (Buffer.byteLength(pattern, 'utf8') > MAX_PATTERN_BYTES) throw new PcreSyntaxError('pattern string is longer than the limit set by the application');
  const translation = translateOrRefuse(pattern, options);
  if (!translation || translation.capturesMayDiffer) regex = compileWithEngine(pattern, options);
  else {
    try {
      regex = new RegExp(translation.source, 'u');
    } catch {
      throw new MongoCommandError('NotImplemented', `the regular expression /${pattern}/ is not supported by the embedded store`);
    }
    translations.set(regex, translation);
  }
  if (cache.size > 1000) cache.clear();
  cache.set(key, regex);
  return regex;
}

/**
 * The JavaScript translation, or undefined for a pattern JavaScript cannot match the same way, which the
 * store's own PCRE2 matcher (pcre-engine/) then runs: V8's RegExp stays the path of every common pattern.
 */
function translateOrRefuse(pattern: string, options: string): PcreTranslation | undefined {
  try {
    return translatePcre(pattern, options);
  } catch (error) {
    if (error instanceof MongoCommandError && error.codeName === 'NotImplemented') return undefined;
    throw error;
  }
}

/** `compilePcre` for a query's `$regex` or regex value: a compile error is mongod's 51091. */
export function toJsRegExp(pattern: string, options: string): RegExp {
  // RegexMatchExpression::_init, after the parser's flag check (51108).
  if (pattern.includes('\0')) throw new MongoCommandError('BadValue', 'Regular expression cannot contain an embedded null byte');
  try {
    return compilePcre(pattern, options);
  } catch (error) {
    if (error instanceof PcreSyntaxError) throw new MongoCommandError('Location51091', `Regular expression is invalid: ${error.message}`);
    throw error;
  }
}

export function regexOf(value: RegExp | BSONRegExp, extraOptions = ''): RegExp {
  if (value instanceof RegExp) return extraOptions ? toJsRegExp(value.source, value.flags + extraOptions) : value;
  return toJsRegExp(value.pattern, value.options + extraOptions);
}

/** A match's captures in PCRE2's numbering (null for a group that took no part). */
export function capturesOf(regex: RegExp, found: RegExpExecArray): (string | null)[] {
  const translation = translations.get(regex);
  if (!translation) return found.slice(1).map((capture) => capture ?? null);
  return Array.from({ length: translation.captureCount }, (_, i) => found.groups?.[`g${i + 1}`] ?? null);
}

export interface RegexMatch {
  /** UTF-16 index where the reported match starts (after a `\K`). */
  index: number;
  match: string;
  captures: (string | null)[];
}

/**
 * A search function for `regex`: the first match at or after a UTF-16 index. The store's PCRE2 matcher
 * throws its matching errors (`PcreMatchError`) for the caller to report.
 */
export function searcherOf(regex: RegExp): (input: string, start: number) => RegexMatch | null {
  if (regex instanceof PcreEngineRegExp) {
    return (input, start) => {
      const found = regex.searchFrom(input, start);
      return found && { index: found.start, match: input.slice(found.start, found.end), captures: found.captures };
    };
  }
  const global = new RegExp(regex.source, `${regex.flags}g`);
  return (input, start) => {
    global.lastIndex = start;
    const found = global.exec(input);
    return found && { index: found.index, match: found[0], captures: capturesOf(regex, found) };
  };
}
