import type { Document, UUID } from 'bson';
import { MongoCommandError } from '../errors';
import type { Catalog } from '../engine/catalog';
import type { ViewDefinition } from '../engine/views';
import { valuesEqual } from '../query/compare';
import { bsonText } from '../query/update';
import { sameCollation } from './view-collation';

/**
 * `create` of a name already taken, as mongod 7.0 answers it (SERVER-60064; create_command.cpp's
 * checkCollectionOptions): success, and nothing changed, when the existing collection or view was created with
 * the same options; 48 NamespaceExists naming what differs otherwise. Mongoose sends `create` for every model
 * it compiles, so a second connection or model on one collection depends on it.
 */

/** The options CollectionOptions::matchesStorageOptions compares besides the collation (compared by collator). */
const COMPARED_OPTIONS = [
  'capped',
  'size',
  'max',
  'autoIndexId',
  'changeStreamPreAndPostImages',
  'storageEngine',
  'indexOptionDefaults',
  'validator',
  'validationLevel',
  'validationAction',
  'clusteredIndex',
  'expireAfterSeconds',
];

const namespaceExists = (message: string) => new MongoCommandError('NamespaceExists', message);

/** mongod's CollectionOptions::toBSON in a message: the UUID first, then the options as listCollections shows them. */
const optionsText = (uuid: UUID, options: Document) => {
  const rest = bsonText(options);
  return `{ uuid: UUID("${uuid.toHexString(true)}")${rest === '{}' ? '' : `, ${rest.slice(2, -2)}`} }`;
};

/**
 * True when `ns` already names a collection created with exactly `options` (the stored form create builds);
 * throws 48 when the name is taken by something else; false when it is free.
 */
export function existsWithSameCollectionOptions(catalog: Catalog, ns: string, options: Document): boolean {
  const existing = catalog.get(ns);
  if (!existing) {
    const view = catalog.view(ns);
    if (view) throw namespaceExists(`namespace ${ns} already exists, but is a view on ${databaseOf(ns)}.${view.viewOn} rather than ${databaseOf(ns)}.`);
    return false;
  }
  const same =
    COMPARED_OPTIONS.every((key) => valuesEqual(existing.options[key], options[key])) && sameCollation(existing.options.collation, options.collation);
  if (!same) throw namespaceExists(`namespace ${ns} already exists, but with different options: ${optionsText(existing.uuid, existing.options)}`);
  return true;
}

/** The same for a view: true when `ns` is a view on the same source with the same pipeline and collation. */
export function existsAsSameView(catalog: Catalog, ns: string, requested: Document): boolean {
  const collection = catalog.get(ns);
  if (collection) throw namespaceExists(`namespace ${ns} already exists, but with different options: ${optionsText(collection.uuid, collection.options)}`);
  const view: ViewDefinition | undefined = catalog.view(ns);
  if (!view) return false;
  const db = databaseOf(ns);
  if (view.viewOn !== requested.viewOn) {
    throw namespaceExists(`namespace ${ns} already exists, but is a view on ${db}.${view.viewOn} rather than ${db}.${String(requested.viewOn)}`);
  }
  const pipeline = requested.pipeline ?? [];
  if (!valuesEqual(view.pipeline, pipeline)) {
    throw namespaceExists(`namespace ${ns} already exists, but with pipeline ${pipelineText(view.pipeline)} rather than ${pipelineText(pipeline)}`);
  }
  if (!sameCollation(view.collation, requested.collation)) {
    throw namespaceExists(`namespace ${ns} already exists, but with collation: ${bsonText(view.collation ?? {})} rather than ${bsonText(requested.collation ?? {})}`);
  }
  return true;
}

/**
 * The same for a time series (create_command.cpp's checkTimeseriesBucketsCollectionOptions and
 * checkTimeseriesViewOptions): its buckets collection must hold the same time series options, bucketing
 * parameters filled in, and the same creation options; any difference keeps the original 48.
 */
export function existsAsSameTimeseries(catalog: Catalog, ns: string, requested: Document): boolean {
  if (!catalog.get(ns) && !catalog.view(ns)) return false;
  const existing = catalog.timeseries(ns)?.buckets.options;
  const same =
    existing !== undefined &&
    ['timeseries', 'storageEngine', 'indexOptionDefaults', 'expireAfterSeconds'].every((key) => valuesEqual(existing[key], requested[key])) &&
    sameCollation(existing.collation, requested.collation);
  if (!same) throw namespaceExists(`Collection ${ns} already exists.`);
  return true;
}

const databaseOf = (ns: string) => ns.slice(0, ns.indexOf('.'));

/** mongod prints both pipelines as the BSONObj its array builder made: `{ 0: { $match: … } }`. */
const pipelineText = (pipeline: unknown) => bsonText(Object.fromEntries((pipeline as unknown[]).map((stage, index) => [String(index), stage])));
