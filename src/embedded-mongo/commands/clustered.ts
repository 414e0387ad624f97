import { type Document, Long } from 'bson';
import { MongoCommandError } from '../errors';
import type { Collection } from '../engine/collection';
import { isNumeric, toDouble } from '../query/bson-values';
import { NUMBER_TYPES, wrongTypeError } from '../wrong-type';
import { isTrueOption } from './create-checks';

/** `expireAfterSeconds` of a clustered collection or time series: a whole number of seconds, kept as mongod keeps it (a long). */
export function expireAfterSecondsOf(value: unknown, command: string): Long {
  const number = typeof value === 'number' || (value as { _bsontype?: string } | null)?._bsontype ? toDouble(value) : NaN;
  if (Number.isNaN(number)) {
    throw wrongTypeError(`${command}.expireAfterSeconds`, value, NUMBER_TYPES);
  }
  if (number < 0) throw new MongoCommandError('InvalidOptions', 'TTL index \'expireAfterSeconds\' option cannot be less than 0');
  return Long.fromNumber(Math.trunc(number));
}

/**
 * collMod's `expireAfterSeconds` of a clustered collection or time series: a number, or 'off' to stop the
 * expiry. Returns the collection's options with the change (the caller stores them whole).
 */
export function expireAfterSecondsChange(value: unknown, options: Document): Document {
  const { expireAfterSeconds: _previous, ...rest } = options;
  if (value === 'off') return rest;
  if (typeof value === 'string') {
    throw new MongoCommandError('InvalidOptions', "Invalid string value for the 'clusteredIndex::expireAfterSeconds' option. Can be either 'off' or a number");
  }
  return { ...options, expireAfterSeconds: expireAfterSecondsOf(value, 'collMod') };
}

/** Whether a collection is clustered by `_id` the way `create` with `clusteredIndex: {...}` makes it (not a time series' legacy `true`). */
export const isClusteredCollection = (collection: Collection): boolean =>
  collection.options.clusteredIndex !== undefined && collection.options.clusteredIndex !== true;

/** mongod's count of a collection's indexes (`nIndexesWas`): its index catalog, which holds no entry for a clustering. */
export const indexCountOf = (collection: Collection): number => collection.indexes.size + (isClusteredCollection(collection) ? 0 : 1);

/** The fields of mongod's ClusteredIndexSpec (clustered_collection_options.idl), in the order it serializes them. */
const SPEC_FIELDS = ['v', 'key', 'name', 'unique'];

/** IDL parsing of `clusteredIndex: {...}`: the known fields, `key` and `unique` required. */
function parseSpec(raw: Document): { v: number; key: Document; name?: string; unique: boolean } {
  for (const field of Object.keys(raw)) {
    if (!SPEC_FIELDS.includes(field)) throw new MongoCommandError('Location40415', `BSON field 'create.clusteredIndex.${field}' is an unknown field.`);
  }
  for (const field of ['key', 'unique']) {
    if (raw[field] === undefined) throw new MongoCommandError('Location40414', `BSON field 'create.clusteredIndex.${field}' is missing but a required field`);
  }
  const { v = 2, key, name, unique } = raw;
  if (!isNumeric(v)) throw wrongTypeError('create.clusteredIndex.v', v, NUMBER_TYPES);
  if (key === null || typeof key !== 'object' || Array.isArray(key) || (key as { _bsontype?: string })._bsontype) {
    throw wrongTypeError('create.clusteredIndex.key', key, 'object');
  }
  if (name !== undefined && typeof name !== 'string') throw wrongTypeError('create.clusteredIndex.name', name, 'string');
  if (typeof unique !== 'boolean' && !isNumeric(unique)) throw wrongTypeError('create.clusteredIndex.unique', unique, ['bool', ...NUMBER_TYPES]);
  return { v: toDouble(v), key: key as Document, ...(name !== undefined ? { name } : {}), unique: typeof unique === 'boolean' ? unique : toDouble(unique) !== 0 };
}

/** Whether a key pattern is `{_id: 1}` (any numeric 1), the one cluster key mongod 7.0 allows. */
export const isIdKey = (key: Document) => {
  const entries = Object.entries(key);
  return entries.length === 1 && entries[0]![0] === '_id' && isNumeric(entries[0]![1]) && toDouble(entries[0]![1]) === 1;
};

/**
 * `create`'s `clusteredIndex` and `expireAfterSeconds` for a collection (not a time series), checked as
 * mongod 7.0's validateCollectionOptions and validateClusteredIndexSpec check them, and stored as mongod
 * stores them: `clusteredIndex: {v: 2, key: {_id: 1}, name: '_id_', unique: true}`, `expireAfterSeconds` a long.
 * `clusteredIndex: false` is no clustering.
 */
export function clusteredCreateOptions(command: Document): Document {
  const { clusteredIndex: raw, expireAfterSeconds } = command;
  const clustered = raw !== undefined && raw !== false && !(isNumeric(raw) && toDouble(raw) === 0);
  if (expireAfterSeconds !== undefined && !clustered) {
    throw new MongoCommandError('InvalidOptions', "'expireAfterSeconds' can be used only for clustered collections or timeseries collections");
  }
  if (!clustered) return {};
  if (raw === true || isNumeric(raw)) {
    throw new MongoCommandError(
      'Location5979703',
      "The 'clusteredIndex' legacy format {clusteredIndex: <bool>} is only supported for specific internal collections and vice versa",
    );
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new MongoCommandError('Location5979702', "'clusteredIndex' has to be a boolean or object.");
  const spec = parseSpec(raw as Document);
  if (command.idIndex !== undefined) throw new MongoCommandError('InvalidOptions', "The 'clusteredIndex' option is not supported with the 'idIndex' option");
  if (command.autoIndexId !== undefined && !isTrueOption(command.autoIndexId)) {
    throw new MongoCommandError('Location6026501', "The 'clusteredIndex' option does not support {autoIndexId: false}");
  }
  if (!spec.unique) throw new MongoCommandError('Location5979700', 'The clusteredIndex option requires unique: true to be specified');
  if (!isIdKey(spec.key)) throw new MongoCommandError('InvalidIndexSpecificationOption', 'The clusteredIndex option is only supported for key: {_id: 1}');
  const ttl = expireAfterSeconds === undefined ? {} : { expireAfterSeconds: expireAfterSecondsOf(expireAfterSeconds, 'create') };
  const clusteredIndex = { v: spec.v, key: spec.key, name: spec.name ?? '_id_', unique: true };
  if (spec.v !== 2) {
    // mongod writes the spec as BSONObj::toString does.
    const written = `{ v: ${spec.v}, key: { _id: 1 }, name: "${clusteredIndex.name}", unique: true }`;
    throw new MongoCommandError('Location5979704', `Invalid clusteredIndex specification ${written}; cannot create a clusteredIndex with v=${spec.v}`);
  }
  return { clusteredIndex, ...ttl };
}

/** listIndexes' entry for the clustered index (mongod's formatClusterKeyForListIndexes): the spec, the collation, the TTL, `clustered: true`. */
export function clusteredIndexListing(collection: Collection): Document {
  const { clusteredIndex, collation, expireAfterSeconds } = collection.options;
  return {
    ...(clusteredIndex as Document),
    ...(collation ? { collation } : {}),
    ...(expireAfterSeconds !== undefined ? { expireAfterSeconds } : {}),
    clustered: true,
  };
}
