import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isPlainObject } from '../query/aggregation-expressions';
import { typeName } from '../query/describe';
import { NUMBER_TYPES, wrongTypeError } from '../wrong-type';
import { isApiStrict } from './api-parameters';
import { checkStableField } from './api-unstable-fields';
import { commitQuorumTypeError } from './commit-quorum';

/**
 * mongod 7.0 parses most commands with parsers generated from its IDL files (`strict: true`): a field the
 * command does not declare is `40415 IDLUnknownField` unless it is one of the generic arguments every command
 * takes, and a declared field of the wrong BSON type is `14 TypeMismatch`. The tables below are those IDL
 * declarations (src/mongo/db/query/find_command.idl, pipeline/aggregate_command.idl, ops/write_ops.idl, …);
 * the field check runs once, before the command's handler. Commands mongod parses by hand (collStats,
 * serverStatus, hello…) take any field and have no table here.
 */

/**
 * The BSON types an IDL field accepts: `safeInt64` is any number, `safeBool` a bool or a number, `bool` and
 * `optionalBool` only a bool (with different messages), `ownedObject` an object parsed by `parseOwnedBSON`
 * (its own message, null refused), `uuid` a binData (its subtype and length checked in collection-uuid.ts),
 * `indexHint` a string or an object (hint.idl's `parseHint`), `any` a type the command's own code checks
 * (pipeline, maxTimeMS…), `commitQuorum` createIndexes' CommitQuorumOptions (commit-quorum.ts); an array's
 * elements are typed by ARRAY_ELEMENTS below.
 */
type FieldType = 'any' | 'commitQuorum' | 'indexHint' | 'uuid' | 'string' | 'object' | 'ownedObject' | 'array' | 'bool' | 'optionalBool' | 'safeBool' | 'safeInt64' | 'int' | 'long' | 'double';

type Fields = Record<string, FieldType>;

/** src/mongo/idl/generic_argument.idl (7.0): accepted by every command, their types checked elsewhere. */
export const GENERIC_ARGUMENTS = new Set([
  'apiVersion', 'apiStrict', 'apiDeprecationErrors', '$db', 'maxTimeMS', 'readConcern', 'writeConcern', 'lsid',
  'clientOperationKey', 'txnNumber', 'autocommit', 'startTransaction', 'stmtId', 'comment', '$readPreference',
  '$clusterTime', '$audit', '$client', '$configServerState', 'allowImplicitCollectionCreation', '$oplogQueryData',
  '$queryOptions', '$replData', 'databaseVersion', 'help', 'shardVersion', 'tracking_info', 'coordinator',
  'maxTimeMSOpOnly', 'usesDefaultMaxTimeMS', '$configTime', '$topologyTime', 'txnRetryCounter',
  'mayBypassWriteBlocking', '$tenant', 'expectPrefix',
]);

const NUMERIC = new Set(NUMBER_TYPES);

/**
 * Generic arguments a command's own IDL also declares with a type, checked there first: getMore's and
 * aggregate's `maxTimeMS` is a `safeInt64` (a string is `14`, "BSON field 'getMore.maxTimeMS' is the wrong
 * type…"), before max-time-ms.ts reads its value.
 */
const TYPED_BY_COMMAND = new Set(['maxTimeMS']);

/** WriteCommandRequestBase, chained into insert, update and delete. */
const WRITE_BASE: Fields = {
  bypassDocumentValidation: 'safeBool', ordered: 'bool', stmtId: 'int', stmtIds: 'array', isTimeseriesNamespace: 'optionalBool',
  collectionUUID: 'uuid', encryptionInformation: 'object', originalQuery: 'any', originalCollation: 'any',
};

/** createUser and updateUser (every field optional in updateUser; createUser requires roles). */
const USER_FIELDS: Fields = {
  pwd: 'string', customData: 'object', roles: 'array', digestPassword: 'safeBool', authenticationRestrictions: 'array', mechanisms: 'array',
};

const COMMAND_FIELDS: Record<string, Fields> = {
  find: {
    filter: 'ownedObject', projection: 'ownedObject', sort: 'ownedObject', hint: 'indexHint', collation: 'ownedObject',
    skip: 'safeInt64', limit: 'safeInt64', batchSize: 'safeInt64', ntoreturn: 'safeInt64', singleBatch: 'optionalBool',
    allowDiskUse: 'optionalBool', min: 'ownedObject', max: 'ownedObject', returnKey: 'optionalBool',
    showRecordId: 'optionalBool', $queryOptions: 'ownedObject', tailable: 'optionalBool', oplogReplay: 'any',
    noCursorTimeout: 'optionalBool', awaitData: 'optionalBool', allowPartialResults: 'optionalBool', let: 'object',
    options: 'object', term: 'safeInt64', readOnce: 'optionalBool', allowSpeculativeMajorityRead: 'optionalBool',
    $_requestResumeToken: 'optionalBool', $_resumeAfter: 'ownedObject', maxTimeMS: 'any', readConcern: 'object',
    runtimeConstants: 'object', collectionUUID: 'uuid', encryptionInformation: 'object', mirrored: 'optionalBool',
    sampleId: 'any', $_isSearchQuery: 'optionalBool',
  },
  aggregate: {
    pipeline: 'any', explain: 'any', allowDiskUse: 'optionalBool', cursor: 'any', maxTimeMS: 'safeInt64',
    bypassDocumentValidation: 'safeBool', readConcern: 'object', collation: 'object', hint: 'indexHint', writeConcern: 'object',
    let: 'object', needsMerge: 'optionalBool', fromMongos: 'optionalBool', fromRouter: 'optionalBool', $queryOptions: 'object',
    $_requestReshardingResumeToken: 'optionalBool', exchange: 'object', runtimeConstants: 'object',
    isMapReduceCommand: 'optionalBool', collectionUUID: 'uuid', $_passthroughToShard: 'object',
    encryptionInformation: 'object', $_externalDataSources: 'array', sampleId: 'any', stmtId: 'int',
    $_isClusterQueryWithoutShardKeyCmd: 'optionalBool', $_requestResumeToken: 'optionalBool', $_resumeAfter: 'object',
    mirrored: 'optionalBool',
  },
  insert: { ...WRITE_BASE, documents: 'array' },
  update: { ...WRITE_BASE, updates: 'array', let: 'object', runtimeConstants: 'object' },
  delete: { ...WRITE_BASE, deletes: 'array', let: 'object', runtimeConstants: 'object' },
  findAndModify: {
    query: 'object', fields: 'object', sort: 'object', batchSize: 'int', singleBatch: 'bool', hint: 'indexHint',
    collation: 'object', arrayFilters: 'array', remove: 'safeBool', update: 'any', upsert: 'safeBool', new: 'safeBool',
    stmtId: 'int', bypassDocumentValidation: 'safeBool', let: 'object', runtimeConstants: 'object',
    writeConcern: 'object', encryptionInformation: 'object', sampleId: 'any', mirrored: 'optionalBool',
  },
  count: {
    query: 'object', limit: 'safeInt64', skip: 'safeInt64', hint: 'indexHint', collation: 'object', readConcern: 'object',
    maxTimeMS: 'any', fields: 'object', $queryOptions: 'object', encryptionInformation: 'object',
    mirrored: 'optionalBool', sampleId: 'any', collectionUUID: 'uuid',
  },
  // No `hint`: distinct takes one from 7.1 (SERVER-14227; jstests/core/query/distinct/distinct_hint.js requires_fcv_71).
  distinct: {
    key: 'string', query: 'object', collation: 'object', readConcern: 'object', $queryOptions: 'object',
    mirrored: 'optionalBool', sampleId: 'any', collectionUUID: 'uuid',
  },
  getMore: {
    collection: 'string', batchSize: 'safeInt64', maxTimeMS: 'safeInt64', term: 'long', lastKnownCommittedOpTime: 'object',
    includeQueryStatsMetrics: 'optionalBool',
  },
  killCursors: { cursors: 'array' },
  createIndexes: {
    indexes: 'array', commitQuorum: 'commitQuorum', ignoreUnknownIndexOptions: 'safeBool', isTimeseriesNamespace: 'optionalBool',
    collectionUUID: 'uuid', returnOnStart: 'optionalBool',
  },
  listIndexes: {
    cursor: 'object', includeBuildUUIDs: 'safeBool', includeIndexBuildInfo: 'safeBool',
    isTimeseriesNamespace: 'optionalBool', collectionUUID: 'uuid',
  },
  listCollections: {
    filter: 'object', cursor: 'object', nameOnly: 'safeBool', authorizedCollections: 'safeBool', includePendingDrops: 'safeBool',
  },
  create: {
    capped: 'safeBool', autoIndexId: 'safeBool', idIndex: 'object', size: 'safeInt64', max: 'safeInt64',
    storageEngine: 'object', validator: 'object', validationLevel: 'any', validationAction: 'any',
    indexOptionDefaults: 'object', viewOn: 'string', pipeline: 'array', collation: 'object',
    changeStreamPreAndPostImages: 'object', timeseries: 'object', clusteredIndex: 'any',
    temp: 'safeBool', flags: 'safeInt64', encryptedFields: 'object', expireAfterSeconds: 'safeInt64',
  },
  collMod: {
    validator: 'object', validationLevel: 'any', validationAction: 'any', index: 'object', viewOn: 'string',
    pipeline: 'array', expireAfterSeconds: 'any', timeseries: 'object', changeStreamPreAndPostImages: 'object',
    clusteredIndex: 'any', cappedSize: 'safeInt64', cappedMax: 'safeInt64', dryRun: 'safeBool',
    isTimeseriesNamespace: 'optionalBool', collectionUUID: 'uuid', encryptedFields: 'object',
  },
  drop: { collectionUUID: 'uuid' },
  dropIndexes: { index: 'any', isTimeseriesNamespace: 'optionalBool', collectionUUID: 'uuid' },
  renameCollection: { to: 'string', dropTarget: 'any', stayTemp: 'safeBool', collectionUUID: 'uuid', targetUUID: 'any' },
  explain: { verbosity: 'any', collectionUUID: 'uuid' },
  dbStats: { scale: 'safeInt64', freeStorage: 'safeBool' },
  // profile.idl: `strict: false` (NON_STRICT below); `filter` an object or 'unset', checked by the profiler.
  profile: { slowms: 'safeInt64', sampleRate: 'double', filter: 'any' },
  listDatabases: { filter: 'object', nameOnly: 'safeBool', authorizedDatabases: 'safeBool' },
  connectionStatus: { showPrivileges: 'safeBool' },
  // user_management_commands.idl (7.0): the command's own field, its roles and mechanisms are read in user-arguments.ts.
  createUser: USER_FIELDS,
  updateUser: USER_FIELDS,
  dropUser: {},
  dropAllUsersFromDatabase: {},
  invalidateUserCache: {},
  grantRolesToUser: { roles: 'array' },
  revokeRolesFromUser: { roles: 'array' },
  usersInfo: { showPrivileges: 'safeBool', showCredentials: 'safeBool', showAuthenticationRestrictions: 'safeBool', showCustomData: 'safeBool', filter: 'object' },
  rolesInfo: { showPrivileges: 'any', showBuiltinRoles: 'safeBool', showAuthenticationRestrictions: 'safeBool' },
  createRole: { privileges: 'array', roles: 'array', authenticationRestrictions: 'array' },
  updateRole: { privileges: 'array', roles: 'array', authenticationRestrictions: 'array' },
  dropRole: {},
  dropAllRolesFromDatabase: {},
  grantRolesToRole: { roles: 'array' },
  revokeRolesFromRole: { roles: 'array' },
  grantPrivilegesToRole: { privileges: 'array' },
  revokePrivilegesFromRole: { privileges: 'array' },
};

/**
 * A strict IDL struct nested in a command's field, parsed where the field stands in the command: its own
 * fields, and those it requires (`40414` when absent). 7.0 dropped `recordPreImages` from create and collMod
 * (SERVER-60919, 6.2), so it is an unknown field there.
 */
interface NestedStruct {
  fields: Fields;
  required: string[];
}

/** src/mongo/db/pipeline/change_stream_pre_and_post_images_options.idl: `{enabled: <bool>}`, strict. */
const PRE_AND_POST_IMAGES_OPTIONS: NestedStruct = { fields: { enabled: 'bool' }, required: ['enabled'] };

/** coll_mod.idl's CollModIndex: the index a collMod changes, and what it changes. */
const COLL_MOD_INDEX: NestedStruct = {
  fields: { name: 'string', keyPattern: 'object', expireAfterSeconds: 'safeInt64', hidden: 'safeBool', unique: 'safeBool', prepareUnique: 'safeBool' },
  required: [],
};

const NESTED_STRUCTS: Record<string, Record<string, NestedStruct>> = {
  create: { changeStreamPreAndPostImages: PRE_AND_POST_IMAGES_OPTIONS },
  collMod: { changeStreamPreAndPostImages: PRE_AND_POST_IMAGES_OPTIONS, index: COLL_MOD_INDEX },
};

/** Statements inside a write command: each an IDL struct of its own, also strict. */
const STATEMENT_FIELDS: Record<string, [string, Fields]> = {
  update: ['updates', {
    q: 'object', u: 'any', c: 'object', arrayFilters: 'array', hint: 'indexHint', multi: 'bool', upsert: 'bool',
    upsertSupplied: 'optionalBool', collation: 'object', sampleId: 'any', $_allowShardKeyUpdatesWithoutFullShardKey: 'optionalBool',
  }],
  delete: ['deletes', { q: 'object', limit: 'any', hint: 'indexHint', collation: 'object', sampleId: 'any' }],
};

const EXPECTED: Record<Exclude<FieldType, 'any' | 'commitQuorum' | 'indexHint' | 'optionalBool' | 'ownedObject'>, readonly string[]> = {
  string: ['string'], object: ['object'], array: ['array'], bool: ['bool'], int: ['int'], long: ['long'], double: ['double'],
  safeBool: ['bool', ...NUMBER_TYPES], safeInt64: NUMBER_TYPES, uuid: ['binData'],
};

function accepts(type: FieldType, actual: string): boolean {
  if (type === 'any') return true;
  if (type === 'commitQuorum') return NUMERIC.has(actual) || ['string', 'null', 'undefined'].includes(actual);
  // IDL parsers skip a null or undefined value of a typed field as if it were missing.
  if (actual === 'null' || actual === 'undefined') return type !== 'ownedObject';
  if (type === 'optionalBool') return actual === 'bool';
  if (type === 'indexHint') return actual === 'string' || actual === 'object';
  if (type === 'ownedObject') return actual === 'object';
  if (type === 'safeInt64') return NUMERIC.has(actual);
  if (type === 'safeBool') return actual === 'bool' || NUMERIC.has(actual);
  return EXPECTED[type].includes(actual);
}

function wrongType(path: string, field: string, type: FieldType, value: unknown, actual: string): MongoCommandError {
  // optionalBool and parseOwnedBSON have hand-written messages (the missing space is mongod's).
  if (type === 'optionalBool') return new MongoCommandError('TypeMismatch', `Field '${field}' should be a boolean value, but found: ${actual}`);
  if (type === 'indexHint') return new MongoCommandError('FailedToParse', 'Hint must be a string or an object');
  if (type === 'commitQuorum') return commitQuorumTypeError();
  if (type === 'ownedObject') return new MongoCommandError('TypeMismatch', `Expected field ${field}to be of type object`);
  return wrongTypeError(path, value, EXPECTED[type as keyof typeof EXPECTED]);
}

/**
 * mongod names a field in these messages by the command, except where it parses the command through a
 * request struct of its own: `find` is `FindCommandRequest` ("BSON field 'FindCommandRequest.fooBar' is an
 * unknown field.", as mongoexport users and FerretDB's recorded mongod replies show).
 */
const IDL_CONTEXT: Record<string, string> = { find: 'FindCommandRequest' };

/** Commands whose IDL says `strict: false`: fields they do not declare are ignored, declared ones still typed. */
const NON_STRICT = new Set(['profile']);

/** How mongod's IDL messages name a command's field: `FindCommandRequest.collectionUUID`, `insert.collectionUUID`. */
export const idlFieldPath = (command: string, field: string): string => `${IDL_CONTEXT[command] ?? command}.${field}`;

/**
 * Array fields whose elements the IDL types (`array<object>`, `array<UpdateOpEntry>`, `array<cursorId>`): the
 * generated parser checks each element under the path `<command>.<field>.<index>` ("BSON field
 * 'insert.documents.0' is the wrong type 'int', expected type 'object'"), before any statement runs.
 */
const ARRAY_ELEMENTS: Record<string, Record<string, keyof typeof EXPECTED>> = {
  insert: { documents: 'object' },
  update: { updates: 'object' },
  delete: { deletes: 'object' },
  killCursors: { cursors: 'long' },
  createIndexes: { indexes: 'object' },
  findAndModify: { arrayFilters: 'object' },
};

/** The same inside an update statement (UpdateOpEntry's `arrayFilters: array<object>`), under `update.updates`. */
const STATEMENT_ELEMENTS: Record<string, Record<string, keyof typeof EXPECTED>> = {
  update: { arrayFilters: 'object' },
};

/** How a parse goes: which fields it skips, the nested structs it parses, whether it runs under apiStrict. */
interface Parse {
  skip: (name: string) => boolean;
  nested?: Record<string, NestedStruct>;
  elements?: Record<string, keyof typeof EXPECTED>;
  apiStrict: boolean;
}

/**
 * Fields the IDL requires (`optional: false`, no default): after the loop over the fields, the generated parser
 * answers a missing one `40414` under its path (IDLParserContext::throwMissingField). A write command's
 * statements may come as a document sequence, which the store has merged into the body by then.
 */
const REQUIRED: Record<string, string[]> = {
  insert: ['documents'],
  update: ['updates'],
  delete: ['deletes'],
  killCursors: ['cursors'],
  getMore: ['collection'],
};

/** Each element of a typed array field, as the IDL parser checks them (no null skipping inside an array). */
function checkElements(path: string, value: unknown[], type: keyof typeof EXPECTED): void {
  value.forEach((element, index) => {
    if (!EXPECTED[type].includes(typeName(element))) throw wrongTypeError(`${path}.${index}`, element, EXPECTED[type]);
  });
}

function checkFields(context: string, document: Document, fields: Fields, parse: Parse): void {
  for (const [name, value] of Object.entries(document)) {
    if (parse.skip(name)) continue;
    const type = fields[name];
    if (type === undefined) {
      throw new MongoCommandError('IDLUnknownField', `BSON field '${context}.${name}' is an unknown field.`);
    }
    if (parse.apiStrict) checkStableField(context, name);
    const actual = typeName(value);
    if (!accepts(type, actual)) throw wrongType(`${context}.${name}`, name, type, value, actual);
    const elementType = parse.elements?.[name];
    if (elementType && Array.isArray(value)) checkElements(`${context}.${name}`, value, elementType);
    const struct = parse.nested?.[name];
    if (struct && isPlainObject(value)) checkStruct(`${context}.${name}`, value as Document, struct, parse.apiStrict);
  }
}

/** A nested struct's fields in order, then its missing required fields (the generated parser's order). */
function checkStruct(context: string, document: Document, struct: NestedStruct, apiStrict: boolean): void {
  checkFields(context, document, struct.fields, { skip: () => false, apiStrict });
  const missing = struct.required.find((field) => !(field in document));
  if (missing) throw new MongoCommandError('Location40414', `BSON field '${context}.${missing}' is missing but a required field`);
}

/**
 * Checks a command's fields as mongod's IDL parser does. Runs before the top-level numbers are turned into
 * JavaScript numbers, so `int` and `double` are still told apart in the messages.
 */
export function checkCommandFields(name: string, command: Document, apiStrict = isApiStrict(command)): void {
  const fields = COMMAND_FIELDS[name];
  if (!fields) return;
  const skip = (field: string) =>
    field === name || (GENERIC_ARGUMENTS.has(field) && !(TYPED_BY_COMMAND.has(field) && field in fields)) || (NON_STRICT.has(name) && !(field in fields));
  checkFields(IDL_CONTEXT[name] ?? name, command, fields, { skip, nested: NESTED_STRUCTS[name], elements: ARRAY_ELEMENTS[name], apiStrict });
  const missing = REQUIRED[name]?.find((field) => command[field] === undefined || command[field] === null);
  if (missing) throw new MongoCommandError('Location40414', `BSON field '${idlFieldPath(name, missing)}' is missing but a required field`);
  const statements = STATEMENT_FIELDS[name];
  if (statements && Array.isArray(command[statements[0]])) {
    for (const statement of command[statements[0]] as unknown[]) {
      if (isPlainObject(statement)) {
        checkFields(`${name}.${statements[0]}`, statement, statements[1], { skip: () => false, elements: STATEMENT_ELEMENTS[name], apiStrict });
      }
    }
  }
  // explain parses the command it explains with that command's own parser (generic arguments belong outside),
  // under the API parameters of the explain.
  const explained = command.explain as unknown;
  if (name === 'explain' && isPlainObject(explained)) {
    const inner = Object.keys(explained)[0] ?? '';
    if (COMMAND_FIELDS[inner] && inner !== 'explain') checkCommandFields(inner, explained, apiStrict);
  }
}
