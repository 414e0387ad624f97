import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { databaseName } from './arguments';
import { wrongTypeError } from '../wrong-type';
import { type AuthName, parseRoleNames } from './auth-names';
import { isTrueOption } from './create-checks';

/**
 * The arguments of mongod's user and role management commands, read as their IDL parsers read them
 * (src/mongo/db/commands/user_management_commands.idl). command-fields.ts has already refused unknown fields
 * and fields of the wrong type; what is left is the command parameter, the required fields, and the typed
 * array elements.
 */

const present = (value: unknown): boolean => value !== undefined && value !== null;

/**
 * The database a user or role command runs on. `$external`, the virtual database of users authenticated
 * elsewhere (x.509, LDAP, Kerberos), is where mongod keeps such users, so these commands take it.
 */
export function userCommandDatabase(command: Document): string {
  return command.$db === '$external' ? '$external' : databaseName(command);
}

/** The command's own field (`createUser: 'alice'`): a string naming the user or role. */
export function commandParameter(command: Document, name: string): string {
  const value = command[name] as unknown;
  if (typeof value !== 'string') throw wrongTypeError(`${name}.${name}`, value, 'string');
  return value;
}

/** A required `roles` array, each element a role name or a `{role, db}` document. */
export function requiredRoles(command: Document, name: string, dbName: string): AuthName[] {
  if (!present(command.roles)) throw new MongoCommandError('Location40414', `BSON field '${name}.roles' is missing but a required field`);
  return parseRoleNames(command.roles as unknown[], dbName);
}

/** The `roles` of grantRolesToUser, revokeRolesFromUser, grantRolesToRole and revokeRolesFromRole: required, not empty. */
export function rolesToChange(command: Document, name: string, dbName: string): AuthName[] {
  const roles = requiredRoles(command, name, dbName);
  if (roles.length === 0) throw new MongoCommandError('BadValue', `${name} command requires a non-empty "roles" array`);
  return roles;
}

/** An optional `roles` array (updateUser). */
export function optionalRoles(command: Document, dbName: string): AuthName[] | undefined {
  return present(command.roles) ? parseRoleNames(command.roles as unknown[], dbName) : undefined;
}

/** `mechanisms`: an optional array of strings. */
export function mechanismsOf(command: Document, name: string): string[] | undefined {
  if (!present(command.mechanisms)) return undefined;
  const mechanisms = command.mechanisms as unknown[];
  mechanisms.forEach((mechanism, index) => {
    if (typeof mechanism !== 'string') throw wrongTypeError(`${name}.mechanisms.${index}`, mechanism, 'string');
  });
  return mechanisms as string[];
}

/** `digestPassword`: a safeBool, true when absent. */
export const digestPasswordOf = (command: Document): boolean => !present(command.digestPassword) || isTrueOption(command.digestPassword);

/** A safeBool option that defaults to false (usersInfo's show* flags). */
export const flagOf = (value: unknown): boolean => present(value) && isTrueOption(value);

/** A safeBool option that defaults to true (usersInfo's showCustomData). */
export const flagDefaultingTrue = (value: unknown): boolean => !present(value) || isTrueOption(value);

/**
 * `authenticationRestrictions` (address_restriction.idl: clientSource and serverAddress CIDR lists). The store
 * does not authenticate, and it does not carry mongod's CIDR parser and its messages, so a non-empty list is
 * refused; an empty one means "none", which the commands handle as mongod does.
 */
export function authenticationRestrictionsOf(command: Document): unknown[] | undefined {
  if (!present(command.authenticationRestrictions)) return undefined;
  const restrictions = command.authenticationRestrictions as unknown[];
  if (restrictions.length > 0) throw new MongoCommandError('NotImplemented', 'authenticationRestrictions are not supported by the embedded store');
  return restrictions;
}
