import type { Document } from 'bson';
import { checkIndexName } from '../engine/index-name-check';
import { checkPartialFilter } from '../engine/partial-filter-check';
import { MongoCommandError } from '../errors';
import { wrongTypeError } from '../wrong-type';
import { indexFlag, withoutUnknownIndexFields } from '../engine/index-spec-fields';
import { isPlainDocument } from '../query/filter';
import { type Collection, ID_INDEX } from '../engine/collection';
import { type IndexSpec, parseIndexSpec } from '../engine/index-spec';
import { bsonObjToString } from '../engine/bson-to-string';
import { checkIndexConflicts } from './index-conflicts';
import { withIndexBuildContext } from './index-build-failure';
import { hasIdIndex } from './id-index';
import { clusteredIndexListing, indexCountOf, isClusteredCollection, isIdKey } from './clustered';
import { checkNoTtlOnCapped } from '../engine/capped';
import { refuseCommitQuorumOnStandalone } from './commit-quorum';
import { batchSizeOf, cursorReply, namespaceOf } from './arguments';
import type { CommandHandler } from './context';
import { bucketsIndexKey } from './timeseries';
import type { TimeseriesOptions } from '../engine/timeseries-options';
import { listedTimeseriesIndex, timeseriesIndexSpec } from './timeseries-indexes';

const MAX_INDEXES = 64;

const createIndexes: CommandHandler = async (command, context) => {
  const ns = namespaceOf(command, 'createIndexes');
  const series = context.catalog.timeseries(ns);
  if (series) return createIndexes({ ...command, createIndexes: series.buckets.name, indexes: timeseriesIndexSpecs(command.indexes, series.options) }, context);
  if (!Array.isArray(command.indexes) || command.indexes.length === 0) {
    throw new MongoCommandError('BadValue', 'Must specify at least one index to create');
  }
  const ignoreUnknown = indexFlag(command.ignoreUnknownIndexOptions);
  const specs = (command.indexes as Document[]).map((raw) => parseIndexSpec(ignoreUnknown && isPlainDocument(raw) ? withoutUnknownIndexFields(raw) : raw));
  // A standalone has no members to wait for (mongod's jstests/noPassthrough/commit_quorum_standalones.js); it
  // says so once the specifications were parsed (commit-quorum.ts).
  if (command.commitQuorum !== undefined) refuseCommitQuorumOnStandalone(command.commitQuorum);
  specs.forEach(checkIndexName);
  // A time series' filters were checked and translated for its buckets (timeseries-indexes.ts).
  if (!String(command.createIndexes).startsWith('system.buckets.')) specs.forEach(checkPartialFilter);
  const existed = context.catalog.get(ns);
  const collection = context.catalog.ensure(ns);
  const numIndexesBefore = indexCountOf(collection);
  // Checked against the existing indexes and the ones this command asks for before them, then built together.
  const pending: IndexSpec[] = [];
  for (const spec of withoutClusterKey(collection, specs)) {
    checkNoTtlOnCapped(collection.options, spec);
    if (checkIndexConflicts(spec, [...collection.indexSpecs(), ...pending]) !== 'build') continue;
    // index_catalog_impl's kMaxNumIndexesAllowed, counting the indexes this command builds too (a clustered
    // collection's cluster key is no index of its own there): nothing is built when one is refused.
    if (collection.indexes.size + (isClusteredCollection(collection) ? 0 : 1) + pending.length >= MAX_INDEXES) {
      throw new MongoCommandError('CannotCreateIndex', `add index fails, too many indexes for ${ns} key:${bsonObjToString(spec.key)}`);
    }
    pending.push(spec);
  }
  // A collection created here is empty: mongod builds on it without its coordinator, so without the context.
  if (existed) withIndexBuildContext(collection, () => context.catalog.createIndexes(collection, pending));
  else context.catalog.createIndexes(collection, pending);
  await context.durable();
  return createIndexesReply(numIndexesBefore, indexCountOf(collection), specs.length, existed === undefined);
};

/**
 * CreateIndexesReply as mongod 7.0 fills it (commands/create_indexes_cmd.cpp): when every index already exists
 * on an existing collection, indexesAlreadyExist returns before anything else, without
 * createdCollectionAutomatically; otherwise appendFinalIndexFieldsToResult notes a command that built fewer
 * indexes than it named. The IDL's field order, `ok` last.
 */
function createIndexesReply(before: number, after: number, requested: number, createdCollection: boolean): Document {
  if (!createdCollection && after === before) return { numIndexesBefore: before, numIndexesAfter: after, note: 'all indexes already exist', ok: 1 };
  const reply: Document = { numIndexesBefore: before, numIndexesAfter: after, createdCollectionAutomatically: createdCollection };
  if (after === before) reply.note = 'all indexes already exist';
  else if (after < before + requested) reply.note = 'index already exists';
  return { ...reply, ok: 1 };
}

/**
 * On a clustered collection the cluster key `{_id: 1}` is the collection's own index: createIndexes of it is a
 * no-op whatever its name (mongod's jstests/libs/clustered_collections/clustered_collection_create_index_clustered_common.js).
 * With a collation other than the collection's, whether mongod drops it before or after comparing collations is
 * not settled here.
 */
function withoutClusterKey(collection: Collection, specs: IndexSpec[]): IndexSpec[] {
  if (!isClusteredCollection(collection)) return specs;
  const ownCollation = (spec: IndexSpec) => JSON.stringify(spec.collation ?? null) !== JSON.stringify(collection.options.collation ?? null);
  if (specs.some((spec) => isIdKey(spec.key) && ownCollation(spec))) {
    throw new MongoCommandError('NotImplemented', "an _id index with another collation than the clustered collection's is not supported by the embedded store");
  }
  return specs.filter((spec) => !isIdKey(spec.key));
}

const listIndexes: CommandHandler = (command, context) => {
  const ns = namespaceOf(command, 'listIndexes');
  const series = context.catalog.timeseries(ns);
  const collection = series?.buckets ?? context.catalog.get(ns);
  if (!collection) throw new MongoCommandError('NamespaceNotFound', `ns does not exist: ${ns}`);
  // A time series lists its buckets' indexes under its own keys (the clustered _id is no index of its own).
  const secondary = [...collection.indexes.values()].map(({ spec }) => spec);
  // mongod lists no _id index for a buckets collection (clustered by _id in the legacy format) or system.profile.
  const specs = series
    ? secondary.map((spec) => listedTimeseriesIndex(spec, series.options))
    : hasIdIndex(collection)
      ? collection.indexSpecs()
      : // A clustered collection lists its clustering first, as an index (a buckets collection does not).
        [...(isClusteredCollection(collection) ? [clusteredIndexListing(collection)] : []), ...secondary];
  const batch = context.cursors.open(ns, specs, { batchSize: batchSizeOf(command) });
  return cursorReply(batch, true);
};

const dropIndexes: CommandHandler = async (command, context) => {
  const ns = namespaceOf(command, 'dropIndexes');
  checkIndexNameList(command.index);
  const series = context.catalog.timeseries(ns);
  const collection = series?.buckets ?? context.catalog.get(ns);
  if (!collection) throw new MongoCommandError('NamespaceNotFound', `ns not found ${ns}`);
  const target = series && isKeyDocument(command.index) ? bucketsIndexKey(command.index, series.options) : command.index;
  if (isClusteredCollection(collection) && namesClusteredIndex(collection, target)) {
    throw new MongoCommandError('Location5979800', 'It is illegal to drop the clusteredIndex');
  }
  const nIndexesWas = indexCountOf(collection);
  // mongod's dropReadyIndexes reads "*" as the first of the names, so ["*", …] drops every index but _id, as "*" does.
  const wildcard = target === '*' || (Array.isArray(target) && target[0] === '*');
  let names: string[];
  if (wildcard) names = [...collection.indexes.keys()];
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target as string[];
  else if (target && typeof target === 'object') {
    const matches = collection.indexSpecs().filter((spec) => JSON.stringify(spec.key) === JSON.stringify(target));
    if (matches.length === 0) throw new MongoCommandError('IndexNotFound', `can't find index with key: ${bsonObjToString(target as Document)}`);
    // mongod's dropIndexByKeyPattern prints the first two of the indexes it found.
    if (matches.length > 1) {
      throw new MongoCommandError(
        'AmbiguousIndexKeyPattern',
        `${matches.length} indexes found for key: ${bsonObjToString(target as Document)}, identify by name instead. Conflicting indexes: ${bsonObjToString(matches[0]!)}, ${bsonObjToString(matches[1]!)}`,
      );
    }
    names = [matches[0]!.name];
  } else throw new MongoCommandError('TypeMismatch', "BSON field 'index' must be a string, an array of strings or an object");
  for (const name of names) {
    if (name === ID_INDEX.name) throw new MongoCommandError('InvalidOptions', 'cannot drop _id index');
    if (!collection.indexes.has(name)) throw new MongoCommandError('IndexNotFound', `index not found with name [${name}]`);
  }
  for (const name of names) context.catalog.dropIndex(collection, name);
  await context.durable();
  // mongod's dropReadyIndexes answers "*" with a `msg` after nIndexesWas (DropIndexesReply), even when only _id was there.
  return wildcard ? { nIndexesWas, msg: 'non-_id indexes dropped for collection', ok: 1 } : { nIndexesWas, ok: 1 };
};

/**
 * drop_indexes.idl's `index` is a variant of string, array<string> and object: the IDL parser refuses a list
 * holding anything but names, before the collection is looked at.
 */
function checkIndexNameList(index: unknown): void {
  if (!Array.isArray(index)) return;
  index.forEach((name, position) => {
    if (typeof name !== 'string') throw wrongTypeError(`dropIndexes.index.${position}`, name, 'string');
  });
}

/** Whether dropIndexes names a clustered collection's clustering: by its name (alone or in a list) or by its key `{_id: 1}`. */
function namesClusteredIndex(collection: Collection, target: unknown): boolean {
  const { name } = collection.options.clusteredIndex as { name: string };
  if (typeof target === 'string') return target === name;
  if (Array.isArray(target)) return target.includes(name);
  return isKeyDocument(target) && isIdKey(target);
}

const isKeyDocument = (value: unknown): value is Document => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A time series' index specs as its buckets' (commands/timeseries-indexes.ts). */
function timeseriesIndexSpecs(indexes: unknown, options: TimeseriesOptions): unknown {
  if (!Array.isArray(indexes)) return indexes;
  return indexes.map((raw: unknown) => (isKeyDocument(raw) && isKeyDocument(raw.key) ? timeseriesIndexSpec(raw, options) : raw));
}

export const indexCommands: Record<string, CommandHandler> = { createIndexes, listIndexes, dropIndexes };
