import type { Document } from 'bson';

/**
 * MongoDB's canonical cross-type sort order (https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/).
 * Needed for index keys and sorts; mingo's own order differs for BSON classes (ObjectId, Long, ...).
 */
function typeRank(value: unknown): number {
  if (value === undefined || value === null) return 1;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return 2;
    case 'string':
      return 3;
    case 'boolean':
      return 8;
  }
  if (Array.isArray(value)) return 5;
  if (value instanceof Date) return 9;
  if (value instanceof RegExp) return 11;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return 6;
  switch ((value as { _bsontype?: string })._bsontype) {
    case 'MinKey':
      return 0;
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return 2;
    case 'BSONSymbol':
      return 3;
    case 'Binary':
      return 6;
    case 'ObjectId':
      return 7;
    case 'Timestamp':
      return 10;
    case 'BSONRegExp':
      return 11;
    case 'MaxKey':
      return 12;
  }
  return 4; // plain object (embedded document)
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return Number((value as { valueOf(): unknown }).valueOf?.() ?? NaN);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  // MongoDB orders binData by length first, then subtype, then bytes; we approximate with length then bytes.
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return Buffer.compare(a, b);
}

function binaryBytes(value: unknown): Uint8Array {
  const binary = value as { buffer?: Uint8Array };
  return binary.buffer instanceof Uint8Array ? binary.buffer : (value as Uint8Array);
}

export function compareValues(a: unknown, b: unknown): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  switch (rankA) {
    case 0:
    case 1:
    case 12:
      return 0;
    case 2: {
      const x = toNumber(a);
      const y = toNumber(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 3:
    case 7:
    case 11: {
      const x = String(a);
      const y = String(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 4:
      return compareDocuments(a as Document, b as Document);
    case 5:
      return compareArrays(a as unknown[], b as unknown[]);
    case 6:
      return compareBytes(binaryBytes(a), binaryBytes(b));
    case 8:
      return a === b ? 0 : a ? 1 : -1;
    case 9:
      return Math.sign((a as Date).getTime() - (b as Date).getTime());
    case 10:
      return compareValues((a as { toBigInt(): bigint }).toBigInt(), (b as { toBigInt(): bigint }).toBigInt());
  }
  return 0;
}

function compareArrays(a: unknown[], b: unknown[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const order = compareValues(a[i], b[i]);
    if (order !== 0) return order;
  }
  return Math.sign(a.length - b.length);
}

function compareDocuments(a: Document, b: Document): number {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  const length = Math.min(keysA.length, keysB.length);
  for (let i = 0; i < length; i++) {
    const order = compareValues(a[keysA[i]!], b[keysB[i]!]) || (keysA[i]! < keysB[i]! ? -1 : keysA[i]! > keysB[i]! ? 1 : 0);
    if (order !== 0) return order;
  }
  return Math.sign(keysA.length - keysB.length);
}
