import type { Document } from 'bson';
import { storedName } from '../storage/field-names';
import type { Collection } from './collection';

/**
 * mongod's "extended range" flag of a time series (timeseries::dateOutsideStandardRange): a bucket starting
 * before 1970 or after 2^31 - 1 seconds cannot be scanned by its ObjectId, so the TTL monitor leaves such a
 * collection alone. mongod sets the flag when it inserts such a bucket and, at startup, when the newest
 * bucket id has its high bit set; it never clears it while running. The store marks the collection when an
 * insert creates such a bucket or when the TTL monitor first finds one, and keeps the mark while it runs.
 */
const MAX_STANDARD_MILLIS = (2 ** 31 - 1) * 1000;
const flagged = new WeakSet<Collection>();

export function dateOutsideStandardRange(date: Date): boolean {
  const millis = date.getTime();
  return millis < 0 || millis > MAX_STANDARD_MILLIS;
}

function bucketStart(bucket: Document, timeField: string): unknown {
  return ((bucket.control as Document | undefined)?.min as Document | undefined)?.[storedName(timeField)];
}

/** Marks the buckets collection when a bucket it now holds starts outside the standard range. */
export function noteBucket(buckets: Collection, bucket: Document): void {
  const timeseries = buckets.options.timeseries as Document | undefined;
  const start = timeseries ? bucketStart(bucket, String(timeseries.timeField)) : undefined;
  if (start instanceof Date && dateOutsideStandardRange(start)) flagged.add(buckets);
}

/** Whether the TTL monitor must skip this time series' buckets collection. */
export function requiresExtendedRange(buckets: Collection): boolean {
  if (!flagged.has(buckets)) for (const bucket of buckets.docs.values()) noteBucket(buckets, bucket);
  return flagged.has(buckets);
}
