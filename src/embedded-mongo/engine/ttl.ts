import type { Document } from 'bson';
import { getPath } from '../query/paths';
import type { Catalog } from './catalog';
import type { Collection } from './collection';
import { toDouble } from '../query/bson-values';
import { requiresExtendedRange } from './timeseries-extended-range';

/** When a document expires under a TTL index: its earliest date plus expireAfterSeconds (non-dates never expire). */
function expiresAt(doc: Document, field: string, seconds: number): number | undefined {
  const value = getPath(doc, field);
  const dates = (Array.isArray(value) ? value : [value]).filter((item): item is Date => item instanceof Date);
  if (dates.length === 0) return undefined;
  // A reduce, not Math.min(...dates): a document's array may hold more dates than a call takes arguments.
  return dates.reduce((earliest, date) => Math.min(earliest, date.getTime()), Infinity) + seconds * 1000;
}

/**
 * A time series' buckets past its `expireAfterSeconds`: mongod's TTL monitor deletes a whole bucket once its
 * start (the time in its `_id`) plus bucketMaxSpanSeconds, the latest a measurement in it can be, has expired.
 */
function sweepTimeseries(catalog: Catalog, collection: Collection, now: number): number {
  const { expireAfterSeconds, timeseries } = collection.options;
  if (expireAfterSeconds === undefined || !timeseries) return 0;
  const horizon = (toDouble(expireAfterSeconds) + toDouble((timeseries as Document).bucketMaxSpanSeconds)) * 1000;
  const expired = [...collection.docs.values()].filter((bucket) => {
    const id = bucket._id as { getTimestamp?: () => Date } | undefined;
    return typeof id?.getTimestamp === 'function' && id.getTimestamp().getTime() + horizon <= now;
  });
  for (const bucket of expired) catalog.remove(collection, bucket);
  return expired.length;
}

/**
 * A clustered collection's `expireAfterSeconds` (mongod's TTL monitor scans its `_id`s, from the earliest date
 * to now minus the seconds, bounds of BSON type date): only a document whose `_id` is a date expires, once
 * that date is that many seconds old; an ObjectId or any other `_id` never does.
 */
function sweepClustered(catalog: Catalog, collection: Collection, now: number): number {
  const { expireAfterSeconds, clusteredIndex, timeseries } = collection.options;
  if (expireAfterSeconds === undefined || clusteredIndex === undefined || timeseries) return 0;
  const horizon = now - toDouble(expireAfterSeconds) * 1000;
  const expired = [...collection.docs.values()].filter((doc) => doc._id instanceof Date && doc._id.getTime() <= horizon);
  for (const doc of expired) catalog.remove(collection, doc);
  return expired.length;
}

/**
 * A TTL index of a time series (a partial index on `control.min.<timeField>`) expires a bucket as the
 * collection-level option does: mongod's safeExpirationDate adds bucketMaxSpanSeconds to the index's seconds.
 */
function bucketSpanOf(collection: Collection): number {
  const timeseries = collection.options.timeseries as Document | undefined;
  return timeseries ? toDouble(timeseries.bucketMaxSpanSeconds) : 0;
}

/** Deletes every document past its TTL (what mongod's TTL monitor does every 60 s); returns how many. */
export function sweepExpired(catalog: Catalog, now: number): number {
  let removed = 0;
  for (const collection of catalog.all()) {
    // mongod's TTL monitor skips a time series holding dates outside 1970 to 2038 (engine/timeseries-extended-range.ts).
    if (collection.options.timeseries && requiresExtendedRange(collection)) continue;
    removed += sweepTimeseries(catalog, collection, now) + sweepClustered(catalog, collection, now);
    for (const index of collection.indexes.values()) {
      const expireAfterSeconds = index.spec.expireAfterSeconds;
      if (expireAfterSeconds === undefined || index.fields.length !== 1) continue;
      const seconds = expireAfterSeconds + bucketSpanOf(collection);
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
