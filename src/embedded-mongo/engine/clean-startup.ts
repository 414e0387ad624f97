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
