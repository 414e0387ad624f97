import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { numericKind, toDouble } from '../query/bson-values';
import { safeNumberLong } from '../query/safe-number-long';

const INT_MAX = 2147483647n;

/**
 * A command's `maxTimeMS`, read as mongod 7.0's parseMaxTimeMS (src/mongo/db/query/max_time_ms_parser.cpp)
 * reads it: find's IDL deserializes its field through parseMaxTimeMSForIDL and ExecCommandDatabase (
 * service_entry_point_common.cpp) parses it for every other command before running it, getMore included.
 * Not a number (null too) is "maxTimeMS must be a number"; the value as a long (safeNumberLong: truncated,
 * clamped, NaN 0) outside [0, INT_MAX] is out of range; a double with a fraction is "non-integral". All are
 * `2 BadValue`. (Commands whose IDL types the field, aggregate and getMore, refuse a non-number with `14`
 * first, in command-fields.ts; aggregate_command.idl also validates it `gte: 0`, so its negative values are
 * `51024` while the command is parsed, as FerretDB's recordings of mongod show.)
 */
export function checkMaxTimeMS(name: string, command: Document): void {
  const value: unknown = command.maxTimeMS;
  if (value === undefined) return;
  if (numericKind(value) === undefined) throw new MongoCommandError('BadValue', 'maxTimeMS must be a number');
  const asLong = safeNumberLong(value);
  if (name === 'aggregate' && asLong < 0n) {
    throw new MongoCommandError('Location51024', `BSON field 'maxTimeMS' value must be >= 0, actual value '${asLong}'`);
  }
  if (asLong < 0n || asLong > INT_MAX) {
    throw new MongoCommandError('BadValue', `${asLong} value for maxTimeMS is out of range [0, ${INT_MAX}]`);
  }
  if (numericKind(value) === 'double' && !Number.isInteger(toDouble(value))) {
    throw new MongoCommandError('BadValue', 'maxTimeMS has non-integral value');
  }
}
