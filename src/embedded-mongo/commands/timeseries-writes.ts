import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Catalog, Timeseries } from '../engine/catalog';
import { runQuery } from '../engine/planner';
import { measurementCount, measurementsOf, placeMeasurement, withoutMeasurements } from '../engine/timeseries-buckets';
import { collatorOf } from '../query/collation';
import { withCollator } from '../query/compare';
import { compileFilter } from '../query/matcher';
import { isOperatorUpdate } from '../query/update';
import { isPlainObject } from '../query/aggregation-expressions';
import { storedName } from '../storage/field-names';
import { noteBucket } from '../engine/timeseries-extended-range';
import { checkStorable } from './modify';
import { updateDocument } from './modify';
import { MAX_BSON_OBJECT_SIZE } from '../wire/constants';

/** A measurement's time must be a date (mongod's error 2, reported per document). */
export function insertMeasurement(catalog: Catalog, series: Timeseries, doc: Document): void {
  const { timeField } = series.options;
  if (!(doc[storedName(timeField)] instanceof Date)) {
    throw new MongoCommandError('BadValue', `'${timeField}' must be present and contain a valid BSON UTC datetime value`);
  }
  checkStorable(doc, (size) => `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_SIZE}`);
  const { bucket, previous } = placeMeasurement(series.buckets.docs.values(), doc, series.options);
  if (previous) catalog.replace(series.buckets, previous, bucket);
  else {
    catalog.insert(series.buckets, bucket);
    noteBucket(series.buckets, bucket);
  }
}

/**
 * A delete on a time series (mongod 7.0 allows any filter, `limit` 0 or 1): the matching measurements are
 * taken out of their buckets; a bucket left empty is removed. Returns how many measurements went.
 */
export function deleteMeasurements(catalog: Catalog, series: Timeseries, statement: Document): number {
  const limit = Number(statement.limit ?? 0);
  if (limit !== 0 && limit !== 1) throw new MongoCommandError('FailedToParse', 'The limit field in delete objects must be 0 or 1');
  const filter = (statement.q ?? {}) as Document;
  const matched = withCollator(collatorOf(statement), () => {
    const matches = compileFilter(filter);
    const all = measurementsOf(series.buckets.docs.values(), series.options).filter((measurement) => matches(measurement.doc));
    return limit === 1 ? all.slice(0, 1) : all;
  });
  const byBucket = new Map<Document, Set<number>>();
  for (const { bucket, index } of matched) byBucket.set(bucket, (byBucket.get(bucket) ?? new Set()).add(index));
  for (const [bucket, positions] of byBucket) {
    const rest = withoutMeasurements(bucket, positions, series.options);
    if (rest) catalog.replace(series.buckets, bucket, rest);
    else catalog.remove(series.buckets, bucket);
  }
  return matched.length;
}

const queryError = (metaField: string) =>
  new MongoCommandError('InvalidOptions', `Cannot perform an update or delete on a time-series collection when querying on a field that is not the metaField '${metaField}'`);

const isMetaPath = (field: string, metaField: string) => field === metaField || field.startsWith(`${metaField}.`);
const toBucketPath = (field: string, metaField: string) => `meta${field.slice(metaField.length)}`;

const isContainer = (value: unknown): value is Document | unknown[] =>
  Array.isArray(value) || (value !== null && typeof value === 'object' && !(value as { _bsontype?: string })._bsontype && !(value instanceof Date) && !(value instanceof RegExp));

/**
 * mongod's translateQuery (replaceQueryMetaFieldName): a field name at the top of the query, or at the top
 * of a document directly inside an array ($and, $or...), must be the metaField or a path under it, and
 * becomes `meta`; `$expr` and `$where` are refused anywhere.
 */
function translateElement(field: string, value: unknown, metaField: string, isTopLevel: boolean, parentIsArray: boolean): [string, unknown] {
  if (field === '$expr') throw new MongoCommandError('InvalidOptions', 'Cannot use $expr when performing an update or delete on a time-series collection');
  if (field === '$where') throw new MongoCommandError('InvalidOptions', 'Cannot use $where when performing an update or delete on a time-series collection');
  if (field === '$jsonSchema' && isPlainObject(value)) return [field, translateJsonSchema(value, metaField)];
  let name = field;
  if (isTopLevel && !field.startsWith('$')) {
    if (!isMetaPath(field, metaField)) throw queryError(metaField);
    name = toBucketPath(field, metaField);
  }
  if (!isContainer(value)) return [name, value];
  const childIsTopLevel = parentIsArray && !Array.isArray(value);
  if (Array.isArray(value)) return [name, value.map((item, i) => translateElement(String(i), item, metaField, childIsTopLevel, true)[1])];
  const out: Document = {};
  for (const [key, item] of Object.entries(value)) {
    const [renamed, translated] = translateElement(key, item, metaField, childIsTopLevel, false);
    out[renamed] = translated;
  }
  return [name, out];
}

/**
 * mongod's replaceQueryMetaFieldName for `$jsonSchema` (wherever it appears): each top-level `required` name and
 * each `properties` name must be the metaField itself (a dotted name is a field of that name, not a path) and
 * becomes `meta`; the sub-schemas under `properties` are kept as they are.
 */
function translateJsonSchema(schema: Document, metaField: string): Document {
  const out: Document = { ...schema };
  if (Array.isArray(schema.required)) {
    out.required = schema.required.map((name) => {
      if (name !== metaField) throw queryError(metaField);
      return 'meta';
    });
  }
  if (isPlainObject(schema.properties)) {
    const properties: Document = {};
    for (const [name, subschema] of Object.entries(schema.properties)) {
      if (name !== metaField) throw queryError(metaField);
      properties.meta = subschema;
    }
    out.properties = properties;
  }
  return out;
}

function translateQuery(query: Document, metaField: string): Document {
  const out: Document = {};
  for (const [field, value] of Object.entries(query)) {
    const [name, translated] = translateElement(field, value, metaField, true, false);
    out[name] = translated;
  }
  return out;
}

/** mongod's translateUpdate: an operator update that changes only the metaField, renamed to `meta`. */
function translateUpdate(update: unknown, metaField: string): Document {
  if (Array.isArray(update)) throw new MongoCommandError('InvalidOptions', 'Cannot perform an update on a time-series collection using a pipeline update');
  if (!isOperatorUpdate(update as Document)) {
    throw new MongoCommandError('InvalidOptions', 'Cannot perform an update on a time-series collection using a replacement document');
  }
  const notMeta = () =>
    new MongoCommandError('InvalidOptions', `Cannot perform an update on a time-series collection which updates a field that is not the metaField '${metaField}'`);
  const out: Document = {};
  for (const [operator, fields] of Object.entries(update as Document)) {
    const renamed: Document = {};
    for (const [field, value] of Object.entries((fields ?? {}) as Document)) {
      if (!isMetaPath(field, metaField)) throw notMeta();
      if (operator === '$rename') {
        if (typeof value !== 'string' || !isMetaPath(value, metaField)) throw notMeta();
        renamed[toBucketPath(field, metaField)] = toBucketPath(value, metaField);
      } else renamed[toBucketPath(field, metaField)] = value;
    }
    out[operator] = renamed;
  }
  return out;
}

/**
 * An update on a time series as mongod 7.0 allows it: `multi`, no upsert, a query and changes on the metaField
 * only. It applies to whole buckets; `n` and `nModified` count their measurements, as mongod counts them.
 */
export function updateMeasurements(catalog: Catalog, series: Timeseries, statement: Document): { matched: number; modified: number } {
  const { metaField } = series.options;
  if (metaField === undefined) throw new MongoCommandError('InvalidOptions', 'Cannot perform an update on a time-series collection that does not have a metaField');
  if (statement.multi !== true) throw new MongoCommandError('InvalidOptions', 'Cannot perform a non-multi update on a time-series collection');
  if (statement.upsert === true) throw new MongoCommandError('InvalidOptions', 'Cannot perform an upsert on a time-series collection');
  const filter = translateQuery((statement.q ?? {}) as Document, metaField);
  const change = translateUpdate(statement.u, metaField);
  let matched = 0;
  let modified = 0;
  for (const bucket of runQuery(series.buckets, { filter, collation: collatorOf(statement) })) {
    const count = measurementCount(bucket, series.options);
    matched += count;
    if (updateDocument(catalog, series.buckets, bucket, change, { filter, arrayFilters: statement.arrayFilters as Document[] | undefined }).modified) modified += count;
  }
  return { matched, modified };
}
