import type { Binary, Code, Document, Timestamp } from 'bson';
import { bsonTypeNumber } from '../query/bson-type-names';
import { toDouble } from '../query/bson-values';
import { realName } from '../storage/field-names';

/**
 * mongod's BSONObj::toString, the form a document takes inside an error message such as the duplicate key
 * error's `dup key: { _id: ObjectId('…') }` (bson/bsonobj.cpp, BSONElement::toString in bson/bsonelement.cpp):
 * shell-like, not extended JSON. Called with `full` false, as the `<<` operator does, so long strings and
 * binaries are cut.
 */
export function bsonObjToString(doc: Document, isArray = false): string {
  // Names are held in memory behind a mark (storage/field-names) and printed as the client gave them.
  const entries = isArray ? (doc as unknown[]).map((value) => ['', value] as const) : Object.entries(doc);
  if (entries.length === 0) return isArray ? '[]' : '{}';
  const parts = entries.map(([name, value]) => (isArray ? '' : `${realName(name)}: `) + elementToString(value));
  return isArray ? `[ ${parts.join(', ')} ]` : `{ ${parts.join(', ')} }`;
}

/** Strings over 160 bytes (with their NUL) are cut to 150 bytes. */
const STRING_CUT = { over: 160, keep: 150 };
/** Binaries over 80 bytes, and JavaScript code over 80 bytes with its NUL, show their first 70. */
const SHORT_CUT = { over: 80, keep: 70 };

/** BSONElement::toString's value part (the name is printed by the caller). */
export function elementToString(value: unknown): string {
  switch (bsonTypeNumber(value)) {
    case 3:
      return bsonObjToString(value as Document);
    case 4:
      return bsonObjToString(value as Document, true);
    case 9:
      return `new Date(${(value as Date).getTime()})`;
    case 11:
      return regexToString(value as { source?: string; pattern?: string; flags?: string; options?: string });
    case 1:
      return doubleNice(toDouble(value));
    case 16:
    case 18:
    case 19:
      return String(value);
    case 8:
      return value ? 'true' : 'false';
    case 10:
      return 'null';
    case 127:
      return 'MaxKey';
    case -1:
      return 'MinKey';
    case 2:
    case 14:
      return quotedString(String(value));
    case 7:
      return `ObjectId('${(value as { toHexString(): string }).toHexString()}')`;
    case 5:
      return binDataToString(value as Binary);
    case 17:
      return timestampToString(value as Timestamp);
    case 13:
      return cut((value as Code).code, SHORT_CUT);
    case 15:
      return `CodeWScope( ${(value as Code).code}, ${bsonObjToString((value as Code).scope as Document)})`;
    default:
      return String(value);
  }
}

function quotedString(text: string): string {
  return `"${cut(text, STRING_CUT)}"`;
}

/** The text, or its first bytes and `...` when its size with the NUL is over the limit (full=false). */
function cut(text: string, limit: { over: number; keep: number }): string {
  const bytes = Buffer.from(text, 'utf8');
  return bytes.length + 1 > limit.over ? `${bytes.subarray(0, limit.keep).toString('utf8')}...` : text;
}

function regexToString(regex: { source?: string; pattern?: string; flags?: string; options?: string }): string {
  return `/${regex.pattern ?? regex.source}/${regex.options ?? regex.flags ?? ''}`;
}

function binDataToString(binary: Binary): string {
  const bytes = Buffer.from(binary.buffer);
  const hex = (data: Buffer) => data.toString('hex').toUpperCase();
  const shown = bytes.length > SHORT_CUT.over ? `${hex(bytes.subarray(0, SHORT_CUT.keep))}...` : hex(bytes);
  return `BinData(${binary.sub_type}, ${shown})`;
}

/** Read in an older bsonelement.cpp than 7.0's (see README): seconds and milliseconds are not told apart there. */
function timestampToString(timestamp: Timestamp): string {
  return `Timestamp ${timestamp.high * 1000}|${timestamp.low}`;
}

/**
 * StringBuilder::appendDoubleNice (util/str.h): C's `%.16g`, then `.0` unless the text holds a `.`, an `E` or
 * an `N` (uppercase, so `1e+21`, `inf` and `nan` gain it too).
 */
export function doubleNice(x: number): string {
  const text = formatG16(x);
  return /[.EN]/.test(text) ? text : `${text}.0`;
}

const G_PRECISION = 16;

/** C's `%.16g`: 16 significant digits, trailing zeros dropped, exponent form below 1e-4 or from 1e16. */
function formatG16(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  const [mantissa, exponentText] = x.toExponential(G_PRECISION - 1).split('e') as [string, string];
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= G_PRECISION) {
    const sign = exponent < 0 ? '-' : '+';
    return `${dropTrailingZeros(mantissa)}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  return dropTrailingZeros(x.toFixed(G_PRECISION - 1 - exponent));
}

function dropTrailingZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
