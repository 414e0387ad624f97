import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isPlainObject } from '../query/aggregation-expressions';
import { numericKind, toDouble } from '../query/bson-values';
import { typeName } from '../query/describe';
import { safeNumberLong } from '../query/safe-number-long';
import { NUMBER_TYPES, wrongTypeError } from '../wrong-type';
import { checkProvenance, expectType } from './read-concern';

/** ReplSetConfig::kMaxMembers: the largest numeric `w`. */
const MAX_MEMBERS = 50n;

/** WriteConcernIdl's fields (write_concern_options.idl, `strict: true`); the last three are read and ignored. */
const FIELDS = new Set(['w', 'j', 'wtimeout', 'fsync', 'provenance', 'wElectionId', 'wOpTime', 'getLastError']);
const CONTEXT = 'WriteConcernOptions';

const isMissing = (value: unknown): boolean => value === undefined || value === null;

/** An IDL `safeBool`: a bool, or a number read as its truth (non-zero). */
function safeBool(field: string, value: unknown): boolean | undefined {
  if (isMissing(value)) return undefined;
  if (typeof value === 'boolean') return value;
  if (numericKind(value) === undefined) throw wrongTypeError(`${CONTEXT}.${field}`, value, ['bool', ...NUMBER_TYPES]);
  return toDouble(value) !== 0;
}

/** deserializeWriteConcernW: a number from 0 to 50, a string, or a document of tags (refused here), else 9. */
function checkW(value: unknown): void {
  if (numericKind(value) !== undefined) {
    const w = safeNumberLong(value);
    if (w < 0n || w > MAX_MEMBERS) {
      throw new MongoCommandError('FailedToParse', `w has to be a non-negative number and not greater than ${MAX_MEMBERS}; found: ${w}`);
    }
    return;
  }
  if (typeof value === 'string' || isMissing(value)) return;
  if (isPlainObject(value)) {
    // Tag sets name replica set members' tags: what mongod 7.0 then answers on a standalone was not read.
    throw new MongoCommandError('NotImplemented', "a write concern 'w' given as a document of tags is not supported by the embedded store");
  }
  throw new MongoCommandError('FailedToParse', `w has to be a number, string, or object; found: ${typeName(value)}`);
}

/**
 * A command's `writeConcern`, read as mongod 7.0's WriteConcernOptions::extractWCFromCommand and parse do
 * (src/mongo/db/write_concern_options.cpp, write_concern_options.idl): an object (bsonExtractTypedField,
 * `14`), empty meaning the default; otherwise WriteConcernIdl's strict fields in order (`40415` for another,
 * `w` by deserializeWriteConcernW, `j` and `fsync` as safeBool, `wtimeout` any value, a non-number read as
 * 0), then j and fsync both true is `9`. A standalone then refuses a `w` above 1 and a `w` mode other than
 * majority, a replica set tag (validateWriteConcern in src/mongo/db/write_concern.cpp).
 */
export function checkWriteConcern(writeConcern: unknown): void {
  if (writeConcern === undefined) return;
  expectType('writeConcern', writeConcern, 'object');
  const given = writeConcern as Document;
  let j: boolean | undefined;
  let fsync: boolean | undefined;
  for (const [field, value] of Object.entries(given)) {
    if (!FIELDS.has(field)) throw new MongoCommandError('IDLUnknownField', `BSON field '${CONTEXT}.${field}' is an unknown field.`);
    if (field === 'w') checkW(value);
    else if (field === 'j') j = safeBool(field, value);
    else if (field === 'fsync') fsync = safeBool(field, value);
    else if (field === 'provenance' && !isMissing(value)) checkProvenance(value, `${CONTEXT}.provenance`);
  }
  if (j && fsync) throw new MongoCommandError('FailedToParse', 'fsync and j options cannot be used together');
  const w = given.w as unknown;
  if (typeof w === 'string' && w !== 'majority') {
    throw new MongoCommandError('BadValue', `cannot use non-majority 'w' mode ${w} when a host is not a member of a replica set`);
  }
  if (numericKind(w) !== undefined && safeNumberLong(w) > 1n) {
    throw new MongoCommandError('BadValue', "cannot use 'w' > 1 when a host is not replicated");
  }
}
