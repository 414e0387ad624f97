import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { type Collection, ID_INDEX } from '../engine/collection';
import type { IndexSpec } from '../engine/index-spec';
import { indexFlag } from '../engine/index-spec-fields';
import { compareValues } from '../query/compare';
import { bsonText } from '../query/update';
import { bsonObjToString } from '../engine/bson-to-string';

/** What collMod may change on an index (the fields of its `index` were checked as mongod's IDL does, command-fields.ts). */
const CHANGES = ['expireAfterSeconds', 'hidden', 'prepareUnique', 'unique'];

/** Key patterns as mongod's findIndexesByKeyPattern compares them: the same fields in order, equal values (1 and 1.0 alike). */
const sameKey = (a: Document, b: Document) => {
  const left = Object.entries(a);
  const right = Object.entries(b);
  return left.length === right.length && left.every(([field, value], i) => field === right[i]?.[0] && compareValues(value, right[i]?.[1]) === 0);
};

/**
 * The index a collMod `index` change names, by name or by key pattern (`keyPattern`, already in the
 * collection's own terms: a time series passes its buckets' key). `ns` is the namespace mongod names in
 * its IndexNotFound message, the buckets collection's for a time series.
 */
export function findIndexToModify(collection: Collection, change: Document, ns: string, keyPattern?: Document): IndexSpec {
  if (change.name !== undefined && change.keyPattern !== undefined) throw new MongoCommandError('InvalidOptions', 'Cannot specify both key pattern and name.');
  if (change.name === undefined && change.keyPattern === undefined) throw new MongoCommandError('InvalidOptions', 'Must specify either index name or key pattern.');
  // mongod answers 72 here; its message is not the same in every version the sources here show.
  if (!CHANGES.some((field) => change[field] !== undefined)) {
    throw new MongoCommandError('NotImplemented', "collMod 'index' without expireAfterSeconds, hidden, unique or prepareUnique is not supported by the embedded store");
  }
  const matches = collection
    .indexSpecs()
    .filter((candidate) => (change.name !== undefined ? candidate.name === change.name : keyPattern !== undefined && sameKey(candidate.key, keyPattern)));
  // Several indexes on one key pattern (other collations, partial filters…) must be named (coll_mod.cpp).
  if (matches.length > 1) {
    throw new MongoCommandError(
      'AmbiguousIndexKeyPattern',
      `index keyPattern ${bsonObjToString(keyPattern!)} matches ${matches.length} indexes, must use index name. Conflicting indexes:${bsonObjToString(matches[0]!)}, ${bsonObjToString(matches[1]!)}`,
    );
  }
  const spec = matches[0];
  if (!spec || spec.name === ID_INDEX.name) {
    const named = change.name !== undefined ? String(change.name) : bsonText(keyPattern);
    throw new MongoCommandError('IndexNotFound', `cannot find index ${named} for ns ${ns}`);
  }
  return spec;
}

/** What a collMod `index` change does to the index, and the `_old` / `_new` fields of mongod's reply. */
export interface IndexModification {
  changes: Document;
  reply: Document;
}

/**
 * The changes to one index (coll_mod.cpp parseCollModRequest, coll_mod_index.cpp): a TTL that is not on a
 * capped collection, `hidden` and `prepareUnique` (a request for the state the index is already in is a
 * no-op with nothing in the reply), and the conversion to unique after `prepareUnique`.
 */
export function indexModification(collection: Collection, spec: IndexSpec, change: Document): IndexModification {
  const reply: Document = {};
  const changes: Document = {};
  if (change.expireAfterSeconds !== undefined) {
    if (collection.capped) throw new MongoCommandError('InvalidOptions', 'TTL indexes are not supported for capped collections.');
    if (spec.expireAfterSeconds === undefined) throw new MongoCommandError('InvalidOptions', 'no expireAfterSeconds field to update');
    reply.expireAfterSeconds_old = spec.expireAfterSeconds;
    changes.expireAfterSeconds = Number(change.expireAfterSeconds);
    reply.expireAfterSeconds_new = changes.expireAfterSeconds;
  }
  if (change.hidden !== undefined && (spec.hidden === true) !== indexFlag(change.hidden)) {
    reply.hidden_old = spec.hidden === true;
    changes.hidden = indexFlag(change.hidden);
    reply.hidden_new = changes.hidden;
  }
  if (change.unique !== undefined) {
    checkConvertibleToUnique(collection, spec, change.unique);
    if (spec.unique !== true) reply.unique_new = changes.unique = true;
  }
  if (change.prepareUnique !== undefined && spec.unique !== true && (spec.prepareUnique === true) !== indexFlag(change.prepareUnique)) {
    reply.prepareUnique_old = spec.prepareUnique === true;
    changes.prepareUnique = indexFlag(change.prepareUnique);
    reply.prepareUnique_new = changes.prepareUnique;
  }
  return { changes, reply };
}

/** collMod `unique: true`: only after `prepareUnique`, and only when no two documents share a key. */
function checkConvertibleToUnique(collection: Collection, spec: IndexSpec, unique: unknown): void {
  if (unique !== true) throw new MongoCommandError('BadValue', "The field 'unique' can only be true");
  if (spec.unique === true) return;
  if (spec.prepareUnique !== true) {
    throw new MongoCommandError('InvalidOptions', "Cannot make index unique with 'prepareUnique=false'. Run 'collMod' to set it first.");
  }
  const violations = collection.duplicateIds(spec.name).map((ids) => ({ ids }));
  if (violations.length > 0) {
    throw new MongoCommandError(
      'CannotConvertIndexToUnique',
      'Cannot convert the index to unique. Please resolve conflicting documents before running collMod again.',
      { violations },
    );
  }
}
