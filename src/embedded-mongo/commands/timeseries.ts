import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Catalog, Timeseries } from '../engine/catalog';
import { type IndexSpec, parseIndexSpec } from '../engine/index-spec';
import {
  bucketsValidator,
  modifiedTimeseriesOptions,
  parseTimeseriesOptions,
  TIMESERIES_BUCKETS_PREFIX,
  TIMESERIES_CREATE_OPTIONS,
  timeseriesDocument,
  type TimeseriesOptions,
} from '../engine/timeseries-options';
import { toDouble } from '../query/bson-values';
import type { CommandContext } from './context';
import { storedCollation } from './view-collation';
import { storageCreateOptions } from '../engine/storage-engine-options';
import { expireAfterSecondsChange, expireAfterSecondsOf } from './clustered';
import { checkCollModFields } from './collmod-targets';
import { indexModification } from './collmod-index';
import { bucketsKeyPattern, findTimeseriesIndexToModify } from './timeseries-collmod-index';
import { existsAsSameTimeseries } from './create-existing';

/** Fields of a `create` that are the command's envelope, not collection options. */
const GENERIC_FIELDS = new Set(['create', '$db', 'lsid', 'writeConcern', '$readPreference', 'comment', '$clusterTime']);

const bucketsNamespace = (ns: string) => {
  const dot = ns.indexOf('.');
  return `${ns.slice(0, dot)}.${TIMESERIES_BUCKETS_PREFIX}${ns.slice(dot + 1)}`;
};

/**
 * `create` with `timeseries`, as mongod 7.0 does it: a `system.buckets.<name>` collection (clustered by
 * `_id`, with the bucket validator and the options) and, with a metaField, the default `{meta, time}` index.
 * The time series namespace itself is the view the catalog derives from the buckets collection.
 */
export async function createTimeseries(command: Document, ns: string, context: CommandContext): Promise<Document> {
  for (const [field, value] of Object.entries(command)) {
    if (GENERIC_FIELDS.has(field) || (field === 'capped' && value === false)) continue;
    if (!TIMESERIES_CREATE_OPTIONS.has(field)) throw new MongoCommandError('InvalidOptions', `${ns}: 'timeseries' is not allowed with '${field}'`);
  }
  // mongod creates just the buckets collection then, with no time series view over it; the store derives the time series from its buckets.
  if (ns.slice(ns.indexOf('.') + 1).startsWith(TIMESERIES_BUCKETS_PREFIX)) {
    throw new MongoCommandError('NotImplemented', 'create of a system.buckets collection with timeseries is not supported by the embedded store');
  }
  const options = parseTimeseriesOptions(command.timeseries, ns);
  const storage = storageCreateOptions(command);
  const collation = storedCollation(command.collation);
  const expireAfterSeconds = command.expireAfterSeconds === undefined ? undefined : expireAfterSecondsOf(command.expireAfterSeconds, 'create');
  const { catalog } = context;
  const requested = { ...storage, ...(collation ? { collation } : {}), ...(expireAfterSeconds ? { expireAfterSeconds } : {}), timeseries: timeseriesDocument(options) };
  if (existsAsSameTimeseries(catalog, ns, requested)) return { ok: 1 };
  // The order of mongod's CollectionOptions::appendBSON.
  const buckets = catalog.createCollection(bucketsNamespace(ns), {
    ...storage,
    validator: bucketsValidator(options.timeField),
    ...(collation ? { collation } : {}),
    clusteredIndex: true,
    ...(expireAfterSeconds ? { expireAfterSeconds } : {}),
    timeseries: timeseriesDocument(options),
  });
  if (options.metaField !== undefined) {
    const key = bucketsIndexKey({ [options.metaField]: 1, [options.timeField]: 1 }, options);
    catalog.createIndex(buckets, parseIndexSpec({ v: 2, key, name: `${options.metaField}_1_${options.timeField}_1` }));
  }
  await context.durable();
  return { ok: 1 };
}

/**
 * An index of the time series as an index of its buckets (mongod's createBucketsIndexSpecFromTimeseriesIndexSpec):
 * the metaField becomes `meta`, the timeField and measurements their bucket bounds (`control.min`/`control.max`,
 * reversed for a descending key).
 */
export function bucketsIndexKey(key: Document, options: TimeseriesOptions): Document {
  const out: Document = {};
  for (const [field, direction] of Object.entries(key)) {
    if (options.metaField !== undefined && (field === options.metaField || field.startsWith(`${options.metaField}.`))) {
      out[`meta${field.slice(options.metaField.length)}`] = direction;
    } else if (toDouble(direction) < 0) {
      out[`control.max.${field}`] = direction;
      out[`control.min.${field}`] = direction;
    } else {
      out[`control.min.${field}`] = direction;
      out[`control.max.${field}`] = direction;
    }
  }
  return out;
}

/**
 * A hint on a time series as its buckets take it (mongod's ResolvedView::asExpandedViewAggregation): a key
 * pattern becomes the buckets' key, a name or `$natural` stays as it is.
 */
export function bucketsHint(catalog: Catalog, ns: string, hint: unknown): unknown {
  const series = catalog.timeseries(ns);
  const isKey = hint !== null && typeof hint === 'object' && !Array.isArray(hint) && !('$natural' in hint) && Object.keys(hint).length > 0;
  return series && isKey ? bucketsIndexKey(hint as Document, series.options) : hint;
}

/** The time series' own key of a buckets index (listIndexes on the time series shows it so). */
export function timeseriesIndexKey(key: Document, options: TimeseriesOptions): Document {
  const out: Document = {};
  for (const [field, direction] of Object.entries(key)) {
    if (field === 'meta' || field.startsWith('meta.')) out[`${options.metaField ?? ''}${field.slice('meta'.length)}`] = direction;
    else if (field.startsWith('control.min.') || field.startsWith('control.max.')) out[field.slice('control.min.'.length)] ??= direction;
  }
  return out;
}

/** The listCollections entries of a database's time series: the time series itself (its buckets collection is listed as a collection). */
export function timeseriesInfos(catalog: Catalog, db: string): Document[] {
  return catalog
    .collectionsOf(db)
    .filter((collection) => collection.name.startsWith(TIMESERIES_BUCKETS_PREFIX) && collection.options.timeseries)
    .map((buckets) => {
      const { storageEngine, indexOptionDefaults, collation, expireAfterSeconds, timeseries } = buckets.options;
      return {
        name: buckets.name.slice(TIMESERIES_BUCKETS_PREFIX.length),
        type: 'timeseries',
        // The buckets' options mongod lets a time series be created with (kAllowedCollectionCreationOptions), in appendBSON's order.
        options: {
          ...(storageEngine ? { storageEngine } : {}),
          ...(indexOptionDefaults ? { indexOptionDefaults } : {}),
          ...(collation ? { collation } : {}),
          ...(expireAfterSeconds !== undefined ? { expireAfterSeconds } : {}),
          timeseries,
        },
        info: { readOnly: false },
      };
    });
}

/**
 * collMod of a time series: `timeseries` (granularity or bucket spans only grow), `expireAfterSeconds` (a
 * number or 'off') and `index` `hidden`, which mongod applies to the buckets' index.
 */
export async function modifyTimeseries(command: Document, series: Timeseries, context: CommandContext): Promise<Document> {
  const change = command.index as Document | undefined;
  // mongod translates the key pattern before it parses the command.
  const bucketsKey = bucketsKeyPattern(change, series);
  let spec: IndexSpec | undefined;
  checkCollModFields(command, 'time series', () => {
    spec = findTimeseriesIndexToModify(change!, series, bucketsKey);
  });
  const modification = spec ? indexModification(series.buckets, spec, change!) : undefined;
  const options: Document = { ...series.buckets.options };
  if (command.timeseries !== undefined) {
    const changed = modifiedTimeseriesOptions(series.options, command.timeseries);
    if (changed) options.timeseries = timeseriesDocument(changed);
  }
  const withExpiry = command.expireAfterSeconds === undefined ? options : expireAfterSecondsChange(command.expireAfterSeconds, options);
  // mongod keeps expireAfterSeconds before timeseries.
  const { timeseries, ...rest } = withExpiry;
  // Everything was checked: the changes apply together.
  if (spec && modification) context.catalog.modifyIndex(series.buckets, spec.name, modification.changes);
  context.catalog.setCollectionOptions(series.buckets, { ...rest, timeseries });
  await context.durable();
  return { ...modification?.reply, ok: 1 };
}
