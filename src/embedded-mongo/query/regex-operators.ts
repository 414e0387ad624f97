import { type BSONRegExp, Int32 } from 'bson';
import { MongoCommandError } from '../errors';
import { typeName } from './describe';
import type { NativeOperator } from './native-operators';
import { isNullish, namedArguments } from './operator-arguments';
import { PcreSyntaxError } from './pcre';
import { PcreMatchError } from './pcre-engine';
import { compilePcre, isRegex, type RegexMatch, searcherOf } from './regex';

/**
 * `$regexMatch`, `$regexFind` and `$regexFindAll` as mongod answers them: `{input, regex, options}`, the
 * pattern a string or a regex (whose flags may not be repeated in `options`), flags `i m s x u`, and
 * matches reported as `{match, idx, captures}` with `idx` counted in code points and unmatched groups null.
 */
type RegexOperator = '$regexMatch' | '$regexFind' | '$regexFindAll';

const FLAGS = 'imsxu';

interface Match {
  match: string;
  idx: Int32;
  captures: (string | null)[];
}

/**
 * The pattern and flags of `regex` + `options` with mongod's checks (51105–51111); undefined when `regex` is
 * null or missing (`options` is still checked, as mongod checks it).
 */
function compile(operator: RegexOperator, regex: unknown, options: unknown): RegExp | undefined {
  if (!isNullish(regex) && typeof regex !== 'string' && !isRegex(regex)) throw new MongoCommandError('Location51105', `${operator} needs 'regex' to be of type string or regex`);
  if (!isNullish(options) && typeof options !== 'string') throw new MongoCommandError('Location51106', `${operator} needs 'options' to be of type string`);
  if (isNullish(regex)) return undefined;
  let pattern: string;
  let flags = '';
  if (typeof regex === 'string') pattern = regex;
  else if (regex instanceof RegExp) [pattern, flags] = [regex.source, regex.flags.replace(/[gyd]/g, '')];
  else [pattern, flags] = [(regex as BSONRegExp).pattern, (regex as BSONRegExp).options];
  if (typeof options === 'string') {
    if (flags !== '') throw new MongoCommandError('Location51107', `${operator}: found regex option(s) specified in both 'regex' and 'option' fields`);
    flags = options;
  }
  if (pattern.includes('\0')) throw new MongoCommandError('Location51109', `${operator}: regular expression cannot contain an embedded null byte`);
  const invalid = [...flags].find((flag) => !FLAGS.includes(flag));
  if (invalid !== undefined) throw new MongoCommandError('Location51108', `${operator} invalid flag in regex options: ${invalid}`);
  let compiled: RegExp;
  try {
    compiled = compilePcre(pattern, flags);
  } catch (error) {
    if (error instanceof PcreSyntaxError) throw new MongoCommandError('Location51111', `Invalid Regex in ${operator}: ${error.message}`);
    throw error;
  }
  return compiled;
}

/**
 * mongod's scan: after a match the next search starts where it ended, after an empty match one code point
 * later, and no search starts at the end of a non-empty input.
 */
function* matches(operator: RegexOperator, regex: RegExp, input: string, all: boolean): Generator<Match> {
  const search = searcherOf(regex);
  let position = 0;
  let codePoint = 0;
  do {
    let found: RegexMatch | null;
    try {
      found = search(input, position);
    } catch (error) {
      if (error instanceof PcreMatchError) {
        throw new MongoCommandError('Location51156', `Error occurred while executing the regular expression in ${operator}. Result code: ${error.message}`);
      }
      throw error;
    }
    if (!found) return;
    codePoint += Array.from(input.slice(position, found.index)).length;
    position = found.index;
    yield { match: found.match, idx: new Int32(codePoint), captures: found.captures };
    if (!all) return;
    const step = found.match === '' ? (position < input.length ? String.fromCodePoint(input.codePointAt(position)!) : '') : found.match;
    position += step.length;
    codePoint += Array.from(step).length;
  } while (position < input.length);
}

function regexOperator(operator: RegexOperator) {
  return (operand: unknown): NativeOperator => {
    const { values } = namedArguments(operand, ['input', 'regex', 'options'], {
      notObject: ['Location51103', `${operator} expects an object of named arguments but found: ${typeName(operand)}`],
      unknown: (name) => ['Location31024', `${operator} found an unknown argument: ${name}`],
      required: { input: ['Location31022', `${operator} requires 'input' parameter`], regex: ['Location31023', `${operator} requires 'regex' parameter`] },
    });
    const nothing = operator === '$regexMatch' ? false : operator === '$regexFind' ? null : [];
    return {
      args: values,
      apply: ([inputArg, regexArg, optionsArg]) => {
        const input = inputArg!();
        const regex = regexArg!();
        const options = optionsArg!();
        const compiled = compile(operator, regex, options);
        if (!isNullish(input) && typeof input !== 'string') throw new MongoCommandError('Location51104', `${operator} needs 'input' to be of type string`);
        if (isNullish(input) || !compiled) return nothing;
        const found = [...matches(operator, compiled, input, operator === '$regexFindAll')];
        if (operator === '$regexMatch') return found.length > 0;
        return operator === '$regexFind' ? (found[0] ?? null) : found;
      },
    };
  };
}

export const REGEX_OPERATORS = {
  $regexMatch: regexOperator('$regexMatch'),
  $regexFind: regexOperator('$regexFind'),
  $regexFindAll: regexOperator('$regexFindAll'),
};
