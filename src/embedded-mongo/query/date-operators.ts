import { type Document, Int32, type Long } from 'bson';
import { MongoCommandError } from '../errors';
import { type DateParts, localMsOf, localMsOfIsoWeek, partsOf } from './calendar';
import { DATE_ARITHMETIC_OPERATORS } from './date-arithmetic';
import { formatDate, parseDate, validateFormat, validateFromStringFormat } from './date-format';
import { coerceToDate, dateOf, instantOf, isArgumentDocument, zoneArgument } from './date-values';
import { isNumeric, numericKind, toDouble } from './bson-values';
import { describeValue, typeName } from './describe';
import type { NativeOperator } from './native-operators';
import { isNullish, namedArguments } from './operator-arguments';
import { toLocal, toUtc } from './time-zones';

/**
 * The date operators, evaluated as mongod evaluates them (date_time_support.cpp): parts in a `timezone`
 * (Olson name or offset), `$dateToString`/`$dateFromString` with mongod's specifiers, `$dateToParts`/
 * `$dateFromParts` (int32 parts; out-of-range parts carry), `$toDate`. Parts are int32, as mongod's.
 */
type Build = (operand: unknown) => NativeOperator;

type PartName = keyof DateParts;

/** `$year`, `$week`...: `date-expression`, `[date-expression]` or `{date, timezone}`. */
function datePart(operator: string, part: PartName): Build {
  return (operand) => {
    let date: unknown = operand;
    let timezone: unknown;
    let hasZone = false;
    if (Array.isArray(operand)) {
      if (operand.length !== 1) throw new MongoCommandError('Location40536', `${operator} accepts exactly one argument if given an array, but was given ${operand.length}`);
      date = operand[0];
    } else if (isArgumentDocument(operand)) {
      const spec = operand as Document;
      for (const key of Object.keys(spec)) {
        if (key !== 'date' && key !== 'timezone') throw new MongoCommandError('Location40535', `unrecognized option to ${operator}: "${key}"`);
      }
      if (!Object.hasOwn(spec, 'date')) throw new MongoCommandError('Location40539', `missing 'date' argument to ${operator}, provided: ${describeValue(spec)}`);
      [date, timezone, hasZone] = [spec.date, spec.timezone, Object.hasOwn(spec, 'timezone')];
    }
    return {
      args: [date, timezone],
      apply: ([dateArg, zoneArg]) => {
        const value = dateArg!();
        if (isNullish(value)) return null;
        const ms = coerceToDate(value);
        const zone = zoneArgument(hasZone, zoneArg!());
        return zone ? new Int32(partsOf(toLocal(ms, zone))[part]) : null;
      },
    };
  };
}

/** The evaluated `format` of `$dateToString` / `$dateFromString`: a string, checked, unless null or absent. */
function formatArgument(operator: string, code: `Location${number}`, present: boolean, thunk: () => unknown, validate: (format: string) => void): unknown {
  const format = present ? thunk() : undefined;
  if (isNullish(format)) return format;
  if (typeof format !== 'string') throw new MongoCommandError(code, `${operator} requires that 'format' be a string, found: ${typeName(format)} with value ${describeValue(format)}`);
  validate(format);
  return format;
}

function $dateToString(operand: unknown): NativeOperator {
  const { values, present } = namedArguments(operand, ['date', 'format', 'timezone', 'onNull'], {
    notObject: ['Location18629', '$dateToString only supports an object as its argument'],
    unknown: (name) => ['Location18534', `Unrecognized argument to $dateToString: ${name}`],
    required: { date: ['Location18628', "Missing 'date' parameter to $dateToString"] },
  });
  if (typeof values[1] === 'string') validateFormat(values[1]);
  // mongod's order: the format is checked and the zone looked up before a null date gives `onNull`.
  return {
    args: values,
    apply: ([dateArg, formatArg, zoneArg, onNull]) => {
      const date = dateArg!();
      const format = formatArgument('$dateToString', 'Location18533', present.has('format'), formatArg!, validateFormat);
      const zone = zoneArgument(present.has('timezone'), zoneArg!());
      if (isNullish(date)) return present.has('onNull') ? onNull!() : null;
      if (!zone || (present.has('format') && isNullish(format))) return null;
      const written = (format as string | undefined) ?? (zone.isUtc ? '%Y-%m-%dT%H:%M:%S.%LZ' : '%Y-%m-%dT%H:%M:%S.%L');
      return formatDate(written, coerceToDate(date), zone);
    },
  };
}

function $dateFromString(operand: unknown): NativeOperator {
  const { values, present } = namedArguments(operand, ['dateString', 'format', 'timezone', 'onError', 'onNull'], {
    notObject: ['Location40540', `$dateFromString only supports an object as an argument, found: ${typeName(operand)}`],
    unknown: (name) => ['Location40541', `Unrecognized argument to $dateFromString: ${name}`],
    required: { dateString: ['Location40542', "Missing 'dateString' parameter to $dateFromString"] },
  });
  return {
    args: values,
    apply: ([textArg, formatArg, zoneArg, onError, onNull]) => {
      const text = textArg!();
      const format = formatArgument('$dateFromString', 'Location40684', present.has('format'), formatArg!, validateFromStringFormat);
      const zone = zoneArgument(present.has('timezone'), zoneArg!());
      if (isNullish(text)) return present.has('onNull') ? onNull!() : null;
      try {
        if (typeof text !== 'string') {
          throw new MongoCommandError('ConversionFailure', `$dateFromString requires that 'dateString' be a string, found: ${typeName(text)} with value ${describeValue(text)}`);
        }
        if (!zone || (present.has('format') && isNullish(format))) return null;
        return dateOf(parseDate(text, format as string | undefined, zone));
      } catch (error) {
        if (present.has('onError') && error instanceof MongoCommandError && error.codeName === 'ConversionFailure') return onError!();
        throw error;
      }
    },
  };
}

function $dateToParts(operand: unknown): NativeOperator {
  const { values, present } = namedArguments(operand, ['date', 'timezone', 'iso8601'], {
    notObject: ['Location40524', '$dateToParts only supports an object as its argument'],
    unknown: (name) => ['Location40520', `Unrecognized argument to $dateToParts: ${name}`],
    required: { date: ['Location40522', "Missing 'date' parameter to $dateToParts"] },
  });
  return {
    args: values,
    apply: ([dateArg, zoneArg, isoArg]) => {
      const date = dateArg!();
      const zone = zoneArgument(present.has('timezone'), zoneArg!());
      if (!zone) return null;
      const iso = present.has('iso8601') ? isoArg!() : false;
      if (isNullish(iso)) return null;
      if (typeof iso !== 'boolean') throw new MongoCommandError('Location40521', `iso8601 must evaluate to a bool, found ${typeName(iso)}`);
      if (isNullish(date)) return null;
      const parts = partsOf(toLocal(coerceToDate(date), zone));
      const names: PartName[] = iso
        ? ['isoWeekYear', 'isoWeek', 'isoDayOfWeek', 'hour', 'minute', 'second', 'millisecond']
        : ['year', 'month', 'day', 'hour', 'minute', 'second', 'millisecond'];
      return Object.fromEntries(names.map((name) => [name, new Int32(parts[name])]));
    },
  };
}

const NATURAL = ['year', 'month', 'day'];
const ISO = ['isoWeekYear', 'isoWeek', 'isoDayOfWeek'];
const TIME = ['hour', 'minute', 'second', 'millisecond'];
const FROM_PARTS = [...NATURAL, ...ISO, ...TIME, 'timezone'];

/** A `$dateFromParts` part: an integral number (40515), most of them within a 16-bit integer (31034). */
function partValue(name: string, value: unknown): number {
  if (!isNumeric(value) || !Number.isInteger(toDouble(value))) {
    throw new MongoCommandError('Location40515', `'${name}' must evaluate to an integer, found ${typeName(value)} with value ${describeValue(value)}`);
  }
  const number = toDouble(value);
  if (BOUNDED.has(name) && (number < -32768 || number > 32767)) {
    throw new MongoCommandError('Location31034', `'${name}' must evaluate to a value in the range [-32768, 32767]; value ${number} is not in range`);
  }
  return number;
}

const BOUNDED = new Set(['hour', 'minute', 'month', 'day', 'isoWeek', 'isoDayOfWeek']);
const DEFAULTS: Record<string, number> = { year: 1970, isoWeekYear: 1970, month: 1, day: 1, isoWeek: 1, isoDayOfWeek: 1, hour: 0, minute: 0, second: 0, millisecond: 0 };

function $dateFromParts(operand: unknown): NativeOperator {
  const { values, present } = namedArguments(operand, FROM_PARTS, {
    notObject: ['Location40519', '$dateFromParts only supports an object as its argument'],
    unknown: (name) => ['Location40518', `Unrecognized argument to $dateFromParts: ${name}`],
    required: {},
  });
  const iso = present.has('isoWeekYear');
  if (!iso && !present.has('year')) throw new MongoCommandError('Location40516', "$dateFromParts requires either 'year' or 'isoWeekYear' to be present");
  if ((iso ? NATURAL : ISO).some((name) => present.has(name))) throw new MongoCommandError('Location40489', '$dateFromParts does not allow mixing natural dates with ISO dates');
  const position = (name: string) => FROM_PARTS.indexOf(name);
  return {
    args: values,
    apply: (thunks) => {
      // mongod's order: the time parts, the zone, then the date parts (a null anywhere gives null).
      const part: Record<string, number> = {};
      const read = (name: string): boolean => {
        if (!present.has(name)) {
          part[name] = DEFAULTS[name]!;
          return true;
        }
        const value = thunks[position(name)]!();
        if (isNullish(value)) return false;
        part[name] = partValue(name, value);
        return true;
      };
      if (!TIME.every(read)) return null;
      const zone = zoneArgument(present.has('timezone'), present.has('timezone') ? thunks[position('timezone')]!() : undefined);
      if (!zone || !(iso ? ISO : NATURAL).every(read)) return null;
      const year = part[iso ? 'isoWeekYear' : 'year']!;
      if (year < 1 || year > 9999) {
        const [code, name] = iso ? (['Location31095', 'isoWeekYear'] as const) : (['Location40523', 'year'] as const);
        throw new MongoCommandError(code, `'${name}' must evaluate to an integer in the range 1 to 9999, found ${year}`);
      }
      const timeMs = localMsOf(1970, 1, 1, part.hour!, part.minute!, part.second!, part.millisecond!);
      const localMs = iso ? localMsOfIsoWeek(year, part.isoWeek!, part.isoDayOfWeek!) + timeMs : localMsOf(year, part.month!, part.day!, 0, 0, 0, 0) + timeMs;
      return dateOf(toUtc(localMs, zone));
    },
  };
}

const conversionFailure = (message: string): never => {
  throw new MongoCommandError('ConversionFailure', `${message} in $convert with no onError value`);
};

/** `$toDate`: dates, ObjectIds, Timestamps, ISO strings, and long/double/decimal milliseconds. */
export function convertToDate(value: unknown): Date | null {
  if (isNullish(value)) return null;
  const instant = instantOf(value);
  if (instant !== undefined) return value instanceof Date ? value : dateOf(instant);
  if (typeof value === 'string') return dateOf(parseDate(value, undefined, undefined));
  const kind = numericKind(value);
  if (kind === 'long') return dateOf(Number((value as Long).toBigInt()));
  if (kind === 'double' || kind === 'decimal') {
    const ms = toDouble(value);
    if (Number.isNaN(ms)) conversionFailure('Attempt to convert NaN value to Date');
    if (!Number.isFinite(ms) || Math.abs(ms) >= 2 ** 63) conversionFailure(`Conversion from ${kind} to Date would overflow`);
    return dateOf(Math.trunc(ms));
  }
  return conversionFailure(`Unsupported conversion from ${typeName(value)} to date`);
}


export const DATE_OPERATORS: Record<string, Build> = {
  $year: datePart('$year', 'year'),
  $month: datePart('$month', 'month'),
  $dayOfMonth: datePart('$dayOfMonth', 'day'),
  $hour: datePart('$hour', 'hour'),
  $minute: datePart('$minute', 'minute'),
  $second: datePart('$second', 'second'),
  $millisecond: datePart('$millisecond', 'millisecond'),
  $dayOfWeek: datePart('$dayOfWeek', 'dayOfWeek'),
  $dayOfYear: datePart('$dayOfYear', 'dayOfYear'),
  $week: datePart('$week', 'week'),
  $isoWeek: datePart('$isoWeek', 'isoWeek'),
  $isoWeekYear: datePart('$isoWeekYear', 'isoWeekYear'),
  $isoDayOfWeek: datePart('$isoDayOfWeek', 'isoDayOfWeek'),
  $dateToString,
  $dateFromString,
  $dateToParts,
  $dateFromParts,
  ...DATE_ARITHMETIC_OPERATORS,
};
