import type { Decimal128 } from 'bson';
import { exactInteger, numericKind, toDouble } from './bson-values';

/** A finite number exactly: coefficient × 10^exponent. */
interface ExactValue {
  coefficient: bigint;
  exponent: number;
}

/**
 * mongod's order of a Decimal128 against another number (compareDecimals, compareDecimalToLong/Int and
 * compareDecimalToDouble in base/compare_numbers.h): exact. A double is not rounded to the decimal's digits
 * first (mongod rounds the decimal toward negative into a double and calls an inexact tie greater, which
 * is the exact order), so the double 0.3 (0.29999999999999998889…) is below NumberDecimal("0.3").
 * Undefined when either side is NaN or infinite: the caller's double order handles those.
 */
export function compareWithDecimal(a: unknown, b: unknown): number | undefined {
  const x = exactValueOf(a);
  const y = exactValueOf(b);
  if (x === undefined || y === undefined) return undefined;
  const exponent = Math.min(x.exponent, y.exponent);
  const left = x.coefficient * 10n ** BigInt(x.exponent - exponent);
  const right = y.coefficient * 10n ** BigInt(y.exponent - exponent);
  return left < right ? -1 : left > right ? 1 : 0;
}

function exactValueOf(value: unknown): ExactValue | undefined {
  const kind = numericKind(value);
  if (kind === 'decimal') {
    const match = /^(-?)(\d+)(?:\.(\d+))?(?:E([+-]?\d+))?$/.exec((value as Decimal128).toString());
    if (!match) return undefined;
    const [, sign, whole, fraction = '', exponent = '0'] = match;
    return { coefficient: BigInt(`${sign}${whole}${fraction}`), exponent: Number(exponent) - fraction.length };
  }
  if (kind === 'double') return exactDouble(toDouble(value));
  const integer = exactInteger(value);
  return integer === undefined ? undefined : { coefficient: integer, exponent: 0 };
}

/** Every finite double is a binary fraction m / 2^k, which is exactly m × 5^k × 10^-k. */
function exactDouble(value: number): ExactValue | undefined {
  if (!Number.isFinite(value)) return undefined;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigUint64(0);
  const biasedExponent = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = biasedExponent === 0 ? fraction : fraction | (1n << 52n);
  const power = biasedExponent === 0 ? -1074 : biasedExponent - 1075;
  const signed = bits >> 63n === 1n ? -mantissa : mantissa;
  if (power >= 0) return { coefficient: signed << BigInt(power), exponent: 0 };
  return { coefficient: signed * 5n ** BigInt(-power), exponent: power };
}

/**
 * The part of a Map key (engine/collection.ts' idKey, `$group`'s keys) for a number its caller did not read as
 * an integer: a decimal equal to a double shares the double's key (its integer digits when integral, so
 * NumberDecimal("1E+20") meets 1e20; mongod's index and `$group` see them as equal), NaN and the infinities
 * key as the doubles do, and any other decimal keys by its exact value, so NumberDecimal("0.3") and the double
 * 0.3 stay apart.
 */
export function fractionKey(value: unknown): string {
  const double = toDouble(value);
  const exact = numericKind(value) === 'decimal' ? exactValueOf(value) : undefined;
  if (exact === undefined || compareWithDecimal(value, double) === 0) return Number.isInteger(double) ? String(BigInt(double)) : String(double);
  let { coefficient, exponent } = exact;
  while (coefficient % 10n === 0n) {
    coefficient /= 10n;
    exponent += 1;
  }
  return `${coefficient}E${exponent}`;
}
