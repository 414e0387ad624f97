import type { Decimal128, Long } from 'bson';
import { numericKind, toDouble } from '../query/bson-values';
import { isNonFinite, quantize, toExact } from '../query/exact-decimal';

export const INT64_MAX = 2n ** 63n - 1n;
export const INT64_MIN = -(2n ** 63n);

/** Decimal128::toLong as safeNumberLong calls it: NaN is 0, infinities clamp, halves round to even, then clamp. */
export function decimalToLong(value: Decimal128): bigint {
  const text = value.toString();
  if (text.includes('NaN')) return 0n;
  if (isNonFinite(value)) return text.startsWith('-') ? INT64_MIN : INT64_MAX;
  const integer = quantize(toExact(value), 0, 'halfEven').coefficient;
  return integer > INT64_MAX ? INT64_MAX : integer < INT64_MIN ? INT64_MIN : integer;
}

/**
 * BSONElement::safeNumberLong of a number, how IDL's `safeInt64` fields read their value: a double is truncated,
 * NaN is 0 and out-of-range values clamp to the int64 bounds.
 */
export function safeNumberLong(value: unknown): bigint {
  const kind = numericKind(value);
  if (kind === 'long') return typeof value === 'bigint' ? value : (value as Long).toBigInt();
  if (kind === 'decimal') return decimalToLong(value as Decimal128);
  const d = toDouble(value);
  if (Number.isNaN(d)) return 0n;
  if (d >= 2 ** 63) return INT64_MAX;
  if (d < -(2 ** 63)) return INT64_MIN;
  return BigInt(Math.trunc(d));
}
