import { MongoCommandError } from '../errors';
import { daysInMonth, localMsOf, localMsOfIsoWeek, partsOf } from './calendar';
import { type TimeZone, toUtc, UTC } from './time-zones';

/**
 * `$dateToString`'s format specifiers as mongod writes them (date_time_support.h: `%w` is 1–7 from
 * Sunday, `%Z` the offset in minutes, a part outside 0–9999 is error 18537) and the date strings
 * `$dateFromString` / `$toDate` read: ISO 8601 without a format, mongod's specifiers with one.
 */
const TO_STRING_SPECIFIERS = 'dGHjLmMSuUVwYzZ%';
const FROM_STRING_SPECIFIERS = 'dGHLmMSuVYzZ%';

/** mongod's format check: every `%` followed by a known specifier (18535 / 18536). */
export function validateFormat(format: string, specifiers = TO_STRING_SPECIFIERS): void {
  for (let i = 0; i < format.length; i++) {
    if (format[i] !== '%') continue;
    if (i + 1 === format.length) throw new MongoCommandError('Location18535', "Unmatched '%' at end of format string");
    if (!specifiers.includes(format[i + 1]!)) throw new MongoCommandError('Location18536', `Invalid format character '%${format[i + 1]}' in format string`);
    i++;
  }
}

function padded(number: number, width: number): string {
  if (number < 0 || number > 9999) {
    throw new MongoCommandError('Location18537', `Could not convert date to string: date component was outside the supported range of 0-9999: ${number}`);
  }
  return String(number).padStart(width, '0');
}

/** The instant `utcMs` in `zone`, written with a (validated) format. */
export function formatDate(format: string, utcMs: number, zone: TimeZone): string {
  const offset = zone.offsetAt(utcMs);
  const parts = partsOf(utcMs + offset);
  const offsetMinutes = Math.trunc(offset / 60_000);
  const values: Record<string, () => string> = {
    '%': () => '%',
    Y: () => padded(parts.year, 4),
    m: () => padded(parts.month, 2),
    d: () => padded(parts.day, 2),
    H: () => padded(parts.hour, 2),
    M: () => padded(parts.minute, 2),
    S: () => padded(parts.second, 2),
    L: () => padded(parts.millisecond, 3),
    j: () => padded(parts.dayOfYear, 3),
    w: () => padded(parts.dayOfWeek, 1),
    U: () => padded(parts.week, 2),
    G: () => padded(parts.isoWeekYear, 4),
    V: () => padded(parts.isoWeek, 2),
    u: () => padded(parts.isoDayOfWeek, 1),
    z: () => `${offset < 0 ? '-' : '+'}${padded(Math.trunc(Math.abs(offsetMinutes) / 60), 2)}${padded(Math.abs(offsetMinutes) % 60, 2)}`,
    Z: () => String(offsetMinutes),
  };
  let out = '';
  for (let i = 0; i < format.length; i++) {
    if (format[i] === '%') out += values[format[++i]!]!();
    else out += format[i];
  }
  return out;
}

const parseFailure = (text: string, reason: string): never => {
  throw new MongoCommandError('ConversionFailure', `Error parsing date string '${text}'; ${reason}`);
};

/** ISO 8601 as mongod reads it without a format: a date, optionally a time (`T` or space) and a `Z`/offset. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

interface Parsed {
  localMs: number;
  /** Offset written in the string, in ms (undefined: none). */
  offsetMs?: number;
  /** How the string named its zone: `Z` (an abbreviation, for timelib) or a numeric offset. */
  zoneText?: string;
}

function offsetFromText(text: string): number {
  if (/^z$/i.test(text)) return 0;
  const match = /^([+-])(\d{2}):?(\d{2})?$/.exec(text)!;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 3_600_000 + Number(match[3] ?? 0) * 60_000);
}

/** timelib's "The parsed date was invalid": a day the month does not have, an hour past 23... */
function checkValid(text: string, year: number, month: number, day: number, hour: number, minute: number, second: number): void {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) {
    parseFailure(text, 'The parsed date was invalid');
  }
}

function parseIso(text: string): Parsed {
  const match = ISO.exec(text.trim());
  if (!match) return parseFailure(text, 'not a date in a format the store reads without a format (ISO 8601)');
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const millisecond = fraction ? Math.floor(Number(`0.${fraction}`) * 1000 + 1e-9) : 0;
  const parts = [Number(year), Number(month), Number(day), Number(hour ?? 0), Number(minute ?? 0), Number(second ?? 0)] as const;
  checkValid(text, ...parts);
  return { localMs: localMsOf(...parts, millisecond), offsetMs: zone === undefined ? undefined : offsetFromText(zone), zoneText: zone };
}

const FIELD_WIDTHS: Record<string, [number, number]> = { Y: [4, 4], G: [4, 4], m: [1, 2], d: [1, 2], H: [1, 2], M: [1, 2], S: [1, 2], L: [1, 3], V: [1, 2], u: [1, 1] };

/** A date string read with a `$dateFromString` format (validated against mongod's specifiers). */
function parseWithFormat(text: string, format: string): Parsed {
  const fields: Record<string, number> = {};
  let offsetMs: number | undefined;
  let zoneText: string | undefined;
  let at = 0;
  for (let i = 0; i < format.length; i++) {
    const char = format[i]!;
    if (char !== '%' || format[i + 1] === '%') {
      if (text[at] !== char) parseFailure(text, `expected '${char}' at position ${at}`);
      at++;
      if (char === '%') i++;
      continue;
    }
    const specifier = format[++i]!;
    if (specifier === 'z' || specifier === 'Z') {
      // %z: `Z` or ±hh[:mm]; %Z: the offset in minutes (`+60`, `-240`).
      const zone = (specifier === 'z' ? /^(Z|[+-]\d{2}(?::?\d{2})?)/i : /^([+-]\d{1,4})/).exec(text.slice(at));
      if (!zone) parseFailure(text, `expected a UTC offset at position ${at}`);
      zoneText = zone![1]!;
      offsetMs = specifier === 'z' ? offsetFromText(zoneText) : Number(zoneText) * 60_000;
      at += zoneText.length;
      continue;
    }
    const [min, max] = FIELD_WIDTHS[specifier]!;
    const digits = new RegExp(`^\\d{${min},${max}}`).exec(text.slice(at));
    if (!digits) parseFailure(text, `expected a number for %${specifier} at position ${at}`);
    fields[specifier] = Number(digits![0]);
    at += digits![0].length;
  }
  if (at !== text.length) parseFailure(text, 'trailing data');
  const time = [fields.H ?? 0, fields.M ?? 0, fields.S ?? 0, fields.L ?? 0] as const;
  const timeMs = time[0] * 3_600_000 + time[1] * 60_000 + time[2] * 1000 + time[3];
  let localMs: number;
  if (fields.G !== undefined || fields.V !== undefined || fields.u !== undefined) {
    localMs = localMsOfIsoWeek(fields.G ?? 1970, fields.V ?? 1, fields.u ?? 1) + timeMs;
  } else {
    const { Y: year, m: month, d: day } = fields;
    if (year === undefined || month === undefined || day === undefined) {
      throw new MongoCommandError('ConversionFailure', `an incomplete date/time string has been found, with elements missing: "${text}"`);
    }
    checkValid(text, year, month, day, time[0], time[1], time[2]);
    localMs = localMsOf(year, month, day, ...time);
  }
  return { localMs, offsetMs, zoneText };
}

export const validateFromStringFormat = (format: string) => validateFormat(format, FROM_STRING_SPECIFIERS);

/**
 * The instant a date string names: its own offset if it has one, else `zone`. A string with its own zone
 * and a `timezone` argument other than UTC is refused, as mongod refuses it.
 */
export function parseDate(text: string, format: string | undefined, zone: TimeZone = UTC): number {
  if (format !== undefined) validateFromStringFormat(format);
  const parsed = format === undefined ? parseIso(text) : parseWithFormat(text, format);
  if (parsed.offsetMs === undefined) return toUtc(parsed.localMs, zone);
  if (!zone.isUtc) {
    const message = /^z$/i.test(parsed.zoneText ?? '')
      ? `you cannot pass in a date/time string with time zone information ('${parsed.zoneText}') together with a timezone argument`
      : 'you cannot pass in a date/time string with GMT offset together with a timezone argument';
    throw new MongoCommandError('ConversionFailure', message);
  }
  return parsed.localMs - parsed.offsetMs;
}

