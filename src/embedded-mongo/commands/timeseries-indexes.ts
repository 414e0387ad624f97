import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { type IndexSpec, parseIndexSpec } from '../engine/index-spec';
import { indexVersionOf } from '../engine/index-spec-fields';
import type { TimeseriesOptions } from '../engine/timeseries-options';
import { compileFilter, isPlainDocument } from '../query/filter';
import { bucketsPartialFilter } from '../engine/timeseries-partial-filter';
import { bsonText } from '../query/update';
import { bucketsIndexKey, timeseriesIndexKey } from './timeseries';

const LOGICAL_OPERATORS = new Set(['$and', '$or', '$nor']);

const isMetaPath = (field: string, metaField: string | undefined) => metaField !== undefined && (field === metaField || field.startsWith(`${metaField}.`));

/**
 * A partial filter that depends on the metaField only, renamed to the buckets' `meta` (what mongod's
 * BucketSpec::pushdownPredicate keeps as the meta-only part); undefined when any predicate names another field.
 */
function metaOnlyFilter(filter: Document, metaField: string | undefined): Document | undefined {
  const out: Document = {};
  for (const [field, value] of Object.entries(filter)) {
    if (LOGICAL_OPERATORS.has(field) && Array.isArray(value)) {
      const branches = value.map((branch) => (isPlainDocument(branch) ? metaOnlyFilter(branch, metaField) : undefined));
      if (branches.some((branch) => branch === undefined)) return undefined;
      out[field] = branches;
    } else if (isMetaPath(field, metaField)) {
      out[`meta${field.slice(metaField!.length)}`] = value;
    } else return undefined;
  }
  return out;
}

/**
 * The buckets' partial filter: mongod's pushdown where the store converts the filter, else (a metaField-only
 * filter with operators the conversion does not take) the filter renamed to `meta` as given.
 */
function bucketsFilterOf(filter: Document, options: TimeseriesOptions): { filter?: Document; onMeasurements: boolean } {
  try {
    return bucketsPartialFilter(filter, options);
  } catch (error) {
    const metaOnly = metaOnlyFilter(filter, options.metaField);
    if (metaOnly === undefined) throw error;
    return { filter: metaOnly, onMeasurements: false };
  }
}

/**
 * mongod 7.0's makeTimeseriesCreateIndexesCommand: a time series' index spec as its buckets' index spec.
 * Unique and text indexes are refused; a partial filter on the metaField is renamed to `meta`, one on measurements
 * becomes bounds on the buckets (timeseries-partial-filter.ts), and the spec keeps the user's own as
 * `originalSpec` (listIndexes shows that one); a TTL index must be a partial index on
 * the metaField keyed on the time field alone, and becomes an index on `control.min.<timeField>`.
 */
export function timeseriesIndexSpec(raw: Document, options: TimeseriesOptions): Document {
  const { timeField, metaField } = options;
  const out: Document = {};
  let key: Document | undefined;
  let isTtl = false;
  let hasPartialFilterOnMetaField = false;
  let includeOriginalSpec = false;
  for (const [field, value] of Object.entries(raw)) {
    if (field === 'partialFilterExpression') {
      includeOriginalSpec = true;
      if (raw.collation !== undefined) {
        throw new MongoCommandError('IndexOptionsConflict', 'On a time-series collection, partialFilterExpression and collation arguments are incompatible');
      }
      if (!isPlainDocument(value)) {
        throw new MongoCommandError('NotImplemented', "a partialFilterExpression on a time series' measurement fields is not supported by the embedded store");
      }
      // The filter parses as a query first (its errors are the query's), then becomes the buckets' filter.
      compileFilter(value);
      const converted = bucketsFilterOf(value, options);
      hasPartialFilterOnMetaField = !converted.onMeasurements;
      // A TTL index fails its own check below (72), whatever mongod would have made of the filter.
      if (converted.filter) out[field] = converted.filter;
      else if (raw.expireAfterSeconds === undefined) {
        throw new MongoCommandError('NotImplemented', "a partialFilterExpression on a time series' time field is not supported by the embedded store");
      }
      continue;
    }
    // The buckets' v:1 index would key their control.min/max summaries under KeyString V0's rules, not modelled here.
    if (field === 'v' && indexVersionOf(raw) === 1) throw new MongoCommandError('NotImplemented', 'an index with v: 1 on a time-series collection is not supported by the embedded store');
    if (field === 'sparse' && isPlainDocument(raw.key)) {
      for (const keyField of Object.keys(raw.key)) {
        if (keyField !== timeField && !isMetaPath(keyField, metaField)) {
          throw new MongoCommandError('InvalidOptions', 'Sparse indexes are not supported on time-series measurements');
        }
      }
    }
    if (field === 'expireAfterSeconds') {
      isTtl = true;
      out[field] = value;
      continue;
    }
    if (field === 'unique' && value !== false && value !== 0 && value !== null) {
      throw new MongoCommandError('InvalidOptions', 'Unique indexes are not supported on time-series collections');
    }
    if (field === 'key' && isPlainDocument(value)) {
      if (Object.values(value).includes('text')) throw new MongoCommandError('InvalidOptions', 'Text indexes are not supported on time-series collections');
      key = bucketsIndexKey(value, options);
      // shouldIncludeOriginalSpec: a key on measurements cannot be mapped back without the metric-index rules.
      if (Object.keys(value).some((keyField) => keyField !== timeField && !isMetaPath(keyField, metaField))) includeOriginalSpec = true;
      continue;
    }
    out[field] = value;
  }
  const originalKey = raw.key as Document;
  if (isTtl) {
    if (!hasPartialFilterOnMetaField) {
      throw new MongoCommandError('InvalidOptions', 'TTL indexes on time-series collections require a partialFilterExpression on the metaField');
    }
    // mongod's convertToTTLTimeField.
    const fields = Object.keys(originalKey);
    if (fields.length !== 1) {
      throw new MongoCommandError('CannotCreateIndex', `TTL indexes are single-field indexes, compound indexes do not support TTL. Index spec: ${bsonText(originalKey)}`);
    }
    if (fields[0] !== timeField) throw new MongoCommandError('InvalidOptions', 'TTL indexes on non-time fields are not supported on time-series collections');
    key = { [`control.min.${timeField}`]: originalKey[timeField] };
  }
  // mongod names no index itself (clients do): a spec without a name is refused when the buckets' spec is validated.
  const spec: Document = { ...out, ...(raw.name === undefined ? {} : { name: raw.name }), key };
  if (includeOriginalSpec) spec.originalSpec = raw;
  return spec;
}

/** How the time series itself lists a buckets index: the user's original spec, else the spec under the time series' own key. */
export function listedTimeseriesIndex(spec: IndexSpec, options: TimeseriesOptions): Document {
  if (!spec.originalSpec) return { ...spec, key: timeseriesIndexKey(spec.key, options) };
  const original = parseIndexSpec(spec.originalSpec);
  const { v, key, name, background, unique, hidden, partialFilterExpression, sparse, expireAfterSeconds, storageEngine, collation } = original;
  // listIndexes answers through its IDL reply (ListIndexesReplyItem), which orders the fields so.
  const listed: Document = { v, key, name, background, unique, hidden, partialFilterExpression, sparse, expireAfterSeconds, storageEngine, collation };
  for (const field of Object.keys(listed)) if (listed[field] === undefined) delete listed[field];
  return listed;
}
