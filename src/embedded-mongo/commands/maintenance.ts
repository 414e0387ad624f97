import { BSON, type Document, Int32 } from 'bson';
import { createHash } from 'node:crypto';
import os from 'node:os';
import { MongoCommandError } from '../errors';
import type { Collection } from '../engine/collection';
import { collatorOf } from '../query/collation';
import { compareValues, withCollator } from '../query/compare';
import { unmarkNames } from '../storage/field-names';
import { databaseName, namespaceOf } from './arguments';
import type { CommandHandler } from './context';

/**
 * `reIndex` (mongod's reindex_cmd.cpp, as a standalone runs it): every index is dropped and built again from the
 * documents; the reply counts them before and after and lists their specs. Nothing stored changes, so nothing
 * is logged: a restart builds the same indexes from the same specs.
 */
const reIndex: CommandHandler = (command, context) => {
  const ns = namespaceOf(command, 'reIndex');
  const collection = context.catalog.get(ns);
  if (!collection) {
    if (context.catalog.view(ns)) throw new MongoCommandError('CommandNotSupportedOnView', "can't re-index a view");
    throw new MongoCommandError('NamespaceNotFound', 'collection does not exist');
  }
  const specs = collection.indexSpecs();
  for (const index of [...collection.indexes.values()]) collection.addIndex(index.spec, false);
  return { nIndexesWas: new Int32(specs.length), nIndexes: new Int32(specs.length), indexes: specs, ok: 1 };
};

/** md5 (hex) over each document's BSON in _id order, as dbhash.cpp walks the _id index (under the collection's collation). */
function collectionHash(collection: Collection): string {
  const collator = collection.options.collation ? collatorOf({ collation: collection.options.collation }) : undefined;
  const docs = withCollator(collator, () => [...collection.docs.values()].sort((a, b) => compareValues(a._id, b._id)));
  const hash = createHash('md5');
  for (const doc of docs) hash.update(unmarkNames(BSON.serialize(doc)));
  return hash.digest('hex');
}

/**
 * `dbHash` (mongod's dbhash.cpp): an md5 per collection over its documents' BSON in _id order, and one over
 * those hex digests in collection-name order, `system.views` (the views' and time series' definitions) among
 * them. A time series' buckets collection is clustered by `_id`: mongod scans it in that same order.
 */
const dbHash: CommandHandler = (command, context) => {
  const db = databaseName(command);
  const wanted = command.collections;
  if (wanted !== undefined && Array.isArray(wanted) && wanted.some((name) => typeof name !== 'string')) {
    throw new MongoCommandError('BadValue', 'collections entries have to be strings');
  }
  const names = Array.isArray(wanted) ? new Set(wanted as string[]) : undefined;
  const collections = context.catalog
    .collectionsOf(db)
    .filter((collection) => !names || names.has(collection.name))
    // std::map order: by name, bytewise.
    .sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
  const hashes = collections.map((collection) => [collection.name, collectionHash(collection)] as const);
  const overall = createHash('md5');
  for (const [, hash] of hashes) overall.update(hash);
  return {
    host: `${os.hostname()}:${context.listening.port}`,
    collections: Object.fromEntries(hashes),
    // The names of the capped collections hashed (a std::set, so in the same order).
    capped: collections.filter((collection) => collection.capped).map((collection) => collection.name),
    // Each hashed collection's UUID by name (a std::map, so in the same order).
    uuids: Object.fromEntries(collections.map((collection) => [collection.name, collection.uuid])),
    md5: overall.digest('hex'),
    timeMillis: new Int32(0),
    ok: 1,
  };
};

export const maintenanceCommands: Record<string, CommandHandler> = { reIndex, dbHash };
