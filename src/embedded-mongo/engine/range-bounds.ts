import { isOperatorObject } from '../query/filter';
import { typeRank } from '../query/compare';

/** A bound of an index range scan (`value` may itself be null or undefined, hence the wrapper). */
export interface RangeBound {
  value: unknown;
}

export interface RangeBounds {
  low?: RangeBound;
  high?: RangeBound;
}

/** Canonical types whose values a range on one field's index keys can start or stop at: numbers, strings, ObjectIds, dates, timestamps. */
const RANGE_TYPES = new Set([2, 3, 7, 9, 10]);

/**
 * The inclusive bounds an index range scan reads for a field's condition made only of `$gt`/`$gte`/`$lt`/`$lte`
 * (mongod's planner answers those with an IXSCAN), or undefined. The bounds are a superset of the matches (an
 * exclusive bound is read inclusively, other types between them are read too): the planner's caller runs every
 * document through the query matcher, which applies the exact comparison and type bracketing.
 */
export function rangeBounds(condition: unknown): RangeBounds | undefined {
  if (!isOperatorObject(condition)) return undefined;
  const bounds: RangeBounds = {};
  for (const [operator, operand] of Object.entries(condition)) {
    if (!RANGE_TYPES.has(typeRank(operand))) return undefined;
    if (operator === '$gt' || operator === '$gte') bounds.low ??= { value: operand };
    else if (operator === '$lt' || operator === '$lte') bounds.high ??= { value: operand };
    else return undefined;
  }
  return bounds;
}
