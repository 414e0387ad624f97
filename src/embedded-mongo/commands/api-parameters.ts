import { type Document, Long } from 'bson';
import type { CursorRegistry } from '../engine/cursors';
import { MongoCommandError } from '../errors';
import { wrongTypeError } from '../wrong-type';

/**
 * The Stable API parameters a command may carry: `apiVersion`, `apiStrict`, `apiDeprecationErrors`
 * (src/mongo/db/api_parameters.idl). mongod 7.0 checks them right after finding the command, before parsing
 * its body (initializeAPIParameters in src/mongo/db/initialize_api_parameters.cpp, called first by
 * ExecCommandDatabase::_parseCommand in service_entry_point_common.cpp).
 */
export interface ApiParameters {
  apiVersion?: string;
  apiStrict?: boolean;
  apiDeprecationErrors?: boolean;
}

/**
 * The commands of API version 1 in mongod 7.0 (their `apiVersions()` is `kApiVersions1`); `apiStrict: true`
 * refuses every other one. No command is deprecated in version 1, so `apiDeprecationErrors` refuses none.
 */
export const API_VERSION_ONE_COMMANDS = new Set([
  'abortTransaction', 'aggregate', 'authenticate', 'collMod', 'commitTransaction', 'count', 'create', 'createIndexes',
  'delete', 'drop', 'dropDatabase', 'dropIndexes', 'endSessions', 'explain', 'find', 'findAndModify', 'getMore', 'hello',
  'insert', 'killCursors', 'listCollections', 'listDatabases', 'listIndexes', 'ping', 'refreshSessions', 'saslContinue',
  'saslStart', 'update',
]);

/** APIParametersFromClient::parse: a non-strict IDL struct, so each field only has its type checked. */
export function apiParametersOf(command: Document): ApiParameters {
  const parameters: ApiParameters = {};
  if (command.apiVersion !== undefined) {
    if (typeof command.apiVersion !== 'string') throw wrongTypeError('APIParametersFromClient.apiVersion', command.apiVersion, 'string');
    parameters.apiVersion = command.apiVersion;
  }
  for (const field of ['apiStrict', 'apiDeprecationErrors'] as const) {
    const value = command[field] as unknown;
    if (value === undefined) continue;
    if (typeof value !== 'boolean') throw wrongTypeError(`APIParametersFromClient.${field}`, value, 'bool');
    parameters[field] = value;
  }
  return parameters;
}

/** initializeAPIParameters: the version must be "1" (version 2 exists only in mongod's tests), strictness needs a version. */
export function checkApiParameters(name: string, command: Document): void {
  const { apiVersion, apiStrict, apiDeprecationErrors } = apiParametersOf(command);
  if ((apiStrict !== undefined || apiDeprecationErrors !== undefined) && apiVersion === undefined) {
    throw new MongoCommandError('Location4886600', 'Provided apiStrict and/or apiDeprecationErrors without passing apiVersion');
  }
  if (apiVersion === '2') throw new MongoCommandError('APIVersionError', 'Cannot accept API version 2');
  if (apiVersion !== undefined && apiVersion !== '1') throw new MongoCommandError('APIVersionError', 'API version must be "1"');
  if (apiStrict === true && !API_VERSION_ONE_COMMANDS.has(name)) {
    throw new MongoCommandError(
      'APIStrictError',
      `Provided apiStrict:true, but the command ${name} is not in API Version 1. Information on supported commands and migrations in API Version 1 can be found at https://dochub.mongodb.org/core/manual-versioned-api`,
    );
  }
  if (apiStrict === true && WRITE_COMMANDS_NAMING_TARGET.has(name) && command[name] === 'system.js') {
    throw new MongoCommandError('APIStrictError', `Provided apiStrict:true, but the command ${name} attempts to write to system.js`);
  }
}

/** The version 1 commands whose ReadWriteType is kWrite (their first element names the collection written). */
const WRITE_COMMANDS_NAMING_TARGET = new Set(['insert', 'update', 'delete', 'findAndModify']);

/** Whether a command runs under `apiStrict: true` (checked above to come with version 1). */
export const isApiStrict = (command: Document): boolean => command.apiStrict === true;

/** APIParameters::toBSON().toString(), as mongod quotes them in an APIMismatchError. */
function describe(parameters: ApiParameters): string {
  const fields = Object.entries(parameters).map(([key, value]) => `${key}: ${typeof value === 'string' ? `"${value}"` : String(value)}`);
  return fields.length === 0 ? '{}' : `{ ${fields.join(', ')} }`;
}

const same = (a: ApiParameters, b: ApiParameters): boolean =>
  a.apiVersion === b.apiVersion && a.apiStrict === b.apiStrict && a.apiDeprecationErrors === b.apiDeprecationErrors;

/** After a command answered with an open cursor: its getMores must repeat the command's API parameters. */
export function recordCursorApiParameters(reply: Document, command: Document, cursors: CursorRegistry): void {
  const id = (reply.cursor as Document | undefined)?.id as unknown;
  if (id instanceof Long && !id.isZero()) cursors.openedWithApi(id, apiParametersOf(command));
}

/**
 * A getMore must carry the API parameters of the command that opened its cursor, field for field
 * (setUpOperationContextStateForGetMore in src/mongo/db/commands/getmore_cmd.cpp: 325 APIMismatchError).
 */
export function checkGetMoreApiParameters(id: Long, getMore: Document, cursors: CursorRegistry): void {
  const given = apiParametersOf(getMore);
  const opener = cursors.apiParametersOf(id) as ApiParameters;
  if (same(given, opener)) return;
  throw new MongoCommandError(
    'APIMismatchError',
    `API parameter mismatch: getMore used params ${describe(given)}, the cursor-creating command used ${describe(opener)}`,
  );
}
