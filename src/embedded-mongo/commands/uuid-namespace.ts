import { Binary, type Document, UUID } from 'bson';
import type { Catalog } from '../engine/catalog';
import { MongoCommandError } from '../errors';
import { isPlainObject } from '../query/aggregation-expressions';
import { databaseName } from './arguments';
import { uuidArgument } from './collection-uuid';

/**
 * The commands whose IDL namespace is `concatenate_with_db_or_uuid` (find_command.idl, count_command.idl,
 * distinct_command.idl, list_indexes.idl): their first field may be the collection's UUID instead of its name.
 */
const UUID_NAMING_COMMANDS = new Set(['find', 'count', 'distinct', 'listIndexes']);

/** The UUID a command names its collection by (`{find: UUID(...)}`), parsed as the IDL parser does (UUID::parse). */
function namingUuid(name: string, command: Document): UUID | undefined {
  const named = command[name] as unknown;
  if (!UUID_NAMING_COMMANDS.has(name) || !(named instanceof Binary) || named.sub_type !== Binary.SUBTYPE_UUID) return undefined;
  if (named.position !== 16) throw new MongoCommandError('InvalidUUID', 'uuid must be a 16-byte binary field with UUID (4) subtype');
  return new UUID(named.buffer.subarray(0, 16));
}

/**
 * CollectionCatalog::resolveNamespaceStringOrUUID (mongod 7.0): the collection of the command's database that
 * has the UUID. A UUID no collection has, and one of another database's collection, are `26 NamespaceNotFound`.
 * Views have no UUID, so a UUID never names one; the buckets collection of a time series has one.
 */
function resolveUuid(catalog: Catalog, db: string, uuid: UUID): string {
  const text = uuid.toHexString(true);
  const collection = catalog.byUuid(uuid);
  if (!collection) throw new MongoCommandError('NamespaceNotFound', `Unable to resolve ${text}`);
  if (!collection.ns.startsWith(`${db}.`)) {
    throw new MongoCommandError(
      'NamespaceNotFound',
      `UUID: ${text} specified in provided db name: ${db} resolved to a collection in a different database, resolved nss: ${collection.ns}`,
    );
  }
  return collection.name;
}

/**
 * explain of a command naming its collection by UUID: explain checks the inner command's authorization, which
 * resolves the UUID (its errors come first); then find's and count's explain paths read the name with
 * parseNsCollectionRequired, which takes only a string. distinct's was not read: refused.
 */
function explainByUuid(command: Document, catalog: Catalog): void {
  const explained = command.explain as Document;
  const inner = Object.keys(explained)[0] ?? '';
  const uuid = inner === 'listIndexes' ? undefined : namingUuid(inner, explained);
  if (!uuid) return;
  resolveUuid(catalog, databaseName(command), uuid);
  if (inner === 'distinct') {
    throw new MongoCommandError('NotImplemented', 'explain of distinct naming its collection by UUID is not supported by the embedded store');
  }
  throw new MongoCommandError('InvalidNamespace', 'collection name has invalid type binData');
}

/**
 * A command naming its collection by UUID, turned into the same command naming it by name. mongod resolves the
 * UUID in the command's authorization check, after parsing it and before anything else. find refuses a
 * `collectionUUID` beside it (find_cmd.cpp); what count, distinct and listIndexes do with one is not settled
 * from the sources read: refused.
 */
export function resolveUuidNamespace(name: string, command: Document, catalog: Catalog): Document {
  if (name === 'explain' && isPlainObject(command.explain)) {
    explainByUuid(command, catalog);
    return command;
  }
  const uuid = namingUuid(name, command);
  if (!uuid) return command;
  // Parsed (14 for another binData subtype, 207 for a UUID not 16 bytes) before the name is resolved.
  const alsoChecked = uuidArgument(command, name, 'collectionUUID') !== undefined;
  const collection = resolveUuid(catalog, databaseName(command), uuid);
  if (alsoChecked && name === 'find') {
    throw new MongoCommandError('InvalidOptions', 'When using the find command by UUID, the collectionUUID parameter cannot also be specified');
  }
  if (alsoChecked) {
    throw new MongoCommandError('NotImplemented', `${name} of a collection named by its UUID with collectionUUID is not supported by the embedded store`);
  }
  return { ...command, [name]: collection };
}
