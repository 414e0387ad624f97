import { Decimal128, Double, Int32, Long } from 'bson';
import { MongoCommandError } from '../errors';
import { bsonType, exactInteger, isNumeric, numericKind, toDouble } from './bson-values';
import { fromExact, isNonFinite, quantize, toExact } from './exact-decimal';

/**
 * `$toInt`, `$toLong`, `$toDouble`, `$toDecimal` and `$convert` to those types, as mongod converts: numbers
 * (doubles and decimals truncated toward zero for integers, overflow an error), booleans (1/0), dates
 * (milliseconds, not to int) and strings holding a number. Failures are error 241 ConversionFailure unless
 * `$convert` names an `onError` value.
 */
export type NumericTarget = 'int' | 'long' | 'double' | 'decimal';

const TARGET_ALIASES: Record<string, NumericTarget> = { int: 'int', long: 'long', double: 'double', decimal: 'decimal', '16': 'int', '18': 'long', '1': 'double', '19': 'decimal' };

/** The numeric type a `$convert` `to` names (a type name or number), or undefined for any other target. */
export function numericTarget(to: unknown): NumericTarget | undefined {
  const key = isNumeric(to) ? String(toDouble(to)) : typeof to === 'string' ? to : undefined;
  return key === undefined ? undefined : TARGET_ALIASES[key];
}

const fail = (message: string): never => {
  throw new MongoCommandError('ConversionFailure', `${message} in $convert with no onError value`);
};

const FLOAT_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const SPECIAL_TEXT = /^[-+]?(infinity|inf|nan)$/i;

function parseString(text: string, target: NumericTarget): unknown {
  if (target === 'int' || target === 'long') {
    if (!/^[-+]?\d+$/.test(text)) fail(`Failed to parse number '${text}'`);
    return integerOf(BigInt(text), target);
  }
  if (!FLOAT_TEXT.test(text) && !SPECIAL_TEXT.test(text)) fail(`Failed to parse number '${text}'`);
  if (target === 'double') return new Double(SPECIAL_TEXT.test(text) ? Number(text.replace(/inf$/i, 'Infinity').replace(/^(-?)nan$/i, 'NaN')) : Number(text));
  return Decimal128.fromString(text);
}

function integerOf(value: bigint, target: 'int' | 'long'): Int32 | Long {
  const bits = target === 'int' ? 31n : 63n;
  if (value < -(2n ** bits) || value >= 2n ** bits) fail(`Conversion would overflow target type`);
  return target === 'int' ? new Int32(Number(value)) : Long.fromBigInt(value);
}

function numberTo(value: unknown, target: NumericTarget): unknown {
  const kind = numericKind(value)!;
  if (target === 'double') return new Double(toDouble(value));
  if (target === 'decimal') {
    if (kind === 'decimal') return value;
    return isNonFinite(value) ? Decimal128.fromString(String(toDouble(value))) : fromExact(toExact(value));
  }
  if (kind === 'int' || kind === 'long') return integerOf(exactInteger(value)!, target);
  if (kind === 'double') {
    const number = toDouble(value);
    if (Number.isNaN(number)) fail('Attempt to convert NaN value to integer type');
    if (!Number.isFinite(number)) fail('Attempt to convert infinity value to integer type');
    return integerOf(BigInt(Math.trunc(number)), target);
  }
  if (isNonFinite(value)) fail('Attempt to convert NaN or infinity value to integer type');
  const whole = quantize(toExact(value), 0, 'towardZero').coefficient;
  return integerOf(whole, target);
}

/** `value` converted to `target`; null for null or missing. */
export function convertNumber(value: unknown, target: NumericTarget): unknown {
  if (value === null || value === undefined) return null;
  if (isNumeric(value)) return numberTo(value, target);
  if (typeof value === 'boolean') return numberTo(new Int32(value ? 1 : 0), target);
  if (value instanceof Date) {
    if (target === 'int') fail('Unsupported conversion from date to int');
    return numberTo(Long.fromNumber(value.getTime()), target);
  }
  if (typeof value === 'string') return parseString(value, target);
  return fail(`Unsupported conversion from ${bsonType(value)?.toLowerCase() ?? typeof value} to ${target}`);
}
