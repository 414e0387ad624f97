import type { Decimal128, Long } from 'bson';
import { numericKind, toDouble } from './bson-values';
import { isNonFinite, quantize, toExact } from './exact-decimal';

export const INT64_MAX = 2n ** 63n - 1n;
export const INT64_MIN = -(2n ** 63n);

/**
 * mongod's BSONElement::safeNumberLong (src/mongo/bson/bsonelement.h) of a number of any BSON type: a double
 * is truncated toward zero, NaN is 0 and values past the int64 range clamp to it; a decimal clamps the same
 * way and is otherwise rounded half to even (Decimal128::toLong's default rounding mode).
 */
export function safeNumberLong(value: unknown): bigint {
  const kind = numericKind(value);
  if (kind === 'int') return BigInt(toDouble(value));
  if (kind === 'long') return typeof value === 'bigint' ? value : (value as Long).toBigInt();
  if (kind === 'double') {
    const d = toDouble(value);
    if (Number.isNaN(d)) return 0n;
    if (!(d < 2 ** 63)) return INT64_MAX;
    if (d < -(2 ** 63)) return INT64_MIN;
    return BigInt(Math.trunc(d));
  }
  const text = (value as Decimal128).toString();
  if (text.includes('NaN')) return 0n;
  if (isNonFinite(value)) return text.startsWith('-') ? INT64_MIN : INT64_MAX;
  const integer = quantize(toExact(value), 0, 'halfEven').coefficient;
  return integer > INT64_MAX ? INT64_MAX : integer < INT64_MIN ? INT64_MIN : integer;
}
