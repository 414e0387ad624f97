import { Binary, type Document, UUID } from 'bson';
import type { Catalog } from '../engine/catalog';
import { MongoCommandError } from '../errors';
import { isPlainObject } from '../query/aggregation-expressions';
import { databaseName } from './arguments';
import { idlFieldPath } from './command-fields';

/** bsontypes.cpp's typeName(BinDataType), as the IDL parser names a wrong subtype. */
export const BIN_DATA_SUBTYPE_NAMES: Record<number, string> = {
  0: 'general', 1: 'function', 2: 'byte(deprecated)', 3: 'UUID(deprecated)', 4: 'UUID', 5: 'MD5', 6: 'encrypt',
  7: 'column', 8: 'sensitive', 9: 'vector', 128: 'Custom',
};

/**
 * A command's UUID argument (`collectionUUID`, or renameCollection's `dropTarget` given as a UUID), parsed as
 * mongod's IDL parses a `uuid` field: command-fields.ts has already refused a value that is not binData; null
 * counts as absent; another subtype is `14`, a UUID that is not 16 bytes `207 InvalidUUID` (UUID::parse).
 */
export function uuidArgument(command: Document, commandName: string, field: string): UUID | undefined {
  const value = command[field] as unknown;
  if (!(value instanceof Binary)) return undefined;
  if (value.sub_type !== Binary.SUBTYPE_UUID) {
    const subtype = BIN_DATA_SUBTYPE_NAMES[value.sub_type] ?? 'invalid';
    throw new MongoCommandError('TypeMismatch', `BSON field '${idlFieldPath(commandName, field)}' is the wrong binData type '${subtype}', expected type 'UUID'`);
  }
  if (value.position !== 16) throw new MongoCommandError('InvalidUUID', 'uuid must be a 16-byte binary field with UUID (4) subtype');
  return new UUID(value.buffer.subarray(0, 16));
}

/**
 * mongod's checkCollectionUUIDMismatch (collection_uuid_mismatch.cpp): the collection `ns` names must exist and
 * have `expected` as its UUID. Otherwise `361 CollectionUUIDMismatch` with CollectionUUIDMismatchInfo's fields:
 * the database, the UUID given, the collection named and the one that has that UUID in the same database (null
 * when none does, or when it is in another database). A view or a missing collection never matches.
 */
export function checkCollectionUuid(catalog: Catalog, ns: string, expected: UUID): void {
  const collection = catalog.get(ns);
  if (collection?.uuid.equals(expected)) return;
  const db = ns.slice(0, ns.indexOf('.'));
  const actual = catalog.byUuid(expected);
  throw new MongoCommandError('CollectionUUIDMismatch', 'Collection UUID does not match that specified', {
    db,
    collectionUUID: expected,
    expectedCollection: ns.slice(db.length + 1),
    actualCollection: actual && actual.ns.startsWith(`${db}.`) ? actual.name : null,
  });
}

/**
 * The commands whose IDL takes `collectionUUID` and name their collection in their first field. renameCollection
 * names full namespaces and checks its own (rename-collection.ts); explain checks the command it explains.
 */
const NAMING_COMMANDS = new Set([
  'find', 'aggregate', 'count', 'distinct', 'insert', 'update', 'delete', 'createIndexes', 'dropIndexes', 'listIndexes',
  'drop', 'collMod',
]);

/**
 * The `collectionUUID` check of the commands that take it, before their own work (mongod checks it when it
 * acquires the collection, so a write to a missing collection fails instead of creating it). A time series
 * is a view over its buckets collection, whose UUID mongod 7.0 checks per command in ways the store does not
 * reproduce: the parameter is refused there.
 */
export function checkCommandCollectionUuid(name: string, command: Document, catalog: Catalog): void {
  if (name === 'explain' && isPlainObject(command.explain)) {
    const explained = command.explain as Document;
    const inner = Object.keys(explained)[0] ?? '';
    if (inner !== 'explain') checkCommandCollectionUuid(inner, { ...explained, $db: databaseName(command) }, catalog);
    return;
  }
  if (!NAMING_COMMANDS.has(name) || typeof command[name] !== 'string') return;
  const expected = uuidArgument(command, name, 'collectionUUID');
  if (!expected) return;
  const ns = `${databaseName(command)}.${command[name] as string}`;
  refuseOnTimeseries(catalog, ns);
  checkCollectionUuid(catalog, ns, expected);
}

export function refuseOnTimeseries(catalog: Catalog, ns: string): void {
  if (catalog.timeseries(ns)) {
    throw new MongoCommandError('NotImplemented', 'collectionUUID on a time-series collection is not supported by the embedded store');
  }
}
