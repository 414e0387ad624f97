import { Binary, type Document } from 'bson';
import { createHash } from 'node:crypto';
import { MongoCommandError } from '../errors';
import { typeName } from '../query/describe';
import { compileFilter } from '../query/matcher';
import { isPlainDocument } from '../query/filter';
import { wrongTypeError } from '../wrong-type';
import { NO_USER_DIGEST } from './local-sessions';

/**
 * The spec `$listSessions` and `$listLocalSessions` share (document_source_list_sessions.idl and
 * listSessionsParseSpec): `{allUsers: bool, users: [{user, db}], $_internalPredicate: {...}}`, parsed as
 * mongod's lite parser does before anything else about the stage is looked at. Without authentication
 * the implicit "own sessions" request is for the user `''@''`, whose digest is that of no user.
 */

/** getLogicalSessionUserDigestFor: no user is the no-auth digest, anyone else SHA-256 of `user@db`. */
function digestOf(user: string, db: string): Binary {
  if (user === '' && db === '') return NO_USER_DIGEST;
  return new Binary(createHash('sha256').update(`${user}@${db}`).digest(), Binary.SUBTYPE_DEFAULT);
}

/** ListSessionsUser, a strict IDL struct of two strings. */
function parseUser(stage: string, value: unknown, index: number): Binary {
  if (!isPlainDocument(value)) throw wrongTypeError(`${stage}.users.${index}`, value, 'object');
  for (const [field, item] of Object.entries(value)) {
    if (field !== 'user' && field !== 'db') throw new MongoCommandError('Location40415', `BSON field '${stage}.users.${field}' is an unknown field.`);
    if (typeof item !== 'string') throw wrongTypeError(`${stage}.users.${field}`, item, 'string');
  }
  for (const field of ['user', 'db']) {
    if (value[field] === undefined) throw new MongoCommandError('Location40414', `BSON field '${stage}.users.${field}' is missing but a required field`);
  }
  return digestOf(value.user as string, value.db as string);
}

/** Which session documents (`{_id: {id, uid}, lastUse}`) the spec selects. */
export function parseListSessionsSpec(stage: string, spec: unknown): (doc: Document) => boolean {
  if (!isPlainDocument(spec)) throw new MongoCommandError('TypeMismatch', `${stage} options must be specified in an object, but found: ${typeName(spec)}`);
  let allUsers = false;
  let digests: Binary[] | undefined;
  let predicate: Document | undefined;
  for (const [field, value] of Object.entries(spec)) {
    if (field === 'allUsers') {
      if (typeof value !== 'boolean') throw wrongTypeError(`${stage}.allUsers`, value, 'bool');
      allUsers = value;
    } else if (field === 'users') {
      if (!Array.isArray(value)) throw wrongTypeError(`${stage}.users`, value, 'array');
      digests = value.map((user, index) => parseUser(stage, user, index));
    } else if (field === '$_internalPredicate') {
      if (!isPlainDocument(value)) throw wrongTypeError(`${stage}.$_internalPredicate`, value, 'object');
      predicate = value;
    } else {
      throw new MongoCommandError('Location40415', `BSON field '${stage}.${field}' is an unknown field.`);
    }
  }
  if (allUsers && digests && digests.length > 0) {
    throw new MongoCommandError('UnsupportedFormat', `${stage} may not specify {allUsers:true} and {users:[...]} at the same time`);
  }
  if (predicate) return compileFilter(predicate);
  if (allUsers) return () => true;
  const wanted = (digests && digests.length > 0 ? digests : [NO_USER_DIGEST]).map((digest) => Buffer.from(digest.buffer).toString('hex'));
  return (doc) => {
    const uid = (doc._id as Document | undefined)?.uid as Binary | undefined;
    return uid?._bsontype === 'Binary' && wanted.includes(Buffer.from(uid.buffer).toString('hex'));
  };
}
