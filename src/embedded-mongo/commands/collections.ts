import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { ID_INDEX } from '../engine/collection';
import { compileFilter } from '../query/matcher';
import { batchSizeOf, cursorReply, databaseName, namespaceOf, optionalDocument } from './arguments';
import type { CommandHandler } from './context';

// Capped collections, validators, views, time series... would silently behave differently: refuse them.
const SUPPORTED_CREATE_OPTIONS = new Set(['create', '$db', 'lsid', 'writeConcern', '$readPreference', 'comment', '$clusterTime']);

const create: CommandHandler = async (command, context) => {
  const ns = namespaceOf(command, 'create');
  const unsupported = Object.keys(command).filter((key) => !SUPPORTED_CREATE_OPTIONS.has(key));
  if (unsupported.length > 0) {
    throw new MongoCommandError('InvalidOptions', `create option(s) not supported by the embedded store: ${unsupported.join(', ')}`);
  }
  context.catalog.createCollection(ns);
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
      idIndex: ID_INDEX,
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

export const collectionCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
};
