import type { Document } from 'bson';
import { MongoCommandError, toCommandError } from '../errors';
import { compileFilter, isPlainDocument, type Predicate } from '../query/filter';
import { withoutEncryptKeywords } from '../query/json-schema';
import { validationFailureDetails } from '../query/validation-details';
import type { Collection } from './collection';
import { wrongTypeError } from '../wrong-type';
import { validatorOutsideVersionOne } from '../query/api-version-one';

/** How a write checks documents against its collection's validator: skipped with `bypassDocumentValidation`. */
export interface WriteValidation {
  bypass: boolean;
  /** The write runs under `apiStrict: true`, under which a validator using expressions outside API version 1 fails. */
  apiStrict?: boolean;
  /** Where `validationAction: 'warn'` reports a document that fails (mongod logs it and accepts the write). */
  warn(line: string): void;
}

const LEVELS = ['off', 'strict', 'moderate'];
const ACTIONS = ['error', 'warn'];
/** Operators mongod's parser refuses in a validator (its allowed-feature set for collection validators). */
const REFUSED: Record<string, string> = {
  $where: '$where is not allowed in this context',
  $text: '$text is not allowed in this context',
  $near: '$geoNear, $near, and $nearSphere are not allowed in this context',
  $nearSphere: '$geoNear, $near, and $nearSphere are not allowed in this context',
};

function refusedOperator(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(refusedOperator).find((message) => message !== undefined);
  if (!isPlainDocument(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (REFUSED[key]) return REFUSED[key];
    if (key === '$jsonSchema' || key === '$expr') continue;
    const nested = refusedOperator(item);
    if (nested) return nested;
  }
  return undefined;
}

const compiled = new WeakMap<Document, Predicate>();
const compiledWithoutEncryption = new WeakMap<Document, Predicate>();

/**
 * A validator compiled once per stored validator document; a malformed one is mongod's error, with its context.
 * `encryptKeywords` false: parsed without `$jsonSchema`'s `encrypt`/`encryptMetadata` (see validationOptions).
 */
function compileValidator(validator: Document, encryptKeywords = true): Predicate {
  const cache = encryptKeywords ? compiled : compiledWithoutEncryption;
  let predicate = cache.get(validator);
  if (predicate) return predicate;
  try {
    const refused = refusedOperator(validator);
    if (refused) throw new MongoCommandError('QueryFeatureNotAllowed', refused);
    predicate = encryptKeywords ? compileFilter(validator) : withoutEncryptKeywords(() => compileFilter(validator));
  } catch (error) {
    const cause = toCommandError(error);
    throw new MongoCommandError(cause.codeName as never, `Parsing of collection validator failed :: caused by :: ${cause.message}`);
  }
  cache.set(validator, predicate);
  return predicate;
}

/** mongod refuses the encryption keywords under these settings, so that no plain value is logged. */
const hidesEncryption = (level: unknown, action: unknown) => level === 'moderate' || action === 'warn';

function enumValue(command: Document, commandName: string, field: string, allowed: string[]): string | undefined {
  const value = command[field] as unknown;
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw wrongTypeError(`${commandName}.${field}`, value, 'string');
  if (!allowed.includes(value)) throw new MongoCommandError('BadValue', `Enumeration value '${value}' for field '${commandName}.${field}' is not a valid value.`);
  return value;
}

/**
 * The validation options of a create or collMod (`validator`, `validationLevel`, `validationAction`), checked as
 * mongod checks them; returns the ones given, in the order mongod stores them. `current` is the options of the
 * collection a collMod changes: mongod parses a new validator under the collection's present level and action,
 * then parses the (new or present) validator again when the level or action changes.
 */
export function validationOptions(command: Document, commandName: string, current: Document = {}): Document {
  const options: Document = {};
  const level = enumValue(command, commandName, 'validationLevel', LEVELS);
  const action = enumValue(command, commandName, 'validationAction', ACTIONS);
  const createLevel = commandName === 'create' ? level : current.validationLevel;
  const createAction = commandName === 'create' ? action : current.validationAction;
  if (command.validator !== undefined) {
    if (!isPlainDocument(command.validator)) {
      throw wrongTypeError(`${commandName}.validator`, command.validator, 'object');
    }
    compileValidator(command.validator, !hidesEncryption(createLevel, createAction));
    options.validator = command.validator;
  }
  const validator = (command.validator ?? current.validator) as Document | undefined;
  if (commandName === 'collMod' && validator && hidesEncryption(level, action)) compileValidator(validator, false);
  if (level) options.validationLevel = level;
  if (action) options.validationAction = action;
  return options;
}

const failsValidator = (validator: Document, doc: Document) => !compileValidator(validator)(doc);

/**
 * mongod's document validation of a write (CollectionImpl::checkValidation): nothing without a validator, at
 * level `off` or with bypassDocumentValidation; at level `moderate` an update of a document that already fails
 * is not checked; a failing document is `121 DocumentValidationFailure` with errInfo, or only a log line under
 * `validationAction: 'warn'`.
 */
export function checkValidation(collection: Collection, doc: Document, previous: Document | undefined, validation: WriteValidation): void {
  const { validator, validationLevel = 'strict', validationAction = 'error' } = collection.options as {
    validator?: Document;
    validationLevel?: string;
    validationAction?: string;
  };
  if (!validator || Object.keys(validator).length === 0 || validationLevel === 'off' || validation.bypass) return;
  const apiError = validation.apiStrict ? validatorOutsideVersionOne(validator) : undefined;
  if (apiError) {
    // Under the moderate level mongod then checks the previous version, which fails alike: "bad -> bad" passes.
    if (validationLevel === 'moderate' && previous) return;
    throw apiError;
  }
  if (validationLevel === 'moderate' && previous && failsValidator(validator, previous)) return;
  if (!failsValidator(validator, doc)) return;
  const errInfo = { failingDocumentId: doc._id, details: validationFailureDetails(validator, doc) };
  if (validationAction === 'warn') {
    validation.warn(`Document would fail validation ${JSON.stringify({ namespace: collection.ns, document: { _id: String(doc._id) } })}`);
    return;
  }
  throw new MongoCommandError('DocumentValidationFailure', 'Document failed validation', { errInfo });
}
