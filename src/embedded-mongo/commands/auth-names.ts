import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isPlainObject } from '../query/aggregation-expressions';
import { typeName } from '../query/describe';

/** A user or a role: its name and the database it is defined on (mongod's UserName / RoleName). */
export interface AuthName {
  name: string;
  db: string;
}

/** The two kinds of name mongod's AuthName<T> template parses: the field holding the name, and how messages call it. */
export type AuthNameKind = { field: 'user'; label: 'UserName' } | { field: 'role'; label: 'RoleName' };
export const USER_NAME: AuthNameKind = { field: 'user', label: 'UserName' };
export const ROLE_NAME: AuthNameKind = { field: 'role', label: 'RoleName' };

/** `name@db`, as mongod prints a UserName or RoleName in its messages. */
export const displayName = (name: AuthName): string => `${name.name}@${name.db}`;

/** `db.name`: the `_id` of a user's document in admin.system.users (getUnambiguousName). */
export const unambiguousName = (name: AuthName): string => `${name.db}.${name.name}`;

/** The `{user|role, db}` document mongod stores and returns for a name. */
export const nameDocument = (kind: AuthNameKind, name: AuthName): Document => ({ [kind.field]: name.name, db: name.db });

/**
 * AuthName<T>::parseFromBSONObj (auth_name.cpp): the name and `db` must be strings, each given once; a
 * UserName refuses any other field, a RoleName ignores them. Every failure is BadValue.
 */
function parseNameObject(kind: AuthNameKind, value: Document): AuthName {
  let name: string | undefined;
  let db: string | undefined;
  for (const [field, element] of Object.entries(value)) {
    if (field === kind.field || field === 'db') {
      if (typeof element !== 'string') {
        throw new MongoCommandError('BadValue', `${kind.label} must contain a string field named: ${field}. But, has type ${typeName(element)}`);
      }
      if ((field === 'db' ? db : name) !== undefined) throw new MongoCommandError('BadValue', `${kind.label} has more than one field named: ${field}`);
      if (field === 'db') db = element;
      else name = element;
    } else if (kind === USER_NAME) {
      // The missing closing quote is mongod's.
      throw new MongoCommandError('BadValue', `${kind.label} contains an unknown field named: '${field}`);
    }
  }
  if (name === undefined) throw new MongoCommandError('BadValue', `${kind.label} must contain a field named: ${kind.field}`);
  if (db === undefined) throw new MongoCommandError('BadValue', `${kind.label} must contain a field named: db`);
  return { name, db };
}

/**
 * A name given as a string or a document, as usersInfo and rolesInfo take them (UMCInfoCommandArg): a string
 * names a user or role of the command's database; anything else must be a `{user|role, db}` document.
 */
export function parseNamedElement(kind: AuthNameKind, value: unknown, dbName: string): AuthName {
  if (typeof value === 'string') return { name: value, db: dbName };
  if (isPlainObject(value)) return parseNameObject(kind, value as Document);
  throw new MongoCommandError('BadValue', `${kind.label} must be either a string or an object`);
}

/**
 * An element of a `roles` array (RoleNameOrString::parseFromBSON): a string is a role of the command's
 * database, a document a `{role, db}`.
 */
export function parseRoleNameOrString(value: unknown, dbName: string): AuthName {
  if (typeof value === 'string') return { name: value, db: dbName };
  if (isPlainObject(value)) return parseNameObject(ROLE_NAME, value as Document);
  throw new MongoCommandError('BadValue', 'Role name must be either a document or string');
}

/** A `roles` array resolved against the command's database (auth::resolveRoleNames), duplicates kept as given. */
export function parseRoleNames(value: unknown[], dbName: string): AuthName[] {
  return value.map((element) => parseRoleNameOrString(element, dbName));
}

/** The same name twice (RoleName equality: name and database). */
export const sameName = (a: AuthName, b: AuthName): boolean => a.name === b.name && a.db === b.db;

/** Roles without repeats, first occurrence kept (mongod's role sets hold each role once). */
export function uniqueRoles(roles: AuthName[]): AuthName[] {
  return roles.filter((role, index) => roles.findIndex((other) => sameName(other, role)) === index);
}

/**
 * A user's or role's roles with the given ones granted or revoked. mongod builds the new list from an unordered
 * set, so its order is the set's hash order; the store keeps the existing roles in place and appends.
 */
export function changedRoles(current: AuthName[], given: AuthName[], grant: boolean): AuthName[] {
  const existing = uniqueRoles(current);
  return grant ? uniqueRoles([...existing, ...given]) : existing.filter((kept) => !given.some((revoked) => sameName(revoked, kept)));
}
