import { ObjectId } from 'bson';
import { MongoCommandError } from '../errors';
import { bsonType } from './bson-values';
import { typeName } from './describe';

const fail = (message: string): never => {
  throw new MongoCommandError('ConversionFailure', message);
};
const unparsable = (text: string, reason: string) => fail(`Failed to parse objectId '${text}' in $convert with no onError value: ${reason}`);

/**
 * `$convert` to objectId as mongod converts: an ObjectId stays itself, a string must be 24 hex digits
 * (its error names the length or the bad digit as mongod's does), anything else is unsupported.
 * Failures are 241 ConversionFailure, which `onError` replaces.
 */
export function convertToObjectId(value: unknown): ObjectId {
  if (bsonType(value) === 'ObjectId') return value as ObjectId;
  if (typeof value !== 'string') return fail(`Unsupported conversion from ${typeName(value)} to objectId in $convert with no onError value`);
  if (value.length !== 24) return unparsable(value, `Invalid string length for parsing to OID, expected 24 but found ${value.length}`);
  const bad = /[^0-9a-fA-F]/.exec(value);
  if (bad) return unparsable(value, `Invalid character found in hex string: '${bad[0]}'`);
  return ObjectId.createFromHexString(value);
}
