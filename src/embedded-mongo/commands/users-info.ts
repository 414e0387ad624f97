import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isNumeric, toDouble } from '../query/bson-values';
import { compareValues } from '../query/compare';
import { compileFilter } from '../query/filter';
import { isPlainObject } from '../query/aggregation-expressions';
import { truthy } from '../query/native-operators';
import { authDocuments, USERS_NS } from './auth-collections';
import { type AuthName, parseNamedElement, USER_NAME } from './auth-names';
import type { CommandHandler } from './context';
import { flagDefaultingTrue, flagOf, userCommandDatabase } from './user-arguments';

/** Which users a usersInfo asks for (UMCInfoCommandArg): the database's, every database's, or named ones. */
type UsersWanted = { all: 'database' } | { all: 'every database' } | { exact: AuthName[] };

function usersWanted(value: unknown, dbName: string): UsersWanted {
  // `1` in any numeric type (safeNumberLong truncates: 1.5 is 1); `{forAllDBs: <true value>}`; else one name or an array of names.
  if (isNumeric(value) && Math.trunc(toDouble(value)) === 1) return { all: 'database' };
  if (isPlainObject(value) && truthy((value as Document).forAllDBs)) return { all: 'every database' };
  if (Array.isArray(value)) return { exact: value.map((element) => parseNamedElement(USER_NAME, element, dbName)) };
  return { exact: [parseNamedElement(USER_NAME, value, dbName)] };
}

function wantedBy(wanted: UsersWanted, dbName: string): (doc: Document) => boolean {
  if ('exact' in wanted) return (doc) => wanted.exact.some((name) => doc.user === name.name && doc.db === name.db);
  return wanted.all === 'database' ? (doc) => doc.db === dbName : () => true;
}

/**
 * How usersInfo shows a user without privileges (performNoPrivilegeNoRestrictionsLookup): the stored document
 * with `mechanisms`, the names of its credentials, added at the end, then without authenticationRestrictions,
 * and without credentials and customData unless asked for.
 */
function shownUser(doc: Document, showCredentials: boolean, showCustomData: boolean): Document {
  const shown: Document = { ...doc, mechanisms: Object.keys((doc.credentials as Document | undefined) ?? {}) };
  delete shown.authenticationRestrictions;
  if (!showCredentials) delete shown.credentials;
  if (!showCustomData) delete shown.customData;
  return shown;
}

/**
 * usersInfo as mongod 7.0 answers it: the users of admin.system.users that the argument names, sorted by
 * `user` then `db`, shaped by the show* flags, then matched against `filter`. With showPrivileges or
 * showAuthenticationRestrictions mongod resolves each user's roles into their inherited roles, privileges
 * and restrictions, which needs the privileges of its built-in roles: the store refuses those forms once
 * mongod's own checks have passed.
 */
export const usersInfo: CommandHandler = (command, context) => {
  const dbName = userCommandDatabase(command);
  const wanted = usersWanted(command.usersInfo, dbName);
  const showPrivileges = flagOf(command.showPrivileges);
  const showRestrictions = flagOf(command.showAuthenticationRestrictions);
  const filter = (command.filter ?? undefined) as Document | undefined;
  if (showPrivileges || showRestrictions) {
    if (filter !== undefined || !('exact' in wanted)) {
      throw new MongoCommandError('IllegalOperation', 'Privilege or restriction details require exact-match usersInfo queries');
    }
    throw new MongoCommandError('NotImplemented', 'usersInfo with showPrivileges or showAuthenticationRestrictions is not supported by the embedded store');
  }
  const matches = compileFilter(filter);
  const showCredentials = flagOf(command.showCredentials);
  const showCustomData = flagDefaultingTrue(command.showCustomData);
  const users = authDocuments(context.catalog, USERS_NS)
    .filter(wantedBy(wanted, dbName))
    .sort((a, b) => compareValues(a.user, b.user) || compareValues(a.db, b.db))
    .map((doc) => shownUser(doc, showCredentials, showCustomData))
    .filter((doc) => matches(doc));
  return { users, ok: 1 };
};
