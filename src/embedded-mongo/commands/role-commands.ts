import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { wrongTypeError } from '../wrong-type';
import { authCollection, authDocuments, findAuthDocument, ROLES_NS, USERS_NS } from './auth-collections';
import { type AuthName, changedRoles, displayName, nameDocument, ROLE_NAME, sameName, unambiguousName } from './auth-names';
import { checkRolesExist, isBuiltinRole } from './builtin-roles';
import type { CommandContext, CommandHandler } from './context';
import { definedRole, inheritedRoles, subRolesOf } from './role-graph';
import { authenticationRestrictionsOf, commandParameter, optionalRoles, requiredRoles, rolesToChange, userCommandDatabase } from './user-arguments';

/**
 * createRole, updateRole, dropRole, dropAllRolesFromDatabase, grantRolesToRole and revokeRolesFromRole as a
 * standalone mongod 7.0 runs them (user_management_commands.cpp): roles are documents of admin.system.roles.
 * A role's `privileges` need mongod's action types and resource patterns (privilege.cpp, action_type.idl,
 * which change between versions): the store takes an empty list and refuses any privilege, so
 * grantPrivilegesToRole and revokePrivilegesFromRole are refused too.
 */

const roleDocuments = (roles: AuthName[]): Document[] => roles.map((role) => nameDocument(ROLE_NAME, role));

/** The role the command names: its parameter, on the command's database. */
function commandRole(command: Document, name: string): AuthName {
  return { name: commandParameter(command, name), db: userCommandDatabase(command) };
}

/** A `privileges` array (array<ParsedPrivilege>) as the IDL parser reads it: present when required, each element a document. */
function parsedPrivileges(command: Document, name: string, required: boolean): unknown[] | undefined {
  const privileges = command.privileges as unknown[] | undefined | null;
  if (privileges === undefined || privileges === null) {
    if (required) throw new MongoCommandError('Location40414', `BSON field '${name}.privileges' is missing but a required field`);
    return undefined;
  }
  privileges.forEach((privilege, index) => {
    if (privilege === null || typeof privilege !== 'object' || Array.isArray(privilege)) throw wrongTypeError(`${name}.privileges.${index}`, privilege, 'object');
  });
  return privileges;
}

const refusePrivileges = (): never => {
  throw new MongoCommandError('NotImplemented', 'privileges of a user-defined role are not supported by the embedded store');
};

/** The privileges a role may be given here: none. */
function emptyPrivileges(command: Document, name: string, required: boolean): unknown[] | undefined {
  const privileges = parsedPrivileges(command, name, required);
  if (privileges && privileges.length > 0) refusePrivileges();
  return privileges;
}

function refuseBuiltin(role: AuthName): void {
  if (isBuiltinRole(role)) throw new MongoCommandError('BadValue', `${displayName(role)} is a built-in role and cannot be modified`);
}

/**
 * checkOkayToGrantRolesToRole: not the role itself, from the role's database unless it is on admin, every one
 * existing, and none already inheriting the role (a cycle).
 */
function checkOkayToGrantRolesToRole(context: CommandContext, role: AuthName, rolesToAdd: AuthName[]): void {
  for (const added of rolesToAdd) {
    if (sameName(added, role)) throw new MongoCommandError('InvalidRoleModification', `Cannot grant role ${displayName(role)} to itself.`);
    if (role.db !== 'admin' && added.db !== role.db) {
      throw new MongoCommandError('InvalidRoleModification', `Roles on the '${role.db}' database cannot be granted roles from other databases`);
    }
  }
  try {
    checkRolesExist(rolesToAdd, definedRole(context.catalog));
  } catch (error) {
    const { codeName, message } = error as MongoCommandError;
    throw new MongoCommandError(codeName as 'RoleNotFound', `Cannot grant roles to '${displayName(role)}': ${message}`);
  }
  // The role is none of rolesToAdd (checked above), so reaching it from them is a cycle.
  if (inheritedRoles(context.catalog, rolesToAdd).some((inherited) => sameName(inherited, role))) {
    throw new MongoCommandError('InvalidRoleModification', `Granting roles to ${displayName(role)} would introduce a cycle in the role graph`);
  }
}

/** updateRoleDocument: the role's document changed, or `31 RoleNotFound` when there is none. */
async function updateRoleDocument(context: CommandContext, role: AuthName, change: (doc: Document) => Document): Promise<Document> {
  const previous = findAuthDocument(context.catalog, ROLES_NS, role);
  if (!previous) throw new MongoCommandError('RoleNotFound', `Role ${displayName(role)} not found`);
  context.catalog.replace(authCollection(context.catalog, ROLES_NS), previous, change(previous));
  await context.durable();
  return { ok: 1 };
}

const createRole: CommandHandler = async (command, context) => {
  const role = commandRole(command, 'createRole');
  const privileges = emptyPrivileges(command, 'createRole', true)!;
  const roles = requiredRoles(command, 'createRole', role.db);
  authenticationRestrictionsOf(command);
  if (role.name === '') throw new MongoCommandError('BadValue', 'Role name must be non-empty');
  if (role.db === 'local') throw new MongoCommandError('BadValue', 'Cannot create roles in the local database');
  if (role.db === '$external') throw new MongoCommandError('BadValue', 'Cannot create roles in the $external database');
  if (isBuiltinRole(role)) throw new MongoCommandError('BadValue', 'Cannot create roles with the same name as a built-in role');
  const doc: Document = { _id: unambiguousName(role), role: role.name, db: role.db, privileges, roles: roleDocuments(roles) };
  checkOkayToGrantRolesToRole(context, role, roles);
  if (definedRole(context.catalog)(role)) throw new MongoCommandError('Location51002', `Role "${displayName(role)}" already exists`);
  context.catalog.insert(authCollection(context.catalog, ROLES_NS), doc);
  await context.durable();
  return { ok: 1 };
};

const updateRole: CommandHandler = async (command, context) => {
  const role = commandRole(command, 'updateRole');
  const privileges = emptyPrivileges(command, 'updateRole', false);
  const roles = optionalRoles(command, role.db);
  const restrictions = authenticationRestrictionsOf(command);
  if (!privileges && !roles && !restrictions) throw new MongoCommandError('BadValue', 'Must specify at least one field to update in updateRole');
  checkRolesExist([role], definedRole(context.catalog));
  if (roles) checkOkayToGrantRolesToRole(context, role, roles);
  return updateRoleDocument(context, role, (previous) => {
    const next: Document = { ...previous };
    if (restrictions) delete next.authenticationRestrictions;
    if (privileges) next.privileges = privileges;
    if (roles) next.roles = roleDocuments(roles);
    return next;
  });
};

/** grantRolesToRole and revokeRolesFromRole: the role's direct roles plus or minus the given ones. */
function changeRoleRoles(name: 'grantRolesToRole' | 'revokeRolesFromRole'): CommandHandler {
  return async (command, context) => {
    const role = commandRole(command, name);
    const given = rolesToChange(command, name, role.db);
    refuseBuiltin(role);
    const grant = name === 'grantRolesToRole';
    if (grant) checkOkayToGrantRolesToRole(context, role, given);
    return updateRoleDocument(context, role, (previous) => ({ ...previous, roles: roleDocuments(changedRoles(subRolesOf(previous), given, grant)) }));
  };
}

/** `$pull: {roles: <condition>}` on every document of `ns` the query selects, as dropRole and dropAllRolesFromDatabase run it. */
function pullRoles(context: CommandContext, ns: typeof USERS_NS | typeof ROLES_NS, selected: (doc: Document) => boolean, pulled: (role: Document) => boolean): void {
  for (const doc of authDocuments(context.catalog, ns).filter(selected)) {
    const roles = Array.isArray(doc.roles) ? (doc.roles as unknown[]) : [];
    const kept = roles.filter((role) => !(role !== null && typeof role === 'object' && pulled(role as Document)));
    if (kept.length !== roles.length) context.catalog.replace(authCollection(context.catalog, ns), doc, { ...doc, roles: kept });
  }
}

/** `roles: {$elemMatch: {role, db}}` and `$pull: {roles: {role, db}}`: an element with that role and db. */
const namesRole = (role: AuthName) => (element: Document) => element.role === role.name && element.db === role.db;
const hasRole = (role: AuthName) => (doc: Document) =>
  Array.isArray(doc.roles) && (doc.roles as unknown[]).some((element) => element !== null && typeof element === 'object' && namesRole(role)(element as Document));

const dropRole: CommandHandler = async (command, context) => {
  const role = commandRole(command, 'dropRole');
  refuseBuiltin(role);
  checkRolesExist([role], definedRole(context.catalog));
  pullRoles(context, USERS_NS, hasRole(role), namesRole(role));
  pullRoles(context, ROLES_NS, hasRole(role), namesRole(role));
  const doc = findAuthDocument(context.catalog, ROLES_NS, role);
  if (doc) context.catalog.remove(authCollection(context.catalog, ROLES_NS), doc);
  await context.durable();
  return { ok: 1 };
};

/**
 * dropAllRolesFromDatabase runs three writes. The users' one selects `{roles: {db}}`, an element equal to
 * exactly `{db}`, which a role element `{role, db}` never is: mongod 7.0 leaves the users' references to
 * the dropped roles in place, and so does the store. The roles' one selects `{'roles.db': db}` and pulls
 * the elements of that database; then the roles of the database are deleted.
 */
const dropAllRolesFromDatabase: CommandHandler = async (command, context) => {
  const db = userCommandDatabase(command);
  const ofDatabase = (element: Document) => element.db === db;
  pullRoles(context, ROLES_NS, (doc) => Array.isArray(doc.roles) && (doc.roles as Document[]).some((element) => element?.db === db), ofDatabase);
  const dropped = authDocuments(context.catalog, ROLES_NS).filter((doc) => doc.db === db);
  for (const doc of dropped) context.catalog.remove(authCollection(context.catalog, ROLES_NS), doc);
  await context.durable();
  return { n: dropped.length, ok: 1 };
};

/** The privilege commands: a privilege is refused (see above) once the role and the list are checked as mongod checks them. */
function changeRolePrivileges(name: 'grantPrivilegesToRole' | 'revokePrivilegesFromRole'): CommandHandler {
  return (command) => {
    const role = commandRole(command, name);
    if (parsedPrivileges(command, name, true)!.length === 0) throw new MongoCommandError('BadValue', `${name} command requires a non-empty "privileges" array`);
    refuseBuiltin(role);
    return refusePrivileges();
  };
}

export const roleCommands: Record<string, CommandHandler> = {
  createRole,
  updateRole,
  dropRole,
  dropAllRolesFromDatabase,
  grantRolesToRole: changeRoleRoles('grantRolesToRole'),
  revokeRolesFromRole: changeRoleRoles('revokeRolesFromRole'),
  grantPrivilegesToRole: changeRolePrivileges('grantPrivilegesToRole'),
  revokePrivilegesFromRole: changeRolePrivileges('revokePrivilegesFromRole'),
};
