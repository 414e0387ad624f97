import { type Document, Double, Int32 } from 'bson';
import { addNumbers, divideNumbers } from './arithmetic';
import { mergeObjectsAccumulator } from './array-operators';
import { isNumeric, toDouble } from './bson-values';
import { compareValues } from './compare';
import { percentiles, percentileSpec } from './mingo-context';
import { rankedAccumulator } from './ranked-accumulators';

/**
 * $group's accumulators over BSON-typed values, typed as mongod types them: `$sum` of int32 stays int32 until
 * it overflows into a long (and a long into a double), any double makes a double, any decimal a decimal;
 * `$avg`, `$stdDevPop`/`$stdDevSamp`, `$median` and `$percentile` are doubles (decimal for decimal input).
 */
export interface Accumulator {
  add(value: unknown): void;
  result(): unknown;
}

function sum(): Accumulator {
  let total: unknown = new Int32(0);
  return {
    add: (value) => {
      if (isNumeric(value)) total = addNumbers(total, value);
    },
    result: () => total,
  };
}

function average(): Accumulator {
  let total: unknown = new Int32(0);
  let count = 0;
  return {
    add: (value) => {
      if (!isNumeric(value)) return;
      total = addNumbers(total, value);
      count++;
    },
    result: () => {
      if (count === 0) return null;
      // A decimal total is divided in decimal, any other as a double.
      return divideNumbers(total, new Int32(count));
    },
  };
}

function extreme(direction: 1 | -1): Accumulator {
  let best: unknown;
  return {
    // $min and $max skip null and missing values.
    add: (value) => {
      if (value === undefined || value === null) return;
      if (best === undefined || compareValues(value, best) * direction > 0) best = value;
    },
    result: () => best ?? null,
  };
}

function first(): Accumulator {
  let value: unknown;
  let seen = false;
  return {
    add: (item) => {
      if (seen) return;
      seen = true;
      value = item;
    },
    result: () => value ?? null,
  };
}

function last(): Accumulator {
  let value: unknown;
  return { add: (item) => (value = item), result: () => value ?? null };
}

function push(unique: boolean): Accumulator {
  const values: unknown[] = [];
  return {
    add: (value) => {
      if (value === undefined) return;
      if (unique && values.some((item) => compareValues(item, value) === 0)) return;
      values.push(value);
    },
    result: () => values,
  };
}

function count(): Accumulator {
  let n = 0;
  return { add: () => n++, result: () => new Int32(n) };
}

function standardDeviation(sample: boolean): Accumulator {
  const values: number[] = [];
  return {
    add: (value) => {
      if (isNumeric(value)) values.push(toDouble(value));
    },
    result: () => {
      const n = values.length;
      if (n === 0 || (sample && n === 1)) return null;
      const mean = values.reduce((a, b) => a + b, 0) / n;
      const squares = values.reduce((total, value) => total + (value - mean) ** 2, 0);
      return new Double(Math.sqrt(squares / (sample ? n - 1 : n)));
    },
  };
}

function quantiles(ps: number[], single: boolean): Accumulator {
  const values: unknown[] = [];
  return {
    add: (value) => values.push(value),
    result: () => {
      const result = percentiles(values, ps);
      return single ? result[0] : result;
    },
  };
}

export interface AccumulatorSpec {
  /** The expression each document contributes (undefined for `$count`). */
  argument: unknown;
  /** An expression evaluated once per group (`n` of `$topN`...), when the accumulator has one. */
  initializer?: unknown;
  /** `root` is what the initializer reads: the group's `_id` when that is a document, else an empty one. */
  create(root?: Document): Accumulator;
}

/**
 * The accumulators implemented here, `$mergeObjects` in array-operators.ts and the ranked ones in
 * ranked-accumulators.ts; undefined for an unknown one.
 */
export function exactAccumulator(operator: string, operand: unknown): AccumulatorSpec | undefined {
  const simple = (create: () => Accumulator): AccumulatorSpec => ({ argument: operand, create });
  switch (operator) {
    case '$sum':
      return simple(sum);
    case '$avg':
      return simple(average);
    case '$min':
      return simple(() => extreme(-1));
    case '$max':
      return simple(() => extreme(1));
    case '$first':
      return simple(first);
    case '$last':
      return simple(last);
    case '$push':
      return simple(() => push(false));
    case '$addToSet':
      return simple(() => push(true));
    case '$stdDevPop':
      return simple(() => standardDeviation(false));
    case '$stdDevSamp':
      return simple(() => standardDeviation(true));
    case '$count':
      return { argument: undefined, create: count };
    case '$mergeObjects':
      return simple(mergeObjectsAccumulator);
    case '$median':
    case '$percentile': {
      const { input, ps } = percentileSpec(operand as Document, operator);
      return { argument: input, create: () => quantiles(ps, operator === '$median') };
    }
  }
  return rankedAccumulator(operator, operand);
}
