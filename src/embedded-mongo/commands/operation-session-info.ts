import { Binary, type Document } from 'bson';
import { MongoCommandError } from '../errors';
import { typeName } from '../query/describe';
import { wrongTypeError } from '../wrong-type';
import { BIN_DATA_SUBTYPE_NAMES } from './collection-uuid';

/**
 * A command's session fields as a standalone mongod 7.0 reads them before running any command
 * (initializeOperationSessionInfo in src/mongo/db/initialize_operation_session_info.cpp, which parses them
 * with OperationSessionInfoFromClient of src/mongo/db/session/logical_session_id.idl): their types, then the
 * rules that tie them together, then the refusal of transaction numbers, which need a replica set.
 */

const CONTEXT = 'OperationSessionInfo';

/** The IDL types of the session fields (TxnNumber is a `long`, TxnRetryCounter an `int`). */
const FIELD_TYPES: Record<string, string> = { txnNumber: 'long', autocommit: 'bool', startTransaction: 'bool', txnRetryCounter: 'int' };

/** LogicalSessionFromClient (strict): `id` and, for the sessions a router opens inside a transaction, `txnNumber`/`txnUUID`. */
const SESSION_ID_FIELDS: Record<string, string> = { id: 'binData', uid: 'binData', txnNumber: 'long', txnUUID: 'binData' };
const UUID_FIELDS = new Set(['id', 'txnUUID']);

function checkUuid(path: string, value: Binary): void {
  if (value.sub_type !== Binary.SUBTYPE_UUID) {
    const subtype = BIN_DATA_SUBTYPE_NAMES[value.sub_type] ?? 'invalid';
    throw new MongoCommandError('TypeMismatch', `BSON field '${path}' is the wrong binData type '${subtype}', expected type 'UUID'`);
  }
  if (value.position !== 16) throw new MongoCommandError('InvalidUUID', 'uuid must be a 16-byte binary field with UUID (4) subtype');
}

/** LogicalSessionFromClient::parse under the IDL context `path` (the `lsid` of a command, an element of endSessions' list). */
export function checkSessionId(path: string, session: Document): void {
  for (const [field, value] of Object.entries(session)) {
    const expected = SESSION_ID_FIELDS[field];
    if (expected === undefined) throw new MongoCommandError('Location40415', `BSON field '${path}.${field}' is an unknown field.`);
    if (typeName(value) !== expected) throw wrongTypeError(`${path}.${field}`, value, expected);
    if (UUID_FIELDS.has(field)) checkUuid(`${path}.${field}`, value as Binary);
  }
  if (session.id === undefined) throw new MongoCommandError('Location40414', `BSON field '${path}.id' is missing but a required field`);
}

/** Refuses what initializeOperationSessionInfo refuses on a standalone; a command without these fields passes untouched. */
export function checkOperationSessionInfo(command: Document): void {
  let session: Document | undefined;
  for (const [field, value] of Object.entries(command)) {
    if (field === 'lsid') {
      const path = `${CONTEXT}.lsid`;
      if (typeName(value) !== 'object') throw wrongTypeError(path, value, 'object');
      session = value as Document;
      checkSessionId(path, session);
    } else if (FIELD_TYPES[field] !== undefined && typeName(value) !== FIELD_TYPES[field]) {
      throw wrongTypeError(`${CONTEXT}.${field}`, value, FIELD_TYPES[field]);
    }
  }
  const { txnNumber, autocommit, startTransaction } = command;
  if (session?.txnUUID !== undefined) {
    // A session a router opens for a transaction of its own: never valid outside a transaction, and a
    // standalone is not part of a sharded cluster.
    if (txnNumber === undefined || autocommit !== false) {
      throw new MongoCommandError('InvalidOptions', 'Internal sessions are not supported outside of transactions');
    }
    throw new MongoCommandError('InvalidOptions', 'Internal sessions are only supported in sharded clusters');
  }
  if (session === undefined && txnNumber !== undefined) {
    throw new MongoCommandError('InvalidOptions', 'Transaction number requires a session ID to also be specified');
  }
  if (txnNumber !== undefined) {
    throw new MongoCommandError('IllegalOperation', 'Transaction numbers are only allowed on a replica set member or mongos');
  }
  if (autocommit !== undefined) {
    throw new MongoCommandError('InvalidOptions', "'autocommit' field requires a transaction number to also be specified");
  }
  if (startTransaction !== undefined) {
    throw new MongoCommandError('InvalidOptions', "'startTransaction' field requires 'autocommit' field to also be specified");
  }
}
