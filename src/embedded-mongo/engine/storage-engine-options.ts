import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isPlainDocument } from '../query/filter';
import { wrongTypeError } from '../wrong-type';
import { checkWiredTigerConfigString } from './wt-config-string';

/**
 * `storageEngine` and `indexOptionDefaults` of a `create`, as mongod 7.0 checks and keeps them. The options
 * only tune how a storage engine lays data out, which nothing a client reads depends on, so the store keeps
 * and lists them without applying them. mongod checks them against its registered engines: WiredTiger takes
 * only `configString`, which it validates with WiredTiger's own config parser (wt-config-string.ts: the
 * store accepts the strings it can validate exactly and refuses the others).
 */

const REGISTERED_ENGINE = 'wiredTiger';
/** Engines some mongod 7.0 builds register (developer builds, Enterprise): whether this one would is not known. */
const OTHER_BUILDS_ENGINES = new Set(['devnull', 'inMemory', 'ephemeralForTest']);

/** collection_options_validation::validateStorageEngineOptions (the IDL validator): each engine's options are a document. */
function checkShape(storageEngine: Document): void {
  for (const [engine, options] of Object.entries(storageEngine)) {
    if (!isPlainDocument(options)) throw new MongoCommandError('BadValue', `'storageEngine.${engine}' must be an embedded document`);
  }
}

/** validateStorageOptions: every engine named must be registered, and its factory checks its options. */
function checkEngines(storageEngine: Document): void {
  for (const [engine, options] of Object.entries(storageEngine)) {
    if (OTHER_BUILDS_ENGINES.has(engine)) {
      throw new MongoCommandError('NotImplemented', `storage engine options for '${engine}' are not supported by the embedded store`);
    }
    if (engine !== REGISTERED_ENGINE) throw new MongoCommandError('InvalidOptions', `${engine} is not a registered storage engine for this server`);
    // WiredTigerRecordStore::parseOptionsField / WiredTigerIndex::parseIndexOptions.
    for (const [field, value] of Object.entries(options as Document)) {
      if (field !== 'configString') throw new MongoCommandError('InvalidOptions', `'${field}' is not a supported option.`);
      checkWiredTigerConfigString(value);
    }
  }
}

/** An index's own `storageEngine` option, as IndexCatalogImpl::_isSpecOk checks it before validateStorageOptions. */
export function indexStorageEngineOf(value: unknown): Document {
  if (!isPlainDocument(value)) throw new MongoCommandError('CannotCreateIndex', '"storageEngine" options must be a document if present');
  if (Object.keys(value).length === 0) {
    throw new MongoCommandError('CannotCreateIndex', 'Empty "storageEngine" options are invalid. Please remove the field or include valid options.');
  }
  for (const [engine, options] of Object.entries(value)) {
    if (!isPlainDocument(options)) throw new MongoCommandError('BadValue', `'storageEngine.${engine}' has to be an embedded document.`);
  }
  checkEngines(value);
  return value;
}

/**
 * The options to keep, in CollectionOptions::appendBSON's order: `storageEngine` unless empty,
 * `indexOptionDefaults` when it names `storageEngine` (even an empty one). The top-level types are checked
 * with the command's other fields (command-fields.ts).
 */
export function storageCreateOptions(command: Document): Document {
  const out: Document = {};
  const storageEngine = command.storageEngine as Document | undefined;
  const indexOptionDefaults = command.indexOptionDefaults as Document | undefined;
  if (storageEngine !== undefined) checkShape(storageEngine);
  let indexStorageEngine: Document | undefined;
  if (indexOptionDefaults !== undefined) {
    for (const field of Object.keys(indexOptionDefaults)) {
      if (field !== 'storageEngine') throw new MongoCommandError('Location40415', `BSON field 'create.indexOptionDefaults.${field}' is an unknown field.`);
    }
    if (indexOptionDefaults.storageEngine !== undefined) {
      if (!isPlainDocument(indexOptionDefaults.storageEngine)) {
        throw wrongTypeError('create.indexOptionDefaults.storageEngine', indexOptionDefaults.storageEngine, 'object');
      }
      indexStorageEngine = indexOptionDefaults.storageEngine;
      checkShape(indexStorageEngine);
    }
  }
  // DatabaseImpl::userCreateNS checks the engines after parsing: the collection's, then the indexes' defaults.
  if (storageEngine !== undefined) checkEngines(storageEngine);
  if (indexStorageEngine !== undefined) checkEngines(indexStorageEngine);
  if (storageEngine !== undefined && Object.keys(storageEngine).length > 0) out.storageEngine = storageEngine;
  if (indexStorageEngine !== undefined) out.indexOptionDefaults = { storageEngine: indexStorageEngine };
  return out;
}
