import { isNumeric, toDouble } from './bson-values';
import { convertToDate } from './date-operators';
import { convertNumber, numericTarget } from './numeric-conversions';
import { convertToObjectId } from './object-id-conversion';
import { convertToString } from './string-conversion';

/**
 * The conversion a `$convert` `to` names (a type name or number), for the targets this store converts
 * itself: the numbers, `string`, `date` and `objectId`; undefined for the others (mingo converts those).
 */
export function converterFor(to: unknown): ((value: unknown) => unknown) | undefined {
  const numeric = numericTarget(to);
  if (numeric) return (value) => convertNumber(value, numeric);
  const key = isNumeric(to) ? String(toDouble(to)) : to;
  if (key === 'string' || key === '2') return convertToString;
  if (key === 'date' || key === '9') return convertToDate;
  if (key === 'objectId' || key === '7') return convertToObjectId;
  return undefined;
}
