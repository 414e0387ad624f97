import { Long } from 'bson';
import { MongoCommandError } from '../../errors';
import { isPlainObject } from '../aggregation-expressions';
import { isNumeric, toDouble } from '../bson-values';
import { compareValues } from '../compare';
import { addNumbers } from '../arithmetic';

/**
 * A `$setWindowFields` window, `{documents: [lower, upper]}` or `{range: [lower, upper], unit}`, turned into
 * the index range [from, to] of a partition's documents for each position. Bounds are `'unbounded'`,
 * `'current'` or numbers (relative positions, or relative sort-key values for a range).
 */
export type WindowOf = (position: number) => [from: number, to: number];

/** Milliseconds of the time units with a fixed length; months, quarters and years are added on the calendar. */
const UNIT_MS: Record<string, number> = { week: 604_800_000, day: 86_400_000, hour: 3_600_000, minute: 60_000, second: 1000, millisecond: 1 };
const UNIT_MONTHS: Record<string, number> = { month: 1, quarter: 3, year: 12 };

/** `value + amount unit` for a date (mongod's `$dateAdd`, UTC), or `value + amount` for a number. */
export function stepValue(value: unknown, amount: unknown, unit: string | undefined): unknown {
  if (unit === undefined) return addNumbers(value, amount);
  if (!(value instanceof Date)) return undefined;
  const count = toDouble(amount);
  if (UNIT_MS[unit] !== undefined) return new Date(value.getTime() + count * UNIT_MS[unit]!);
  const date = new Date(value.getTime());
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + count * UNIT_MONTHS[unit]!);
  // Past the end of the target month, mongod clamps to its last day.
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

export const isTimeUnit = (unit: unknown): unit is string => typeof unit === 'string' && (UNIT_MS[unit] !== undefined || UNIT_MONTHS[unit] !== undefined);

export function windowOf(window: unknown, size: number, sortKeys: unknown[]): WindowOf {
  if (window === undefined) return () => [0, size - 1];
  if (!isPlainObject(window)) throw new MongoCommandError('FailedToParse', "'window' field must be an object");
  const { documents, range, unit } = window;
  if (documents !== undefined) {
    const [lower, upper] = boundsOf(documents, 'documents');
    const offset = (bound: unknown, position: number, edge: number) =>
      bound === 'unbounded' ? edge : bound === 'current' ? position : position + toDouble(bound);
    return (position) => [Math.max(0, offset(lower, position, 0)), Math.min(size - 1, offset(upper, position, size - 1))];
  }
  if (range === undefined) throw new MongoCommandError('FailedToParse', "'window' field can only contain 'documents' as the only argument or 'range' with an optional 'unit' field");
  if (unit !== undefined && !isTimeUnit(unit)) throw new MongoCommandError('FailedToParse', `unknown time unit value: ${String(unit)}`);
  const [lower, upper] = boundsOf(range, 'range');
  const limit = (bound: unknown, position: number) => (bound === 'current' ? sortKeys[position] : stepValue(sortKeys[position], bound, unit as string | undefined));
  return (position) => {
    const low = lower === 'unbounded' ? undefined : limit(lower, position);
    const high = upper === 'unbounded' ? undefined : limit(upper, position);
    let from = 0;
    while (from < size && low !== undefined && compareValues(sortKeys[from], low) < 0) from++;
    let to = size - 1;
    while (to >= 0 && high !== undefined && compareValues(sortKeys[to], high) > 0) to--;
    return [from, to];
  };
}

function boundsOf(bounds: unknown, kind: string): [unknown, unknown] {
  const valid = (bound: unknown) => bound === 'unbounded' || bound === 'current' || (isNumeric(bound) && (kind === 'range' || Number.isInteger(toDouble(bound))));
  if (!Array.isArray(bounds) || bounds.length !== 2 || !bounds.every(valid)) {
    throw new MongoCommandError('FailedToParse', `Window bounds must be a 2-element array: {${kind}: [lower, upper]}`);
  }
  return [bounds[0], bounds[1]];
}

export const millisecondsOf = (unit: string): Long | undefined => (UNIT_MS[unit] === undefined ? undefined : Long.fromNumber(UNIT_MS[unit]!));
