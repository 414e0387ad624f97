import { type Document, UUID } from 'bson';
import { MongoCommandError } from '../errors';
import { authCollection, authDocuments, findAuthDocument, USERS_NS } from './auth-collections';
import { type AuthName, changedRoles, displayName, nameDocument, ROLE_NAME, unambiguousName } from './auth-names';
import { checkRolesExist } from './builtin-roles';
import type { CommandContext, CommandHandler } from './context';
import { buildCredentials, SCRAM_MECHANISMS } from './scram-credentials';
import { authenticationRestrictionsOf, commandParameter, digestPasswordOf, mechanismsOf, optionalRoles, requiredRoles, rolesToChange, userCommandDatabase } from './user-arguments';
import { definedRole, subRolesOf } from './role-graph';

/**
 * createUser, updateUser, dropUser, dropAllUsersFromDatabase, grantRolesToUser, revokeRolesFromUser and
 * invalidateUserCache as a standalone mongod 7.0 without `--auth` runs them (user_management_commands.cpp): the users are documents
 * of admin.system.users. The store authenticates no one, so nothing checks who may run them (as on a
 * mongod without access control) and no connection ever logs in as these users.
 */

const roleDocuments = (roles: AuthName[]): Document[] => roles.map((role) => nameDocument(ROLE_NAME, role));

/** The user the command names: its parameter, on the command's database. */
function commandUser(command: Document, name: string): AuthName {
  return { name: commandParameter(command, name), db: userCommandDatabase(command) };
}

/** The user's document, or `11 UserNotFound` as the user cache reports a missing user. */
function existingUser(context: CommandContext, user: AuthName): Document {
  const doc = findAuthDocument(context.catalog, USERS_NS, user);
  if (!doc) throw new MongoCommandError('UserNotFound', `Could not find user "${user.name}" for db "${user.db}"`);
  return doc;
}

/** Writes the new version of a user's document and waits for it to be on disk. */
async function replaceUser(context: CommandContext, previous: Document, next: Document): Promise<Document> {
  context.catalog.replace(authCollection(context.catalog, USERS_NS), previous, next);
  await context.durable();
  return { ok: 1 };
}

const createUser: CommandHandler = async (command, context) => {
  const user = commandUser(command, 'createUser');
  const roles = requiredRoles(command, 'createUser', user.db);
  const mechanisms = mechanismsOf(command, 'createUser');
  authenticationRestrictionsOf(command);
  if (user.db === 'local') throw new MongoCommandError('BadValue', 'Cannot create users in the local database');
  if (user.name.includes('\0')) throw new MongoCommandError('BadValue', 'Username cannot contain NULL characters');
  const pwd = (command.pwd ?? undefined) as string | undefined;
  const external = user.db === '$external';
  if (pwd === undefined && !external) {
    throw new MongoCommandError('BadValue', "Must provide a 'pwd' field for all user documents, except those with '$external' as the user's source db");
  }
  if (pwd !== undefined && external) throw new MongoCommandError('BadValue', "Cannot set the password for users defined on the '$external' database");
  if (mechanisms?.length === 0) throw new MongoCommandError('BadValue', 'mechanisms field must not be empty');
  const doc: Document = {
    _id: unambiguousName(user),
    userId: new UUID(),
    user: user.name,
    db: user.db,
    credentials: pwd === undefined ? { external: true } : buildCredentials({ user: user.name, pwd, mechanisms, digestPassword: digestPasswordOf(command) }),
  };
  if (command.customData != null) doc.customData = command.customData as Document;
  doc.roles = roleDocuments(roles);
  if (user.name === '') throw new MongoCommandError('BadValue', "User document needs 'user' field to be non-empty");
  checkRolesExist(roles, definedRole(context.catalog));
  if (findAuthDocument(context.catalog, USERS_NS, user)) throw new MongoCommandError('Location51003', `User "${displayName(user)}" already exists`);
  context.catalog.insert(authCollection(context.catalog, USERS_NS), doc);
  await context.durable();
  return { ok: 1 };
};

/**
 * `mechanisms` without `pwd` keeps only those of the existing credentials (trimCredentials); each must be
 * one the user has.
 */
function trimmedCredentials(previous: Document, mechanisms: string[]): Document {
  const credentials = previous.credentials as Document | undefined;
  if (credentials === null || typeof credentials !== 'object') {
    throw new MongoCommandError('UnsupportedFormat', 'Unable to trim credentials from a user document with no credentials');
  }
  for (const mechanism of mechanisms) {
    if (!(mechanism in credentials)) throw new MongoCommandError('BadValue', 'mechanisms field must be a subset of previously set mechanisms');
  }
  const kept = SCRAM_MECHANISMS.filter((mechanism) => mechanisms.includes(mechanism));
  if (kept.length === 0) throw new MongoCommandError('BadValue', 'mechanisms field must contain at least one previously set known mechanism');
  const trimmed = { ...credentials };
  for (const mechanism of SCRAM_MECHANISMS) if (!kept.includes(mechanism)) delete trimmed[mechanism];
  return trimmed;
}

/** The update's `$set` and `$unset` applied to the stored document, as the update command would apply them. */
function applyUserUpdate(previous: Document, set: Document, unset: string[]): Document {
  const next: Document = { ...previous };
  for (const field of unset) delete next[field];
  for (const [field, value] of Object.entries(set)) next[field] = value;
  return next;
}

const updateUser: CommandHandler = async (command, context) => {
  const user = commandUser(command, 'updateUser');
  const roles = optionalRoles(command, user.db);
  const mechanisms = mechanismsOf(command, 'updateUser');
  const restrictions = authenticationRestrictionsOf(command);
  if (mechanisms?.length === 0) throw new MongoCommandError('BadValue', 'mechanisms field must not be empty');
  const set: Document = {};
  const unset: string[] = [];
  const pwd = (command.pwd ?? undefined) as string | undefined;
  if (pwd !== undefined) {
    if (user.db === '$external') throw new MongoCommandError('BadValue', "Cannot set the password for users defined on the '$external' database");
    set.credentials = buildCredentials({ user: user.name, pwd, mechanisms, digestPassword: digestPasswordOf(command) });
  } else if (mechanisms) {
    set.credentials = trimmedCredentials(existingUser(context, user), mechanisms);
  }
  if (command.customData != null) set.customData = command.customData as Document;
  if (restrictions) unset.push('authenticationRestrictions');
  if (roles) set.roles = roleDocuments(roles);
  if (Object.keys(set).length === 0 && unset.length === 0) throw new MongoCommandError('BadValue', 'Must specify at least one field to update in updateUser');
  if (roles) checkRolesExist(roles, definedRole(context.catalog));
  const previous = findAuthDocument(context.catalog, USERS_NS, user);
  // updatePrivilegeDocument: no document matched is the user not existing.
  if (!previous) throw new MongoCommandError('UserNotFound', `User ${displayName(user)} not found`);
  return replaceUser(context, previous, applyUserUpdate(previous, set, unset));
};

const dropUser: CommandHandler = async (command, context) => {
  const user = commandUser(command, 'dropUser');
  const doc = findAuthDocument(context.catalog, USERS_NS, user);
  if (!doc) throw new MongoCommandError('UserNotFound', `User '${displayName(user)}' not found`);
  context.catalog.remove(authCollection(context.catalog, USERS_NS), doc);
  await context.durable();
  return { ok: 1 };
};

const dropAllUsersFromDatabase: CommandHandler = async (command, context) => {
  const db = userCommandDatabase(command);
  const dropped = authDocuments(context.catalog, USERS_NS).filter((doc) => doc.db === db);
  for (const doc of dropped) context.catalog.remove(authCollection(context.catalog, USERS_NS), doc);
  await context.durable();
  return { n: dropped.length, ok: 1 };
};

/** grantRolesToUser and revokeRolesFromUser: the user's roles plus or minus the given ones, every given role existing. */
function changeUserRoles(name: 'grantRolesToUser' | 'revokeRolesFromUser'): CommandHandler {
  return async (command, context) => {
    const user = commandUser(command, name);
    const given = rolesToChange(command, name, user.db);
    const previous = existingUser(context, user);
    checkRolesExist(given, definedRole(context.catalog));
    const roles = changedRoles(subRolesOf(previous), given, name === 'grantRolesToUser');
    return replaceUser(context, previous, applyUserUpdate(previous, { roles: roleDocuments(roles) }, []));
  };
}

export const userCommands: Record<string, CommandHandler> = {
  createUser,
  updateUser,
  dropUser,
  dropAllUsersFromDatabase,
  grantRolesToUser: changeUserRoles('grantRolesToUser'),
  revokeRolesFromUser: changeUserRoles('revokeRolesFromUser'),
  // mongod empties its cache of users and roles read from these collections; the store reads them every time.
  invalidateUserCache: () => ({ ok: 1 }),
};
