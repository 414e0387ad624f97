import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isNumeric, toDouble } from '../query/bson-values';
import { authDocuments, findAuthDocument, ROLES_NS } from './auth-collections';
import { type AuthName, nameDocument, parseNamedElement, ROLE_NAME } from './auth-names';
import { builtinRoleNamesFor, isBuiltinRole } from './builtin-roles';
import type { CommandContext, CommandHandler } from './context';
import { inheritedRoles, subRolesOf } from './role-graph';
import { flagOf, userCommandDatabase } from './user-arguments';

/**
 * rolesInfo as mongod 7.0 answers it without privileges (AuthzManagerExternalStateLocal::getRolesDescription
 * and getRoleDescriptionsForDB). Built-in roles are synthesized (their privileges are flattened, so their
 * `roles` and `inheritedRoles` are empty); roles of admin.system.roles show their fields but `privileges`
 * and `authenticationRestrictions`, then the roles they inherit, directly or not. mongod collects inherited
 * roles in an unordered set; the store lists them in the order it reaches them.
 *
 * showPrivileges (true or "asUserFragment") and showAuthenticationRestrictions need every built-in role's
 * privileges and restriction documents, which the store does not carry: they are refused once mongod's own
 * checks have passed.
 */

/** filterAndMapRole without privileges or restrictions: the stored fields, `privileges` and `authenticationRestrictions` left out. */
function shownFields(doc: Document): Document {
  const shown: Document = {};
  for (const [field, value] of Object.entries(doc)) {
    if (field !== 'privileges' && field !== 'authenticationRestrictions') shown[field] = value;
  }
  return shown;
}

const roleList = (roles: AuthName[]): Document[] => roles.map((role) => nameDocument(ROLE_NAME, role));

/** An exact role: a built-in one is synthesized as `{db, role, roles: []}`; one that does not exist is left out. */
function describeRole(context: CommandContext, role: AuthName): Document | undefined {
  const doc = isBuiltinRole(role) ? { db: role.db, role: role.name, roles: [] } : findAuthDocument(context.catalog, ROLES_NS, role);
  if (!doc) return undefined;
  return { ...shownFields(doc), inheritedRoles: roleList(inheritedRoles(context.catalog, subRolesOf(doc))), isBuiltin: isBuiltinRole(role) };
}

/** Every role of a database: its built-in ones when asked (their own shape), then its documents in natural order. */
function describeDatabaseRoles(context: CommandContext, db: string, showBuiltinRoles: boolean): Document[] {
  const builtin = showBuiltinRoles
    ? builtinRoleNamesFor(db).map((role) => ({ role: role.name, db: role.db, isBuiltin: true, roles: [], inheritedRoles: [] }))
    : [];
  const defined = authDocuments(context.catalog, ROLES_NS)
    .filter((doc) => doc.db === db)
    .map((doc) => ({ ...shownFields(doc), isBuiltin: false, inheritedRoles: roleList(inheritedRoles(context.catalog, subRolesOf(doc))) }));
  return [...builtin, ...defined];
}

/** ParsedPrivilegeFormat: a boolean (or number), or the string "asUserFragment". */
function privilegeFormat(value: unknown): 'omit' | 'separate' | 'asUserFragment' {
  if (value === 'asUserFragment') return 'asUserFragment';
  return flagOf(value) ? 'separate' : 'omit';
}

export const rolesInfo: CommandHandler = (command, context) => {
  const db = userCommandDatabase(command);
  const argument = command.rolesInfo as unknown;
  const allOfDatabase = isNumeric(argument) && Math.trunc(toDouble(argument)) === 1;
  const exact = allOfDatabase ? [] : (Array.isArray(argument) ? argument : [argument]).map((element) => parseNamedElement(ROLE_NAME, element, db));
  const format = privilegeFormat(command.showPrivileges);
  if (allOfDatabase && format === 'asUserFragment') throw new MongoCommandError('IllegalOperation', 'Cannot get user fragment for all roles in a database');
  if (format !== 'omit' || flagOf(command.showAuthenticationRestrictions)) {
    throw new MongoCommandError('NotImplemented', 'rolesInfo with showPrivileges or showAuthenticationRestrictions is not supported by the embedded store');
  }
  const roles = allOfDatabase
    ? describeDatabaseRoles(context, db, flagOf(command.showBuiltinRoles))
    : exact.flatMap((role) => describeRole(context, role) ?? []);
  return { roles, ok: 1 };
};
