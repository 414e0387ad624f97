import type { Document } from 'bson';
import type { Catalog } from '../engine/catalog';
import { MongoCommandError } from '../errors';
import { isPlainObject } from '../query/aggregation-expressions';
import { findAuthDocument, USERS_NS } from './auth-collections';
import { type AuthName, parseNamedElement, USER_NAME } from './auth-names';
import { SCRAM_MECHANISMS } from './scram-credentials';
import { wrongTypeError } from '../wrong-type';

/**
 * hello's `saslSupportedMechs: '<db>.<user>'` (handleHelloAuth, SASLServerMechanismRegistry::
 * advertiseMechanismNamesForUser): for a user of admin.system.users, the enabled mechanisms its credentials
 * hold; nothing for an unknown user. A user of `$external` has no SCRAM mechanism, and PLAIN, GSSAPI and the
 * like are not enabled on a default mongod, so its list is empty. mongod lists SCRAM-SHA-1 and SCRAM-SHA-256 in
 * the order their factories registered (both have the same security level); the store lists them in the order
 * of the credentials. The store answers the question but authenticates no one: `saslStart` is not a command here.
 */
function namedUser(value: unknown): AuthName {
  if (typeof value === 'string') {
    // AuthName::parse: the database is everything before the first dot.
    const dot = value.indexOf('.');
    if (dot < 0) throw new MongoCommandError('BadValue', "UserName must contain a '.' separated database.user pair");
    return { name: value.slice(dot + 1), db: value.slice(0, dot) };
  }
  return parseNamedElement(USER_NAME, value, '');
}

export function saslSupportedMechs(command: Document, catalog: Catalog): Document {
  const value = command.saslSupportedMechs as unknown;
  if (value === undefined || value === null) return {};
  // hello.idl's UserName field: a string or a document.
  if (typeof value !== 'string' && !isPlainObject(value)) throw wrongTypeError('hello.saslSupportedMechs', value, ['string', 'object']);
  const user = findAuthDocument(catalog, USERS_NS, namedUser(value));
  if (!user) return {};
  const credentials = (user.credentials ?? {}) as Document;
  return { saslSupportedMechs: user.db === '$external' ? [] : SCRAM_MECHANISMS.filter((mechanism) => mechanism in credentials) };
}
