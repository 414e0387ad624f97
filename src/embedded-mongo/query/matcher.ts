import type { Document } from 'bson';
import { find as mingoFind, Query as QueryWithAllOperators } from 'mingo';
import { Context } from 'mingo/core';
import * as queryOperators from 'mingo/operators/query';
import { Query } from 'mingo/query';
import { MongoCommandError } from '../errors';
import { compareValues } from './compare';
import { getPath } from './paths';

export type Predicate = (doc: Document) => boolean;

/** Never evaluate client-supplied JavaScript ($where, $function, $accumulator): it could hang the process. */
export const MINGO_OPTIONS = { scriptEnabled: false } as const;
export type SortSpec = [field: string, direction: 1 | -1][];

const matchAll: Predicate = () => true;

/**
 * mingo copies every operator table of a query's context into each new query: with all of its
 * operators (about 200, most of them aggregation expressions) that is most of the cost of compiling a
 * filter, paid by every find, count, update and delete. A filter needs only the query operators,
 * unless it uses $expr, which evaluates aggregation expressions.
 */
const QUERY_OPERATORS = Context.init({ query: queryOperators });
const FILTER_OPTIONS = { ...MINGO_OPTIONS, context: QUERY_OPERATORS };

function usesExpressions(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(usesExpressions);
  if (value === null || typeof value !== 'object' || (value as { _bsontype?: string })._bsontype || value instanceof RegExp || value instanceof Date) return false;
  return Object.entries(value).some(([key, inner]) => key === '$expr' || usesExpressions(inner));
}

export function compileFilter(filter: Document | undefined | null): Predicate {
  if (!filter || Object.keys(filter).length === 0) return matchAll;
  const query = usesExpressions(filter) ? new QueryWithAllOperators(filter, MINGO_OPTIONS) : new Query(filter, FILTER_OPTIONS);
  return (doc) => query.test(doc);
}

export function parseSort(sort: unknown): SortSpec {
  if (sort === undefined || sort === null) return [];
  if (typeof sort !== 'object') throw new MongoCommandError('TypeMismatch', 'Expected field sort to be of type object');
  return Object.entries(sort as Document).map(([field, direction]) => {
    const value = Number(direction);
    if (value !== 1 && value !== -1) {
      throw new MongoCommandError('BadValue', `$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    }
    return [field, value];
  });
}

/** Arrays sort by their smallest element ascending and their largest descending, as in MongoDB. */
function sortKey(value: unknown, direction: 1 | -1): unknown {
  if (!Array.isArray(value)) return value;
  if (value.length === 0) return undefined;
  return value.reduce((best: unknown, item: unknown) => (compareValues(item, best) * direction < 0 ? item : best));
}

export function sortComparator(spec: SortSpec): (a: Document, b: Document) => number {
  return (a, b) => {
    for (const [field, direction] of spec) {
      const order = compareValues(sortKey(getPath(a, field), direction), sortKey(getPath(b, field), direction));
      if (order !== 0) return order * direction;
    }
    return 0;
  };
}

/** Applies a find projection; `_id` is moved first because mongod keeps it first and mingo appends it. */
export function projector(projection: Document | undefined | null): (docs: Document[]) => Document[] {
  if (!projection || Object.keys(projection).length === 0) return (docs) => docs;
  return (docs) =>
    mingoFind(docs, {}, projection, MINGO_OPTIONS)
      .all()
      .map((doc) => {
        if (!('_id' in doc)) return doc;
        const { _id, ...rest } = doc as Document;
        return { _id, ...rest };
      });
}
