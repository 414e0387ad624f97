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

/** auth::isBuiltinRole. */
export function isBuiltinRole(role: AuthName): boolean {
  return ANY_DATABASE_ROLES.has(role.name) || (role.db === 'admin' && ADMIN_ONLY_ROLES.has(role.name));
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
