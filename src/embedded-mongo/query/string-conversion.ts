import type { Decimal128, ObjectId } from 'bson';
import { MongoCommandError } from '../errors';
import { bsonType, numericKind, toDouble } from './bson-values';
import { formatDate } from './date-format';
import { UTC } from './time-zones';
import { typeName } from './describe';

/**
 * Values turned into text as mongod turns them: `coerceToString` for the operators that accept any scalar
 * (`$toUpper`, `$substrBytes`, `$strcasecmp`...) and `convertToString` for `$toString` / `$convert` to string.
 */

/** C's `printf("%g")`, which mongod's string builder uses for doubles: 6 significant digits. */
export function formatDoubleG(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value < 0 ? '-inf' : 'inf';
  if (value === 0) return Object.is(value, -0) ? '-0' : '0';
  const [mantissa, exponentText] = value.toExponential(5).split('e') as [string, string];
  const exponent = Number(exponentText);
  const trim = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);
  if (exponent < -4 || exponent >= 6) {
    return `${trim(mantissa)}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  return trim(value.toFixed(5 - exponent));
}

const ISO_FORMAT = '%Y-%m-%dT%H:%M:%S.%LZ';

function numberText(value: unknown): string {
  switch (numericKind(value)) {
    case 'int':
    case 'long':
      return String(typeof value === 'number' ? value : (value as { toString(): string }).toString());
    case 'decimal':
      return (value as Decimal128).toString();
    default:
      return formatDoubleG(toDouble(value));
  }
}

/** mongod's Value::coerceToString: null and missing are "", other non-scalars error 16007. */
export function coerceToString(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (numericKind(value) !== undefined) return numberText(value);
  if (value instanceof Date) return formatDate(ISO_FORMAT, value.getTime(), UTC);
  const type = bsonType(value);
  if (type === 'BSONSymbol' || type === 'Code') return String((value as { value?: unknown; code?: unknown }).value ?? (value as { code: unknown }).code);
  throw new MongoCommandError('Location16007', `can't convert from BSON type ${typeName(value)} to String`);
}

/** `$toString`: the value as text, or error 241 for a type with no conversion. */
export function convertToString(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (numericKind(value) === 'double') {
    const number = toDouble(value);
    if (Number.isNaN(number)) return 'NaN';
    if (!Number.isFinite(number)) return number < 0 ? '-Infinity' : 'Infinity';
    return formatDoubleG(number);
  }
  if (numericKind(value) !== undefined) return numberText(value);
  if (value instanceof Date) return formatDate(ISO_FORMAT, value.getTime(), UTC);
  if (bsonType(value) === 'ObjectId') return (value as ObjectId).toHexString();
  throw new MongoCommandError('ConversionFailure', `Unsupported conversion from ${typeName(value)} to string in $convert with no onError value`);
}
