import { type Document, Int32, Long } from 'bson';
import { MongoCommandError } from '../errors';
import { isNumeric, toDouble } from '../query/bson-values';
import { NUMBER_TYPES, wrongTypeError } from '../wrong-type';

/** A capped collection's limits: `size` bytes of documents (BSON sizes summed) and, when not 0, `max` documents. */
export interface CappedLimits {
  size: number;
  max: number;
}

const ONE_PB = 1024 ** 5;
/** mongod's `max` when a create names one that is 0 or negative: "no limit" spelled as 2^31 - 1. */
const UNLIMITED_MAX = 0x7fffffff;

/** mongod 7's BSONObjBuilder::appendNumber for a long long: int32 when it fits, int64 otherwise. */
export function appendNumber(value: number): Int32 | Long {
  return value >= -(2 ** 31) && value < 2 ** 31 ? new Int32(value) : Long.fromNumber(value);
}

/** The limits of a collection from its stored options, or undefined when it is not capped. */
export function cappedLimits(options: Document): CappedLimits | undefined {
  if (options.capped !== true) return undefined;
  return { size: Number(options.size), max: options.max === undefined ? 0 : Number(options.max) };
}

/** create's IDL type checks: `capped` a bool or number, `size` and `max` numbers (null counts as absent). */
function checkType(command: Document, field: string, allowBool: boolean): void {
  const value = command[field] as unknown;
  if (value === undefined || value === null) return;
  if (isNumeric(value) || (allowBool && typeof value === 'boolean')) return;
  throw wrongTypeError(`create.${field}`, value, allowBool ? ['bool', ...NUMBER_TYPES] : NUMBER_TYPES);
}

const present = (value: unknown) => value !== undefined && value !== null;

/**
 * The capped part of a collection's options from `create` (or convertToCapped), checked as mongod 7.0 checks it:
 * `size` required and ≥ 1, `capped` required with `size`/`max`, sizes kept as given (no 256-byte rounding since 6.2),
 * `max` ≤ 0 stored as 2^31 - 1. Returns {} for an ordinary collection.
 */
export function cappedCreateOptions(command: Document): Document {
  checkType(command, 'capped', true);
  checkType(command, 'size', false);
  checkType(command, 'max', false);
  const capped = present(command.capped) && (typeof command.capped === 'boolean' ? command.capped : toDouble(command.capped) !== 0);
  if (capped && !present(command.size)) throw new MongoCommandError('InvalidOptions', "the 'size' field is required when 'capped' is true");
  if (!capped && (present(command.size) || present(command.max))) {
    throw new MongoCommandError('InvalidOptions', "the 'capped' field needs to be true when either the 'size' or 'max' fields are present");
  }
  if (!capped) return {};
  const size = Math.trunc(toDouble(command.size));
  if (size < 1) throw new MongoCommandError('Location51024', `BSON field 'size' value must be >= 1, actual value '${size}'`);
  if (size > ONE_PB) throw new MongoCommandError('BadValue', 'size cannot exceed 1 PB');
  const options: Document = { capped: true, size: appendNumber(size) };
  if (present(command.max)) {
    const max = Math.trunc(toDouble(command.max));
    if (max >= 2 ** 31) throw new MongoCommandError('BadValue', 'max in a capped collection has to be < 2^31 or not set');
    options.max = appendNumber(max <= 0 ? UNLIMITED_MAX : max);
  }
  return options;
}

/**
 * collMod's `cappedSize` / `cappedMax` (mongod 6.0+) as changes to the stored `size` / `max`, checked as mongod
 * checks them; the excess goes at the next insert, as in mongod.
 */
export function cappedModChanges(command: Document, options: Document): Document {
  if (command.cappedSize === undefined && command.cappedMax === undefined) return {};
  if (options.capped !== true) throw new MongoCommandError('InvalidOptions', 'Collection must be capped.');
  const changes: Document = {};
  if (command.cappedSize !== undefined) {
    const size = Math.trunc(toDouble(command.cappedSize));
    if (size < 0) throw new MongoCommandError('BadValue', 'size has to be >= 0');
    if (size > ONE_PB) throw new MongoCommandError('BadValue', 'size cannot exceed 1 PB');
    changes.size = appendNumber(size);
  }
  if (command.cappedMax !== undefined) {
    const max = Math.trunc(toDouble(command.cappedMax));
    if (max >= 2 ** 31) throw new MongoCommandError('BadValue', 'max in a capped collection has to be < 2^31 or not set');
    changes.max = appendNumber(max <= 0 ? UNLIMITED_MAX : max);
  }
  return changes;
}

/** A TTL index cannot be built on a capped collection (mongod 7.0's CannotCreateIndex). */
export function checkNoTtlOnCapped(options: Document, spec: { expireAfterSeconds?: number }): void {
  if (options.capped === true && spec.expireAfterSeconds !== undefined) {
    throw new MongoCommandError('CannotCreateIndex', 'Cannot create TTL index on a capped collection');
  }
}
