import { ObjectId } from 'bson';
import { MongoCommandError } from '../errors';
import { bsonTypeNumber, TYPE_NUMBERS } from './bson-type-names';
import { exactInteger, isNumeric, toDouble } from './bson-values';
import { convertToDate } from './date-operators';
import { typeName } from './describe';
import { convertNumber, type NumericTarget } from './numeric-conversions';
import { convertToString } from './string-conversion';

/**
 * `$convert`'s targets as mongod 7 converts (ExpressionConvert's conversion table): the numbers, `string`,
 * `date`, `bool` and `objectId`; any other pair of types, and every conversion to a type outside those, is
 * "Unsupported conversion" (241 ConversionFailure, which `onError` catches).
 */
const NUMERIC_TARGETS: Record<number, NumericTarget> = { 16: 'int', 18: 'long', 1: 'double', 19: 'decimal' };
const TYPE_NAMES = Object.fromEntries(Object.entries(TYPE_NUMBERS).map(([name, number]) => [number, name]));
/** `to: 'missing'` is accepted (it is what `$type` answers for a missing value); nothing converts to it. */
const MISSING = 0;

/** The BSON type number a `to` value names; mongod's parse errors for anything else. */
export function targetType(to: unknown): number {
  if (typeof to === 'string') {
    if (to === 'missing') return MISSING;
    if (!Object.hasOwn(TYPE_NUMBERS, to)) throw new MongoCommandError('BadValue', `Unknown type name: ${to}`);
    return TYPE_NUMBERS[to]!;
  }
  if (isNumeric(to)) {
    const code = exactInteger(to);
    if (code === undefined) throw new MongoCommandError('FailedToParse', "In $convert, numeric 'to' argument is not an integer");
    if (!Object.hasOwn(TYPE_NAMES, String(code))) {
      throw new MongoCommandError('FailedToParse', `In $convert, numeric value for 'to' does not correspond to a BSON type: ${toDouble(to)}`);
    }
    return Number(code);
  }
  throw new MongoCommandError('FailedToParse', `$convert's 'to' argument must be a string or number, but is ${typeName(to)}`);
}

const unsupported = (value: unknown, target: number): never => {
  throw new MongoCommandError('ConversionFailure', `Unsupported conversion from ${typeName(value)} to ${TYPE_NAMES[target] ?? 'missing'} in $convert with no onError value`);
};

/** `$toBool`: numbers are true unless zero (NaN is true), booleans stay, a value of any other type is true. */
function convertToBool(value: unknown): boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value;
  if (isNumeric(value)) return toDouble(value) !== 0;
  return true;
}

/** `$toObjectId`: an ObjectId stays, a 24-hex-digit string is parsed. */
function convertToObjectId(value: unknown): ObjectId | null {
  if (value === null || value === undefined) return null;
  if (bsonTypeNumber(value) === 7) return value as ObjectId;
  if (typeof value !== 'string') return unsupported(value, 7);
  if (value.length !== 24) {
    throw new MongoCommandError('ConversionFailure', `Failed to parse objectId '${value}' in $convert with no onError value: Invalid string length for parsing to OID, expected 24 but found ${value.length}`);
  }
  if (!/^[0-9a-fA-F]{24}$/.test(value)) {
    throw new MongoCommandError('ConversionFailure', `Failed to parse objectId '${value}' in $convert with no onError value: Invalid character found in hex string: ${value}`);
  }
  return ObjectId.createFromHexString(value);
}

/** The conversion to the BSON type `target` (a number from targetType). */
export function converterFor(target: number): (value: unknown) => unknown {
  const numeric = NUMERIC_TARGETS[target];
  if (numeric) return (value) => convertNumber(value, numeric);
  switch (target) {
    case 2:
      return convertToString;
    case 9:
      return convertToDate;
    case 8:
      return convertToBool;
    case 7:
      return convertToObjectId;
  }
  return (value) => unsupported(value, target);
}
