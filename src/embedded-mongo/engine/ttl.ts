import type { Document } from 'bson';
import { getPath } from '../query/paths';
import type { Catalog } from './catalog';

/** When a document expires under a TTL index: its earliest date plus expireAfterSeconds (non-dates never expire). */
function expiresAt(doc: Document, field: string, seconds: number): number | undefined {
  const value = getPath(doc, field);
  const dates = (Array.isArray(value) ? value : [value]).filter((item): item is Date => item instanceof Date);
  if (dates.length === 0) return undefined;
  return Math.min(...dates.map((date) => date.getTime())) + seconds * 1000;
}

/** Deletes every document past its TTL (what mongod's TTL monitor does every 60 s); returns how many. */
export function sweepExpired(catalog: Catalog, now: number): number {
  let removed = 0;
  for (const collection of catalog.all()) {
    for (const index of collection.indexes.values()) {
      const seconds = index.spec.expireAfterSeconds;
      if (seconds === undefined || index.fields.length !== 1) continue;
      const expired = [...collection.docs.values()].filter((doc) => {
        // mongod's TTL monitor walks the index: a document a partial index leaves out never expires through it.
        if (index.keyOf(doc) === undefined) return false;
        const at = expiresAt(doc, index.fields[0]!, seconds);
        return at !== undefined && at <= now;
      });
      for (const doc of expired) {
        if (collection.getById(doc._id) !== doc) continue; // already removed through another TTL index
        catalog.remove(collection, doc);
        removed++;
      }
    }
  }
  return removed;
}
