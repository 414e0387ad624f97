import { BSON, type Decimal128, Long } from 'bson';
import { createHash, type Hash } from 'node:crypto';
import { numericKind, toDouble } from '../query/bson-values';
import { decimalToLong, INT64_MAX, INT64_MIN } from './safe-number-long';
import { unmarkNames } from '../storage/field-names';
import { ARRAY, EMBEDDED_DOCUMENT, Elements } from '../storage/bson-elements';

/**
 * mongod's BSONElementHasher::hash64 (src/mongo/db/hasher.cpp), the key of a hashed index and the value of
 * `$toHashedIndexKey`: md5 over the seed (int32, 0), then for the element its canonical type (int32), and
 * either its value bytes, a number squashed to an int64, or (documents and arrays) each sub-element with its
 * name and finally the end-of-object element; the first 8 bytes of the digest read as a little-endian int64.
 */
const DEFAULT_SEED = 0;

/** BSON type byte → mongod's canonicalizeBSONType (the sort-order class; all numbers are one class). */
const CANONICAL_TYPE: Record<number, number> = {
  0x00: 0, 0x06: 0, 0x0a: 5, 0x01: 10, 0x10: 10, 0x12: 10, 0x13: 10, 0x02: 15, 0x0e: 15, 0x03: 20, 0x04: 25,
  0x05: 30, 0x07: 35, 0x08: 40, 0x09: 45, 0x11: 47, 0x0b: 50, 0x0c: 55, 0x0d: 60, 0x0f: 65, 0xff: -1, 0x7f: 127,
};

const NUMBER_TYPES = new Set([0x01, 0x10, 0x12, 0x13]);
const CODE_WITH_SCOPE = 0x0f;

const int32 = (value: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32LE(value);
  return bytes;
};

/** BSONElement::safeNumberLongForHash: NaN is 0, out-of-range values clamp, and a double 2^63 is -2^63. */
function numberForHash(value: unknown): bigint {
  const kind = numericKind(value);
  if (kind === 'int') return BigInt(toDouble(value));
  if (kind === 'long') return (value as Long).toBigInt();
  if (kind === 'double') {
    const d = toDouble(value);
    if (Number.isNaN(d)) return 0n;
    if (d === 2 ** 63) return INT64_MIN;
    if (!(d < 2 ** 63)) return INT64_MAX;
    if (d < -(2 ** 63)) return INT64_MIN;
    return BigInt(Math.trunc(d));
  }
  // Decimal128::toLong rounds half to even (its default rounding mode), after the clamps of safeNumberLong.
  return decimalToLong(value as Decimal128);
}

function hashElement(hash: Hash, buffer: Buffer, type: number, nameBytes: Buffer | undefined, valueStart: number, valueEnd: number, value: () => unknown): void {
  hash.update(int32(CANONICAL_TYPE[type] ?? 0));
  if (nameBytes) hash.update(nameBytes);
  if (NUMBER_TYPES.has(type)) {
    const squashed = Buffer.alloc(8);
    squashed.writeBigInt64LE(numberForHash(value()));
    hash.update(squashed);
    return;
  }
  if (type !== EMBEDDED_DOCUMENT && type !== ARRAY && type !== CODE_WITH_SCOPE) {
    hash.update(buffer.subarray(valueStart, valueEnd));
    return;
  }
  let objectStart = valueStart;
  if (type === CODE_WITH_SCOPE) {
    // The code string (with its length and NUL), then the scope's elements.
    const codeLength = buffer.readInt32LE(valueStart + 4);
    hash.update(buffer.subarray(valueStart + 8, valueStart + 8 + codeLength));
    objectStart = valueStart + 8 + codeLength;
  }
  hashObject(hash, buffer, objectStart);
}

/** Each element with its name (NUL included), then the end-of-object element: canonical type 0, no name, no value. */
function hashObject(hash: Hash, buffer: Buffer, start: number): void {
  for (const element = new Elements(buffer, start); element.next(); ) {
    const { type, valueStart, valueEnd } = element;
    const decode = () => BSON.deserialize(elementAsDocument(buffer, type, valueStart, valueEnd), { promoteValues: false })[''];
    hashElement(hash, buffer, type, buffer.subarray(element.nameStart, element.nameEnd + 1), valueStart, valueEnd, decode);
  }
  hash.update(int32(0));
}

function elementAsDocument(buffer: Buffer, type: number, valueStart: number, valueEnd: number): Buffer {
  const value = buffer.subarray(valueStart, valueEnd);
  const doc = Buffer.alloc(4 + 1 + 1 + value.length + 1);
  doc.writeInt32LE(doc.length);
  doc[4] = type;
  value.copy(doc, 6);
  return doc;
}

/** The hash of one BSON value (a missing value is hashed as null, as mongod does). */
export function hashedKey(value: unknown): Long {
  const bytes = unmarkNames(BSON.serialize({ '': value === undefined ? null : value }));
  const hash = createHash('md5');
  hash.update(int32(DEFAULT_SEED));
  // The wrapper document holds one element: type byte at 4, empty name, value from 6.
  const type = bytes[4]!;
  hashElement(hash, bytes, type, undefined, 6, bytes.length - 1, () => value);
  return Long.fromBigInt(hash.digest().readBigInt64LE(0));
}
