import type { Document } from 'bson';
import { bsonType } from '../query/bson-values';
import { collatorOf } from '../query/collation';
import { compareValues, withCollator } from '../query/compare';
import { compileFilter, isPlainDocument, type Predicate } from '../query/filter';
import type { IndexSpec } from './index-spec';

/**
 * The filter of a partial index, with the `$_internalExpr*` comparisons mongod writes into a time series'
 * buckets index (timeseries-partial-filter.ts). Those compare the value at the path as a whole, in BSON's
 * canonical type order (no type bracketing), under the index's collation: a missing field sorts below null
 * (mongod's EOO), and an array anywhere on the path matches (they are only ever a loose bound).
 */
const INTERNAL: Record<string, (order: number) => boolean> = {
  $_internalExprEq: (order) => order === 0,
  $_internalExprGt: (order) => order > 0,
  $_internalExprGte: (order) => order >= 0,
  $_internalExprLt: (order) => order < 0,
  $_internalExprLte: (order) => order <= 0,
};

const ARRAY = Symbol('array on the path');

function valueAt(doc: Document, path: string): unknown {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(current)) return ARRAY;
    if (!isPlainDocument(current)) return undefined;
    current = Object.hasOwn(current, part) ? current[part] : undefined;
  }
  return Array.isArray(current) ? ARRAY : current;
}

function orderOf(value: unknown, operand: unknown): number {
  if (value === undefined) return bsonType(operand) === 'MinKey' ? 1 : -1;
  return compareValues(value, operand);
}

const isInternalCondition = (condition: unknown): condition is Document =>
  isPlainDocument(condition) && Object.keys(condition).length > 0 && Object.keys(condition).every((operator) => operator in INTERNAL);

function compile(filter: Document): Predicate {
  const predicates: Predicate[] = Object.entries(filter).map(([key, condition]) => {
    if (key === '$and' && Array.isArray(condition)) {
      const clauses = condition.map((clause) => compile(clause as Document));
      return (doc) => clauses.every((clause) => clause(doc));
    }
    if (!isInternalCondition(condition)) return compileFilter({ [key]: condition });
    const tests = Object.entries(condition).map(([operator, operand]) => ({ holds: INTERNAL[operator]!, operand }));
    return (doc) => {
      const value = valueAt(doc, key);
      return value === ARRAY || tests.every(({ holds, operand }) => holds(orderOf(value, operand)));
    };
  });
  return (doc) => predicates.every((predicate) => predicate(doc));
}

const mentionsInternal = (value: unknown): boolean =>
  Array.isArray(value) ? value.some(mentionsInternal) : isPlainDocument(value) && Object.entries(value).some(([key, item]) => key in INTERNAL || mentionsInternal(item));

/** The predicate deciding which documents a partial index holds. */
export function partialIndexFilter(spec: IndexSpec): Predicate | undefined {
  const filter = spec.partialFilterExpression;
  if (!filter) return undefined;
  if (!mentionsInternal(filter)) return compileFilter(filter);
  const matches = compile(filter);
  const collator = spec.collation ? collatorOf({ collation: spec.collation }) : undefined;
  return (doc) => withCollator(collator, () => matches(doc));
}
