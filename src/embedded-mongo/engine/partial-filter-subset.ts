import type { Document, Double } from 'bson';
import { compareValues, typeRank } from '../query/compare';
import { isOperatorObject, isPlainDocument } from '../query/filter';
import { bsonType } from '../query/bson-values';
import { truthy } from '../query/native-operators';

/**
 * Whether every document a query filter matches is held by a partial index, i.e. mongod's
 * `expression::isSubsetOf(query, partialFilterExpression)` (expression_algo.cpp), which decides whether the
 * planner may read a partial index. The cases handled are mongod's: `$and`/`$or` on either side, comparisons
 * (`$eq`, `$lt`, `$lte`, `$gt`, `$gte`, implicit equality) of the same path, and `$exists: true` implied by a
 * comparison with a non-null value. Anything else is "not a subset": the index is left unused, which only costs
 * speed (and names a collection scan in explain).
 */
type Comparison = 'eq' | 'lt' | 'lte' | 'gt' | 'gte';
type Expression =
  | { kind: 'and' | 'or'; children: Expression[] }
  | { kind: 'compare'; path: string; op: Comparison; value: unknown }
  | { kind: 'exists'; path: string }
  | { kind: 'other' };

const COMPARISONS: Record<string, Comparison> = { $eq: 'eq', $lt: 'lt', $lte: 'lte', $gt: 'gt', $gte: 'gte' };

const REGEX_RANK = 11;

function fieldExpression(path: string, condition: unknown): Expression {
  if (!isOperatorObject(condition)) return typeRank(condition) === REGEX_RANK ? { kind: 'other' } : { kind: 'compare', path, op: 'eq', value: condition };
  const children = Object.entries(condition).map(([operator, operand]): Expression => {
    const op = COMPARISONS[operator];
    if (op && typeRank(operand) !== REGEX_RANK) return { kind: 'compare', path, op, value: operand };
    if (operator === '$exists' && truthy(operand)) return { kind: 'exists', path };
    return { kind: 'other' };
  });
  return children.length === 1 ? children[0]! : { kind: 'and', children };
}

function parse(filter: Document): Expression {
  const children = Object.entries(filter).map(([key, value]): Expression => {
    if ((key === '$and' || key === '$or') && Array.isArray(value)) {
      return { kind: key === '$and' ? 'and' : 'or', children: value.map((child) => (isPlainDocument(child) ? parse(child) : { kind: 'other' })) };
    }
    return key.startsWith('$') ? { kind: 'other' } : fieldExpression(key, value);
  });
  return children.length === 1 ? children[0]! : { kind: 'and', children };
}

function isNaNValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isNaN(value);
  const type = bsonType(value);
  if (type === 'Double') return Number.isNaN((value as Double).value);
  return type === 'Decimal128' && String(value) === 'NaN';
}

/** mongod's `_isSubsetOf(ComparisonMatchExpression, ComparisonMatchExpression)`. */
function comparisonSubset(lhs: Extract<Expression, { kind: 'compare' }>, rhs: Extract<Expression, { kind: 'compare' }>): boolean {
  if (lhs.path !== rhs.path || typeRank(lhs.value) !== typeRank(rhs.value)) return false;
  if (isNaNValue(lhs.value) || isNaNValue(rhs.value)) return lhs.op === rhs.op && lhs.op === 'eq' && isNaNValue(lhs.value) && isNaNValue(rhs.value);
  const cmp = compareValues(lhs.value, rhs.value);
  if (lhs.op === rhs.op && cmp === 0) return true;
  if ((rhs.op === 'lt' || rhs.op === 'lte') && (lhs.op === 'lt' || lhs.op === 'lte' || lhs.op === 'eq')) return rhs.op === 'lte' ? cmp <= 0 : cmp < 0;
  if ((rhs.op === 'gt' || rhs.op === 'gte') && (lhs.op === 'gt' || lhs.op === 'gte' || lhs.op === 'eq')) return rhs.op === 'gte' ? cmp >= 0 : cmp > 0;
  return false;
}

function subset(lhs: Expression, rhs: Expression): boolean {
  if (rhs.kind === 'and') return rhs.children.every((child) => subset(lhs, child));
  if (lhs.kind === 'and') return lhs.children.some((child) => subset(child, rhs));
  if (lhs.kind === 'or') return lhs.children.length > 0 && lhs.children.every((child) => subset(child, rhs));
  if (rhs.kind === 'or') return rhs.children.some((child) => subset(lhs, child));
  if (rhs.kind === 'compare') return lhs.kind === 'compare' && comparisonSubset(lhs, rhs);
  if (rhs.kind === 'exists') {
    if (lhs.kind === 'exists') return lhs.path === rhs.path;
    return lhs.kind === 'compare' && lhs.path === rhs.path && typeRank(lhs.value) !== 1;
  }
  return false;
}

/** True when `filter` can only match documents that satisfy `partialFilterExpression`. */
export const filterImpliesPartial = (filter: Document, partialFilterExpression: Document): boolean => subset(parse(filter), parse(partialFilterExpression));
