import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { realName } from '../storage/field-names';
import type { Accumulator, AccumulatorSpec } from './accumulators';
import { ExpressionSet, isPlainObject } from './aggregation-expressions';
import { exactInteger, isNumeric } from './bson-values';
import { compareValues } from './compare';
import { describeValue, typeName } from './describe';
import { parseSort } from './matcher';

/**
 * The accumulators that keep several values or pick by an order: `$firstN`/`$lastN`, `$maxN`/`$minN`,
 * `$top`/`$bottom`/`$topN`/`$bottomN`, over BSON-typed values (compare.ts order), so
 * what they return keeps its type and field order.
 */

/**
 * `n`: an expression mongod evaluates once per group, against the group's `_id` when that is a document
 * (`{$cond: [{$eq: ['$g', 'a']}, 1, 2]}` with `_id: {g: '$g'}`) or an empty document; the value must be a
 * positive integer of any numeric type (mongod's checks, in its order).
 */
function countOf(n: unknown, root: Document = {}): number {
  const expressions = new ExpressionSet();
  const plan = expressions.compile(n);
  const value = expressions.evaluateAll([root])(plan, 0);
  if (!isNumeric(value)) throw new MongoCommandError('Location5787902', `Value for 'n' must be of integral type, but found ${describeN(value)}`);
  const integer = exactInteger(value);
  if (integer === undefined) throw new MongoCommandError('Location5787903', `Value for 'n' must be of integral type, but found ${describeN(value)}`);
  if (integer <= 0n) throw new MongoCommandError('Location5787908', `'n' must be greater than 0, found ${integer}`);
  return Number(integer);
}

/** A value as mongod's Value::toString writes it in these messages. */
const describeN = (value: unknown): string => (value === undefined ? 'MISSING' : describeValue(value));

function keep(kind: 'first' | 'last', n: number): Accumulator {
  const values: unknown[] = [];
  return {
    // $firstN and $lastN keep nulls and count a missing value as null.
    add: (value) => {
      if (kind === 'first' && values.length >= n) return;
      values.push(value ?? null);
      if (values.length > n) values.shift();
    },
    result: () => values,
  };
}

function extremes(direction: 1 | -1, n: number): Accumulator {
  const values: unknown[] = [];
  return {
    add: (value) => {
      if (value !== undefined && value !== null) values.push(value);
    },
    result: () => [...values].sort((a, b) => compareValues(b, a) * direction).slice(0, n),
  };
}

/** `$top`/`$bottom`(`N`): each document contributes `[output, ...sort key values]`. */
function ordered(sort: [string, 1 | -1][], from: 'top' | 'bottom', n: number | undefined): Accumulator {
  const entries: unknown[][] = [];
  const order = (a: unknown[], b: unknown[]) => {
    for (let i = 0; i < sort.length; i++) {
      const result = compareValues(a[i + 1], b[i + 1]) * sort[i]![1];
      if (result !== 0) return result;
    }
    return 0;
  };
  return {
    add: (value) => entries.push(value as unknown[]),
    result: () => {
      const sorted = [...entries].sort(order).map((entry) => entry[0]);
      const picked = from === 'top' ? sorted.slice(0, n ?? 1) : sorted.slice(Math.max(0, sorted.length - (n ?? 1)));
      return n === undefined ? (picked[0] ?? null) : picked;
    },
  };
}

function specOf(operand: unknown): Document {
  if (!isPlainObject(operand)) throw new MongoCommandError('FailedToParse', `specification must be an object; found ${typeName(operand)}`);
  return operand;
}

export function rankedAccumulator(operator: string, operand: unknown): AccumulatorSpec | undefined {
  switch (operator) {
    case '$firstN':
    case '$lastN':
    case '$maxN':
    case '$minN': {
      const spec = specOf(operand);
      for (const field of Object.keys(spec)) {
        if (field !== 'n' && field !== 'input') throw new MongoCommandError('Location5787901', `Unknown argument for 'n' operator: ${field}`);
      }
      if (spec.n === undefined) throw new MongoCommandError('Location5787906', "Missing value for 'n'");
      if (spec.input === undefined) throw new MongoCommandError('Location5787907', "Missing value for 'input'");
      if (operator === '$firstN' || operator === '$lastN') return { argument: spec.input, initializer: spec.n, create: (root) => keep(operator === '$firstN' ? 'first' : 'last', countOf(spec.n, root)) };
      return { argument: spec.input, initializer: spec.n, create: (root) => extremes(operator === '$maxN' ? 1 : -1, countOf(spec.n, root)) };
    }
    case '$top':
    case '$bottom':
    case '$topN':
    case '$bottomN': {
      const spec = specOf(operand);
      if (!isPlainObject(spec.sortBy)) throw new MongoCommandError('FailedToParse', `${operator} requires a sortBy`);
      const sort = parseSort(spec.sortBy);
      const counted = operator.endsWith('N');
      if (counted && spec.n === undefined) throw new MongoCommandError('Location5788003', "Missing value for 'n'");
      const from = operator.startsWith('$top') ? 'top' : 'bottom';
      const argument = [spec.output, ...sort.map(([field]) => `$${realName(field)}`)];
      return { argument, initializer: counted ? spec.n : undefined, create: (root) => ordered(sort, from, counted ? countOf(spec.n, root) : undefined) };
    }
  }
  return undefined;
}
