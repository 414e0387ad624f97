import { Decimal128 } from 'bson';
import { MongoCommandError } from '../errors';
import { exactInteger, numericKind, toDouble } from './bson-values';

/**
 * Decimal128 arithmetic done exactly (coefficient × 10^exponent in bigints) and rounded to Decimal128's 34
 * significant digits half to even, as mongod's Intel decimal library rounds.
 */
export interface Exact {
  coefficient: bigint;
  exponent: number;
}

const DIGITS = 34;

export type RoundingMode = 'halfEven' | 'towardZero' | 'ceiling' | 'floor';

/** A numeric value as an exact decimal; a double is converted with 15 significant digits, as mongod's coerceToDecimal does. */
export function toExact(value: unknown): Exact {
  const kind = numericKind(value);
  const text = kind === 'decimal' ? (value as Decimal128).toString() : kind === 'double' ? toDouble(value).toPrecision(15) : String(exactInteger(value));
  return parseExact(text);
}

/** The exact decimal digits of a double (up to 34 significant ones), as mongod's `Decimal128(double, kRoundTo34Digits)`. */
export const doubleToExact34 = (value: number): Exact => parseExact(value.toPrecision(DIGITS));

function parseExact(text: string): Exact {
  const match = /^(-?)(\d*)(?:\.(\d*))?(?:E([+-]?\d+))?$/i.exec(text);
  if (!match) throw new MongoCommandError('BadValue', `cannot do exact arithmetic on ${text}`);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  return { coefficient: BigInt(`${sign}${whole}${fraction}` || '0'), exponent: Number(exponent) - fraction.length };
}

/** NaN and ±Infinity (decimal or double), which exact arithmetic cannot hold. */
export function isNonFinite(value: unknown): boolean {
  if (numericKind(value) === 'decimal') return /NaN|Inf/.test((value as Decimal128).toString());
  return !Number.isFinite(toDouble(value));
}

const digitCount = (value: bigint) => (value < 0n ? -value : value).toString().length;

/** `numerator / 10^shift` (shift > 0) rounded to an integer by `mode`. */
function divideRounded(numerator: bigint, divisor: bigint, mode: RoundingMode): bigint {
  const quotient = numerator / divisor;
  const remainder = numerator % divisor;
  if (remainder === 0n) return quotient;
  const negative = numerator < 0n !== divisor < 0n;
  const awayFromZero = negative ? quotient - 1n : quotient + 1n;
  switch (mode) {
    case 'towardZero':
      return quotient;
    case 'ceiling':
      return negative ? quotient : awayFromZero;
    case 'floor':
      return negative ? awayFromZero : quotient;
    case 'halfEven': {
      const twice = 2n * (remainder < 0n ? -remainder : remainder);
      const whole = divisor < 0n ? -divisor : divisor;
      if (twice > whole || (twice === whole && quotient % 2n !== 0n)) return awayFromZero;
      return quotient;
    }
  }
}

/** The value with exactly `exponent` as its exponent, rounded by `mode` (IEEE 754 quantize). */
export function quantize(value: Exact, exponent: number, mode: RoundingMode): Exact {
  if (exponent <= value.exponent) return { coefficient: value.coefficient * 10n ** BigInt(value.exponent - exponent), exponent };
  return { coefficient: divideRounded(value.coefficient, 10n ** BigInt(exponent - value.exponent), mode), exponent };
}

/** An exact result as a Decimal128, rounded half to even to 34 digits when it has more. */
export function fromExact(value: Exact): Decimal128 {
  const excess = digitCount(value.coefficient) - DIGITS;
  const rounded = excess > 0 ? quantize(value, value.exponent + excess, 'halfEven') : value;
  // Rounding up may carry into a 35th digit (999… → 1000…).
  const fitted = digitCount(rounded.coefficient) > DIGITS ? quantize(rounded, rounded.exponent + 1, 'halfEven') : rounded;
  return Decimal128.fromString(`${fitted.coefficient}E${fitted.exponent}`);
}

export function addExact(a: Exact, b: Exact, sign: 1n | -1n): Exact {
  const exponent = Math.min(a.exponent, b.exponent);
  const x = a.coefficient * 10n ** BigInt(a.exponent - exponent);
  const y = b.coefficient * 10n ** BigInt(b.exponent - exponent);
  return { coefficient: x + sign * y, exponent };
}

export const multiplyExact = (a: Exact, b: Exact): Exact => ({ coefficient: a.coefficient * b.coefficient, exponent: a.exponent + b.exponent });

/**
 * `a / b` as IEEE 754 decimal divides: an exact quotient takes the exponent closest to exp(a) − exp(b)
 * (10 / 4 = 2.5, 10 / 2 = 5), an inexact one is rounded to 34 digits.
 */
export function divideExact(a: Exact, b: Exact): Exact {
  const preferred = a.exponent - b.exponent;
  const scale = DIGITS + digitCount(b.coefficient) + 2;
  const numerator = a.coefficient * 10n ** BigInt(scale);
  const quotient = numerator / b.coefficient;
  if (numerator % b.coefficient !== 0n) {
    // Inexact: keep a sticky digit so half-even rounding sees that something follows.
    return { coefficient: quotient * 10n + (numerator < 0n !== b.coefficient < 0n ? -1n : 1n), exponent: preferred - scale - 1 };
  }
  let result: Exact = { coefficient: quotient, exponent: preferred - scale };
  while (result.exponent < preferred && result.coefficient % 10n === 0n) result = { coefficient: result.coefficient / 10n, exponent: result.exponent + 1 };
  return result;
}

/** `a` modulo `b` with the sign of `a` (truncated division), exactly. */
export function moduloExact(a: Exact, b: Exact): Exact {
  const exponent = Math.min(a.exponent, b.exponent);
  const x = a.coefficient * 10n ** BigInt(a.exponent - exponent);
  const y = b.coefficient * 10n ** BigInt(b.exponent - exponent);
  return { coefficient: x % y, exponent };
}

export const isZeroExact = (value: Exact) => value.coefficient === 0n;

/** mongod's `coerceToDecimal`: a double to 15 digits (a zero, NaN or infinity as it is), an integer exactly. */
export function coerceToDecimal(value: unknown): Decimal128 {
  if (numericKind(value) === 'decimal') return value as Decimal128;
  const number = toDouble(value);
  if (numericKind(value) === 'double' && (number === 0 || !Number.isFinite(number))) return Decimal128.fromString(Object.is(number, -0) ? '-0' : String(number));
  return fromExact(toExact(value));
}
