import { bsonType, numericKind } from './bson-values';

/** `$type` aliases and numbers (https://www.mongodb.com/docs/manual/reference/operator/query/type/). */
export const TYPE_NUMBERS: Record<string, number> = {
  double: 1, string: 2, object: 3, array: 4, binData: 5, undefined: 6, objectId: 7, bool: 8, date: 9, null: 10,
  regex: 11, dbPointer: 12, javascript: 13, symbol: 14, javascriptWithScope: 15, int: 16, timestamp: 17,
  long: 18, decimal: 19, minKey: -1, maxKey: 127,
};

/** The BSON type number of a stored value (what `$type` tests and the `$type` expression names). */
export function bsonTypeNumber(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 10;
  switch (numericKind(value)) {
    case 'int':
      return 16;
    case 'long':
      return 18;
    case 'double':
      return 1;
    case 'decimal':
      return 19;
  }
  if (typeof value === 'string') return 2;
  if (typeof value === 'boolean') return 8;
  if (Array.isArray(value)) return 4;
  if (value instanceof Date) return 9;
  if (value instanceof RegExp) return 11;
  switch (bsonType(value)) {
    case 'Binary':
      return 5;
    case 'ObjectId':
      return 7;
    case 'BSONRegExp':
      return 11;
    case 'DBPointer':
      return 12;
    case 'Code':
      return (value as { scope?: unknown }).scope ? 15 : 13;
    case 'BSONSymbol':
      return 14;
    case 'Timestamp':
      return 17;
    case 'MinKey':
      return -1;
    case 'MaxKey':
      return 127;
  }
  return 3;
}
