import type { Binary, Document, ObjectId, Timestamp } from 'bson';
import { bsonType, compareNumbers } from './bson-values';
import type { StringCollator } from './collation';

/**
 * MongoDB's canonical cross-type order (https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/):
 * MinKey < null < numbers < strings/symbols < objects < arrays < binData < ObjectId < booleans < dates <
 * timestamps < regexes < MaxKey. Values of different types never compare equal, except that every numeric
 * type (int, long, double, decimal) is one type here.
 */
export function typeRank(value: unknown): number {
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
  if (value instanceof Uint8Array) return 6;
  switch (bsonType(value)) {
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
    case 'Code':
      return 13;
  }
  return 4; // embedded document (DBRef included)
}

/**
 * Strings compare by their UTF-8 bytes under the simple collation. UTF-16 code unit order agrees with that
 * except that surrogates (U+D800–DFFF, i.e. code points above U+FFFF) must sort after U+E000–FFFF, so only
 * the first differing unit needs that correction and no string is ever encoded.
 */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x += x < 0xe000 ? 0x2800 : 0;
      y += y < 0xe000 ? 0x2800 : 0;
    }
    return x < y ? -1 : 1;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

function binaryParts(value: unknown): { bytes: Uint8Array; subtype: number } {
  if (value instanceof Uint8Array) return { bytes: value, subtype: 0 };
  const binary = value as Binary;
  return { bytes: binary.buffer.subarray(0, binary.position), subtype: binary.sub_type };
}

/** mongod orders binData by length, then subtype, then bytes. */
function compareBinary(a: unknown, b: unknown): number {
  const x = binaryParts(a);
  const y = binaryParts(b);
  if (x.bytes.length !== y.bytes.length) return x.bytes.length < y.bytes.length ? -1 : 1;
  if (x.subtype !== y.subtype) return x.subtype < y.subtype ? -1 : 1;
  return Math.sign(Buffer.compare(x.bytes, y.bytes));
}

const regexParts = (value: unknown): [string, string] =>
  value instanceof RegExp ? [value.source, value.flags] : [(value as { pattern: string }).pattern, (value as { options: string }).options];

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : String((value as { value?: unknown }).value ?? value));

/**
 * The collation of the command being run, if not the simple one. Commands compile and run their query
 * synchronously (cursors keep materialized results), so a scoped setting is enough and keeps the collator
 * out of every comparison's signature.
 */
let activeCollator: StringCollator | undefined;

/** Whether a non-simple collation is in force (string equality is then not byte equality). */
export const collating = (): boolean => activeCollator !== undefined;

export function withCollator<T>(collator: StringCollator | undefined, run: () => T): T {
  const previous = activeCollator;
  activeCollator = collator;
  try {
    return run();
  } finally {
    activeCollator = previous;
  }
}

/** Runs the collator's check (collation.ts) on every string compareValues would hand it in `value`. */
export function checkCollatable(collator: StringCollator, value: unknown): void {
  if (!collator.check) return;
  const rank = typeRank(value);
  if (rank === 3) collator.check(stringOf(value));
  else if (rank === 4) for (const item of Object.values(value as Document)) checkCollatable(collator, item);
  else if (rank === 5) for (const item of value as unknown[]) checkCollatable(collator, item);
}

export function compareValues(a: unknown, b: unknown): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  switch (rankA) {
    case 2:
      return compareNumbers(a, b);
    case 3:
      return activeCollator ? Math.sign(activeCollator.compare(stringOf(a), stringOf(b))) : compareStrings(stringOf(a), stringOf(b));
    case 4:
      return compareDocuments(a as Document, b as Document);
    case 5:
      return compareArrays(a as unknown[], b as unknown[]);
    case 6:
      return compareBinary(a, b);
    case 7:
      return Math.sign(Buffer.compare((a as ObjectId).id, (b as ObjectId).id));
    case 8:
      return a === b ? 0 : a ? 1 : -1;
    case 9: {
      const x = (a as Date).getTime();
      const y = (b as Date).getTime();
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 10: {
      const x = (a as Timestamp).toBigInt?.() ?? 0n;
      const y = (b as Timestamp).toBigInt?.() ?? 0n;
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 11: {
      const [patternA, flagsA] = regexParts(a);
      const [patternB, flagsB] = regexParts(b);
      return compareStrings(patternA, patternB) || compareStrings(flagsA, flagsB);
    }
    case 13:
      return compareStrings(String((a as { code: string }).code), String((b as { code: string }).code));
  }
  return 0;
}

export const valuesEqual = (a: unknown, b: unknown): boolean => compareValues(a, b) === 0;

function compareArrays(a: unknown[], b: unknown[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const order = compareValues(a[i], b[i]);
    if (order !== 0) return order;
  }
  return Math.sign(a.length - b.length);
}

/** Element by element: the value's type, then the field name, then the value (so field order matters). */
function compareDocuments(a: Document, b: Document): number {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  const length = Math.min(keysA.length, keysB.length);
  for (let i = 0; i < length; i++) {
    const x = a[keysA[i]!];
    const y = b[keysB[i]!];
    const order =
      Math.sign(typeRank(x) - typeRank(y)) || compareStrings(keysA[i]!, keysB[i]!) || compareValues(x, y);
    if (order !== 0) return order;
  }
  return Math.sign(keysA.length - keysB.length);
}
