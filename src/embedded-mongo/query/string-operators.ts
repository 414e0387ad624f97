import { Int32 } from 'bson';
import { MongoCommandError } from '../errors';
import { isNumeric, toDouble } from './bson-values';
import { describeValue, typeName } from './describe';
import type { NativeOperator } from './native-operators';
import { argumentList, exactArity, isNullish, namedArguments, rangeArity } from './operator-arguments';
import { REGEX_OPERATORS } from './regex-operators';
import { coerceToString } from './string-conversion';

/**
 * The string operators, evaluated as mongod evaluates them: strings are UTF-8, so the `Bytes` operators
 * count bytes (and refuse to cut a character in two) and the `CP` ones count code points; lengths and
 * indexes are int32; `$toUpper`, `$toLower` and `$strcasecmp` change ASCII letters only, as mongod does.
 */
type Build = (operand: unknown) => NativeOperator;

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const isContinuationByte = (byte: number | undefined) => byte !== undefined && (byte & 0xc0) === 0x80;
const codePoints = (text: string) => Array.from(text);
const int32 = (value: number) => new Int32(value);

function $concat(operand: unknown): NativeOperator {
  return {
    args: argumentList(operand),
    apply: (thunks) => {
      let result = '';
      for (const thunk of thunks) {
        const value = thunk();
        if (isNullish(value)) return null;
        if (typeof value !== 'string') throw new MongoCommandError('Location16702', `$concat only supports strings, not ${typeName(value)}`);
        result += value;
      }
      return result;
    },
  };
}

function length(operator: '$strLenBytes' | '$strLenCP', code: 'Location34473' | 'Location34471', measure: (text: string) => number): Build {
  return (operand) => ({
    args: exactArity(operator, operand, 1),
    apply: ([arg]) => {
      const value = arg!();
      if (typeof value !== 'string') throw new MongoCommandError(code, `${operator} requires a string argument, found: ${typeName(value)}`);
      return int32(measure(value));
    },
  });
}

/** ASCII-only case mapping, as mongod's (an `é` stays an `é`). */
const asciiCase = (text: string, upper: boolean) => text.replace(upper ? /[a-z]+/g : /[A-Z]+/g, (run) => (upper ? run.toUpperCase() : run.toLowerCase()));

function caseChange(operator: '$toUpper' | '$toLower'): Build {
  return (operand) => ({
    args: exactArity(operator, operand, 1),
    apply: ([arg]) => asciiCase(coerceToString(arg!()), operator === '$toUpper'),
  });
}

function $strcasecmp(operand: unknown): NativeOperator {
  return {
    args: exactArity('$strcasecmp', operand, 2),
    apply: ([a, b]) => {
      const left = utf8(asciiCase(coerceToString(a!()), true));
      const right = utf8(asciiCase(coerceToString(b!()), true));
      return int32(Math.sign(Buffer.compare(left, right)));
    },
  };
}

/** `$substrBytes` (and its old name `$substr`): byte offsets; a negative length means "to the end". */
function $substrBytes(operand: unknown): NativeOperator {
  return {
    args: exactArity('$substrBytes', operand, 3),
    apply: ([text, start, count]) => {
      const bytes = utf8(coerceToString(text!()));
      const lower = start!();
      const length = count!();
      if (!isNumeric(lower)) throw new MongoCommandError('Location16034', `$substrBytes:  starting index must be a numeric type (is BSON type ${typeName(lower)})`);
      if (!isNumeric(length)) throw new MongoCommandError('Location16035', `$substrBytes:  length must be a numeric type (is BSON type ${typeName(length)})`);
      const from = Math.trunc(toDouble(lower));
      if (from < 0) throw new MongoCommandError('Location50752', `$substrBytes:  starting index must be non-negative (got: ${from})`);
      if (from >= bytes.length) return '';
      if (isContinuationByte(bytes[from])) throw new MongoCommandError('Location28656', '$substrBytes:  Invalid range, starting index is a UTF-8 continuation byte.');
      const wanted = Math.trunc(toDouble(length));
      const end = wanted < 0 ? bytes.length : Math.min(bytes.length, from + wanted);
      if (isContinuationByte(bytes[end])) throw new MongoCommandError('Location28657', '$substrBytes:  Invalid range, ending index is in the middle of a UTF-8 character.');
      return bytes.toString('utf8', from, end);
    },
  };
}

/** mongod's Value::integral(): an integral number an int32 holds. */
const isInt32Integral = (value: unknown) => isNumeric(value) && Number.isInteger(toDouble(value)) && toDouble(value) >= -(2 ** 31) && toDouble(value) < 2 ** 31;

/** An int32-representable integral number for `$substrCP`'s index and length. */
function codePointCount(value: unknown, what: 'starting index' | 'length', codes: [`Location${number}`, `Location${number}`]): number {
  if (!isNumeric(value)) throw new MongoCommandError(codes[0], `$substrCP: ${what} must be a numeric type (is BSON type ${typeName(value)})`);
  if (!isInt32Integral(value)) throw new MongoCommandError(codes[1], `$substrCP: ${what} cannot be represented as a 32-bit integral value: ${describeValue(value)}`);
  return toDouble(value);
}

function $substrCP(operand: unknown): NativeOperator {
  return {
    args: exactArity('$substrCP', operand, 3),
    apply: ([text, start, count]) => {
      const characters = codePoints(coerceToString(text!()));
      const from = codePointCount(start!(), 'starting index', ['Location34450', 'Location34451']);
      const length = codePointCount(count!(), 'length', ['Location34452', 'Location34453']);
      if (length < 0) throw new MongoCommandError('Location34454', '$substrCP: length must be a nonnegative integer.');
      if (from < 0) throw new MongoCommandError('Location34455', '$substrCP: the starting index must be nonnegative integer.');
      return characters.slice(from, from + length).join('');
    },
  };
}

function $split(operand: unknown): NativeOperator {
  return {
    args: exactArity('$split', operand, 2),
    apply: ([input, separator]) => {
      const text = input!();
      const delimiter = separator!();
      if (isNullish(text) || isNullish(delimiter)) return null;
      if (typeof text !== 'string') throw new MongoCommandError('Location40085', `$split requires an expression that evaluates to a string as a first argument, found: ${typeName(text)}`);
      if (typeof delimiter !== 'string') throw new MongoCommandError('Location40086', `$split requires an expression that evaluates to a string as a second argument, found: ${typeName(delimiter)}`);
      if (delimiter === '') throw new MongoCommandError('Location40087', '$split requires a non-empty separator');
      return text.split(delimiter);
    },
  };
}

/** A `$indexOfBytes`/`$indexOfCP` bound: an integral, non-negative number (40096 / 40097). */
function indexBound(operator: string, value: unknown, which: 'starting' | 'ending'): number {
  if (!isInt32Integral(value)) {
    throw new MongoCommandError('Location40096', `${operator}requires an integral ${which} index, found a value of type: ${typeName(value)}, with value: ${describeValue(value)}`);
  }
  const bound = toDouble(value);
  if (bound < 0) throw new MongoCommandError('Location40097', `${operator} requires a nonnegative ${which} index, found: ${describeValue(value)}`);
  return bound;
}

/**
 * `$indexOfBytes` / `$indexOfCP`: the first index at or after `start` where the token is, or -1. As in
 * mongod, a byte match must end by `end` and a code-point match must only start before it (and `start` at the
 * very end finds an empty token in bytes, not in code points).
 */
function indexOf(operator: '$indexOfBytes' | '$indexOfCP', codes: [`Location${number}`, `Location${number}`]): Build {
  const bytes = operator === '$indexOfBytes';
  return (operand) => ({
    args: rangeArity(operator, operand, 2, 4),
    apply: ([input, search, startArg, endArg]) => {
      const text = input!();
      if (isNullish(text)) return null;
      if (typeof text !== 'string') throw new MongoCommandError(codes[0], `${operator} requires a string as the first argument, found: ${typeName(text)}`);
      const token = search!();
      if (typeof token !== 'string') throw new MongoCommandError(codes[1], `${operator} requires a string as the second argument, found: ${typeName(token)}`);
      const units: string[] | Buffer = bytes ? utf8(text) : codePoints(text);
      const needle: string[] | Buffer = bytes ? utf8(token) : codePoints(token);
      const start = startArg ? indexBound(operator, startArg(), 'starting') : 0;
      const end = Math.min(endArg ? indexBound(operator, endArg(), 'ending') : units.length, units.length);
      if (start > units.length || start > end) return int32(-1);
      if (!bytes && units.length === 0 && needle.length === 0) return int32(0);
      const lastStart = bytes ? end - needle.length : Math.min(end - 1, units.length - needle.length);
      for (let at = start; at <= lastStart; at++) {
        let found = true;
        for (let k = 0; k < needle.length && found; k++) found = units[at + k] === needle[k];
        if (found) return int32(at);
      }
      return int32(-1);
    },
  });
}

/** mongod's default `$trim` characters: NUL, the ASCII spaces, no-break space and the Unicode spaces U+1680, U+2000–U+200A. */
const DEFAULT_TRIM = ['\0', ' ', '\t', '\n', '\v', '\f', '\r', '\u00a0', '\u1680', ...Array.from({ length: 11 }, (_, i) => String.fromCodePoint(0x2000 + i))];

function trim(operator: '$trim' | '$ltrim' | '$rtrim'): Build {
  return (operand) => {
    const { values, present } = namedArguments(operand, ['input', 'chars'], {
      notObject: ['Location50696', `${operator} only supports an object as its argument`],
      unknown: (name) => ['Location50694', `${operator} found an unknown argument: ${name}`],
      required: { input: ['Location50695', `${operator} requires an 'input' field`] },
    });
    return {
      args: values,
      apply: ([input, chars]) => {
        const text = input!();
        if (isNullish(text)) return null;
        if (typeof text !== 'string') throw new MongoCommandError('Location50699', `${operator} requires its input to be a string, got ${describeValue(text)} (of type ${typeName(text)}) instead.`);
        let set = DEFAULT_TRIM;
        if (present.has('chars')) {
          const given = chars!();
          if (isNullish(given)) return null;
          if (typeof given !== 'string') throw new MongoCommandError('Location50700', `${operator} requires 'chars' to be a string, got ${describeValue(given)} (of type ${typeName(given)}) instead.`);
          set = codePoints(given);
        }
        const characters = codePoints(text);
        let from = 0;
        let to = characters.length;
        if (operator !== '$rtrim') while (from < to && set.includes(characters[from]!)) from++;
        if (operator !== '$ltrim') while (to > from && set.includes(characters[to - 1]!)) to--;
        return characters.slice(from, to).join('');
      },
    };
  };
}

function replace(operator: '$replaceOne' | '$replaceAll'): Build {
  return (operand) => {
    const { values } = namedArguments(operand, ['input', 'find', 'replacement'], {
      notObject: ['Location51751', `${operator} requires an object as an argument, found: ${typeName(operand)}`],
      unknown: (name) => ['Location51750', `${operator} found an unknown argument: ${name}`],
      required: {
        input: ['Location51749', `${operator} requires 'input' to be specified`],
        find: ['Location51748', `${operator} requires 'find' to be specified`],
        replacement: ['Location51747', `${operator} requires 'replacement' to be specified`],
      },
    });
    const codes = { input: 'Location51746', find: 'Location51745', replacement: 'Location51744' } as const;
    return {
      args: values,
      apply: (thunks) => {
        const [input, find, replacement] = thunks.map((thunk) => thunk());
        const parts = { input, find, replacement };
        for (const [name, value] of Object.entries(parts)) {
          if (!isNullish(value) && typeof value !== 'string') throw new MongoCommandError(codes[name as keyof typeof codes], `${operator} requires that '${name}' be a string, found: ${describeValue(value)}`);
        }
        if (isNullish(input) || isNullish(find) || isNullish(replacement)) return null;
        const [text, token, by] = [input, find, replacement] as [string, string, string];
        if (operator === '$replaceOne') return text.replace(token, () => by);
        // An empty `find` matches before every character and at the end, as in mongod.
        return token === '' ? `${by}${codePoints(text).join(by)}${text === '' ? '' : by}` : text.split(token).join(by);
      },
    };
  };
}


export const STRING_OPERATORS: Record<string, Build> = {
  $concat,
  $strLenBytes: length('$strLenBytes', 'Location34473', (text) => utf8(text).length),
  $strLenCP: length('$strLenCP', 'Location34471', (text) => codePoints(text).length),
  $toUpper: caseChange('$toUpper'),
  $toLower: caseChange('$toLower'),
  $strcasecmp,
  $substr: $substrBytes,
  $substrBytes,
  $substrCP,
  $split,
  $indexOfBytes: indexOf('$indexOfBytes', ['Location40091', 'Location40092']),
  $indexOfCP: indexOf('$indexOfCP', ['Location40093', 'Location40094']),
  $trim: trim('$trim'),
  $ltrim: trim('$ltrim'),
  $rtrim: trim('$rtrim'),
  $replaceOne: replace('$replaceOne'),
  $replaceAll: replace('$replaceAll'),
  ...REGEX_OPERATORS,
};
