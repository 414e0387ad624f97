import { MongoCommandError } from '../errors';
import { DAY_MS, daysInMonth, localMsOf, mod, partsOf } from './calendar';
import { monthNumber, parseWithFormat } from './date-parse-format';
import { type TimeZone, toUtc, UTC } from './time-zones';

/**
 * `$dateToString`'s format specifiers as mongod writes them (date_time_support.h: `%w` is 1–7 from
 * Sunday, `%Z` the offset in minutes, a part outside 0–9999 is error 18537) and the date strings
 * `$dateFromString` / `$toDate` read: the common forms of timelib's free-form parser without a format,
 * mongod's specifiers with one (date-parse-format.ts).
 */
const TO_STRING_SPECIFIERS = 'bBdGHjLmMSuUVwYzZ%';
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FROM_STRING_SPECIFIERS = 'bBdGHjLmMSuVYzZ%';

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
    b: () => MONTH_NAMES[parts.month - 1]!.slice(0, 3),
    B: () => MONTH_NAMES[parts.month - 1]!,
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

interface Parsed {
  localMs: number;
  /** Offset written in the string, in ms (undefined: none). */
  offsetMs?: number;
  /** The zone abbreviation the string named (`Z`, `UTC`), which mongod's message quotes. */
  zoneAbbreviation?: string;
}

const TIME = String.raw`(?:[T ]\s*(?<hour>\d{1,2}):(?<minute>\d{2})(?::(?<second>\d{2})(?:[.,](?<fraction>\d+))?)?)?`;
const ZONE = String.raw`(?<zone>Z|UTC|GMT|[+-]\d{1,2}(?::?\d{2})?)`;
const MONTH = String.raw`(?<month>[A-Za-z]{3,9})\.?`;
const DAY = String.raw`(?<day>\d{1,2})(?:st|nd|rd|th)?`;

/**
 * The forms of timelib's free-form parser the store reads without a format, each a date then optionally a
 * time (after `T` or a space) and a `Z`/`UTC`/`GMT`/offset: ISO 8601 (`2024-03-10`), `2024/03/10`, the
 * American `03/10/2024`, the textual `Mar 10 2024`, `March 10, 2024`, `10 March 2024`, `10-Mar-2024`, and
 * the ctime-like `Jan 31 12:05:28 +03:30 1996`; any of them may start with a weekday name.
 */
const FREE_FORMS = [
  String.raw`(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})${TIME}\s*${ZONE}?`,
  String.raw`(?<year>\d{4})/(?<month>\d{1,2})/(?<day>\d{1,2})${TIME}\s*${ZONE}?`,
  String.raw`(?<month>\d{1,2})/(?<day>\d{1,2})/(?<year>\d{4}|\d{2})${TIME}\s*${ZONE}?`,
  String.raw`${MONTH}[ .\t-]*${DAY}[,. \t]+(?<year>\d{4})${TIME}\s*${ZONE}?`,
  String.raw`${DAY}[ .\t-]*${MONTH}[ .\t-]*(?<year>\d{4})${TIME}\s*${ZONE}?`,
  String.raw`${MONTH}\s+${DAY}${TIME}(?:\s*${ZONE})?\s+(?<year>\d{4})`,
].map((form) => new RegExp(`^${form}$`, 'i'));

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** A leading weekday name (`WED`, `Wednesday,`): timelib moves the date forward to that weekday, if not on it. */
const LEADING_WEEKDAY = /^(sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?,?\s+/i;

/** A two-digit year as timelib reads it: 70–99 are the 1900s, 00–69 the 2000s. */
const fullYear = (digits: string) => (digits.length === 2 ? Number(digits) + (Number(digits) < 70 ? 2000 : 1900) : Number(digits));

function parseFreeForm(text: string): Parsed {
  const trimmed = text.trim();
  const weekday = LEADING_WEEKDAY.exec(trimmed);
  const rest = weekday ? trimmed.slice(weekday[0].length) : trimmed;
  for (const pattern of FREE_FORMS) {
    const groups = pattern.exec(rest)?.groups;
    if (!groups) continue;
    const month = /[a-z]/i.test(groups.month!) ? monthNumber(groups.month!) : Number(groups.month);
    if (month === 0) continue;
    const millisecond = groups.fraction ? Math.floor(Number(`0.${groups.fraction}`) * 1000 + 1e-9) : 0;
    const parts = [fullYear(groups.year!), month, Number(groups.day), Number(groups.hour ?? 0), Number(groups.minute ?? 0), Number(groups.second ?? 0)] as const;
    checkValid(text, ...parts);
    let localMs = localMsOf(...parts, millisecond);
    if (weekday) {
      const target = WEEKDAYS.indexOf(weekday[1]!.toLowerCase());
      localMs += mod(target - partsOf(localMs).dayOfWeek + 1, 7) * DAY_MS;
    }
    return { localMs, ...zoneOf(groups.zone) };
  }
  return parseFailure(text, 'not a date in a format the store reads without a format');
}

function zoneOf(text: string | undefined): Omit<Parsed, 'localMs'> {
  if (text === undefined) return {};
  if (/^(z|utc|gmt)$/i.test(text)) return { offsetMs: 0, zoneAbbreviation: text.toUpperCase() };
  const match = /^([+-])(\d{1,2}):?(\d{2})?$/.exec(text)!;
  return { offsetMs: (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 3_600_000 + Number(match[3] ?? 0) * 60_000) };
}

/** timelib's "The parsed date was invalid": a day the month does not have, an hour past 23... */
function checkValid(text: string, year: number, month: number, day: number, hour: number, minute: number, second: number): void {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) {
    parseFailure(text, 'The parsed date was invalid');
  }
}

/** mongod's TimeZoneDatabase::fromString after timelib read the string with a format. */
function fromFormat(text: string, format: string): Parsed {
  const parsed = parseWithFormat(text, format);
  const messages = [...parsed.errors, ...parsed.warnings];
  if (messages.length > 0) {
    const details = messages.map(({ position, message, character }) => `; ${position}: ${message} '${character}'`).join('');
    throw new MongoCommandError('ConversionFailure', `Error parsing date string '${text}'${details}`);
  }
  if (parsed.hour === undefined && parsed.minute === undefined && parsed.second === undefined) Object.assign(parsed, { hour: 0, minute: 0, second: 0, microsecond: 0 });
  const { year, month, day, hour, minute, second } = parsed;
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined || second === undefined) {
    throw new MongoCommandError('ConversionFailure', `an incomplete date/time string has been found, with elements missing: "${text}"`);
  }
  const localMs = localMsOf(year, month, day, hour, minute, second, 0) + Math.trunc((parsed.microsecond ?? 0) / 1000);
  return { localMs, offsetMs: parsed.offsetMs, zoneAbbreviation: parsed.zoneAbbreviation };
}

export const validateFromStringFormat = (format: string) => validateFormat(format, FROM_STRING_SPECIFIERS);

/**
 * The instant a date string names: its own offset if it has one, else `zone`. A string with its own zone
 * and a `timezone` argument other than UTC is refused, as mongod refuses it.
 */
export function parseDate(text: string, format: string | undefined, zone: TimeZone = UTC): number {
  if (format !== undefined) validateFromStringFormat(format);
  const parsed = format === undefined ? parseFreeForm(text) : fromFormat(text, format);
  if (parsed.offsetMs === undefined) return toUtc(parsed.localMs, zone);
  if (!zone.isUtc) {
    const message = parsed.zoneAbbreviation
      ? `you cannot pass in a date/time string with time zone information ('${parsed.zoneAbbreviation}') together with a timezone argument`
      : 'you cannot pass in a date/time string with GMT offset together with a timezone argument';
    throw new MongoCommandError('ConversionFailure', message);
  }
  return parsed.localMs - parsed.offsetMs;
}

