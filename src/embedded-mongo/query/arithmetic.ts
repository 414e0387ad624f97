import { Decimal128, Double, Int32, Long } from 'bson';
import { MongoCommandError } from '../errors';
import { exactInteger, type NumericKind, numericKind, toDouble, wrapNumber } from './bson-values';
import { decimalExp, decimalLogarithm, decimalParts, decimalSquareRoot } from './decimal-math';
import {
  addExact,
  divideExact,
  doubleToExact34,
  type Exact,
  fromExact,
  isNonFinite,
  isZeroExact,
  moduloExact,
  multiplyExact,
  quantize,
  type RoundingMode,
  toExact,
  coerceToDecimal,
} from './exact-decimal';
import { decimalPower } from './decimal-power';
import { formatDoubleG } from './string-conversion';

/**
 * mongod's numeric type rules, one function per rule, shared by the update operators ($inc, $mul), the
 * aggregation operators ($add, $divide, $round...) and the accumulators ($sum, $avg):
 * - the result has the widest operand type, int < long < double < decimal;
 * - int32 arithmetic that overflows gives a long; long arithmetic that overflows gives a double in
 *   aggregation and an error in updates;
 * - $divide gives a double (a decimal when an operand is one); the math functions ($sqrt, $ln...) a double.
 * Inputs are BSON numbers (Int32, Long, Double, Decimal128) or JS numbers (int32 when integral and in range).
 */

const RANK: Record<NumericKind, number> = { int: 0, long: 1, double: 2, decimal: 3 };
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const INT32_MIN = -(2n ** 31n);
const INT32_MAX = 2n ** 31n - 1n;

/** The type of a result computed from these operands: the widest of theirs. */
export function widestKind(...values: unknown[]): NumericKind {
  return values.map((value) => numericKind(value)!).reduce((wide, kind) => (RANK[kind] > RANK[wide] ? kind : wide), 'int');
}

/** What happens when long arithmetic overflows: updates answer an error, aggregation computes a double. */
export type LongOverflow = { onOverflow: 'error'; describe: () => string } | { onOverflow: 'double' };

/** An integer result of int/long operands: int32 while it fits (for int operands), else a long, else the overflow rule. */
function integerResult(result: bigint, kind: NumericKind, double: () => number, overflow: LongOverflow): unknown {
  if (kind === 'int' && result >= INT32_MIN && result <= INT32_MAX) return new Int32(Number(result));
  if (result >= INT64_MIN && result <= INT64_MAX) return Long.fromBigInt(result);
  if (overflow.onOverflow === 'error') throw new MongoCommandError('BadValue', overflow.describe());
  return new Double(double());
}

type Operation = 'add' | 'subtract' | 'multiply';

const DOUBLE_OPERATIONS: Record<Operation, (a: number, b: number) => number> = {
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
  multiply: (a, b) => a * b,
};
const EXACT_OPERATIONS: Record<Operation, (a: Exact, b: Exact) => Exact> = {
  add: (a, b) => addExact(a, b, 1n),
  subtract: (a, b) => addExact(a, b, -1n),
  multiply: multiplyExact,
};
const INTEGER_OPERATIONS: Record<Operation, (a: bigint, b: bigint) => bigint> = {
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
  multiply: (a, b) => a * b,
};

/** `a op b` in the widest operand type. */
function combine(a: unknown, b: unknown, operation: Operation, overflow: LongOverflow): unknown {
  const kind = widestKind(a, b);
  const double = () => DOUBLE_OPERATIONS[operation](toDouble(a), toDouble(b));
  if (kind === 'decimal') {
    if (isNonFinite(a) || isNonFinite(b)) return Decimal128.fromString(String(double()));
    return fromExact(EXACT_OPERATIONS[operation](toExact(a), toExact(b)));
  }
  if (kind === 'double') return new Double(double());
  return integerResult(INTEGER_OPERATIONS[operation](exactInteger(a)!, exactInteger(b)!), kind, double, overflow);
}

const AGGREGATION: LongOverflow = { onOverflow: 'double' };

/** `$inc`: a long that overflows is an error. */
export const add = (a: unknown, b: unknown, describe: () => string) => combine(a, b, 'add', { onOverflow: 'error', describe });
/** `$mul`: a long that overflows is an error. */
export const multiply = (a: unknown, b: unknown, describe: () => string) => combine(a, b, 'multiply', { onOverflow: 'error', describe });

/** `$add`, `$sum`: an overflowing long becomes a double. */
export const addNumbers = (a: unknown, b: unknown) => combine(a, b, 'add', AGGREGATION);
export const subtractNumbers = (a: unknown, b: unknown) => combine(a, b, 'subtract', AGGREGATION);
export const multiplyNumbers = (a: unknown, b: unknown) => combine(a, b, 'multiply', AGGREGATION);

/** `$mul` of a missing field stores a zero of the multiplier's type. */
export function zeroOf(value: unknown): unknown {
  return wrapNumber(0, numericKind(value)!);
}

/** `$divide`: a decimal when either operand is one, otherwise a double. */
export function divideNumbers(a: unknown, b: unknown): unknown {
  if (widestKind(a, b) === 'decimal' && !isNonFinite(a) && !isNonFinite(b)) {
    const divisor = toExact(b);
    if (isZeroExact(divisor)) throw new MongoCommandError('BadValue', "can't $divide by zero");
    return fromExact(divideExact(toExact(a), divisor));
  }
  if (toDouble(b) === 0) throw new MongoCommandError('Location16608', "can't $divide by zero");
  const quotient = toDouble(a) / toDouble(b);
  return widestKind(a, b) === 'decimal' ? Decimal128.fromString(String(quotient)) : new Double(quotient);
}

/**
 * `$mod`: decimal if either is; a double (fmod) when the dividend is a double or the divisor a double that is
 * not an int32 value; otherwise a long if either is a long, else an int.
 */
export function modNumbers(a: unknown, b: unknown): unknown {
  const kindA = numericKind(a)!;
  const kindB = numericKind(b)!;
  if ((kindA === 'decimal' || kindB === 'decimal') && (isNonFinite(a) || isNonFinite(b))) return Decimal128.fromString(String(toDouble(a) % toDouble(b)));
  if (kindA === 'decimal' || kindB === 'decimal') {
    const divisor = toExact(b);
    if (isZeroExact(divisor)) throw new MongoCommandError('Location16610', "can't $mod by zero");
    const remainder = moduloExact(toExact(a), divisor);
    // Decimal128::modulo is IEEE fmod: a zero remainder keeps the dividend's sign (-2^31 % -1 is -0).
    const dividend = toDouble(a);
    if (isZeroExact(remainder) && (dividend < 0 || Object.is(dividend, -0))) return Decimal128.fromString(`-0E${remainder.exponent}`);
    return fromExact(remainder);
  }
  const divisor = toDouble(b);
  if (divisor === 0) throw new MongoCommandError('Location16610', "can't $mod by zero");
  // mongod's Value::integral(): a double divisor counts as an integer only when it fits in an int32.
  const integralDivisor = Number.isInteger(divisor) && divisor >= -(2 ** 31) && divisor < 2 ** 31;
  if (kindA === 'double' || (kindB === 'double' && !integralDivisor)) return new Double(toDouble(a) % divisor);
  const remainder = exactInteger(a)! % exactInteger(b)!;
  return kindA === 'long' || kindB === 'long' ? Long.fromBigInt(remainder) : new Int32(Number(remainder));
}

/** `$abs`: the operand's type; the absolute value of the smallest int32 is a long. */
export function absNumber(value: unknown): unknown {
  const kind = numericKind(value)!;
  if (kind === 'double') return new Double(Math.abs(toDouble(value)));
  if (kind === 'decimal') return Decimal128.fromString((value as Decimal128).toString().replace(/^-/, ''));
  const magnitude = exactInteger(value)! < 0n ? -exactInteger(value)! : exactInteger(value)!;
  if (magnitude > INT64_MAX) throw new MongoCommandError('Location28680', "can't take $abs of long long min");
  return integerResult(magnitude, kind, () => Number(magnitude), AGGREGATION);
}

function exactToDouble({ coefficient, exponent }: Exact, negative: boolean): number {
  const result = Number(`${coefficient}e${exponent}`);
  return result === 0 && negative ? -0 : result;
}

const QUANTIZE_DIGITS = 34;

/**
 * `$round`/`$trunc` to `place` decimal places (and `$ceil`/`$floor`, place 0), as mongod does it: in
 * decimal, on the double's exact digits; integers are returned as they are unless `place` is negative.
 * A result needing more than 34 digits is NaN (the decimal quantize is invalid), as in mongod.
 */
export function roundNumber(value: unknown, place: number, mode: RoundingMode): unknown {
  const kind = numericKind(value)!;
  if (isNonFinite(value)) return value;
  if ((kind === 'int' || kind === 'long') && place >= 0) return value;
  const exact = kind === 'double' ? doubleToExact34(toDouble(value)) : toExact(value);
  const rounded = quantize(exact, -place, mode);
  const negative = kind === 'decimal' ? (value as Decimal128).toString().startsWith('-') : toDouble(value) < 0 || Object.is(toDouble(value), -0);
  const fits = rounded.coefficient.toString().replace('-', '').length <= QUANTIZE_DIGITS;
  if (kind === 'decimal') {
    if (!fits) return Decimal128.fromString('NaN');
    return Decimal128.fromString(`${negative && rounded.coefficient === 0n ? '-' : ''}${rounded.coefficient}E${rounded.exponent}`);
  }
  if (kind === 'double') return new Double(fits ? exactToDouble(rounded, negative) : Number.NaN);
  const integer = rounded.coefficient * 10n ** BigInt(rounded.exponent);
  return kind === 'long' || integer > INT32_MAX || integer < INT32_MIN ? Long.fromBigInt(integer) : new Int32(Number(integer));
}

/** `$ceil`/`$floor`: a double is std::ceil/floor'ed, a decimal quantized to exponent 0, an integer kept. */
export function ceilOrFloor(value: unknown, mode: 'ceiling' | 'floor'): unknown {
  if (numericKind(value) === 'double') return new Double(mode === 'ceiling' ? Math.ceil(toDouble(value)) : Math.floor(toDouble(value)));
  return roundNumber(value, 0, mode);
}

function refuseDecimal(operator: string, ...values: unknown[]): void {
  if (values.some((value) => numericKind(value) === 'decimal')) {
    throw new MongoCommandError('NotImplemented', `${operator} of a decimal is not supported by the embedded store`);
  }
}

type MathOperator = '$sqrt' | '$exp' | '$ln' | '$log10';

/**
 * A decimal operand, as mongod's expression.cpp handles it: `$exp` always computes in decimal, `$sqrt` unless
 * the operand is below zero, `$ln`/`$log10` when it is above zero; otherwise (undefined here) mongod falls
 * through to its double code, which answers the domain error, or a double NaN for a decimal NaN.
 */
function decimalMathFunction(operator: MathOperator, value: Decimal128): Decimal128 | undefined {
  const parts = decimalParts(value);
  const negative = parts.kind !== 'nan' && parts.negative && (parts.kind === 'infinity' || parts.coefficient !== 0n);
  const positive = parts.kind !== 'nan' && !parts.negative && (parts.kind === 'infinity' || parts.coefficient !== 0n);
  switch (operator) {
    case '$sqrt':
      return negative ? undefined : decimalSquareRoot(value);
    case '$exp':
      return decimalExp(value);
    case '$ln':
      return positive ? decimalLogarithm(value, 'ln') : undefined;
    case '$log10':
      return positive ? decimalLogarithm(value, 'log10') : undefined;
  }
}

/** `$sqrt`, `$exp`, `$ln`, `$log10`: a double computed as mongod computes it (std::sqrt...), a decimal for a decimal. */
export function mathFunction(operator: MathOperator, value: unknown): Double | Decimal128 {
  const decimal = numericKind(value) === 'decimal' ? decimalMathFunction(operator, value as Decimal128) : undefined;
  if (decimal) return decimal;
  const x = toDouble(value);
  switch (operator) {
    case '$sqrt':
      if (x < 0) throw new MongoCommandError('Location28714', "$sqrt's argument must be greater than or equal to 0");
      return new Double(Math.sqrt(x));
    case '$exp':
      return new Double(Math.exp(x));
    case '$ln':
      if (x <= 0) throw new MongoCommandError('Location28766', `$ln's argument must be a positive number, but is ${formatDoubleG(x)}`);
      return new Double(Math.log(x));
    case '$log10':
      if (x <= 0) throw new MongoCommandError('Location28761', `$log10's argument must be a positive number, but is ${formatDoubleG(x)}`);
      return new Double(Math.log10(x));
  }
}

export function logNumber(value: unknown, base: unknown): Double {
  refuseDecimal('$log', value, base);
  const x = toDouble(value);
  const b = toDouble(base);
  if (x <= 0) throw new MongoCommandError('Location28758', `$log's argument must be a positive number, but is ${formatDoubleG(x)}`);
  if (b <= 0 || b === 1) throw new MongoCommandError('Location28759', `$log's base must be a positive number not equal to 1, but is ${formatDoubleG(b)}`);
  return new Double(Math.log(x) / Math.log(b));
}

/**
 * `$pow`: a double if either operand is one; for integers the exact power, an int if both are ints and it
 * fits, a long if either is a long (or an int power outgrows int32), a double when it outgrows a long or
 * the exponent is negative.
 */
const ZERO_TO_NEGATIVE = '$pow cannot take a base of 0 and a negative exponent';

/** `$pow`: with a decimal operand both are coerced to decimals and raised by mongod's `Decimal128::power`. */
export function powNumber(base: unknown, exponent: unknown): unknown {
  if (numericKind(base) === 'decimal' || numericKind(exponent) === 'decimal') {
    const [x, y] = [coerceToDecimal(base), coerceToDecimal(exponent)];
    const parts = decimalParts(x);
    // mongod's isNegative reads the sign bit, so a -0 exponent counts as negative.
    if (parts.kind === 'finite' && parts.coefficient === 0n && y.toString().startsWith('-')) throw new MongoCommandError('Location28764', ZERO_TO_NEGATIVE);
    return decimalPower(x, y);
  }
  const x = toDouble(base);
  const y = toDouble(exponent);
  if (x === 0 && y < 0) throw new MongoCommandError('Location28764', ZERO_TO_NEGATIVE);
  const kind = widestKind(base, exponent);
  if (kind === 'double') return new Double(x ** y);
  const b = exactInteger(base)!;
  const e = exactInteger(exponent)!;
  const integer = (result: bigint) => (kind === 'long' ? Long.fromBigInt(result) : integerResult(result, 'int', () => Number(result), AGGREGATION));
  if (b === 0n || b === 1n) return integer(e === 0n ? 1n : b);
  if (b === -1n) return integer(e % 2n === 0n ? 1n : -1n);
  if (e < 0n || e > 63n) return new Double(x ** y);
  const result = b ** e;
  return result < INT64_MIN || result > INT64_MAX ? new Double(x ** y) : integer(result);
}
