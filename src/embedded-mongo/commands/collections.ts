import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { ID_INDEX } from '../engine/collection';
import { fullCollation } from '../engine/index-spec';
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
  const unsupported = Object.keys(command).filter((key) => key !== 'index' && !SUPPORTED_CREATE_OPTIONS.has(key) && key !== 'collMod');
  if (unsupported.length > 0) throw new MongoCommandError('InvalidOptions', `collMod option(s) not supported by the embedded store: ${unsupported.join(', ')}`);
  const change = optionalDocument(command, 'index');
  if (!change) return { ok: 1 };
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
  context.catalog.modifyIndex(collection, spec.name, changes);
  await context.durable();
  return { ...reply, ok: 1 };
};

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
