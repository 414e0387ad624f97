import { Int32, Long } from 'bson';
import { type CodeName, MongoCommandError } from '../errors';
import { DAY_MS, daysInMonth, floorDiv, localMsOf, mod, partsOf } from './calendar';
import { dateOf, instantOf, zoneArgument } from './date-values';
import { exactInteger, isNumeric, toDouble } from './bson-values';
import { describeValue, typeName } from './describe';
import type { NativeOperator } from './native-operators';
import { isNullish, namedArguments } from './operator-arguments';
import { type TimeZone, toLocal, toUtc } from './time-zones';

/**
 * `$dateAdd`, `$dateSubtract`, `$dateDiff` and `$dateTrunc` as mongod computes them: units of a day or more
 * move along the local calendar of `timezone` (a month added to Jan 31 is the last day of February; a day
 * keeps the wall-clock time across a DST change), smaller units are fixed durations; `$dateDiff` counts
 * unit boundaries crossed (a long); `$dateTrunc` bins from 2000-01-01T00:00 local (weeks from the first
 * `startOfWeek` day on or after it).
 */
const UNITS = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second', 'millisecond'] as const;
type Unit = (typeof UNITS)[number];
const FIXED_MS: Partial<Record<Unit, number>> = { hour: 3_600_000, minute: 60_000, second: 1000, millisecond: 1 };
const MONTHS: Partial<Record<Unit, number>> = { month: 1, quarter: 3, year: 12 };
const DAYS: Partial<Record<Unit, number>> = { day: 1, week: 7 };

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const REFERENCE_DAY = 10_957; // 2000-01-01, days since 1970-01-01

function unitOf(operator: string, value: unknown): Unit {
  if (typeof value !== 'string') throw new MongoCommandError('Location5439013', `${operator} requires 'unit' to be a string, but got ${typeName(value)}`);
  if (!(UNITS as readonly string[]).includes(value)) {
    // $dateDiff and $dateTrunc check the name themselves (parseTimeUnit(Value, name) of mongod 7.0's
    // expression.cpp); the date arithmetic lets the time-unit parser refuse it.
    if (operator === '$dateDiff' || operator === '$dateTrunc') {
      throw new MongoCommandError('Location5439014', `${operator} parameter 'unit' value cannot be recognized as a time unit: ${value}`);
    }
    throw new MongoCommandError('FailedToParse', `${operator} parameter 'unit' value parsing failed :: caused by :: unknown time unit value: ${value}`);
  }
  return value as Unit;
}

/** Sunday = 0 ... Saturday = 6, from a full or three-letter name in any case. */
function weekStartOf(operator: string, value: unknown): number {
  const name = typeof value === 'string' ? value.toLowerCase() : '';
  const day = WEEKDAYS.findIndex((weekday) => weekday === name || weekday.slice(0, 3) === name);
  if (day < 0) {
    if (typeof value !== 'string') throw new MongoCommandError('Location5439015', `${operator} requires 'startOfWeek' to be a string, but got ${typeName(value)}`);
    throw new MongoCommandError('Location5439016', `${operator} parameter 'startOfWeek' value cannot be recognized as a day of a week: ${value}`);
  }
  return day;
}

/** `$dateDiff`'s and `$dateTrunc`'s dates (5166307). */
/** `startOfWeek`, read only for the unit `week` (Sunday by default); null when given but null. */
function weekStartArgument(operator: string, unit: Unit, present: boolean, value: () => unknown): number | null {
  if (unit !== 'week' || !present) return 0;
  const given = value();
  return isNullish(given) ? null : weekStartOf(operator, given);
}

function dateArgument(operator: string, name: string, value: unknown): number {
  const ms = instantOf(value);
  if (ms === undefined) throw new MongoCommandError('Location5166307', `${operator} requires '${name}' to be a date, but got ${typeName(value)}`);
  return ms;
}

/** A local time moved by whole months, the day clamped to the target month's length. */
function addMonths(localMs: number, months: number): number {
  const parts = partsOf(localMs);
  const total = parts.year * 12 + (parts.month - 1) + months;
  const year = floorDiv(total, 12);
  const month = mod(total, 12) + 1;
  return localMsOf(year, month, Math.min(parts.day, daysInMonth(year, month)), parts.hour, parts.minute, parts.second, parts.millisecond);
}

export function addUnits(startMs: number, unit: Unit, amount: number, zone: TimeZone): number {
  const fixed = FIXED_MS[unit];
  if (fixed !== undefined) return startMs + amount * fixed;
  const local = toLocal(startMs, zone);
  const moved = MONTHS[unit] !== undefined ? addMonths(local, amount * MONTHS[unit]!) : local + amount * DAYS[unit]! * DAY_MS;
  return toUtc(moved, zone);
}

function dateAdd(operator: '$dateAdd' | '$dateSubtract') {
  return (operand: unknown): NativeOperator => {
    const { values, present } = namedArguments(operand, ['startDate', 'unit', 'amount', 'timezone'], {
      notObject: ['Location5166400', `${operator} expects an object as its argument`],
      unknown: (name) => ['Location5166401', `Unrecognized argument to ${operator}: ${name}. Expected arguments are startDate, unit, amount, and optionally timezone.`],
      required: Object.fromEntries(['startDate', 'unit', 'amount'].map((name) => [name, ['Location5166402', `${operator} requires startDate, unit, and amount to be present`]])),
    });
    return {
      args: values,
      apply: ([startArg, unitArg, amountArg, zoneArg]) => {
        // mongod's order: each argument in turn (a null one gives null), then the checks of the values.
        const start = startArg!();
        if (isNullish(start)) return null;
        const unitValue = unitArg!();
        if (isNullish(unitValue)) return null;
        const unit = unitOf(operator, unitValue);
        const amount = amountArg!();
        if (isNullish(amount)) return null;
        const zone = zoneArgument(present.has('timezone'), zoneArg!());
        if (!zone) return null;
        const startMs = instantOf(start);
        if (startMs === undefined) throw new MongoCommandError('Location5166403', `${operator} requires startDate to be convertible to a date`);
        const whole = exactInteger(amount);
        if (!isNumeric(amount) || whole === undefined || whole > 2n ** 63n - 1n || whole < -(2n ** 63n)) {
          throw new MongoCommandError('Location5166405', `${operator} expects integer amount of time units`);
        }
        if (operator === '$dateSubtract' && whole === -(2n ** 63n)) throw new MongoCommandError('Location6045000', `invalid $dateSubtract 'amount' parameter value: ${whole}`);
        const result = addUnits(startMs, unit, (operator === '$dateSubtract' ? -1 : 1) * Number(whole), zone);
        if (!Number.isFinite(result) || Math.abs(result) >= 2 ** 63) throw new MongoCommandError('Location5166406', `${operator} overflowed`);
        return dateOf(result);
      },
    };
  };
}

/** The index of the `unit` period holding a local time (months since year 0, days since the epoch...). */
function periodIndex(localMs: number, unit: Unit, weekStart: number): number {
  const fixed = FIXED_MS[unit];
  if (fixed !== undefined) return floorDiv(localMs, fixed);
  const days = floorDiv(localMs, DAY_MS);
  if (unit === 'day') return days;
  if (unit === 'week') return floorDiv(days - mod(weekStart - 4, 7), 7); // 1970-01-01 was a Thursday (day 4)
  const { year, month } = partsOf(localMs);
  return unit === 'year' ? year : unit === 'quarter' ? year * 4 + floorDiv(month - 1, 3) : year * 12 + month - 1;
}

function $dateDiff(operand: unknown): NativeOperator {
  const { values, present } = namedArguments(operand, ['startDate', 'endDate', 'unit', 'timezone', 'startOfWeek'], {
    notObject: ['Location5166301', `$dateDiff only supports an object as its argument`],
    unknown: (name) => ['Location5166302', `Unrecognized argument to $dateDiff: ${name}`],
    required: {
      startDate: ['Location5166303', "Missing 'startDate' parameter to $dateDiff"],
      endDate: ['Location5166304', "Missing 'endDate' parameter to $dateDiff"],
      unit: ['Location5166305', "Missing 'unit' parameter to $dateDiff"],
    },
  });
  return {
    args: values,
    apply: ([startArg, endArg, unitArg, zoneArg, weekArg]) => {
      // mongod's order: each argument in turn (a null one gives null), then the checks of the dates.
      const start = startArg!();
      if (isNullish(start)) return null;
      const end = endArg!();
      if (isNullish(end)) return null;
      const unitValue = unitArg!();
      if (isNullish(unitValue)) return null;
      const unit = unitOf('$dateDiff', unitValue);
      const weekStart = weekStartArgument('$dateDiff', unit, present.has('startOfWeek'), weekArg!);
      if (weekStart === null) return null;
      const zone = zoneArgument(present.has('timezone'), zoneArg!());
      if (!zone) return null;
      const startMs = dateArgument('$dateDiff', 'startDate', start);
      const endMs = dateArgument('$dateDiff', 'endDate', end);
      if (unit === 'millisecond') return Long.fromNumber(endMs - startMs);
      return Long.fromNumber(periodIndex(toLocal(endMs, zone), unit, weekStart) - periodIndex(toLocal(startMs, zone), unit, weekStart));
    },
  };
}

/**
 * The start of the `binSize`-wide bin of `unit` holding `ms`, counted from 2000-01-01T00:00 in `zone`: units
 * below a day are fixed durations from that instant, the others follow the zone's calendar.
 */
function truncate(ms: number, unit: Unit, binSize: number, weekStart: number, zone: TimeZone): number {
  const fixed = FIXED_MS[unit];
  if (fixed !== undefined) {
    const reference = toUtc(REFERENCE_DAY * DAY_MS, zone);
    return reference + floorDiv(ms - reference, fixed * binSize) * fixed * binSize;
  }
  return toUtc(truncateLocal(toLocal(ms, zone), unit, binSize, weekStart), zone);
}

/** The local start of the calendar bin (days, weeks, months) holding `localMs`. */
function truncateLocal(localMs: number, unit: Unit, binSize: number, weekStart: number): number {
  if (unit === 'day' || unit === 'week') {
    const firstDay = unit === 'week' ? REFERENCE_DAY + mod(weekStart - 6, 7) : REFERENCE_DAY; // 2000-01-01 was a Saturday (6)
    const width = DAYS[unit]! * binSize;
    return (firstDay + floorDiv(floorDiv(localMs, DAY_MS) - firstDay, width) * width) * DAY_MS;
  }
  const { year, month } = partsOf(localMs);
  const width = MONTHS[unit]! * binSize;
  const months = 2000 * 12 + floorDiv(year * 12 + month - 1 - 2000 * 12, width) * width;
  return localMsOf(floorDiv(months, 12), mod(months, 12) + 1, 1, 0, 0, 0, 0);
}

function $dateTrunc(operand: unknown): NativeOperator {
  const { values, present } = namedArguments(operand, ['date', 'unit', 'binSize', 'timezone', 'startOfWeek'], {
    notObject: ['Location5439007', `$dateTrunc only supports an object as its argument`],
    unknown: (name) => ['Location5439008', `Unrecognized argument to $dateTrunc: ${name}. Expected arguments are date, unit, and optionally, binSize, timezone, startOfWeek`],
    required: {
      date: ['Location5439009', "Missing 'date' parameter to $dateTrunc"],
      unit: ['Location5439010', "Missing 'unit' parameter to $dateTrunc"],
    },
  });
  return {
    args: values,
    apply: ([dateArg, unitArg, binArg, zoneArg, weekArg]) => {
      // mongod 7.0's order (ExpressionDateTrunc::evaluate): every argument is evaluated first, a null one
      // giving null (startOfWeek only when the unit is 'week'), then each is converted and checked.
      const date = dateArg!();
      if (isNullish(date)) return null;
      const unitValue = unitArg!();
      if (isNullish(unitValue)) return null;
      const binValue = present.has('binSize') ? binArg!() : new Int32(1);
      if (isNullish(binValue)) return null;
      const weekActive = present.has('startOfWeek') && unitValue === 'week';
      const weekValue = weekActive ? weekArg!() : 'sunday';
      if (isNullish(weekValue)) return null;
      const zone = withContext("$dateTrunc parameter 'timezone' value parsing failed", () => zoneArgument(present.has('timezone'), zoneArg!()));
      if (!zone) return null;
      const ms = instantOf(date);
      if (ms === undefined) throw new MongoCommandError('Location5439012', `$dateTrunc requires 'date' to be a date, but got ${typeName(date)}`);
      const unit = unitOf('$dateTrunc', unitValue);
      return dateOf(truncate(ms, unit, binSizeOf(binValue), weekStartOf('$dateTrunc', weekValue), zone));
    },
  };
}

/** `$dateTrunc`'s binSize: a whole number of any numeric type (5439017), above 0 (5439018). */
function binSizeOf(value: unknown): number {
  const whole = exactInteger(value);
  if (!isNumeric(value) || whole === undefined) {
    throw new MongoCommandError('Location5439017', `$dateTrunc requires 'binSize' to be a 64-bit integer, but got value '${describeValue(value)}' of type ${typeName(value)}`);
  }
  if (whole <= 0n) throw new MongoCommandError('Location5439018', `$dateTrunc requires 'binSize' to be greater than 0, but got value ${whole}`);
  return toDouble(value);
}

/** mongod's addContextToAssertionException: the same error, its message prefixed with what was being done. */
function withContext<T>(context: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof MongoCommandError)) throw error;
    throw new MongoCommandError(error.codeName as CodeName, `${context} :: caused by :: ${error.message}`, error.extra);
  }
}

export const DATE_ARITHMETIC_OPERATORS = {
  $dateAdd: dateAdd('$dateAdd'),
  $dateSubtract: dateAdd('$dateSubtract'),
  $dateDiff,
  $dateTrunc,
};
