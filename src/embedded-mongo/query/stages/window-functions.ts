import { Double, Int32 } from 'bson';
import { MongoCommandError } from '../../errors';
import { exactAccumulator } from '../accumulators';
import { type ExpressionPlan, type ExpressionSet, isPlainObject } from '../aggregation-expressions';
import { addNumbers, divideNumbers, multiplyNumbers, subtractNumbers } from '../arithmetic';
import { isNumeric, numericKind, toDouble } from '../bson-values';
import { compareValues } from '../compare';
import { isTimeUnit, millisecondsOf, windowOf } from './window-bounds';

/**
 * The window functions of `$setWindowFields` over one partition, sorted: the accumulators of `$group`
 * (accumulators.ts) over a `documents` or `range` window, `$rank`, `$denseRank`, `$documentNumber`, `$shift`,
 * `$derivative`, `$integral`, `$expMovingAvg`, `$covariancePop`/`$covarianceSamp`, and `$locf`/`$linearFill` (which `$fill` uses). Values are
 * BSON-typed and computed with arithmetic.ts, so they have mongod's types.
 */
export interface Partition {
  size: number;
  /** A compiled expression's value for the document at this position (undefined: missing). */
  value(plan: ExpressionPlan, position: number): unknown;
  /** The first `sortBy` field's value (null when missing). */
  sortKey(position: number): unknown;
  /** Whether two positions have equal values for every `sortBy` field (ties share a rank). */
  tied(a: number, b: number): boolean;
}

export type WindowFunction = (partition: Partition) => unknown[];

const positions = (partition: Partition) => Array.from({ length: partition.size }, (_, i) => i);

function accumulatorOverWindow(operator: string, operand: unknown, window: unknown, expressions: ExpressionSet): WindowFunction | undefined {
  const spec = exactAccumulator(operator, operand);
  if (!spec) return undefined;
  const plan = spec.argument === undefined ? undefined : expressions.compile(spec.argument);
  return (partition) => {
    const sortKeys = positions(partition).map((i) => partition.sortKey(i));
    const bounds = windowOf(window, partition.size, sortKeys);
    const values = positions(partition).map((i) => (plan ? partition.value(plan, i) : undefined));
    return positions(partition).map((i) => {
      const [from, to] = bounds(i);
      const accumulator = spec.create();
      for (let j = from; j <= to; j++) accumulator.add(values[j]);
      return accumulator.result();
    });
  };
}

function ranking(operator: string): WindowFunction {
  return (partition) => {
    let rank = 0;
    let dense = 0;
    return positions(partition).map((i) => {
      const tie = i > 0 && partition.tied(i, i - 1);
      if (!tie) {
        rank = i + 1;
        dense++;
      }
      return new Int32(operator === '$documentNumber' ? i + 1 : operator === '$rank' ? rank : dense);
    });
  };
}

function shift(operand: unknown, expressions: ExpressionSet): WindowFunction {
  if (!isPlainObject(operand) || !Number.isInteger(Number(operand.by))) throw new MongoCommandError('FailedToParse', "$shift requires 'by' as an integer value.");
  const output = expressions.compile(operand.output);
  const by = Number(operand.by);
  // `default` is an expression that mongod folds to a constant when it parses it (window-spec.ts refused one
  // that reads the document), so `{$add: [1, 1]}` is 2.
  const fallback = operand.default === undefined ? null : (expressions.evaluateAll([{}])(expressions.compile(operand.default), 0) ?? null);
  return (partition) =>
    positions(partition).map((i) => {
      const j = i + by;
      return j >= 0 && j < partition.size ? (partition.value(output, j) ?? null) : fallback;
    });
}

/** The sort key as a number for `$derivative`/`$integral`: a date in milliseconds (divided by `unit`). */
function abscissa(value: unknown, unit: unknown): unknown {
  if (value instanceof Date) return divideNumbers(new Double(value.getTime()), millisecondsOf(unit as string)!);
  return isNumeric(value) ? value : undefined;
}

/** mongod's checks of a `$derivative`/`$integral` sort key against its `unit`, as it meets each document. */
const UNIT_CODES: Record<string, [withUnit: number, withoutUnit: number]> = { $derivative: [5624900, 5624901], $integral: [5423901, 5423902] };
function checkUnit(operator: string, value: unknown, unit: unknown): void {
  const [withUnit, withoutUnit] = UNIT_CODES[operator]!;
  if (unit !== undefined && !(value instanceof Date)) throw new MongoCommandError(`Location${withUnit}`, `${operator} with unit expects the sortBy field to be a Date`);
  if (unit === undefined && value instanceof Date) throw new MongoCommandError(`Location${withoutUnit}`, `${operator} where the sortBy is a Date requires a 'unit'`);
  if (unit !== undefined && (!isTimeUnit(unit) || !millisecondsOf(unit))) throw new MongoCommandError('BadValue', `${operator} with a date sortBy requires a fixed-length unit`);
}

function derivativeOrIntegral(operator: string, operand: unknown, window: unknown, expressions: ExpressionSet): WindowFunction {
  if (!isPlainObject(operand)) throw new MongoCommandError('FailedToParse', `${operator} expects an object`);
  const input = expressions.compile(operand.input);
  return (partition) => {
    const bounds = windowOf(window, partition.size, positions(partition).map((i) => partition.sortKey(i)));
    const x = positions(partition).map((i) => {
      checkUnit(operator, partition.sortKey(i), operand.unit);
      return abscissa(partition.sortKey(i), operand.unit);
    });
    const y = positions(partition).map((i) => partition.value(input, i));
    return positions(partition).map((i) => {
      const [from, to] = bounds(i);
      if (operator === '$derivative') {
        if (to <= from || !isNumeric(y[to]) || !isNumeric(y[from]) || x[to] === undefined || x[from] === undefined) return null;
        return divideNumbers(subtractNumbers(y[to], y[from]), subtractNumbers(x[to], x[from]));
      }
      let area: unknown = new Int32(0);
      for (let j = from; j < to; j++) {
        if (!isNumeric(y[j]) || !isNumeric(y[j + 1]) || x[j] === undefined || x[j + 1] === undefined) return null;
        const width = subtractNumbers(x[j + 1], x[j]);
        area = addNumbers(area, divideNumbers(multiplyNumbers(addNumbers(y[j], y[j + 1]), width), new Int32(2)));
      }
      return numericKind(area) === 'int' ? new Double(0) : area;
    });
  };
}

function expMovingAverage(operand: unknown, expressions: ExpressionSet): WindowFunction {
  if (!isPlainObject(operand) || (operand.N === undefined) === (operand.alpha === undefined)) {
    throw new MongoCommandError('FailedToParse', "$expMovingAvg must have exactly one of 'N' or 'alpha' field");
  }
  const input = expressions.compile(operand.input);
  const alpha = operand.N !== undefined ? divideNumbers(new Int32(2), addNumbers(operand.N, new Int32(1))) : operand.alpha;
  return (partition) => {
    let average: unknown;
    return positions(partition).map((i) => {
      const value = partition.value(input, i);
      if (!isNumeric(value)) return average ?? null;
      // The first value is the average as given; later ones are weighted (a double, or decimal with a decimal).
      average = average === undefined ? value : addNumbers(multiplyNumbers(value, alpha), multiplyNumbers(average, subtractNumbers(new Int32(1), alpha)));
      return average;
    });
  };
}

/** `$locf`: the last non-null value so far. */
function lastObservation(operand: unknown, expressions: ExpressionSet): WindowFunction {
  const input = expressions.compile(operand);
  return (partition) => {
    let last: unknown = null;
    return positions(partition).map((i) => {
      const value = partition.value(input, i);
      if (value !== undefined && value !== null) last = value;
      return last;
    });
  };
}

/** `$linearFill`: nulls between two numbers are interpolated along the (numeric or date) sort key. */
function linearFill(operand: unknown, expressions: ExpressionSet): WindowFunction {
  const input = expressions.compile(operand);
  return (partition) => {
    const y = positions(partition).map((i) => partition.value(input, i) ?? null);
    const x = positions(partition).map((i) => abscissa(partition.sortKey(i), 'millisecond'));
    return y.map((value, i) => {
      if (value !== null) return value;
      let before = i - 1;
      while (before >= 0 && y[before] === null) before--;
      let after = i + 1;
      while (after < y.length && y[after] === null) after++;
      if (before < 0 || after >= y.length || !isNumeric(y[before]) || !isNumeric(y[after])) return null;
      const slope = divideNumbers(subtractNumbers(y[after], y[before]), subtractNumbers(x[after], x[before]));
      return addNumbers(y[before], multiplyNumbers(slope, subtractNumbers(x[i], x[before])));
    });
  };
}

/** `$covariancePop`/`$covarianceSamp` of `[x, y]` over the window: a double, null without enough numeric pairs. */
function covariance(operator: string, operand: unknown, window: unknown, expressions: ExpressionSet): WindowFunction {
  if (!Array.isArray(operand) || operand.length !== 2) throw new MongoCommandError('FailedToParse', `${operator} requires an array of two expressions`);
  const [x, y] = operand.map((item) => expressions.compile(item)) as [ExpressionPlan, ExpressionPlan];
  return (partition) => {
    const bounds = windowOf(window, partition.size, positions(partition).map((i) => partition.sortKey(i)));
    return positions(partition).map((i) => {
      const [from, to] = bounds(i);
      const pairs: [number, number][] = [];
      for (let j = from; j <= to; j++) {
        const [a, b] = [partition.value(x, j), partition.value(y, j)];
        if (isNumeric(a) && isNumeric(b)) pairs.push([toDouble(a), toDouble(b)]);
      }
      const n = pairs.length;
      if (n === 0 || (operator === '$covarianceSamp' && n === 1)) return null;
      const meanX = pairs.reduce((total, [a]) => total + a, 0) / n;
      const meanY = pairs.reduce((total, [, b]) => total + b, 0) / n;
      const sum = pairs.reduce((total, [a, b]) => total + (a - meanX) * (b - meanY), 0);
      return new Double(sum / (operator === '$covarianceSamp' ? n - 1 : n));
    });
  };
}

/** One output field's function; `window` is its `window` option. */
export function windowFunction(operator: string, operand: unknown, window: unknown, expressions: ExpressionSet): WindowFunction {
  switch (operator) {
    case '$rank':
    case '$denseRank':
    case '$documentNumber':
      return ranking(operator);
    case '$shift':
      return shift(operand, expressions);
    case '$derivative':
    case '$integral':
      return derivativeOrIntegral(operator, operand, window, expressions);
    case '$expMovingAvg':
      return expMovingAverage(operand, expressions);
    case '$locf':
      return lastObservation(operand, expressions);
    case '$linearFill':
      return linearFill(operand, expressions);
    case '$covariancePop':
    case '$covarianceSamp':
      return covariance(operator, operand, window, expressions);
  }
  const accumulator = accumulatorOverWindow(operator, operand, window, expressions);
  if (!accumulator) throw new MongoCommandError('FailedToParse', `Unrecognized window function, ${operator}`);
  return accumulator;
}
