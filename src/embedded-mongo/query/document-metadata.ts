import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { getPath } from './paths';
import { compareValues } from './compare';
import { isCollatableType } from './collation';
import type { SortSpec } from './matcher';

/**
 * The metadata mongod keeps beside each document of a pipeline (DocumentMetadataFields) that this store can
 * give: `sortKey` from the last `$sort`, `randVal` from `$sample`. Kept outside the documents (a weak map), so
 * no stage sees it as a field. Only documents that have some carry an entry; `unknownAfter`
 * names a stage whose output the store cannot tie to its input documents (mongod carries their metadata
 * through it), so `$meta` refuses there rather than answer missing.
 */
export interface Metadata {
  /** The document's key in the last `$sort`, or why the store cannot build it (raised only if it is read). */
  sortKey?: unknown[] | MongoCommandError;
  randVal?: number;
  unknownAfter?: string;
  /** A stage after which only the sort key is unknown (`$sample` sorts by its random values). */
  sortKeyUnknownAfter?: string;
}

const metadata = new WeakMap<Document, Metadata>();

/** A copy of `doc` (same fields, same order) carrying `from`'s metadata with `changes` over it. */
export function withMetadata(doc: Document, changes: Metadata, from: Document = doc): Document {
  const copy = { ...doc };
  metadata.set(copy, { ...metadata.get(from), ...changes });
  return copy;
}

/** Nesting depth of the pipelines that track metadata (set while one runs; pipelines run synchronously). */
let tracking = 0;

export function trackingMetadata<T>(run: () => T): T {
  tracking++;
  try {
    return run();
  } finally {
    tracking--;
  }
}

/**
 * The metadata of a pipeline document: a document without an entry has none. Outside a tracking pipeline
 * (a find's projection or filter, an update) undefined: the store does not know.
 */
export const metadataOf = (doc: Document): Metadata | undefined => metadata.get(doc) ?? (tracking > 0 ? {} : undefined);

/**
 * A document's sort key for `sort` as mongod's SortKeyGenerator builds it: per field the value (missing: null),
 * an array's smallest element ascending or largest descending. An empty array's key (undefined) and, under a
 * non-simple collation, a string's (its ICU sort key) cannot be built here.
 */
export function sortKeyOf(doc: Document, sort: SortSpec, collated: boolean): unknown[] | MongoCommandError {
  try {
    return buildSortKey(doc, sort, collated);
  } catch (error) {
    if (error instanceof MongoCommandError) return error;
    throw error;
  }
}

function buildSortKey(doc: Document, sort: SortSpec, collated: boolean): unknown[] {
  return sort.map(([field, direction]) => {
    const value = getPath(doc, field);
    let key = value;
    if (Array.isArray(value)) {
      if (value.length === 0) throw new MongoCommandError('NotImplemented', "$meta 'sortKey' of an empty array is not supported by the embedded store");
      key = value.reduce((best: unknown, item: unknown) => (compareValues(item, best) * direction < 0 ? item : best));
    }
    if (collated && isCollatableType(key)) {
      throw new MongoCommandError('NotImplemented', "$meta 'sortKey' of a string under a non-simple collation is not supported by the embedded store");
    }
    return key === undefined ? null : key;
  });
}
