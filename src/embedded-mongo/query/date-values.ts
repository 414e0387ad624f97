import type { ObjectId, Timestamp } from 'bson';
import { MongoCommandError } from '../errors';
import { OutOfRangeDate } from '../storage/exact-dates';
import { isPlainObject } from './aggregation-expressions';
import { bsonType } from './bson-values';
import { typeName } from './describe';
import { isNullish } from './operator-arguments';
import { type TimeZone, timeZoneOf, UTC } from './time-zones';

/**
 * What the date operators share: reading a value as an instant (a date, or an ObjectId's or Timestamp's
 * seconds, as mongod's coerceToDate), building a result date (beyond JavaScript's range an
 * OutOfRangeDate, as the store keeps such dates) and the optional `timezone` argument.
 */
const JS_DATE_LIMIT = 8.64e15;

/** Milliseconds of a date-like value, or undefined when it is none. */
export function instantOf(value: unknown): number | undefined {
  if (value instanceof Date) return value.getTime();
  if (bsonType(value) === 'ObjectId') return (value as ObjectId).getTimestamp().getTime();
  if (bsonType(value) === 'Timestamp') return (value as Timestamp).t * 1000;
  return undefined;
}

/** mongod's coerceToDate (error 16006 for anything else). */
export function coerceToDate(value: unknown): number {
  const ms = instantOf(value);
  if (ms === undefined) throw new MongoCommandError('Location16006', `can't convert from BSON type ${typeName(value)} to Date`);
  return ms;
}

export const dateOf = (ms: number): Date => (Math.abs(ms) > JS_DATE_LIMIT ? new OutOfRangeDate(ms) : new Date(ms));

/** The zone of an evaluated optional `timezone` (UTC when absent); null when present but null or missing. */
export function zoneArgument(present: boolean, value: unknown): TimeZone | null {
  if (!present) return UTC;
  return isNullish(value) ? null : timeZoneOf(value);
}

/** An operand written as `{name: ...}` arguments rather than as one expression (`{$toDate: ...}`, `'$d'`). */
export const isArgumentDocument = (operand: unknown): boolean => isPlainObject(operand) && !Object.keys(operand).some((key) => key.startsWith('$'));
