import { Double } from 'bson';
import { computeValue, Context, evalExpr } from 'mingo/core';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import type { Options } from 'mingo/types';
import { MongoCommandError } from '../errors';
import { isNumeric, toDouble } from './bson-values';
import { compareValues } from './compare';

/**
 * mingo's operators with the ones that answer differently from mongod 7 replaced. mingo's own `Context.from`
 * lets the built-in operator win over an added one, so the store builds the whole context itself and uses
 * mingo's core `Aggregator`/`Query` (`mingo/aggregator`, `mingo/query`) with it.
 */

type Evaluate = (obj: unknown, expr: unknown, options: unknown) => unknown;
/** mingo does not export its operator function types; these are their shapes as the store uses them. */
type ExpressionOperator = Evaluate;
type AccumulatorOperator = (collection: unknown[], expr: unknown, options: unknown) => unknown;
const evaluate = evalExpr as unknown as Evaluate;
const evaluateOperator = computeValue as unknown as (obj: unknown, expr: unknown, operator: string, options: unknown) => unknown;

/** Aggregation `$eq`, `$lt`... compare whole values in BSON order: an array is not "equal" to an element it holds. */
function comparison(test: (order: number) => boolean | number): ExpressionOperator {
  const operator: Evaluate = (obj, expr, options) => {
    const args = evaluate(obj, expr, options);
    if (!Array.isArray(args) || args.length !== 2) throw new MongoCommandError('Location16020', 'Expression takes exactly 2 arguments.');
    return test(compareValues(args[0] ?? null, args[1] ?? null));
  };
  return operator;
}

const dateOperator = (name: string, obj: unknown, expr: unknown, options: unknown) => evaluateOperator(obj, expr, name, options) as number | null;

/** `$week`: weeks start on Sunday; days before the year's first Sunday are week 0 (strftime's %U), as mongod's. */
const $week: Evaluate = (obj, expr, options) => {
  const dayOfYear = dateOperator('$dayOfYear', obj, expr, options);
  const dayOfWeek = dateOperator('$dayOfWeek', obj, expr, options);
  if (dayOfYear === null || dayOfWeek === null) return null;
  return Math.floor((dayOfYear - dayOfWeek + 7) / 7);
};

/** `$isoWeekYear`: the year the ISO week belongs to (31 Dec can be in week 1 of the next year, 1 Jan in week 52/53 of the last). */
const $isoWeekYear: Evaluate = (obj, expr, options) => {
  const year = dateOperator('$year', obj, expr, options);
  const week = dateOperator('$isoWeek', obj, expr, options);
  const month = dateOperator('$month', obj, expr, options);
  if (year === null || week === null || month === null) return null;
  if (week === 1 && month === 12) return year + 1;
  if (week >= 52 && month === 1) return year - 1;
  return year;
};

const DATE_PARTS = ['year', 'month', 'day', 'hour', 'minute', 'second', 'millisecond'];
const ISO_DATE_PARTS = ['isoWeekYear', 'isoWeek', 'isoDayOfWeek', 'hour', 'minute', 'second', 'millisecond'];

/** `$dateToParts`: mingo's parts in mongod's order (the date's parts, then the time's); mingo lists the time first. */
const $dateToParts: Evaluate = (obj, expr, options) => {
  const parts = (expressionOperators.$dateToParts as unknown as Evaluate)(obj, expr, options) as Record<string, unknown> | null;
  if (parts === null || typeof parts !== 'object') return parts;
  return Object.fromEntries((Object.hasOwn(parts, 'isoWeek') ? ISO_DATE_PARTS : DATE_PARTS).map((part) => [part, parts[part]]));
};

/**
 * mongod's discrete percentile (what its 'approximate' t-digest gives on inputs small enough to keep every
 * value): the value at rank ceil(p·n)−1 of the sorted numeric inputs, as a double; null without numbers.
 */
export function percentiles(values: unknown[], ps: number[]): (Double | null)[] {
  const sorted = values.filter(isNumeric).map(toDouble).sort((a, b) => a - b);
  return ps.map((p) => {
    if (sorted.length === 0) return null;
    const rank = p >= 1 ? sorted.length - 1 : Math.max(0, Math.ceil(p * sorted.length) - 1);
    return new Double(sorted[rank]!);
  });
}

/** `p` of `$percentile`: a non-empty array of numbers in [0, 1] (mongod's errors 7750301–7750303). */
export function percentileSpec(spec: unknown, operator: '$percentile' | '$median'): { input: unknown; ps: number[] } {
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
    throw new MongoCommandError('Location7429703', `specification must be an object; found ${String(spec)}`);
  }
  const { input, p, method } = spec as { input?: unknown; p?: unknown; method?: unknown };
  if (method === undefined) throw new MongoCommandError('Location40414', `BSON field '${operator}.method' is missing but a required field`);
  // mongod 7.0 knows only 'approximate' (later versions add 'discrete' and 'continuous').
  if (method !== 'approximate') throw new MongoCommandError('BadValue', "Currently only 'approximate' can be used as percentile 'method'.");
  if (operator === '$median') return { input, ps: [0.5] };
  if (!Array.isArray(p) || p.length === 0 || !p.every((item) => isNumeric(item) && toDouble(item) >= 0 && toDouble(item) <= 1)) {
    throw new MongoCommandError('Location7750301', "The $percentile 'p' field must be an array of numbers from [0.0, 1.0]");
  }
  return { input, ps: p.map(toDouble) };
}

function quantileAccumulator(operator: '$percentile' | '$median'): AccumulatorOperator {
  const accumulate = (collection: unknown[], expr: unknown, options: unknown) => {
    const { input, ps } = percentileSpec(expr, operator);
    const values = collection.map((doc) => evaluate(doc, input, options));
    const result = percentiles(values, ps);
    return operator === '$median' ? result[0] : result;
  };
  return accumulate;
}

function quantileExpression(operator: '$percentile' | '$median'): ExpressionOperator {
  const expression: Evaluate = (obj, expr, options) => {
    const { input, ps } = percentileSpec(expr, operator);
    const value = evaluate(obj, input, options);
    const result = percentiles(Array.isArray(value) ? value : [value], ps);
    return operator === '$median' ? result[0] : result;
  };
  return expression;
}

const CONTEXT = Context.init({
  accumulator: { ...accumulatorOperators, $percentile: quantileAccumulator('$percentile'), $median: quantileAccumulator('$median') },
  expression: {
    ...expressionOperators,
    $eq: comparison((order) => order === 0),
    $ne: comparison((order) => order !== 0),
    $gt: comparison((order) => order > 0),
    $gte: comparison((order) => order >= 0),
    $lt: comparison((order) => order < 0),
    $lte: comparison((order) => order <= 0),
    $cmp: comparison((order) => order),
    $week,
    $isoWeekYear,
    $dateToParts,
    $percentile: quantileExpression('$percentile'),
    $median: quantileExpression('$median'),
  },
  pipeline: pipelineOperators,
  projection: projectionOperators,
  query: queryOperators,
  window: windowOperators,
} as unknown as Parameters<typeof Context.init>[0]);

/** Never evaluate client-supplied JavaScript ($where, $function, $accumulator): it could hang the process. */
export const MINGO_OPTIONS: Partial<Options> = { scriptEnabled: false, context: CONTEXT };
