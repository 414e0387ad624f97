import { Decimal128 } from 'bson';

/**
 * IEEE 754 decimal128 arithmetic over the whole exponent range, as Intel's `bid128_add`/`bid128_mul`/
 * `bid128_fma` compute it in round-to-nearest-even: the exact result, rounded once to 34 digits, with the
 * standard's preferred exponent; below 10^-6176 the quantum stays 10^-6176 (subnormal, or a zero with
 * exponent -6176); above the largest finite value the result is ±Infinity, and an exponent above 6111 is
 * lowered by padding the coefficient with zeros when it still fits. exact-decimal.ts rounds to 34 digits
 * only; the routes that can leave Decimal128's range (`bid128_pow`, `bid128_exp` beyond ±11000) use this.
 */

export type DecimalValue =
  | { kind: 'nan' }
  | { kind: 'infinity'; negative: boolean }
  | { kind: 'finite'; negative: boolean; coefficient: bigint; exponent: number };

const DIGITS = 34;
const LIMIT = 10n ** BigInt(DIGITS);
const MIN_EXPONENT = -6176;
const MAX_EXPONENT = 6111;

const NAN: DecimalValue = { kind: 'nan' };
const digitCount = (value: bigint) => value.toString().length;

export function toDecimalValue(value: Decimal128): DecimalValue {
  const text = value.toString();
  if (text === 'NaN') return NAN;
  if (/Infinity$/.test(text)) return { kind: 'infinity', negative: text.startsWith('-') };
  const [, sign, whole, fraction = '', exponent = '0'] = /^(-?)(\d+)(?:\.(\d+))?(?:E([+-]?\d+))?$/.exec(text)!;
  return { kind: 'finite', negative: sign === '-', coefficient: BigInt(`${whole}${fraction}`), exponent: Number(exponent) - fraction.length };
}

export function fromDecimalValue(value: DecimalValue): Decimal128 {
  if (value.kind === 'nan') return Decimal128.fromString('NaN');
  if (value.kind === 'infinity') return Decimal128.fromString(value.negative ? '-Infinity' : 'Infinity');
  return Decimal128.fromString(`${value.negative ? '-' : ''}${value.coefficient}E${value.exponent}`);
}

export const finite = (negative: boolean, coefficient: bigint, exponent: number): DecimalValue => ({ kind: 'finite', negative, coefficient, exponent });

/** coefficient / 10^drop rounded half to even. */
function dropDigits(coefficient: bigint, drop: number): bigint {
  if (drop <= 0) return coefficient;
  const divisor = 10n ** BigInt(drop);
  const quotient = coefficient / divisor;
  const twice = 2n * (coefficient % divisor);
  return twice > divisor || (twice === divisor && quotient % 2n === 1n) ? quotient + 1n : quotient;
}

/** The exact value ±coefficient × 10^exponent (coefficient >= 0) rounded into Decimal128. */
export function roundDecimal(negative: boolean, coefficient: bigint, exponent: number): DecimalValue {
  let drop = Math.max(digitCount(coefficient) - DIGITS, MIN_EXPONENT - exponent, 0);
  let rounded = dropDigits(coefficient, drop);
  if (rounded === LIMIT) {
    rounded /= 10n;
    drop += 1;
  }
  let resultExponent = exponent + drop;
  if (resultExponent > MAX_EXPONENT) {
    if (rounded === 0n) resultExponent = MAX_EXPONENT;
    else if (digitCount(rounded) + resultExponent - MAX_EXPONENT <= DIGITS) {
      rounded *= 10n ** BigInt(resultExponent - MAX_EXPONENT);
      resultExponent = MAX_EXPONENT;
    } else return { kind: 'infinity', negative };
  }
  return finite(negative, rounded, resultExponent);
}

const signed = (value: { negative: boolean; coefficient: bigint }) => (value.negative ? -value.coefficient : value.coefficient);

/** An exact signed sum or product rounded; a zero result is negative only when `negativeZero` says so. */
function roundSigned(value: bigint, exponent: number, negativeZero: boolean): DecimalValue {
  return roundDecimal(value === 0n ? negativeZero : value < 0n, value < 0n ? -value : value, exponent);
}

/** `bid128_add`: preferred exponent min(ea, eb); an exact zero sum is +0 unless both addends are negative. */
export function addDecimal(a: DecimalValue, b: DecimalValue): DecimalValue {
  if (a.kind === 'nan' || b.kind === 'nan') return NAN;
  if (a.kind === 'infinity' || b.kind === 'infinity') {
    if (a.kind === 'infinity' && b.kind === 'infinity' && a.negative !== b.negative) return NAN;
    return a.kind === 'infinity' ? a : b;
  }
  const exponent = Math.min(a.exponent, b.exponent);
  const sum = signed(a) * 10n ** BigInt(a.exponent - exponent) + signed(b) * 10n ** BigInt(b.exponent - exponent);
  return roundSigned(sum, exponent, a.negative && b.negative);
}

export const negateDecimal = (value: DecimalValue): DecimalValue => (value.kind === 'nan' ? value : { ...value, negative: !value.negative });
export const subtractDecimal = (a: DecimalValue, b: DecimalValue) => addDecimal(a, negateDecimal(b));

/** `bid128_mul`: exponent ea + eb, sign the exclusive or of the signs. */
export function multiplyDecimal(a: DecimalValue, b: DecimalValue): DecimalValue {
  if (a.kind === 'nan' || b.kind === 'nan') return NAN;
  const negative = a.negative !== b.negative;
  if (a.kind === 'infinity' || b.kind === 'infinity') {
    const other = a.kind === 'infinity' ? b : a;
    return other.kind === 'finite' && other.coefficient === 0n ? NAN : { kind: 'infinity', negative };
  }
  return roundDecimal(negative, a.coefficient * b.coefficient, a.exponent + b.exponent);
}

/** `bid128_fma`: a × b + c rounded once, preferred exponent min(ea + eb, ec). */
export function fusedMultiplyAdd(a: DecimalValue, b: DecimalValue, c: DecimalValue): DecimalValue {
  if (a.kind !== 'finite' || b.kind !== 'finite' || c.kind !== 'finite') return addDecimal(multiplyDecimal(a, b), c);
  const productExponent = a.exponent + b.exponent;
  const exponent = Math.min(productExponent, c.exponent);
  const product = (a.negative !== b.negative ? -1n : 1n) * a.coefficient * b.coefficient;
  const sum = product * 10n ** BigInt(productExponent - exponent) + signed(c) * 10n ** BigInt(c.exponent - exponent);
  return roundSigned(sum, exponent, a.negative !== b.negative && c.negative);
}

/** mongod's `normalize()`: adding 0E-6176 pads the coefficient to 34 digits (or down to exponent -6176). */
export function normalizeDecimal(value: DecimalValue): DecimalValue {
  return addDecimal(value, finite(false, 0n, MIN_EXPONENT));
}
