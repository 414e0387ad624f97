import { MongoCommandError } from '../errors';
import { type AuthName, displayName } from './auth-names';

/**
 * mongod 7.0's built-in roles (src/mongo/db/auth/builtin_roles.yml): these exist on every database, the
 * others only on `admin` (`adminOnly: true`). A built-in role has no document in admin.system.roles.
 */
const ANY_DATABASE_ROLES = new Set(['read', 'readWrite', 'userAdmin', 'dbAdmin', 'dbOwner', 'enableSharding']);
const ADMIN_ONLY_ROLES = new Set([
  'readAnyDatabase', 'readWriteAnyDatabase', 'userAdminAnyDatabase', 'dbAdminAnyDatabase', 'clusterMonitor',
  'hostManager', 'clusterManager', 'clusterAdmin', '__queryableBackup', 'backup', 'restore', 'root',
  'directShardOperations', '__system',
]);

/**
 * isValidDB (builtin_roles.tpl.cpp): a valid database name (NamespaceString::validDBName, `$` allowed) other
 * than `$external`, the virtual database of externally authenticated users.
 */
const isValidRoleDatabase = (db: string): boolean => db.length > 0 && db.length < 64 && !/[/\\. "\0]/.test(db) && db !== '$external';

/** auth::isBuiltinRole. */
export function isBuiltinRole(role: AuthName): boolean {
  if (!isValidRoleDatabase(role.db)) return false;
  return ANY_DATABASE_ROLES.has(role.name) || (role.db === 'admin' && ADMIN_ONLY_ROLES.has(role.name));
}

/** getBuiltinRoleNamesForDB: mongod returns them as an unordered set; the store lists them in builtin_roles.yml's order. */
export function builtinRoleNamesFor(db: string): AuthName[] {
  if (!isValidRoleDatabase(db)) return [];
  const names = db === 'admin' ? [...ANY_DATABASE_ROLES, ...ADMIN_ONLY_ROLES] : [...ANY_DATABASE_ROLES];
  return names.map((name) => ({ name, db }));
}

/**
 * rolesExist (authorization_backend_local.cpp): every role must be built in or have a document in
 * admin.system.roles, else `31 RoleNotFound` naming the missing ones ("Could not find role: x@db", "Could
 * not find roles: a@db, b@db"). mongod collects them in an unordered set; the store names them in the order given.
 */
export function checkRolesExist(roles: readonly AuthName[], isDefinedRole: (role: AuthName) => boolean): void {
  const unknown: string[] = [];
  for (const role of roles) {
    const name = displayName(role);
    if (!isBuiltinRole(role) && !isDefinedRole(role) && !unknown.includes(name)) unknown.push(name);
  }
  if (unknown.length === 0) return;
  throw new MongoCommandError('RoleNotFound', `Could not find role${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
}
