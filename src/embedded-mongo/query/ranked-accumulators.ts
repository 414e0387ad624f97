import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { realName } from '../storage/field-names';
import type { Accumulator, AccumulatorSpec } from './accumulators';
import { isPlainObject } from './aggregation-expressions';
import { exactInteger, isNumeric } from './bson-values';
import { compareValues } from './compare';
import { typeName } from './describe';
import { parseSort } from './matcher';

/**
 * The accumulators that keep several values or pick by an order: `$firstN`/`$lastN`, `$maxN`/`$minN`,
 * `$top`/`$bottom`/`$topN`/`$bottomN`, over BSON-typed values (compare.ts order), so
 * what they return keeps its type and field order.
 */

/** `n`, a constant positive integer (mongod's checks). */
function countOf(n: unknown): number {
  if (n === undefined) throw new MongoCommandError('FailedToParse', `Missing value for 'n'`);
  const integer = isNumeric(n) ? exactInteger(n) : undefined;
  if (integer === undefined) throw new MongoCommandError('Location5787902', `Value for 'n' must be of integral type, but found ${typeName(n)}`);
  if (integer <= 0n) throw new MongoCommandError('Location5787908', `'n' must be greater than 0, found ${integer}`);
  return Number(integer);
}

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
      const n = countOf(spec.n);
      if (operator === '$firstN' || operator === '$lastN') return { argument: spec.input, create: () => keep(operator === '$firstN' ? 'first' : 'last', n) };
      return { argument: spec.input, create: () => extremes(operator === '$maxN' ? 1 : -1, n) };
    }
    case '$top':
    case '$bottom':
    case '$topN':
    case '$bottomN': {
      const spec = specOf(operand);
      if (!isPlainObject(spec.sortBy)) throw new MongoCommandError('FailedToParse', `${operator} requires a sortBy`);
      const sort = parseSort(spec.sortBy);
      const n = operator.endsWith('N') ? countOf(spec.n) : undefined;
      const from = operator.startsWith('$top') ? 'top' : 'bottom';
      return { argument: [spec.output, ...sort.map(([field]) => `$${realName(field)}`)], create: () => ordered(sort, from, n) };
    }
  }
  return undefined;
}
