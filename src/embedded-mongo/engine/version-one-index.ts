import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { bsonType } from '../query/bson-values';
import type { IndexSpec } from './index-spec';
import type { Bounds } from './min-max';
import type { OrderedIndex } from './ordered-index';

/**
 * What sets a version-1 index (`v: 1`) apart once it is built. mongod keys such an index with KeyString V0,
 * which predates Decimal128: key_string.cpp refuses a NumberDecimal anywhere in a key with `12
 * UnsupportedFormat`, so a write that would put one there fails. A hashed field is keyed by its hash (a
 * long), so a decimal there is fine. The rest (key patterns, options, order of keys) is version 2's.
 */

/** Whether a value is, or holds at any depth, a NumberDecimal. */
function holdsDecimal(value: unknown): boolean {
  if (bsonType(value) === 'Decimal128') return true;
  if (Array.isArray(value)) return value.some(holdsDecimal);
  if (value !== null && typeof value === 'object' && !bsonType(value) && !(value instanceof Date) && !(value instanceof RegExp)) {
    return Object.values(value).some(holdsDecimal);
  }
  return false;
}

/** The key a version-1 index would give `doc` holds a NumberDecimal (a skipped document has no key). */
function keyHoldsDecimal(index: OrderedIndex, doc: Document): boolean {
  if (index.spec.v !== 1) return false;
  const key = index.keyOf(doc);
  return key !== undefined && key.some((value, i) => index.fields[i] !== index.hashedField && holdsDecimal(value));
}

/** mongod's error for a write whose document a version-1 index cannot key. */
export function checkVersionOneKey(index: OrderedIndex, doc: Document): void {
  if (keyHoldsDecimal(index, doc)) throw new MongoCommandError('UnsupportedFormat', 'Index version does not support NumberDecimal');
}

/** The same for the `_id` index of a collection created with a version-1 `idIndex`. */
export function checkVersionOneId(idIndex: IndexSpec, doc: Document): void {
  if (idIndex.v === 1 && holdsDecimal(doc._id)) throw new MongoCommandError('UnsupportedFormat', 'Index version does not support NumberDecimal');
}

/**
 * Building a version-1 index over documents it cannot key: mongod's build relaxes key-generation errors while
 * it scans the collection and retries the skipped documents before committing (SkippedRecordTracker), where
 * the same error ends the build and reaches the client as it is (no build UUID added); nothing is built.
 */
export function checkVersionOneBuild(index: OrderedIndex, docs: Iterable<Document>): void {
  for (const doc of docs) checkVersionOneKey(index, doc);
}

const LOGICAL = new Set(['$and', '$or', '$nor']);

/** What the query check needs of an index: the `_id` index is not an OrderedIndex but is keyed the same way. */
export type KeyedIndex = Pick<OrderedIndex, 'spec' | 'fields' | 'hashedField'>;

/** Whether the filter compares a field of `fields` (or a path above one) with a value holding a NumberDecimal. */
function filterMeetsDecimal(filter: Document, fields: string[]): boolean {
  return Object.entries(filter).some(([key, value]) => {
    if (LOGICAL.has(key)) return Array.isArray(value) && value.some((clause) => clause !== null && typeof clause === 'object' && filterMeetsDecimal(clause as Document, fields));
    if (key.startsWith('$')) return false;
    return fields.some((field) => field === key || field.startsWith(`${key}.`)) && holdsDecimal(value);
  });
}

/**
 * A query whose index bounds would hold a NumberDecimal on a version-1 index: mongod would seek that index
 * with a key it cannot encode, and whether the error surfaces (and in which words) depends on its planner
 * (a failing candidate plan is dropped when others remain). Refused rather than guessed.
 */
export function checkVersionOneQuery(indexes: Iterable<KeyedIndex>, filter: Document, bounds: Bounds | undefined): void {
  for (const index of indexes) {
    if (index.spec.v !== 1 || index.spec.hidden) continue;
    const fields = index.fields.filter((field) => field !== index.hashedField);
    if (filterMeetsDecimal(filter, fields) || holdsDecimal(bounds?.min) || holdsDecimal(bounds?.max)) {
      throw new MongoCommandError('NotImplemented', 'a query comparing a field of an index with v: 1 to a NumberDecimal is not supported by the embedded store');
    }
  }
}
