import type { Document } from 'bson';
import type { Catalog } from '../engine/catalog';
import { findAuthDocument, ROLES_NS } from './auth-collections';
import { type AuthName, parseNamedElement, ROLE_NAME, sameName } from './auth-names';
import { isBuiltinRole } from './builtin-roles';

/** Whether a role has a document in admin.system.roles (what rolesExist looks up for a role that is not built in). */
export const definedRole = (catalog: Catalog) => (role: AuthName): boolean => findAuthDocument(catalog, ROLES_NS, role) !== undefined;

/** The `roles` of a role document, as role names. */
export function subRolesOf(doc: Document): AuthName[] {
  const roles = Array.isArray(doc.roles) ? (doc.roles as unknown[]) : [];
  return roles.map((role) => parseNamedElement(ROLE_NAME, role, doc.db as string));
}

/**
 * resolveRoles for roles only (authz_manager_external_state_local.cpp): `direct` and every role reachable from
 * them through the `roles` of admin.system.roles. A built-in role inherits nothing (its privileges are
 * flattened); a role without a document is skipped. mongod collects them in an unordered set; the store
 * lists them in the order it reaches them.
 */
export function inheritedRoles(catalog: Catalog, direct: AuthName[]): AuthName[] {
  const reached: AuthName[] = [];
  const frontier = [...direct];
  while (frontier.length > 0) {
    const role = frontier.shift()!;
    if (reached.some((known) => sameName(known, role))) continue;
    reached.push(role);
    if (isBuiltinRole(role)) continue;
    const doc = findAuthDocument(catalog, ROLES_NS, role);
    if (doc) frontier.push(...subRolesOf(doc));
  }
  return reached;
}
