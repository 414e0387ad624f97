import { BSON, type Document, EJSON, ObjectId } from 'bson';
import { newObjectId } from './object-ids';
import { compareValues, typeRank } from '../query/compare';
import { realName, storedName } from '../storage/field-names';
import { roundedBucketStart, type TimeseriesOptions } from './timeseries-options';

/**
 * Time series buckets in mongod 7.0's uncompressed format (control.version 1): measurements of one meta
 * value and one time window are kept together as
 * `{_id, control: {version: 1, min, max}, meta, data: {field: {'0': v, '1': v, ...}}}`.
 * The `_id` is an ObjectId whose time is the bucket's rounded start, so bucket order is time order.
 */

/** mongod's timeseriesBucketMaxCount, timeseriesBucketMaxSize and timeseriesBucketMinCount. */
const MAX_COUNT = 1000;
const MAX_SIZE = 128000;
const MIN_COUNT_BEFORE_SIZE_LIMIT = 10;

const OBJECT_RANK = 4;
const ARRAY_RANK = 5;

export interface Measurement {
  /** The bucket holding it and its position there. */
  bucket: Document;
  index: number;
  doc: Document;
}

const isObject = (value: unknown): value is Document => typeRank(value) === OBJECT_RANK && !(value instanceof Date);

/** mongod's metadata::normalize: object fields sorted by name at every depth, so equal metadata shares buckets. */
export function normalizeMeta(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeMeta);
  if (!isObject(value)) return value;
  const sorted: Document = {};
  for (const key of Object.keys(value).sort((a, b) => Buffer.compare(Buffer.from(realName(a)), Buffer.from(realName(b))))) {
    sorted[key] = normalizeMeta(value[key]);
  }
  return sorted;
}

const metaKey = (bucket: Document) => ('meta' in bucket ? EJSON.stringify({ m: bucket.meta }, { relaxed: false }) : '');

/** The lower (or upper) bound of values as mongod's MinMax keeps it: field by field for documents, element by element for arrays. */
function bound(values: unknown[], direction: 1 | -1): unknown {
  const pick = (a: unknown, b: unknown) => (direction * compareValues(a, b) < 0 ? a : b);
  const rank = values.map(typeRank).reduce((a, b) => (direction * (a - b) < 0 ? a : b));
  const sameRank = values.filter((value) => typeRank(value) === rank);
  if (rank === OBJECT_RANK && sameRank.every(isObject)) {
    const result: Document = {};
    for (const key of fieldsInOrder(sameRank as Document[])) {
      result[key] = bound(sameRank.filter((doc) => key in (doc as Document)).map((doc) => (doc as Document)[key]), direction);
    }
    return result;
  }
  if (rank === ARRAY_RANK) {
    const arrays = sameRank as unknown[][];
    const length = Math.max(...arrays.map((array) => array.length));
    return Array.from({ length }, (_, i) => bound(arrays.filter((array) => i < array.length).map((array) => array[i]), direction));
  }
  return sameRank.reduce(pick);
}

/** Field names in the order they first appear across the documents. */
function fieldsInOrder(docs: Document[]): string[] {
  const fields = new Set<string>();
  for (const doc of docs) for (const key of Object.keys(doc)) fields.add(key);
  return [...fields];
}

/** The bucket document for these measurements (meta already removed from them), with the given _id and meta. */
export function buildBucket(id: ObjectId, meta: { value: unknown } | undefined, measurements: Document[], options: TimeseriesOptions): Document {
  const time = storedName(options.timeField);
  const fields = fieldsInOrder(measurements);
  const min: Document = {};
  const max: Document = {};
  const data: Document = {};
  for (const field of fields) {
    const values = measurements.filter((doc) => field in doc).map((doc) => doc[field]);
    min[field] = field === time ? roundedBucketStart(bound(values, 1) as Date, options) : bound(values, 1);
    max[field] = bound(values, -1);
    const column: Document = {};
    measurements.forEach((doc, i) => {
      if (field in doc) column[storedName(String(i))] = doc[field];
    });
    data[field] = column;
  }
  return { _id: id, control: { version: 1, min, max }, ...(meta ? { meta: meta.value } : {}), data };
}

/** The measurements of a bucket, as mongod's unpacking gives them: time field first, then the meta field, then the others. */
export function unpackBucket(bucket: Document, options: TimeseriesOptions): Document[] {
  const time = storedName(options.timeField);
  const data = (bucket.data ?? {}) as Document;
  const timeColumn = (data[time] ?? {}) as Document;
  const columns = Object.entries(data).filter(([field]) => field !== time) as [string, Document][];
  return Object.keys(timeColumn).map((position) => {
    const doc: Document = { [time]: timeColumn[position] };
    if (options.metaField !== undefined && 'meta' in bucket) doc[storedName(options.metaField)] = bucket.meta;
    for (const [field, column] of columns) if (position in column) doc[field] = column[position];
    return doc;
  });
}

/** The measurements of a bucket without the meta field, in their stored order (the input of buildBucket). */
function storedMeasurements(bucket: Document, options: TimeseriesOptions): Document[] {
  const meta = options.metaField === undefined ? undefined : storedName(options.metaField);
  return unpackBucket(bucket, options).map((doc) => {
    if (meta !== undefined) delete doc[meta];
    return reordered(doc, bucket);
  });
}

/** A measurement's fields in the bucket's column order (so rebuilding a bucket keeps its layout). */
function reordered(doc: Document, bucket: Document): Document {
  const out: Document = {};
  for (const field of Object.keys((bucket.data ?? {}) as Document)) if (field in doc) out[field] = doc[field];
  return out;
}

/** Buckets in `_id` order: the order of a clustered buckets collection, and so of unpacking. */
export function bucketsInOrder(buckets: Iterable<Document>): Document[] {
  return [...buckets].sort((a, b) => compareValues(a._id, b._id));
}

/** Every measurement with the bucket holding it, in mongod's scan order. */
export function measurementsOf(buckets: Iterable<Document>, options: TimeseriesOptions): Measurement[] {
  return bucketsInOrder(buckets).flatMap((bucket) => unpackBucket(bucket, options).map((doc, index) => ({ bucket, index, doc })));
}

/** An ObjectId whose 4-byte time is the bucket's start (seconds, wrapping as mongod's unsigned field does). */
function bucketId(start: Date): ObjectId {
  return newObjectId(Math.floor(start.getTime() / 1000));
}

/** Whether a value can join a column of the bucket without a schema change (mongod rolls the bucket over otherwise). */
function sameSchema(a: unknown, b: unknown): boolean {
  if (typeRank(a) !== typeRank(b)) return false;
  if (isObject(a) && isObject(b)) return Object.keys(a).every((key) => !(key in b) || sameSchema(a[key], b[key]));
  return true;
}

function fits(bucket: Document, measurement: Document, time: Date, options: TimeseriesOptions): boolean {
  const timeField = storedName(options.timeField);
  // A bucket written directly into system.buckets may lack its bounds: no measurement joins it.
  const start = ((bucket.control as Document | undefined)?.min as Document | undefined)?.[timeField] as unknown;
  if (!(start instanceof Date)) return false;
  if (time.getTime() < start.getTime() || time.getTime() >= start.getTime() + options.bucketMaxSpanSeconds * 1000) return false;
  const stored = storedMeasurements(bucket, options);
  if (stored.length >= MAX_COUNT) return false;
  if (stored.length >= MIN_COUNT_BEFORE_SIZE_LIMIT && BSON.calculateObjectSize(bucket) + BSON.calculateObjectSize(measurement) > MAX_SIZE) return false;
  return Object.keys(measurement).every((field) => {
    const earlier = stored.find((other) => field in other);
    return !earlier || sameSchema(earlier[field], measurement[field]);
  });
}

/**
 * Where a new measurement goes: the latest bucket of the same (normalized) meta value whose time window
 * holds it and that has room and the same schema, else a new bucket starting at its rounded time.
 * Returns the bucket to store (new or replacing `previous`).
 */
export function placeMeasurement(buckets: Iterable<Document>, doc: Document, options: TimeseriesOptions): { bucket: Document; previous?: Document } {
  const timeField = storedName(options.timeField);
  const metaField = options.metaField === undefined ? undefined : storedName(options.metaField);
  const time = doc[timeField] as Date;
  const meta = metaField !== undefined && metaField in doc ? { value: normalizeMeta(doc[metaField]) } : undefined;
  const measurement: Document = {};
  for (const [key, value] of Object.entries(doc)) if (key !== metaField) measurement[key] = value;
  const key = meta ? EJSON.stringify({ m: meta.value }, { relaxed: false }) : '';
  const candidates = bucketsInOrder(buckets).filter((bucket) => metaKey(bucket) === key && fits(bucket, measurement, time, options));
  const previous = candidates[candidates.length - 1];
  if (previous) {
    const stored = [...storedMeasurements(previous, options), measurement];
    return { bucket: buildBucket(previous._id as ObjectId, 'meta' in previous ? { value: previous.meta } : undefined, stored, options), previous };
  }
  return { bucket: buildBucket(bucketId(roundedBucketStart(time, options)), meta, [measurement], options) };
}

/** A bucket without the measurements at `removed` positions, or undefined when none is left. */
export function withoutMeasurements(bucket: Document, removed: Set<number>, options: TimeseriesOptions): Document | undefined {
  const kept = storedMeasurements(bucket, options).filter((_, i) => !removed.has(i));
  if (kept.length === 0) return undefined;
  return buildBucket(bucket._id as ObjectId, 'meta' in bucket ? { value: bucket.meta } : undefined, kept, options);
}

/** How many measurements a bucket holds (what mongod counts for `n` of an update or delete). */
export function measurementCount(bucket: Document, options: TimeseriesOptions): number {
  return Object.keys(((bucket.data ?? {}) as Document)[storedName(options.timeField)] ?? {}).length;
}
