import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isNumeric, toDouble } from '../query/bson-values';
import { collatorOf, fullCollation } from '../query/collation';
import { compareValues } from '../query/compare';
import { typeName } from '../query/describe';
import { isPlainDocument } from '../query/filter';
import { indexStorageEngineOf } from './storage-engine-options';
import { equivalentPartialFilters } from './partial-filter-equivalence';
import { HASHED, indexKindOf } from './index-kinds';
import { checkIndexSpecFields, checkNonTextIndexFields, indexFlag, indexVersionOf, KEPT_PLUGIN_FIELDS } from './index-spec-fields';
import { wildcardProjectionLeaves } from './wildcard-projection-paths';

/** The subset of an index description we keep and report back through listIndexes. */
export interface IndexSpec {
  /** 1 only when asked for: a version-1 index has no collation and cannot hold a NumberDecimal in its keys. */
  v: 1 | 2;
  key: Document;
  name: string;
  /** Ignored by mongod since 4.2 (every build is the same), but kept in the catalog and listed as given. */
  background?: boolean;
  unique?: boolean;
  /** collMod's first step towards unique: new duplicates are refused, existing ones are kept. */
  prepareUnique?: boolean;
  sparse?: boolean;
  expireAfterSeconds?: number;
  partialFilterExpression?: Document;
  /** Kept up to date but never chosen by the planner (collMod / createIndexes `hidden`). */
  hidden?: boolean;
  /** A non-simple collation, as mongod lists it (every option spelled out). */
  collation?: Document;
  /** Storage engine options (engine/storage-engine-options.ts): kept and listed, never applied. */
  storageEngine?: Document;
  /** Which paths a wildcard (`$**`) index covers, as given. */
  wildcardProjection?: Document;
  /** A time series' index as its user gave it, kept on the buckets' index as mongod keeps it (listIndexes of the time series shows it). */
  originalSpec?: Document;
  /** Text/2d/2dsphere options given to another kind of index: unused, but kept and listed as mongod does. */
  default_language?: unknown;
  language_override?: unknown;
  textIndexVersion?: unknown;
  '2dsphereIndexVersion'?: unknown;
  bits?: unknown;
  min?: unknown;
  max?: unknown;
  coarsestIndexedLevel?: unknown;
  finestIndexedLevel?: unknown;
}

export function parseIndexSpec(raw: Document): IndexSpec {
  checkIndexSpecFields(raw);
  const rawKey = raw.key as Document;
  const kind = indexKindOf(raw);
  const key: Document = {};
  for (const [field, direction] of Object.entries(rawKey)) {
    key[field] = isNumeric(direction) ? toDouble(direction) : direction;
    if (key[field] !== 1 && key[field] !== -1 && key[field] !== HASHED) {
      throw new MongoCommandError('NotImplemented', `index key value ${JSON.stringify(direction)} on field '${field}' is not supported by the embedded store`);
    }
  }
  checkNonTextIndexFields(raw);
  const spec: IndexSpec = { v: indexVersionOf(raw), key, name: raw.name as string };
  if (typeof raw.background === 'boolean') spec.background = raw.background;
  if (indexFlag(raw.unique)) spec.unique = true;
  if (indexFlag(raw.prepareUnique)) spec.prepareUnique = true;
  if (indexFlag(raw.sparse)) spec.sparse = true;
  if (raw.hidden === true) spec.hidden = true;
  if (raw.expireAfterSeconds !== undefined) {
    const seconds = Number(raw.expireAfterSeconds);
    if (!Number.isFinite(seconds) || seconds < 0) {
      throw new MongoCommandError('InvalidOptions', 'TTL index expireAfterSeconds must be a non-negative number');
    }
    spec.expireAfterSeconds = seconds;
  }
  if (raw.partialFilterExpression) spec.partialFilterExpression = raw.partialFilterExpression as Document;
  if (raw.storageEngine !== undefined) spec.storageEngine = indexStorageEngineOf(raw.storageEngine);
  if (collatorOf(raw)) {
    // mongod hashes a string under a collation by its ICU sort key, which Intl.Collator does not expose.
    if (kind === 'hashed') throw new MongoCommandError('NotImplemented', 'a hashed index with a non-simple collation is not supported by the embedded store');
    spec.collation = fullCollation(raw.collation as Document);
  }
  if (raw.wildcardProjection !== undefined) spec.wildcardProjection = raw.wildcardProjection as Document;
  if (raw.originalSpec !== undefined) spec.originalSpec = originalSpecOf(raw.originalSpec);
  // `dropDups` (ignored since 3.0) and a legacy `_id` are dropped from the spec, as mongod's _fixIndexSpec does.
  for (const field of KEPT_PLUGIN_FIELDS) if (Object.hasOwn(raw, field)) (spec as Document)[field] = raw[field];
  return spec;
}

/** mongod's validateIndexSpec of `originalSpec`: a non-empty document, itself a valid index spec (given `v: 2` if it has none). */
function originalSpecOf(value: unknown): Document {
  if (!isPlainDocument(value)) throw new MongoCommandError('TypeMismatch', `The field 'originalSpec' must be an object, but got ${typeName(value)}`);
  if (Object.keys(value).length === 0) throw new MongoCommandError('BadValue', "The field 'originalSpec' cannot be an empty object.");
  parseIndexSpec(value);
  return value.v === undefined ? { ...value, v: 2 } : value;
}

/**
 * A wildcardProjection as mongod compares it, normalized and with its fields in any order: each path included or
 * not, `_id` excluded unless the projection includes it (`{a: 1}` and `{a: true, _id: 0}` are one projection),
 * a sub-document read as dotted paths (`{a: {b: 1}}` is `{'a.b': 1}`).
 */
function normalizedProjection(spec: IndexSpec): string {
  if (!spec.wildcardProjection) return '';
  const included = new Map<string, boolean>([['_id', false]]);
  for (const [path, value] of wildcardProjectionLeaves(spec.wildcardProjection)) included.set(path, value === true || (isNumeric(value) && toDouble(value) !== 0));
  return JSON.stringify([...included].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
}

/** The _id index is unique without saying so (IndexDescriptor's `_unique = _isIdIndex || unique`). */
const isUnique = (spec: IndexSpec): boolean => Boolean(spec.unique) || JSON.stringify(spec.key) === '{"_id":1}';

/**
 * The options that tell two indexes on one key pattern apart, mongod's IndexDescriptor::compareIndexOptions
 * since 5.0 (FCV 4.9 made unique and sparse, FCV 5.0 wildcardProjection, part of an index's signature): such
 * indexes may coexist under different names; two that agree here are one index to mongod ("equivalent").
 */
export function sameKeyAndOptions(a: IndexSpec, b: IndexSpec): boolean {
  return (
    JSON.stringify(a.key) === JSON.stringify(b.key) &&
    normalizedProjection(a) === normalizedProjection(b) &&
    isUnique(a) === isUnique(b) &&
    Boolean(a.sparse) === Boolean(b.sparse) &&
    JSON.stringify(a.collation ?? null) === JSON.stringify(b.collation ?? null) &&
    equivalentPartialFilters(a.partialFilterExpression, b.partialFilterExpression)
  );
}

/** The fields populateOptionsMapForEqualityCheck leaves out: compared above, or not options of the index. */
const NOT_COMPARED = new Set([
  'key', 'ns', 'name', 'v', 'textIndexVersion', '2dsphereIndexVersion', 'background', 'dropDups',
  'collation', 'partialFilterExpression', 'unique', 'sparse', 'wildcardProjection',
]);

const otherOptions = (spec: IndexSpec): [string, unknown][] =>
  Object.entries(spec).filter(([field]) => !NOT_COMPARED.has(field)).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));

/**
 * Equivalent and with the same other options (expireAfterSeconds, hidden, storageEngine, prepareUnique…):
 * re-creating such an index is a no-op ("identical"); an equivalent one with other options is refused.
 */
export function sameIndex(a: IndexSpec, b: IndexSpec): boolean {
  if (!sameKeyAndOptions(a, b)) return false;
  const [left, right] = [otherOptions(a), otherOptions(b)];
  return left.length === right.length && left.every(([field, value], i) => field === right[i]![0] && compareValues(value, right[i]![1]) === 0);
}
