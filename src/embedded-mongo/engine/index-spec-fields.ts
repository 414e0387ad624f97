import type { Document } from 'bson';
import { type CodeName, MongoCommandError } from '../errors';
import { isNumeric, toDouble } from '../query/bson-values';
import { typeName } from '../query/describe';
import { isPlainDocument } from '../query/filter';
import { bsonText } from '../query/update';

/**
 * mongod 7.0's checks of an index specification's fields (index_key_validate.cpp validateIndexSpec) for the
 * fields the store does not otherwise read: every field mongod knows, with its type rules, and mongod's 197
 * for any other. createIndexes prefixes such an error with the specification it was given.
 */

/** index_key_validate.h allowedFieldNames (`_id`: legacy specs may carry one, mongod drops it). */
const ALLOWED_FIELDS = new Set([
  'bits', 'max', 'min', 'coarsestIndexedLevel', 'finestIndexedLevel', '2dsphereIndexVersion', 'background', 'collation',
  'default_language', 'dropDups', 'expireAfterSeconds', 'hidden', 'name', 'v', 'key', 'language_override', 'ns',
  'partialFilterExpression', 'wildcardProjection', 'columnstoreProjection', 'columnstoreCompressor', 'sparse',
  'storageEngine', 'textIndexVersion', 'unique', 'weights', 'originalSpec', 'prepareUnique', '_id',
]);
/**
 * index_key_validate's removeUnknownFields, which createIndexes applies before validating a spec when asked
 * `ignoreUnknownIndexOptions: true`: every field mongod does not know is dropped from the spec.
 */
export function withoutUnknownIndexFields(raw: Document): Document {
  return Object.fromEntries(Object.entries(raw).filter(([field]) => ALLOWED_FIELDS.has(field)));
}

/** allowedClusteredIndexFieldNames: a spec with `clustered` may hold nothing else. */
const CLUSTERED_FIELDS = new Set(['name', 'unique', 'v', 'key', 'clustered']);
/** Fields mongod reads as booleans but accepts numbers for. */
const BOOLEAN_FIELDS = new Set(['background', 'unique', 'sparse', 'dropDups', 'prepareUnique', 'clustered']);
/** Text index options, kept verbatim (and unused) on any other kind of index, as mongod keeps them. */
const TEXT_STRING_FIELDS = new Set(['default_language', 'language_override']);
/** Text/2d/2dsphere numeric options, likewise kept verbatim on other kinds of index. */
const PLUGIN_NUMBER_FIELDS = new Set(['2dsphereIndexVersion', 'textIndexVersion', 'bits', 'min', 'max', 'coarsestIndexedLevel', 'finestIndexedLevel']);
/** The text/geo options a b-tree, hashed or wildcard index keeps and lists as given. */
export const KEPT_PLUGIN_FIELDS = [...TEXT_STRING_FIELDS, ...PLUGIN_NUMBER_FIELDS];

/** A validateIndexSpec error; createIndexes adds the specification as context (checkIndexSpecFields), create's `idIndex` does not. */
class IndexSpecError extends MongoCommandError {}
const specError = (codeName: CodeName, message: string): MongoCommandError => new IndexSpecError(codeName, message);

/** The field-name check that precedes every other (validateIndexSpecFieldNames). */
function checkFieldNames(raw: Document): void {
  const clustered = Object.hasOwn(raw, 'clustered');
  for (const field of Object.keys(raw)) {
    if (!(clustered ? CLUSTERED_FIELDS : ALLOWED_FIELDS).has(field)) {
      const what = clustered ? 'a clustered index' : 'an index';
      throw specError('InvalidIndexSpecificationOption', `The field '${field}' is not valid for ${what} specification. Specification: ${bsonText(raw)}`);
    }
  }
}

/** validateIndexSpec's rules for `key` (its plugin and values are index-kinds.ts' part) and `v`. */
function checkKeyAndVersion(raw: Document, field: string, value: unknown): void {
  if (field === 'key') {
    if (!isPlainDocument(value)) throw specError('TypeMismatch', `The field 'key' must be an object, but got ${typeName(value)}`);
    if (Object.keys(value).length === 0) throw specError('CannotCreateIndex', 'Index keys cannot be empty.');
  }
  if (field === 'v') {
    if (!isNumeric(value)) throw specError('TypeMismatch', `The field 'v' must be a number, but got ${typeName(value)}`);
    const version = Number(value);
    if (!Number.isInteger(version) || version < -(2 ** 31) || version >= 2 ** 31) {
      throw specError('BadValue', `Index version must be representable as a 32-bit integer, but got ${bsonText(value)}`);
    }
    if (version !== 1 && version !== 2) {
      throw specError('CannotCreateIndex', `Invalid index specification ${bsonText(raw)}; cannot create an index with v=${version}`);
    }
  }
}

/** The per-field type rules of validateIndexSpec for the fields the store does not parse itself. */
function checkFieldTypes(raw: Document): void {
  for (const [field, value] of Object.entries(raw)) {
    checkKeyAndVersion(raw, field, value);
    if (field === 'name' && typeof value !== 'string') throw specError('TypeMismatch', `The field 'name' must be a string, but got ${typeName(value)}`);
    if (field === 'partialFilterExpression' && !isPlainDocument(value)) {
      throw specError('TypeMismatch', `The field 'partialFilterExpression' must be an object, but got ${typeName(value)}`);
    }
    if (BOOLEAN_FIELDS.has(field) && !isNumeric(value) && typeof value !== 'boolean') {
      // mongod's own message lacks the quote after the field name.
      throw specError('TypeMismatch', `The field '${field} has value ${field}: ${bsonText(value)}, which is not convertible to bool`);
    }
    // mongod names the wrong field ('name') in this message.
    if (field === 'hidden' && typeof value !== 'boolean') throw specError('TypeMismatch', `The field 'name' must be a bool, but got ${typeName(value)}`);
    if (field === 'weights' && !isPlainDocument(value) && !Array.isArray(value) && typeof value !== 'string') {
      throw specError('TypeMismatch', `The field 'weights' must be an object, but got ${typeName(value)}`);
    }
    if (TEXT_STRING_FIELDS.has(field) && typeof value !== 'string') throw specError('TypeMismatch', `The field '${field}' must be a string, but got ${typeName(value)}`);
    if (PLUGIN_NUMBER_FIELDS.has(field) && !isNumeric(value)) throw specError('TypeMismatch', `The field '${field}' must be a number, but got ${typeName(value)}`);
  }
}

const truthy = (value: unknown): boolean => (isNumeric(value) ? Number(value) !== 0 : value === true);

/** validateIndexSpec's checks after its loop over the fields. */
function checkCombinations(raw: Document): void {
  for (const field of ['key', 'name']) {
    if (!Object.hasOwn(raw, field)) throw specError('FailedToParse', `The '${field}' field is a required property of an index specification`);
  }
  if (Object.hasOwn(raw, 'clustered')) {
    if (!truthy(raw.clustered)) throw specError('Location6492800', "Value 'false' for field 'clustered' is invalid");
    if (!truthy(raw.unique)) throw specError('CannotCreateIndex', "The 'unique' field is required when 'clustered' is specified");
  }
  // A version-1 index predates collations: an explicit one, even `simple`, is refused (it never inherits the collection's).
  if (Object.hasOwn(raw, 'collation') && indexVersionOf(raw) === 1) {
    throw specError('CannotCreateIndex', `Invalid index specification ${bsonText(raw)}; cannot create an index with the 'collation' option and v=1`);
  }
  // IndexNames::findPluginName: the first string value of the key pattern names the index's kind.
  const plugin = Object.values(raw.key as Document).find((direction) => typeof direction === 'string');
  if (Object.hasOwn(raw, 'weights') && plugin !== 'text') {
    throw specError('CannotCreateIndex', `Invalid index specification ${bsonText(raw)}; the field 'weights' can only be specified with text indexes`);
  }
  if (truthy(raw.unique) && truthy(raw.prepareUnique)) {
    throw specError('CannotCreateIndex', `Invalid index specification ${bsonText(raw)}; cannot create an index with the 'unique' option and the 'prepareUnique' option`);
  }
}

/** The index version a spec asks for (validated: 1 or 2), 2 when it names none (mongod's default). */
export const indexVersionOf = (raw: Document): 1 | 2 => (isNumeric(raw.v) && toDouble(raw.v) === 1 ? 1 : 2);

/**
 * Validates the fields of an index specification as mongod does before building anything. What the store
 * cannot build is refused afterwards: clustered indexes (only a clustered collection has one) and
 * columnstore options (no columnstore index exists in the store).
 */
export function checkIndexSpecFields(raw: Document): void {
  try {
    validateIndexSpecFields(raw);
  } catch (error) {
    // createIndexes' context for a validation error: `Error in specification { … } :: caused by :: …`.
    if (!(error instanceof IndexSpecError)) throw error;
    throw new MongoCommandError(error.codeName as CodeName, `Error in specification ${bsonText(raw)} :: caused by :: ${error.message}`);
  }
  checkIdIndexSpec(raw);
}

/** mongod's validateIndexSpec for the fields the store reads here (the key pattern's values are index-kinds.ts'). */
export function validateIndexSpecFields(raw: Document): void {
  checkFieldNames(raw);
  checkFieldTypes(raw);
  checkCombinations(raw);
}

/** After the key pattern is known to be no text/geo index (those stay refused): what the store cannot build. */
export function checkNonTextIndexFields(raw: Document): void {
  if (Object.hasOwn(raw, 'clustered')) {
    throw new MongoCommandError('NotImplemented', "createIndexes with 'clustered' is not supported by the embedded store");
  }
  for (const field of ['columnstoreProjection', 'columnstoreCompressor']) {
    if (Object.hasOwn(raw, field)) throw new MongoCommandError('NotImplemented', `index option '${field}' (columnstore indexes) is not supported by the embedded store`);
  }
}

/** `unique` / `sparse` / `prepareUnique` as mongod reads them: a true boolean or a non-zero number. */
export const indexFlag = truthy;

/** IndexDescriptor::isIdIndexPattern: `{_id: n}` where n read as an int32 is 1 or -1. */
function isIdIndexPattern(key: Document): boolean {
  const fields = Object.keys(key);
  if (fields.length !== 1 || fields[0] !== '_id' || !isNumeric(key._id)) return false;
  const asInt = Math.trunc(Number(key._id));
  return asInt === 1 || asInt === -1;
}

/** What an _id index spec may hold (validateIdIndexSpec's allowedIdIndexFieldNames). */
const ID_INDEX_FIELDS = new Set(['collation', 'name', 'v', 'key', 'ns', '_id']);

/**
 * createIndexes' parseAndValidateIndexSpecs after validateIndexSpec: an `_id` key pattern is the _id index
 * (only `{_id: 1}`, few options), `_id_` names nothing else, `*` names nothing. Not prefixed with the spec.
 */
function checkIdIndexSpec(raw: Document): void {
  const key = raw.key as Document;
  if (isIdIndexPattern(key)) {
    validateIdIndexSpec(raw);
  } else if (raw.name === '_id_') {
    throw new MongoCommandError('BadValue', `The index name '_id_' is reserved for the _id index, which must have key pattern {_id: 1}, found key: ${bsonText(key)}`);
  }
  if (raw.name === '*') throw new MongoCommandError('BadValue', "The index name '*' is not valid.");
}

/** `{_id: 1}` as BSON compares it: one field `_id` whose number equals 1 (`1.0` and `NumberLong(1)` too). */
const isIdOneKey = (key: Document): boolean => Object.keys(key).length === 1 && isNumeric(key._id) && toDouble(key._id) === 1;

/**
 * validateIdIndexSpec, on a spec validateIndexSpec passed: only the fields an _id index may have (a clustered
 * spec's were checked against their own list), and the key `{_id: 1}`.
 */
export function validateIdIndexSpec(raw: Document): void {
  // mongod prints the spec as validateIndexSpec left it: without `ns`, with `v` added.
  const { ns: _ns, ...validated } = raw;
  const printed = bsonText(validated.v === undefined ? { ...validated, v: 2 } : validated);
  for (const field of Object.hasOwn(raw, 'clustered') ? [] : Object.keys(raw)) {
    if (!ID_INDEX_FIELDS.has(field)) {
      throw new MongoCommandError('InvalidIndexSpecificationOption', `The field '${field}' is not valid for an _id index specification. Specification: ${printed}`);
    }
  }
  const key = raw.key as Document;
  if (!isIdOneKey(key)) throw new MongoCommandError('BadValue', `The field 'key' for an _id index must be {_id: 1}, but got ${bsonText(key)}`);
}
