import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isNumeric, toDouble } from './bson-values';
import { compareValues } from './compare';
import { getPath } from './paths';

export { compileFilter, type Predicate } from './filter';
export { projector } from './projection';

export { MINGO_OPTIONS } from './mingo-context';
export type SortSpec = [field: string, direction: 1 | -1][];

export function parseSort(sort: unknown): SortSpec {
  if (sort === undefined || sort === null) return [];
  if (typeof sort !== 'object' || Array.isArray(sort)) throw new MongoCommandError('TypeMismatch', 'Expected field sort to be of type object');
  return Object.entries(sort as Document).map(([field, direction]) => {
    const value = isNumeric(direction) ? toDouble(direction) : NaN;
    if (value !== 1 && value !== -1) {
      throw new MongoCommandError('Location15975', '$sort key ordering must be 1 (for ascending) or -1 (for descending)');
    }
    return [field, value];
  });
}

/** An empty array's sort key: below null and missing in both directions' order (only MinKey is lower), as in mongod. */
const EMPTY_ARRAY = Symbol('empty array');

/** Arrays sort by their smallest element ascending and their largest descending, as in MongoDB. */
function sortKey(value: unknown, direction: 1 | -1): unknown {
  if (!Array.isArray(value)) return value;
  if (value.length === 0) return EMPTY_ARRAY;
  return value.reduce((best: unknown, item: unknown) => (compareValues(item, best) * direction < 0 ? item : best));
}

function compareSortKeys(a: unknown, b: unknown): number {
  if (a !== EMPTY_ARRAY && b !== EMPTY_ARRAY) return compareValues(a, b);
  if (a === b) return 0;
  const other = a === EMPTY_ARRAY ? b : a;
  const emptyFirst = (other as { _bsontype?: string } | null)?._bsontype === 'MinKey' ? 1 : -1;
  return a === EMPTY_ARRAY ? emptyFirst : -emptyFirst;
}

export function sortComparator(spec: SortSpec): (a: Document, b: Document) => number {
  return (a, b) => {
    for (const [field, direction] of spec) {
      const order = compareSortKeys(sortKey(getPath(a, field), direction), sortKey(getPath(b, field), direction));
      if (order !== 0) return order * direction;
    }
    return 0;
  };
}
