import { MongoCommandError } from '../errors';
import { isNumeric } from '../query/bson-values';
import { compareValues } from '../query/compare';
import { isPlainDocument } from '../query/filter';

/**
 * query_request_helper.cpp's hasInvalidNaturalParam (mongod 7.0, jstest natural_validation.js is
 * `requires_fcv_70`): a sort or hint naming `$natural` must be exactly `{$natural: 1}` or `{$natural: -1}`,
 * the number of any numeric type; another value, or `$natural` beside other fields, is refused.
 */
function invalidNatural(spec: unknown): boolean {
  if (!isPlainDocument(spec) || !Object.hasOwn(spec, '$natural')) return false;
  const value = spec.$natural;
  if (!isNumeric(value) || Object.keys(spec).length !== 1) return true;
  return compareValues(value, 1) !== 0 && compareValues(value, -1) !== 0;
}

export function checkNaturalHint(hint: unknown): void {
  if (invalidNatural(hint)) throw new MongoCommandError('BadValue', '$natural hint cannot be set to a value other than -1 or 1.');
}

export function checkNaturalSort(sort: unknown): void {
  if (invalidNatural(sort)) throw new MongoCommandError('BadValue', '$natural sort cannot be set to a value other than -1 or 1.');
}
