import { type Document, Long } from 'bson';
import { MongoCommandError } from '../errors';
import type { IndexSpec } from '../engine/index-spec';
import { collatorOf, fullCollation } from '../query/collation';
import { compileFilter } from '../query/matcher';
import { batchSizeOf, cursorReply, databaseName, namespaceOf, optionalDocument } from './arguments';
import type { CommandContext, CommandHandler } from './context';
import { checkStages } from './aggregate';
import { cappedCreateOptions, cappedModChanges } from '../engine/capped';
import { validationOptions } from '../engine/validation';
import { storageCreateOptions } from '../engine/storage-engine-options';
import { isSystemViews } from '../engine/system-views';
import { hasIdIndex } from './id-index';
import { checkCreateCommand, checkIdIndex, isTrueOption } from './create-checks';
import { preAndPostImagesChange, preAndPostImagesOption } from './pre-and-post-images';
import { clusteredCreateOptions, expireAfterSecondsChange, indexCountOf } from './clustered';
import { renameCollection } from './rename-collection';
import { databaseSize } from './stats';
import { checkViewCollation, storedCollation } from './view-collation';
import { createTimeseries, modifyTimeseries, timeseriesInfos } from './timeseries';
import { checkNoWritingStage, checkViewDefinition, type ViewDefinition } from '../engine/views';
import { wrongTypeError } from '../wrong-type';
import { checkCollModFields } from './collmod-targets';
import { checkDryRunAlone, checkDryRunShape, isDryRun } from './collmod-dry-run';
import { findIndexToModify, indexModification } from './collmod-index';
import { existsAsSameView, existsWithSameCollectionOptions } from './create-existing';
import { isApiStrict } from './api-parameters';
import { refuseIllegalSystemNamespace, refuseSystemCollectionDrop } from './system-namespaces';

/** The Stable API parameters are generic arguments, checked before the command runs (api-parameters.ts). */
const SUPPORTED_CREATE_OPTIONS = new Set([
  'create', '$db', 'lsid', 'writeConcern', '$readPreference', 'comment', '$clusterTime', 'collation', 'apiVersion', 'apiStrict', 'apiDeprecationErrors',
]);
/** The validation options create and collMod take (engine/validation.ts checks them). */
const VALIDATION_OPTIONS = ['validator', 'validationLevel', 'validationAction'];
/** What create accepts for a collection besides the common fields (checked in engine/capped.ts). */
const COLLECTION_OPTIONS = new Set([
  'capped',
  'size',
  'max',
  'storageEngine',
  'indexOptionDefaults',
  'clusteredIndex',
  'expireAfterSeconds',
  'changeStreamPreAndPostImages',
  'idIndex',
  // Deprecated: mongod's create parses it and nothing reads it (CollectionOptions ignores `flags`).
  'flags',
  ...VALIDATION_OPTIONS,
]);
const VIEW_OPTIONS = new Set(['viewOn', 'pipeline']);

/**
 * The create options mongod 7.0 accepts that the store does not implement for a collection: refused with
 * 238 rather than ignored (docs/embedded-mongo-unsupported.md). Unknown fields never get here (command-fields.ts).
 */
function refuseUnsupportedCreateOptions(command: Document): void {
  const unsupported = Object.keys(command).filter(
    (key) => !SUPPORTED_CREATE_OPTIONS.has(key) && !COLLECTION_OPTIONS.has(key) && key !== 'autoIndexId',
  );
  if (unsupported.length > 0) {
    throw new MongoCommandError('NotImplemented', `create option '${unsupported[0]}' is not supported by the embedded store`);
  }
}

/** The types of `viewOn` and `pipeline`, which mongod's IDL parser checks before anything else (`14`). */
function checkViewFieldTypes(command: Document, commandName: string): { viewOn: string; pipeline: Document[] } {
  const { viewOn, pipeline = [] } = command;
  if (typeof viewOn !== 'string') throw wrongTypeError(`${commandName}.viewOn`, viewOn, 'string');
  if (!Array.isArray(pipeline)) throw wrongTypeError(`${commandName}.pipeline`, pipeline, 'array');
  return { viewOn, pipeline };
}

/** A view's definition from create / collMod, checked as mongod does before it is stored. */
function viewDefinition(command: Document, commandName: string, ns: string, context: CommandContext, collation?: Document): ViewDefinition {
  const { viewOn, pipeline } = checkViewFieldTypes(command, commandName);
  if (viewOn.length === 0) throw new MongoCommandError('BadValue', "'viewOn' cannot be empty");
  checkNoWritingStage(ns, pipeline);
  const definition: ViewDefinition = { viewOn, pipeline: checkStages(pipeline, isApiStrict(command)), ...(collation ? { collation } : {}) };
  const db = ns.slice(0, ns.indexOf('.'));
  const otherViews = context.catalog.viewsOf(db).map(([name]) => name);
  const viewOf = (name: string) => context.catalog.view(name);
  checkViewDefinition(ns, definition, viewOf, otherViews);
  checkViewCollation(ns, definition, viewOf);
  return definition;
}

const createView = async (command: Document, ns: string, context: CommandContext) => {
  const unsupported = Object.keys(command).filter((key) => !SUPPORTED_CREATE_OPTIONS.has(key) && !VIEW_OPTIONS.has(key));
  if (unsupported.length > 0) {
    throw new MongoCommandError('InvalidOptions', `create option(s) not supported for views by the embedded store: ${unsupported.join(', ')}`);
  }
  // mongod looks for the name before it checks the pipeline (create_collection.cpp's _createView).
  checkViewFieldTypes(command, 'create');
  if (existsAsSameView(context.catalog, ns, command)) return { ok: 1 };
  context.catalog.defineView(ns, viewDefinition(command, 'create', ns, context, storedCollation(command.collation)));
  await context.durable();
  return { ok: 1 };
};

const create: CommandHandler = async (command, context) => {
  const ns = namespaceOf(command, 'create');
  checkCreateCommand(command);
  refuseIllegalSystemNamespace(ns);
  if (command.timeseries !== undefined) return createTimeseries(command, ns, context);
  if (command.viewOn !== undefined) return createView(command, ns, context);
  refuseUnsupportedCreateOptions(command);
  if (command.expireAfterSeconds !== undefined && command.clusteredIndex === undefined) {
    throw new MongoCommandError('InvalidOptions', "'expireAfterSeconds' is only supported on time-series collections or when the 'clusteredIndex' option is specified");
  }
  const idIndexVersion = checkIdIndex(command);
  const clustered = clusteredCreateOptions(command);
  checkAutoIndexIdFalse(command, ns);
  // mongod's order of the stored options (CollectionOptions::appendBSON): capped, size, max, autoIndexId, changeStreamPreAndPostImages, storageEngine, ..., collation, clusteredIndex, expireAfterSeconds.
  const options = {
    ...cappedCreateOptions(command),
    ...autoIndexIdOption(command),
    ...preAndPostImagesOption(command, databaseName(command)),
    ...storageCreateOptions(command),
    ...validationOptions(command, 'create'),
  };
  // A default collation (`{locale: 'simple'}` is none) is kept spelled out, as listCollections shows it.
  if (collatorOf(command)) options.collation = fullCollation(command.collation as Document);
  Object.assign(options, clustered);
  // mongod notes the deprecated option in its reply (and logs warning 23800), before it looks for the name.
  const reply = command.autoIndexId === undefined ? { ok: 1 } : { note: AUTO_INDEX_ID_NOTE, ok: 1 };
  if (existsWithSameCollectionOptions(context.catalog, ns, options)) return reply;
  context.catalog.createCollection(ns, options, idIndexVersion);
  await context.durable();
  return reply;
};

/**
 * `autoIndexId: false` (no `_id` index): mongod refuses it where the collection could be replicated, which a
 * standalone's collections are but for `local` and `system.profile`; there it would create a collection
 * without an `_id` index, which the store does not have (238).
 */
function checkAutoIndexIdFalse(command: Document, ns: string): void {
  if (command.autoIndexId === undefined || isTrueOption(command.autoIndexId)) return;
  if (ns.startsWith('local.') || ns.endsWith('.system.profile')) {
    throw new MongoCommandError('NotImplemented', "create option 'autoIndexId' false is not supported by the embedded store in an unreplicated namespace");
  }
  throw new MongoCommandError('Location50001', `autoIndexId:false is not allowed for collection ${ns} because it can be replicated`);
}

const AUTO_INDEX_ID_NOTE = 'The autoIndexId option is deprecated and will be removed in a future release';

/** `autoIndexId: true` is the default, kept in the options as mongod keeps it (`false` never gets here: checkAutoIndexIdFalse). */
const autoIndexIdOption = (command: Document): Document => (command.autoIndexId === undefined ? {} : { autoIndexId: true });

const drop: CommandHandler = async (command, context) => {
  const ns = namespaceOf(command, 'drop');
  const profile = context.profiler.drop(ns);
  if (profile) return profile;
  if (context.catalog.dropView(ns)) {
    await context.durable();
    return { ns, ok: 1 };
  }
  // Dropping mongod's durable view catalog drops the database's views with it, but not under a time series.
  if (isSystemViews(ns)) {
    if (timeseriesInfos(context.catalog, databaseName(command)).length > 0) {
      throw new MongoCommandError('CommandFailed', `cannot drop collection ${ns} when time-series collections are present.`);
    }
    for (const [view] of context.catalog.viewsOf(databaseName(command))) context.catalog.dropView(view);
  }
  // A time series goes with its buckets collection.
  const collection = context.catalog.timeseries(ns)?.buckets ?? context.catalog.get(ns);
  // MongoDB 7.0 answers ok for a missing collection; older servers said NamespaceNotFound, which drivers also accept.
  if (!collection) return { ok: 1 };
  refuseSystemCollectionDrop(collection.ns);
  const nIndexesWas = indexCountOf(collection);
  context.catalog.drop(collection.ns);
  await context.durable();
  return { ns, nIndexesWas, ok: 1 };
};

/**
 * dropDatabase (dbcommands.cpp, drop_database.cpp): the parameter must be 1 (IllegalOperation otherwise), and a
 * database that does not exist (no collection, no view, no system.profile) is not dropped: mongod answers `ok` without `dropped`.
 */
const dropDatabase: CommandHandler = async (command, context) => {
  const parameter = command.dropDatabase as unknown;
  if (typeof parameter === 'number' && Math.trunc(parameter) !== 1) {
    throw new MongoCommandError('IllegalOperation', 'have to pass 1 as db parameter');
  }
  const db = databaseName(command);
  // drop_database.cpp (SERVER-32205): admin holds the server's configuration and is never dropped.
  if (db === 'admin') throw new MongoCommandError('IllegalOperation', "Dropping the 'admin' database is prohibited.");
  context.catalog.closeDatabase(db);
  const collections = context.catalog.collectionsOf(db);
  const views = [...context.catalog.viewsOf(db)];
  if (collections.length === 0 && views.length === 0 && context.profiler.collectionsOf(db).length === 0) return { ok: 1 };
  for (const collection of collections) context.catalog.drop(collection.ns);
  for (const [ns] of views) context.catalog.dropView(ns);
  context.profiler.dropDatabase(db);
  await context.durable();
  return { dropped: db, ok: 1 };
};

const listCollections: CommandHandler = (command, context) => {
  const db = databaseName(command);
  const matches = compileFilter(optionalDocument(command, 'filter'));
  const views = context.catalog.viewsOf(db).map(([ns, definition]) => ({
    name: ns.slice(db.length + 1),
    type: 'view',
    options: { viewOn: definition.viewOn, pipeline: definition.pipeline, ...(definition.collation ? { collation: definition.collation } : {}) },
    info: { readOnly: true },
  }));
  const infos = [
    ...context.catalog.collectionsOf(db).map((collection) => ({
      name: collection.name,
      type: 'collection',
      options: collection.options,
      // list_collections.cpp: readOnly, then the collection's UUID (a view has none; a time series' is its buckets').
      info: { readOnly: false, uuid: collection.uuid },
      // A clustered collection (a time series' buckets) has no separate _id index, system.profile none at all.
      ...(hasIdIndex(collection) ? { idIndex: collection.idIndexSpec() } : {}),
    })),
    ...views,
    ...timeseriesInfos(context.catalog, db),
  ]
    .filter(matches)
    .map((info) => (command.nameOnly ? { name: info.name, type: info.type } : info));
  const batch = context.cursors.open(`${db}.$cmd.listCollections`, infos, { batchSize: batchSizeOf(command) });
  return cursorReply(batch, true);
};

const listDatabases: CommandHandler = (command, context) => {
  // mongod lists the names of its collection catalog, an ordered map keyed by database name (byte order).
  const names = context.catalog.databases().sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const matches = compileFilter(optionalDocument(command, 'filter'));
  // list_databases_common.h: the filter sees the item as replied, so with nameOnly it has the name alone.
  if (command.nameOnly) return { databases: names.map((name) => ({ name })).filter(matches), ok: 1 };
  // sizeOnDisk, totalSize and totalSizeMb are 64-bit integers in mongod's reply (list_databases.idl).
  const databases = names.map((name) => ({ name, sizeOnDisk: Long.fromNumber(databaseSize(context.catalog.collectionsOf(name))), empty: false }));
  const selected = databases.filter(matches);
  const totalSize = selected.reduce((total, database) => total.add(database.sizeOnDisk), Long.ZERO);
  return { databases: selected, totalSize, totalSizeMb: totalSize.divide(1024 * 1024), ok: 1 } satisfies Document;
};

const collMod: CommandHandler = async (command, context) => {
  const ns = namespaceOf(command, 'collMod');
  const change = optionalDocument(command, 'index');
  const dryRun = isDryRun(command);
  if (dryRun) checkDryRunShape(command);
  const series = context.catalog.timeseries(ns);
  if (series) return modifyTimeseries(command, series, context);
  if (context.catalog.view(ns)) return modifyView(command, ns, context);
  const collection = context.catalog.get(ns);
  if (!collection) throw new MongoCommandError('NamespaceNotFound', `ns does not exist: ${ns}`);
  let spec: IndexSpec | undefined;
  const findIndex = () => {
    spec = findIndexToModify(collection, change!, ns, change!.keyPattern as Document | undefined);
  };
  // Unknown fields were refused with mongod's 40415 before the handler (command-fields.ts).
  checkCollModFields(command, collection.options.clusteredIndex ? 'clustered collection' : 'collection', findIndex);
  if (dryRun) checkDryRunAlone(command);
  const collectionChanges = {
    ...cappedModChanges(command, collection.options),
    ...validationOptions(command, 'collMod', collection.options),
    ...preAndPostImagesChange(command, databaseName(command)),
  };
  const { expireAfterSeconds } = command;
  // A clustered collection's TTL, checked here with the rest (a number or 'off').
  if (expireAfterSeconds !== undefined) expireAfterSecondsChange(expireAfterSeconds, collection.options);
  // Everything is checked before anything changes, as mongod parses the whole collMod first.
  const modification = spec ? indexModification(collection, spec, change!) : undefined;
  if (dryRun) return { ok: 1 };
  if (Object.keys(collectionChanges).length > 0) context.catalog.modifyCollection(collection, collectionChanges);
  if (expireAfterSeconds !== undefined) context.catalog.setCollectionOptions(collection, expireAfterSecondsChange(expireAfterSeconds, collection.options));
  if (spec && modification) context.catalog.modifyIndex(collection, spec.name, modification.changes);
  await context.durable();
  return { ...modification?.reply, ok: 1 };
};

/** collMod of a view: mongod changes its definition (both fields together) and nothing else. */
async function modifyView(command: Document, ns: string, context: CommandContext): Promise<Document> {
  checkCollModFields(command, 'view');
  const other = Object.keys(command).filter((key) => key !== 'collMod' && !SUPPORTED_CREATE_OPTIONS.has(key) && !VIEW_OPTIONS.has(key));
  if (other.length > 0) throw new MongoCommandError('InvalidOptions', `option not supported on a view: ${other.join(', ')}`);
  if (command.viewOn === undefined && command.pipeline === undefined) return { ok: 1 };
  // Without authentication mongod lets one of the two change and keeps the other.
  const current = context.catalog.view(ns)!;
  const changed = { viewOn: current.viewOn, pipeline: current.pipeline, ...command };
  // The view keeps its collation; its new source and pipeline must agree with it.
  context.catalog.defineView(ns, viewDefinition(changed, 'collMod', ns, context, current.collation), true);
  await context.durable();
  return { ok: 1 };
}

export const collectionCommands: Record<string, CommandHandler> = {
  renameCollection,
  collMod,
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
};
