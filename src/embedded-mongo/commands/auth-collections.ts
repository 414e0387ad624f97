import type { Document } from 'bson';
import type { Catalog } from '../engine/catalog';
import type { Collection } from '../engine/collection';
import { type AuthName, ROLE_NAME, USER_NAME, type AuthNameKind } from './auth-names';

/**
 * Where mongod keeps users and roles: admin.system.users and admin.system.roles, ordinary collections of the
 * catalog (so the log keeps them across restarts). mongod gives each a unique index on the name and database
 * when it creates it (auth_index_d.cpp createSystemIndexes): `user_1_db_1` and `role_1_db_1`.
 */
export const USERS_NS = 'admin.system.users';
export const ROLES_NS = 'admin.system.roles';

const NAME_INDEXES: Record<string, AuthNameKind> = { [USERS_NS]: USER_NAME, [ROLES_NS]: ROLE_NAME };

/** The collection, created with its name index the first time something is written to it. */
export function authCollection(catalog: Catalog, ns: typeof USERS_NS | typeof ROLES_NS): Collection {
  const existing = catalog.get(ns);
  if (existing) return existing;
  const collection = catalog.ensure(ns);
  const { field } = NAME_INDEXES[ns]!;
  catalog.createIndex(collection, { v: 2, key: { [field]: 1, db: 1 }, name: `${field}_1_db_1`, unique: true });
  return collection;
}

/** The documents of `ns` whose name field and `db` are the given name (there is at most one: the index is unique). */
export function findAuthDocument(catalog: Catalog, ns: typeof USERS_NS | typeof ROLES_NS, name: AuthName): Document | undefined {
  const { field } = NAME_INDEXES[ns]!;
  for (const doc of catalog.get(ns)?.docs.values() ?? []) {
    if (doc[field] === name.name && doc.db === name.db) return doc;
  }
  return undefined;
}

/** Every document of `ns` (a snapshot: the caller may write while going through them). */
export function authDocuments(catalog: Catalog, ns: typeof USERS_NS | typeof ROLES_NS): Document[] {
  return [...(catalog.get(ns)?.docs.values() ?? [])];
}
