import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { type Collection, ID_INDEX } from '../engine/collection';
import { fullCollation, type IndexSpec } from '../engine/index-spec';
import { collatorOf } from '../query/collation';
import { compileFilter } from '../query/matcher';
import { batchSizeOf, cursorReply, databaseName, namespaceOf, optionalDocument } from './arguments';
import type { CommandHandler } from './context';

// Capped collections, validators, views, time series... would silently behave differently: refuse them.
const SUPPORTED_CREATE_OPTIONS = new Set(['create', '$db', 'lsid', 'writeConcern', '$readPreference', 'comment', '$clusterTime', 'collation']);

const create: CommandHandler = async (command, context) => {
  const ns = namespaceOf(command, 'create');
  const unsupported = Object.keys(command).filter((key) => !SUPPORTED_CREATE_OPTIONS.has(key));
  if (unsupported.length > 0) {
    throw new MongoCommandError('InvalidOptions', `create option(s) not supported by the embedded store: ${unsupported.join(', ')}`);
  }
  // A default collation (`{locale: 'simple'}` is none) is kept spelled out, as listCollections shows it.
  const collation = collatorOf(command) ? fullCollation(command.collation as Document) : undefined;
  context.catalog.createCollection(ns, collation ? { collation } : {});
  await context.durable();
  return { ok: 1 };
};

const drop: CommandHandler = async (command, context) => {
  const ns = namespaceOf(command, 'drop');
  const collection = context.catalog.get(ns);
  // MongoDB 7.0 answers ok for a missing collection; older servers said NamespaceNotFound, which drivers also accept.
  if (!collection) return { ok: 1 };
  const nIndexesWas = collection.indexes.size + 1;
  context.catalog.drop(ns);
  await context.durable();
  return { ns, nIndexesWas, ok: 1 };
};

const dropDatabase: CommandHandler = async (command, context) => {
  const db = databaseName(command);
  for (const collection of context.catalog.collectionsOf(db)) context.catalog.drop(collection.ns);
  await context.durable();
  return { dropped: db, ok: 1 };
};

const listCollections: CommandHandler = (command, context) => {
  const db = databaseName(command);
  const matches = compileFilter(optionalDocument(command, 'filter'));
  const infos = context.catalog
    .collectionsOf(db)
    .map((collection) => ({
      name: collection.name,
      type: 'collection',
      options: collection.options,
      info: { readOnly: false },
      idIndex: collection.idIndexSpec(),
    }))
    .filter(matches)
    .map((info) => (command.nameOnly ? { name: info.name, type: info.type } : info));
  const batch = context.cursors.open(`${db}.$cmd.listCollections`, infos, { batchSize: batchSizeOf(command) });
  return cursorReply(batch, true);
};

const listDatabases: CommandHandler = (command, context) => {
  const databases = context.catalog.databases().map((name) => ({ name, sizeOnDisk: 0, empty: false }));
  const matches = compileFilter(optionalDocument(command, 'filter'));
  const selected = databases.filter(matches);
  if (command.nameOnly) return { databases: selected.map(({ name }) => ({ name })), ok: 1 };
  return { databases: selected, totalSize: 0, ok: 1 } satisfies Document;
};

function fullNamespace(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^[^.$\0/\\ "]+\.[^$\0]+$/.test(value)) {
    throw new MongoCommandError('InvalidNamespace', `Invalid ${field} namespace: ${String(value)}`);
  }
  return value;
}

/** Within one database only: the store keeps no per-database files a cross-database move would need. */
const renameCollection: CommandHandler = async (command, context) => {
  const from = fullNamespace(command.renameCollection, 'source');
  const to = fullNamespace(command.to, 'target');
  if (from.split('.')[0] !== to.split('.')[0]) {
    throw new MongoCommandError('NotImplemented', 'renameCollection across databases is not supported by the embedded store');
  }
  if (!context.catalog.get(from)) throw new MongoCommandError('NamespaceNotFound', 'Source collection ' + from + ' does not exist');
  if (from === to) throw new MongoCommandError('IllegalOperation', "Can't rename a collection to itself");
  if (context.catalog.get(to)) {
    if (command.dropTarget !== true) throw new MongoCommandError('NamespaceExists', 'target namespace exists');
    context.catalog.drop(to);
  }
  context.catalog.rename(from, to);
  await context.durable();
  return { ok: 1 };
};

const collMod: CommandHandler = async (command, context) => {
  const ns = namespaceOf(command, 'collMod');
  const collection = context.catalog.get(ns);
  if (!collection) throw new MongoCommandError('NamespaceNotFound', `ns does not exist: ${ns}`);
  const unsupported = Object.keys(command).filter((key) => key !== 'index' && key !== 'dryRun' && !SUPPORTED_CREATE_OPTIONS.has(key) && key !== 'collMod');
  if (unsupported.length > 0) throw new MongoCommandError('InvalidOptions', `collMod option(s) not supported by the embedded store: ${unsupported.join(', ')}`);
  const change = optionalDocument(command, 'index');
  if (!change) return { ok: 1 };
  checkIndexChange(change);
  const spec = collection
    .indexSpecs()
    .find((candidate) => candidate.name === change.name || (change.keyPattern && sameKey(candidate.key, change.keyPattern as Document)));
  if (!spec || spec.name === ID_INDEX.name) {
    throw new MongoCommandError('IndexNotFound', `cannot find index ${JSON.stringify(change.name ?? change.keyPattern)} for ns ${ns}`);
  }
  const reply: Document = {};
  const changes: Document = {};
  if (change.expireAfterSeconds !== undefined) {
    if (spec.expireAfterSeconds === undefined) throw new MongoCommandError('InvalidOptions', 'no expireAfterSeconds field to update');
    reply.expireAfterSeconds_old = spec.expireAfterSeconds;
    changes.expireAfterSeconds = Number(change.expireAfterSeconds);
    reply.expireAfterSeconds_new = changes.expireAfterSeconds;
  }
  if (change.hidden !== undefined) {
    reply.hidden_old = spec.hidden === true;
    changes.hidden = change.hidden === true;
    reply.hidden_new = changes.hidden;
  }
  if (change.prepareUnique !== undefined) {
    reply.prepareUnique_old = spec.prepareUnique === true;
    changes.prepareUnique = change.prepareUnique === true;
    reply.prepareUnique_new = changes.prepareUnique;
  }
  if (change.unique !== undefined) {
    checkConvertibleToUnique(collection, spec, change.unique);
    if (command.dryRun === true) return { ok: 1 };
    if (spec.unique !== true) reply.unique_new = changes.unique = true;
  }
  context.catalog.modifyIndex(collection, spec.name, changes);
  await context.durable();
  return { ...reply, ok: 1 };
};

/** The options collMod may change on an index (mongod rejects any other field of `index`). */
const INDEX_CHANGES = new Set(['name', 'keyPattern', 'expireAfterSeconds', 'hidden', 'prepareUnique', 'unique']);

function checkIndexChange(change: Document): void {
  for (const key of Object.keys(change)) {
    if (!INDEX_CHANGES.has(key)) throw new MongoCommandError('Location40415', `BSON field 'collMod.index.${key}' is an unknown field.`);
  }
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

const sameKey = (a: Document, b: Document) => JSON.stringify(Object.entries(a).map(([k, v]) => [k, Number(v)])) === JSON.stringify(Object.entries(b).map(([k, v]) => [k, Number(v)]));

export const collectionCommands: Record<string, CommandHandler> = {
  renameCollection,
  collMod,
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
};
