import { EJSON } from 'bson';
import { elementToString } from '../engine/bson-to-string';
import { bsonTypeNumber, TYPE_NUMBERS } from './bson-type-names';

const NAMES = Object.fromEntries(Object.entries(TYPE_NUMBERS).map(([name, number]) => [number, name]));

/** mongod's name for a value's type in error messages: `int`, `string`, `object`... */
export function typeName(value: unknown): string {
  const number = bsonTypeNumber(value);
  return number === undefined ? 'missing' : (NAMES[number] ?? 'unknown');
}

/** A value as mongod prints it in error messages (close to its shell syntax): `ObjectId('…')`, `"text"`, `1`. */
export function describeValue(value: unknown): string {
  const type = typeName(value);
  if (type === 'objectId') return `ObjectId('${(value as { toHexString(): string }).toHexString()}')`;
  if (type === 'string') return JSON.stringify(value);
  return EJSON.stringify(value as never, { relaxed: true });
}

/** The document's `_id` as mongod's update nodes print it: `{` + the element's BSONElement::toString + `}`. */
export const describeId = (id: unknown): string => `{_id: ${elementToString(id)}}`;
