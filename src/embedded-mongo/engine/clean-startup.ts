import { BSON, type Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Catalog } from './catalog';

/** Where mongod keeps the server's configuration (NamespaceString::kServerConfigurationNamespace). */
export const SERVER_CONFIGURATION_NS = 'admin.system.version';

/** The document FeatureCompatibilityVersion::setIfCleanStartup writes on a standalone (not --shardsvr). */
export const FEATURE_COMPATIBILITY_VERSION_DOCUMENT = { _id: 'featureCompatibilityVersion', version: '7.0' } as const;

/**
 * mongod's clean start-up (mongod_main.cpp → FeatureCompatibilityVersion::setIfCleanStartup): when no
 * database but `local` exists, it creates admin.system.version and stores the feature compatibility version
 * there, so a fresh server already lists the `admin` database. A data folder holding anything else is not a
 * clean start and is left as it is. The caller makes the writes durable.
 */
export function writeCleanStartupDocuments(catalog: Catalog): void {
  if (catalog.databases().some((db) => db !== 'local')) return;
  catalog.insert(catalog.ensure(SERVER_CONFIGURATION_NS), { ...FEATURE_COMPATIBILITY_VERSION_DOCUMENT });
}

/** FcvOpObserver::onDelete: whatever deletes it (a delete, findAndModify, a TTL index), the document stays (40670). */
export function refuseFeatureCompatibilityVersionRemoval(ns: string, doc: Document): void {
  if (ns === SERVER_CONFIGURATION_NS && doc._id === FEATURE_COMPATIBILITY_VERSION_DOCUMENT._id) {
    throw new MongoCommandError('Location40670', 'removing FeatureCompatibilityVersion document is not allowed');
  }
}

/**
 * FcvOpObserver::onUpdate makes a changed document the server's feature compatibility version (how
 * setFeatureCompatibilityVersion up- and downgrades); the store is 7.0 only, so such a write is refused.
 */
export function refuseFeatureCompatibilityVersionChange(ns: string, previous: Document, next: Document): void {
  if (ns !== SERVER_CONFIGURATION_NS || previous._id !== FEATURE_COMPATIBILITY_VERSION_DOCUMENT._id) return;
  if (Buffer.from(BSON.serialize(previous)).equals(Buffer.from(BSON.serialize(next)))) return;
  throw new MongoCommandError('NotImplemented', 'changing the featureCompatibilityVersion document is not supported by the embedded store');
}
