import { Decimal128, Double, Int32, Long } from 'bson';
import { compareWithDecimal } from './decimal-order';

/**
 * Helpers over the values stored documents hold. Documents are decoded with `promoteValues: false`, so
 * numbers arrive as Int32 / Double / Long / Decimal128 objects and keep their BSON type; plain JS numbers
 * only appear in values we compute, and are read as BSON's encoder writes them (int32 when integral and in
 * range, otherwise double).
 */
export const bsonType = (value: unknown): string | undefined => (value as { _bsontype?: string } | null)?._bsontype;

export type NumericKind = 'int' | 'long' | 'double' | 'decimal';

export function numericKind(value: unknown): NumericKind | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= -0x80000000 && value <= 0x7fffffff ? 'int' : 'double';
  if (typeof value === 'bigint') return 'long';
  switch (bsonType(value)) {
    case 'Int32':
      return 'int';
    case 'Long':
      return 'long';
    case 'Double':
      return 'double';
    case 'Decimal128':
      return 'decimal';
  }
  return undefined;
}

export const isNumeric = (value: unknown): boolean => numericKind(value) !== undefined;

/** Exact integer value when the number is one (Long, Int32, integral double/decimal), else undefined. */
export function exactInteger(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  const kind = numericKind(value);
  if (kind === 'long') return (value as Long).toBigInt();
  if (kind === 'decimal') {
    const text = (value as Decimal128).toString();
    return /^-?\d+$/.test(text) ? BigInt(text) : undefined;
  }
  const number = toDouble(value);
  return Number.isInteger(number) ? BigInt(number) : undefined;
}

/** The value as a JS double (Long and Decimal128 may round). */
export function toDouble(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  const kind = numericKind(value);
  if (kind === 'long') return (value as Long).toNumber();
  if (kind === 'decimal') return Number((value as Decimal128).toString());
  return Number((value as { valueOf(): unknown }).valueOf());
}

/**
 * Compares two numbers of any BSON numeric type exactly where both are integers or one is a decimal
 * (decimal-order.ts); NaN sorts first, as in mongod.
 */
export function compareNumbers(a: unknown, b: unknown): number {
  if (numericKind(a) === 'decimal' || numericKind(b) === 'decimal') {
    const order = compareWithDecimal(a, b);
    if (order !== undefined) return order;
  }
  const x = toDouble(a);
  const y = toDouble(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : -1) : 1;
  if (Math.abs(x) >= 2 ** 53 || Math.abs(y) >= 2 ** 53) {
    const ix = exactInteger(a);
    const iy = exactInteger(b);
    if (ix !== undefined && iy !== undefined) return ix < iy ? -1 : ix > iy ? 1 : 0;
  }
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A JS number typed the way mongod would type the result: int32 if it fits, else a long, or a double. */
export function wrapNumber(value: number | bigint, kind: NumericKind): unknown {
  if (kind === 'decimal') return Decimal128.fromString(String(value));
  if (typeof value === 'bigint') {
    if (kind === 'int' && value >= -0x80000000n && value <= 0x7fffffffn) return new Int32(Number(value));
    return Long.fromBigInt(value);
  }
  if (kind === 'double') return new Double(value);
  if (kind === 'long') return Long.fromNumber(value);
  return new Int32(value);
}
