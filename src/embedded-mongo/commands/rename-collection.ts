import { MongoCommandError } from '../errors';
import type { Document } from 'bson';
import type { Catalog } from '../engine/catalog';
import { checkCollectionUuid, refuseOnTimeseries, uuidArgument } from './collection-uuid';
import type { CommandHandler } from './context';
import { collectionOf, databaseOf, systemNamespaceProblem } from './system-namespaces';
import { namespaceLengthProblem } from '../engine/namespace-length';


function fullNamespace(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^[^.$\0/\\ "]+\.[^$\0]+$/.test(value)) {
    throw new MongoCommandError('InvalidNamespace', `Invalid ${field} namespace: ${String(value)}`);
  }
  return value;
}


/** Why mongod's userAllowedWriteNS refuses a namespace, or undefined when it may be written. */
function writeProblem(ns: string): string | undefined {
  const coll = collectionOf(ns);
  if (coll === 'system.profile' || coll === 'system.views') return `cannot write to ${ns}`;
  const systemProblem = systemNamespaceProblem(ns);
  if (systemProblem) return systemProblem;
  // userAllowedCreateNS checks the length after the system names and before `.system.` inside a name.
  const lengthProblem = namespaceLengthProblem(ns);
  if (lengthProblem) return lengthProblem;
  if (coll.includes('.system.')) return `Invalid namespace: ${ns}`;
  return undefined;
}

/** mongod's validateNamespacesForRenameCollection, in its order, for the namespaces the store can hold. */
function checkNamespaces(from: string, to: string): void {
  const sourceProblem = writeProblem(from);
  if (sourceProblem) throw new MongoCommandError('IllegalOperation', `error with source namespace: ${sourceProblem}`);
  const targetProblem = writeProblem(to);
  if (targetProblem) throw new MongoCommandError('IllegalOperation', `error with target namespace: ${targetProblem}`);
  if (from === 'admin.system.version') {
    throw new MongoCommandError('IllegalOperation', 'renaming the server configuration collection (admin.system.version) is not allowed');
  }
  if (collectionOf(from) === 'system.js' || collectionOf(to) === 'system.js') {
    throw new MongoCommandError('IllegalOperation', 'renaming system.js collection or renaming to system.js is not allowed');
  }
  if (collectionOf(from).startsWith('system.buckets.')) throw new MongoCommandError('IllegalOperation', 'Renaming system.buckets collections is not allowed');
  if (collectionOf(to).startsWith('system.buckets.')) {
    throw new MongoCommandError('IllegalOperation', `Cannot rename non timeseries buckets collection '${from}' to a timeseries buckets namespace '${to}'.`);
  }
}

/**
 * The UUIDs a rename may be given (collection_uuid_rename_collection.js): `collectionUUID` the source's,
 * `dropTarget` as a UUID the target's (then dropped as with `dropTarget: true`), checked in that order, each
 * even when its collection does not exist. Across databases a standalone refuses either with 72
 * (renameCollectionAcrossDatabases, before it looks for the source; mongos answers 125 CommandFailed).
 */
function checkRenameUuids(command: Document, catalog: Catalog, from: string, to: string, acrossDatabases: boolean): boolean {
  const source = uuidArgument(command, 'renameCollection', 'collectionUUID');
  const target = uuidArgument(command, 'renameCollection', 'dropTarget');
  if ((source || target) && acrossDatabases) {
    throw new MongoCommandError('InvalidOptions', 'Cannot provide an expected collection UUID when renaming across databases');
  }
  if (source) {
    refuseOnTimeseries(catalog, from);
    checkCollectionUuid(catalog, from, source);
  }
  if (target) {
    refuseOnTimeseries(catalog, to);
    checkCollectionUuid(catalog, to, target);
  }
  return target !== undefined;
}

/**
 * renameCollection within a database or across databases. mongod copies a collection to another database
 * (documents, indexes, options) and drops the source; the store's catalog holds every database in one map,
 * so both are one logged catalog step that a restart replays.
 */
export const renameCollection: CommandHandler = async (command, context) => {
  const from = fullNamespace(command.renameCollection, 'source');
  const to = fullNamespace(command.to, 'target');
  if (from === to) throw new MongoCommandError('IllegalOperation', "Can't rename a collection to itself");
  checkNamespaces(from, to);
  const { catalog } = context;
  const acrossDatabases = databaseOf(from) !== databaseOf(to);
  const dropTarget = checkRenameUuids(command, catalog, from, to, acrossDatabases) || command.dropTarget === true;
  if (!catalog.get(from)) {
    if (catalog.view(from)) throw new MongoCommandError('CommandNotSupportedOnView', `cannot rename view: ${from}`);
    // Within a database mongod names the source; across databases its message is generic.
    throw new MongoCommandError('NamespaceNotFound', acrossDatabases ? 'source namespace does not exist' : `Source collection ${from} does not exist`);
  }
  if (catalog.view(to)) throw new MongoCommandError('NamespaceExists', `a view already exists with that name: ${to}`);
  if (catalog.get(to)) {
    if (!dropTarget) throw new MongoCommandError('NamespaceExists', 'target namespace exists');
    catalog.drop(to);
  }
  catalog.rename(from, to);
  await context.durable();
  return { ok: 1 };
};
