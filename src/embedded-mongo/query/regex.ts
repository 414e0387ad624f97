import { BSONRegExp } from 'bson';
import { MongoCommandError } from '../errors';
import { bsonType } from './bson-values';
import { PcreSyntaxError, type PcreTranslation, translatePcre } from './pcre';

export const isRegex = (value: unknown): value is RegExp | BSONRegExp => value instanceof RegExp || bsonType(value) === 'BSONRegExp';

const cache = new Map<string, RegExp>();
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
    if (!'imsxu'.includes(flag)) throw new MongoCommandError('BadValue', `invalid flag in regex options: ${flag}`);
  }
  const translation = translatePcre(pattern, options);
  try {
    regex = new RegExp(translation.source, 'u');
  } catch {
    throw new MongoCommandError('NotImplemented', `the regular expression /${pattern}/ is not supported by the embedded store`);
  }
  translations.set(regex, translation);
  if (cache.size > 1000) cache.clear();
  cache.set(key, regex);
  return regex;
}

/** `compilePcre` for a query's `$regex` or regex value: a compile error is mongod's 51091. */
export function toJsRegExp(pattern: string, options: string): RegExp {
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

export const translationOf = (regex: RegExp): PcreTranslation | undefined => translations.get(regex);

/** A match's captures in PCRE2's numbering (null for a group that took no part). */
export function capturesOf(regex: RegExp, found: RegExpExecArray): (string | null)[] {
  const translation = translations.get(regex);
  if (!translation) return found.slice(1).map((capture) => capture ?? null);
  return Array.from({ length: translation.captureCount }, (_, i) => found.groups?.[`g${i + 1}`] ?? null);
}
