import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isNumeric, toDouble } from '../query/bson-values';
import { collatorOf, fullCollation } from '../query/collation';
import { bsonText } from '../query/update';
import { checkKeyPattern } from '../engine/index-kinds';
import { indexVersionOf, validateIdIndexSpec, validateIndexSpecFields } from '../engine/index-spec-fields';

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
 * `create`'s `idIndex` (create_command.cpp): not with `autoIndexId`; validated as an index spec (no
 * "Error in specification" context here) and as an `_id` index spec; its collation, filled in from the
 * collection's when it names none, must be the collection's. mongod then builds the `_id` index from it
 * under the name `_id_` and the key `{_id: 1}` (_fixIndexSpec), which is the collection's default `_id`
 * index: only its version is kept (a version-1 `_id` index keys `_id` under KeyString V0, version-one-index.ts).
 * A `clustered` spec is refused. Returns the `_id` index's version.
 */
export function checkIdIndex(command: Document): 1 | 2 {
  const spec = command.idIndex as unknown;
  if (spec === undefined) return 2;
  // The IDL types `idIndex` as an object (command-fields.ts).
  const raw = spec as Document;
  if (command.autoIndexId !== undefined) throw new MongoCommandError('InvalidOptions', `'idIndex' is not allowed with 'autoIndexId': ${bsonText(raw)}`);
  validateIndexSpecFields(raw);
  // Only validateKeyPattern's rules: the key must then be {_id: 1}, so no other kind of index is ever built.
  checkKeyPattern(raw.key as Document, false);
  validateIdIndexSpec(raw);
  const collectionCollation = collatorOf(command) ? fullCollation(command.collation as Document) : undefined;
  // A version-1 index never inherits the collection's collation (validateIndexSpecCollation).
  const inherited = indexVersionOf(raw) === 2 ? collectionCollation : undefined;
  const ownCollation = raw.collation === undefined ? inherited : collatorOf(raw) ? fullCollation(raw.collation as Document) : undefined;
  if (JSON.stringify(ownCollation ?? null) !== JSON.stringify(collectionCollation ?? null)) {
    throw new MongoCommandError('BadValue', "'idIndex' must have the same collation as the collection.");
  }
  // A clustered spec as the _id index meets the checks of a collection that is not clustered (not followed here).
  if (Object.hasOwn(raw, 'clustered')) throw new MongoCommandError('NotImplemented', "create option 'idIndex' with 'clustered' is not supported by the embedded store");
  return indexVersionOf(raw);
}
