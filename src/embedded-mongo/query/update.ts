import { type Document, ObjectId } from 'bson';
import { update as mingoUpdate } from 'mingo';
import { MongoCommandError } from '../errors';
import { compareValues } from './compare';
import { MINGO_OPTIONS } from './matcher';
import { cloneDocument } from './paths';

// Operators mingo's updater implements, plus $setOnInsert which it lacks and we translate to $set on insert.
const MODIFIERS = new Set([
  '$addToSet', '$bit', '$currentDate', '$inc', '$max', '$min', '$mul', '$pop', '$pull', '$pullAll', '$push',
  '$rename', '$set', '$unset', '$setOnInsert',
]);

export function isOperatorUpdate(update: Document): boolean {
  const keys = Object.keys(update);
  const operators = keys.filter((key) => key.startsWith('$'));
  if (operators.length > 0 && operators.length !== keys.length) {
    throw new MongoCommandError('FailedToParse', 'Update document cannot mix operators and fields');
  }
  return operators.length > 0;
}

export function validateUpdate(update: unknown): Document {
  if (Array.isArray(update)) {
    throw new MongoCommandError('NotImplemented', 'pipeline-style updates are not supported by the embedded store');
  }
  if (update === null || typeof update !== 'object') {
    throw new MongoCommandError('FailedToParse', 'Update argument must be either an object or an array');
  }
  const doc = update as Document;
  if (isOperatorUpdate(doc)) {
    for (const [operator, fields] of Object.entries(doc)) {
      if (!MODIFIERS.has(operator)) {
        throw new MongoCommandError(
          'FailedToParse',
          `Unknown modifier: ${operator}. Expected a valid update modifier or pipeline-style update specified as an array`,
        );
      }
      if (fields === null || typeof fields !== 'object') {
        throw new MongoCommandError('FailedToParse', `Modifiers operate on fields but we found type ${typeof fields} instead.`);
      }
    }
  }
  return doc;
}

const immutableId = () =>
  new MongoCommandError('ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");

function assertSameId(before: unknown, after: unknown): void {
  if (compareValues(before, after) !== 0) throw immutableId();
}

export interface ApplyOptions {
  /** The document is being created by an upsert: $setOnInsert applies. */
  inserting: boolean;
  /** The query that selected the document; mingo needs it to resolve the positional `$` operator. */
  filter?: Document;
  arrayFilters?: Document[];
}

/** Returns the updated copy; the stored document is never mutated (cursors may still hold it). */
export function applyUpdate(current: Document, update: Document, options: ApplyOptions): Document {
  if (!isOperatorUpdate(update)) {
    const replacement: Document = { _id: current._id };
    for (const [key, value] of Object.entries(update)) replacement[key] = value;
    if (replacement._id === undefined) replacement._id = new ObjectId();
    if (current._id !== undefined) assertSameId(current._id, replacement._id);
    return replacement;
  }
  const { $setOnInsert, ...modifier } = update;
  if (options.inserting && $setOnInsert) modifier.$set = { ...(modifier.$set as Document | undefined), ...($setOnInsert as Document) };
  const next = cloneDocument(current);
  const set = modifier.$set as Document | undefined;
  if (set && '_id' in set) {
    // mongod accepts $set of _id to its current value (connect-mongo relies on it); mingo refuses any $set of _id.
    const { _id, ...others } = set;
    if (next._id === undefined) next._id = _id;
    else assertSameId(next._id, _id);
    modifier.$set = others;
  }
  if (Object.keys(modifier).length > 0) {
    try {
      mingoUpdate(next, modifier, options.arrayFilters, options.inserting ? undefined : options.filter, { queryOptions: MINGO_OPTIONS });
    } catch (error) {
      // mingo guards _id itself but with a generic error; mongod's code for it is ImmutableField.
      if (error instanceof Error && error.message.includes("immutable field '_id'")) throw immutableId();
      throw error;
    }
  }
  if (current._id !== undefined) assertSameId(current._id, next._id);
  return next;
}

function setPath(target: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (node[part] === null || typeof node[part] !== 'object') node[part] = {};
    node = node[part] as Document;
  }
  node[parts[parts.length - 1]!] = value;
}

function isPlainValue(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (value instanceof RegExp) return false;
  return !Object.keys(value).some((key) => key.startsWith('$'));
}

/** The equality parts of an upsert's query become fields of the inserted document, as in mongod. */
export function upsertSeed(filter: Document | undefined): Document {
  const seed: Document = {};
  const visit = (clause: Document) => {
    for (const [key, value] of Object.entries(clause)) {
      if (key === '$and' && Array.isArray(value)) {
        value.forEach((item) => visit(item as Document));
      } else if (!key.startsWith('$')) {
        if (isPlainValue(value)) setPath(seed, key, cloneDocument(value));
        else if (value && typeof value === 'object' && '$eq' in value) setPath(seed, key, cloneDocument((value as Document).$eq));
      }
    }
  };
  if (filter) visit(filter);
  return seed;
}
