import { Binary, type Document } from 'bson';
import { MongoCommandError } from '../errors';
import { TYPE_NUMBERS } from './bson-type-names';
import { bsonType } from './bson-values';
import { isPlainDocument } from './filter';
import { typeName } from './describe';
import { wrongTypeError } from '../wrong-type';

/**
 * The client-side field level encryption keywords of `$jsonSchema` (`encrypt`, `encryptMetadata`) as a community
 * mongod 7.0 takes them (json_schema_parser.cpp's translateEncryptionKeywords, encrypt_schema.idl): the server
 * never encrypts, it checks the keywords' shape and, for `encrypt`, that the value is already an encrypted
 * BinData (subtype 6) whose header names one of the `bsonType`s. `encryptMetadata` only annotates children.
 */
export interface EncryptKeyword {
  /** `encrypt.bsonType`: the types the encrypted value may have held (checked in the FLE blob's header). */
  types?: Set<string>;
}

const ALGORITHMS = ['AEAD_AES_256_CBC_HMAC_SHA_512-Deterministic', 'AEAD_AES_256_CBC_HMAC_SHA_512-Random'];
/** BinData subtype 6 (`BinDataType::Encrypt`). */
const ENCRYPTED_SUBTYPE = 6;
/** An FLE blob starts with its subtype byte, the key's 16-byte UUID and the original value's BSON type. */
const FLE_HEADER_LENGTH = 18;
/** mongod 7.0's EncryptedBinDataType values run from 0 (placeholder) to 16 (unindexed value v2). */
const LAST_FLE_SUBTYPE = 16;

const typeMismatch = (message: string) => new MongoCommandError('TypeMismatch', message);

/** An IDL-generated parser's check of a string enum field (`encrypt.algorithm`). */
function checkAlgorithm(context: string, value: unknown): void {
  if (typeof value !== 'string') throw wrongTypeError(`${context}.algorithm`, value, 'string');
  if (!ALGORITHMS.includes(value)) throw new MongoCommandError('BadValue', `Enumeration value '${value}' for field '${context}.algorithm' is not a valid value.`);
}

/** EncryptSchemaKeyId::parseFromBSON: a JSON pointer (mongod's JSONPointer checks) or an array of UUIDs. */
function checkKeyId(value: unknown): void {
  if (typeof value === 'string') {
    if (value.length === 0) throw new MongoCommandError('Location51064', 'Empty JSONPointers are not supported');
    if (!value.startsWith('/')) throw new MongoCommandError('Location51065', "JSONPointer must start with a '/'");
    if (/~(?![01])/.test(value)) throw new MongoCommandError('Location51063', 'JSONPointer cannot contain unescaped ~ character');
    return;
  }
  if (!Array.isArray(value)) throw new MongoCommandError('Location51085', `Expected either string or array of UUID for EncryptSchemaKeyId, found ${typeName(value)}`);
  for (const key of value) {
    if (bsonType(key) !== 'Binary') throw new MongoCommandError('Location51088', `Array elements must have type BinData, found ${typeName(key)}`);
    const binary = key as Binary;
    if (binary.sub_type !== Binary.SUBTYPE_UUID) throw new MongoCommandError('Location51084', `Array elements must have bindata type UUID, found ${binary.sub_type}`);
    if (binary.position !== 16) throw new MongoCommandError('InvalidUUID', 'uuid must be a 16-byte binary field with UUID (4) subtype');
  }
}

/** JSONSchemaParser::parseTypeSet with mongod's bsonType aliases (no "at least one type" rule here). */
function parseBsonTypes(value: unknown): Set<string> {
  if (typeof value !== 'string' && !Array.isArray(value)) throw typeMismatch("$jsonSchema keyword 'bsonType' must be either a string or an array of strings");
  const names = new Set<string>();
  for (const name of typeof value === 'string' ? [value] : value) {
    if (typeof name !== 'string') throw typeMismatch("$jsonSchema keyword 'bsonType' array elements must be strings");
    if (name === 'integer') throw new MongoCommandError('FailedToParse', "$jsonSchema type 'integer' is not currently supported.");
    if (names.has(name)) throw new MongoCommandError('FailedToParse', `$jsonSchema keyword 'bsonType' has duplicate value: ${name}`);
    names.add(name);
  }
  for (const name of names) {
    if (name !== 'number' && !Object.hasOwn(TYPE_NUMBERS, name)) throw new MongoCommandError('BadValue', `Unknown type name alias: ${name}`);
  }
  return names;
}

/** The IDL structs' fields, checked in the order they come (an unknown field is `40415`: the structs are strict). */
function checkFields(context: 'encrypt' | 'encryptMetadata', spec: Document): Set<string> | undefined {
  let types: Set<string> | undefined;
  for (const [name, value] of Object.entries(spec)) {
    if (name === 'algorithm') checkAlgorithm(context, value);
    else if (name === 'keyId') checkKeyId(value);
    else if (name === 'bsonType' && context === 'encrypt') types = parseBsonTypes(value);
    else throw new MongoCommandError('IDLUnknownField', `BSON field '${context}.${name}' is an unknown field.`);
  }
  return types;
}

/**
 * Parses a schema's `encrypt` / `encryptMetadata`, with mongod's errors; `allowed` is false where mongod's
 * parser runs without its kEncryptKeywords feature (a validator under `validationAction: 'warn'` or
 * `validationLevel: 'moderate'`).
 */
export function parseEncryptKeywords(schema: Document, allowed: boolean): EncryptKeyword | undefined {
  const { encrypt, encryptMetadata } = schema as { encrypt?: unknown; encryptMetadata?: unknown };
  if (encrypt === undefined && encryptMetadata === undefined) return undefined;
  if (!allowed) throw new MongoCommandError('QueryFeatureNotAllowed', 'Encryption-related validator keywords are not allowed in this context');
  if (encrypt !== undefined && encryptMetadata !== undefined) {
    throw new MongoCommandError('FailedToParse', "Cannot specify both $jsonSchema keywords 'encrypt' and 'encryptMetadata'");
  }
  if (encryptMetadata !== undefined) {
    if (!isPlainDocument(encryptMetadata)) throw typeMismatch("$jsonSchema keyword 'encryptMetadata' must be an object ");
    if (Object.keys(encryptMetadata).length === 0) throw new MongoCommandError('FailedToParse', "$jsonSchema keyword 'encryptMetadata' cannot be an empty object ");
    checkFields('encryptMetadata', encryptMetadata);
    return undefined;
  }
  if (!isPlainDocument(encrypt)) throw typeMismatch("$jsonSchema keyword 'encrypt' must be an object ");
  const types = checkFields('encrypt', encrypt);
  return types ? { types } : {};
}

const encryptedBytes = (value: unknown): Uint8Array | undefined =>
  bsonType(value) === 'Binary' && (value as Binary).sub_type === ENCRYPTED_SUBTYPE ? (value as Binary).value() : undefined;

/** InternalSchemaBinDataSubTypeExpression: the value is a BinData of subtype 6. */
export const isEncrypted = (value: unknown): boolean => encryptedBytes(value) !== undefined;

/**
 * InternalSchemaBinDataEncryptedTypeExpression: a deterministic or random FLE blob (subtype byte 1 or 2) whose
 * header names one of the types. mongod reads the subtype byte through its IDL enum, which throws on a byte
 * outside the enum (as a signed char).
 */
export function encryptedTypeMatches(types: Set<string>, value: unknown): boolean {
  const bytes = encryptedBytes(value);
  if (!bytes || bytes.length < FLE_HEADER_LENGTH) return false;
  const subtype = bytes[0]!;
  if (subtype > LAST_FLE_SUBTYPE) {
    throw new MongoCommandError('BadValue', `Enumeration value '${subtype > 127 ? subtype - 256 : subtype}' for field 'subtype' is not a valid value.`);
  }
  if (subtype !== 1 && subtype !== 2) return false;
  const byte = bytes[FLE_HEADER_LENGTH - 1]!;
  // The type byte is a signed char: 255 is MinKey (-1).
  const original = byte > 127 ? byte - 256 : byte;
  const isNumber = original === 1 || original === 16 || original === 18 || original === 19;
  return (types.has('number') && isNumber) || [...types].some((name) => TYPE_NUMBERS[name] === original);
}

/** Whether a present value satisfies `encrypt` (a missing one is left to `required`, as for every keyword). */
export const encryptMatches = (keyword: EncryptKeyword, value: unknown): boolean =>
  isEncrypted(value) && (!keyword.types || encryptedTypeMatches(keyword.types, value));
