import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isNumeric, toDouble } from '../query/bson-values';

const present = (value: unknown) => value !== undefined && value !== null;
/** A safeBool's truth: true or a non-zero number. */
export const isTrueOption = (value: unknown) => value === true || (isNumeric(value) && toDouble(value) !== 0);
const isObject = (value: unknown): value is Document =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value as { _bsontype?: string })._bsontype;

/** The create options a clustered collection refuses (clustered_util::checkCreationOptions); a standalone has no test commands. */
function checkClusteredCreation(command: Document): void {
  if (present(command.size)) {
    throw new MongoCommandError(
      'Location6049200',
      "'size' field for capped collections is not allowed on clustered collections. Did you mean 'capped: true' with 'expireAfterSeconds'?",
    );
  }
  if (present(command.max)) {
    throw new MongoCommandError(
      'Location6049204',
      "'max' field for capped collections is not allowed on clustered collections. Did you mean 'capped: true' with 'expireAfterSeconds'?",
    );
  }
  if (isTrueOption(command.capped)) {
    throw new MongoCommandError('Location6127800', "Clustered capped collection only available with 'enableTestCommands' server parameter");
  }
}

const UUID_SUBTYPE = 4;
const isUuid = (value: unknown) => (value as { _bsontype?: string; sub_type?: number } | null)?._bsontype === 'Binary' && (value as { sub_type: number }).sub_type === UUID_SUBTYPE;

/**
 * Whether `encryptedFields` is a shape mongod's EncryptedFieldConfig IDL surely parses (collection names, and
 * fields with a string `path` and a UUID `keyId`, without queries): only then is its answer known to be
 * the standalone's refusal. Anything else (IDL errors the store does not reproduce) is refused with 238.
 */
function isPlainEncryptedFieldConfig(config: unknown): boolean {
  if (!isObject(config) || !Array.isArray(config.fields)) return false;
  const names = ['escCollection', 'eccCollection', 'ecocCollection'];
  if (Object.entries(config).some(([key, value]) => key !== 'fields' && !(names.includes(key) && typeof value === 'string'))) return false;
  return (config.fields as unknown[]).every(
    (field) =>
      isObject(field) &&
      typeof field.path === 'string' &&
      isUuid(field.keyId) &&
      Object.entries(field).every(([key, value]) => key === 'path' || key === 'keyId' || (key === 'bsonType' && typeof value === 'string')),
  );
}

/** Queryable Encryption needs a replica set: a standalone refuses it (after the capped, view and time series checks). */
function checkEncryptedFields(command: Document): void {
  if (!isPlainEncryptedFieldConfig(command.encryptedFields)) {
    throw new MongoCommandError('NotImplemented', "create option 'encryptedFields' with this configuration is not supported by the embedded store");
  }
  if (isTrueOption(command.capped)) throw new MongoCommandError('Location6367301', 'Encrypted fields cannot be used with capped collections');
  if (present(command.viewOn) || present(command.timeseries)) {
    throw new MongoCommandError('Location6346401', 'Encrypted fields cannot be used with views or timeseries collections');
  }
  throw new MongoCommandError('Location6346402', 'Encrypted collections are not supported on standalone');
}

/**
 * The checks mongod 7.0's create command makes first (create_command.cpp), for a collection, a view or a
 * time series alike, in its order: clustering against capped options, `temp` (only for internal clients:
 * present at all, it is refused), `pipeline` without `viewOn`, `encryptedFields`.
 */
export function checkCreateCommand(command: Document): void {
  if (command.clusteredIndex !== undefined) checkClusteredCreation(command);
  if (command.temp !== undefined) throw new MongoCommandError('InvalidOptions', "the 'temp' field is an invalid option");
  if (command.pipeline !== undefined && command.viewOn === undefined) {
    throw new MongoCommandError('InvalidOptions', "'pipeline' requires 'viewOn' to also be specified");
  }
  if (command.encryptedFields !== undefined) checkEncryptedFields(command);
}

/**
 * The `idIndex` the store can honour exactly: the default `_id` index, `{key: {_id: 1}, name: '_id_'}`, with
 * `v: 2` first or none (mongod keeps the spec's field order and puts a missing `v` first).
 */
function isDefaultIdIndex(spec: unknown): spec is Document {
  if (!isObject(spec) || !['key,name', 'v,key,name'].includes(Object.keys(spec).join(','))) return false;
  const key = spec.key as unknown;
  const keyIsId = isObject(key) && Object.keys(key).length === 1 && isNumeric(key._id) && toDouble(key._id) === 1;
  return keyIsId && spec.name === '_id_' && (spec.v === undefined || (isNumeric(spec.v) && toDouble(spec.v) === 2));
}

/** The spec as BSONObj::toString writes it in mongod's message. */
const writtenIdIndex = (spec: Document) =>
  `{ ${Object.entries(spec)
    .map(([field, value]) => `${field}: ${field === 'key' ? '{ _id: 1 }' : field === 'name' ? '"_id_"' : String(toDouble(value))}`)
    .join(', ')} }`;

/**
 * `create`'s `idIndex` (create_command.cpp): not with `autoIndexId`; checked as an `_id` index spec and
 * created as the collection's `_id` index. The store's `_id` index is the default one, so only that spec is
 * accepted; any other (another name, a collation, mongod's spec errors) is refused with 238.
 */
export function checkIdIndex(command: Document, hasDefaultCollation: boolean): void {
  const spec = command.idIndex as unknown;
  if (spec === undefined) return;
  if (!isDefaultIdIndex(spec) || hasDefaultCollation) {
    throw new MongoCommandError('NotImplemented', "create option 'idIndex' other than {key: {_id: 1}, name: '_id_'} is not supported by the embedded store");
  }
  if (command.autoIndexId !== undefined) {
    throw new MongoCommandError('InvalidOptions', `'idIndex' is not allowed with 'autoIndexId': ${writtenIdIndex(spec)}`);
  }
}
