import { civilFromDays, daysFromCivil, daysInMonth, DAY_MS, localMsOfIsoWeek } from './calendar';

/**
 * `$dateFromString` with a `format`, read as mongod reads it: timelib's `parse_from_format` under mongod's
 * specifier map (`%b %B %d %G %H %j %L %m %M %S %u %V %Y %z %Z %%`). Like timelib it keeps going after a
 * mistake and reports every error and warning with its byte position and the character there, which
 * mongod writes into its message (`Error parsing date string '…'; 4: Format literal not found '/'`).
 */
export interface TimelibMessage {
  position: number;
  character: string;
  message: string;
}

/** What timelib parsed: undefined parts were not in the string; `offsetMs`/`zoneText` a zone it named. */
export interface ParsedTime {
  year?: number;
  month?: number;
  day?: number;
  hour?: number;
  minute?: number;
  second?: number;
  microsecond?: number;
  offsetMs?: number;
  /** The zone's abbreviation when the string named one (`Z`, `UTC`, `EST`), for mongod's message. */
  zoneAbbreviation?: string;
  errors: TimelibMessage[];
  warnings: TimelibMessage[];
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];

/** timelib's month names: full, three letters, `sept`, and roman numerals; 0 when the word is none. */
export function monthNumber(word: string): number {
  const lower = word.toLowerCase();
  if (lower === 'sept') return 9;
  const full = MONTHS.indexOf(lower);
  if (full >= 0) return full + 1;
  const short = MONTHS.findIndex((name) => name.slice(0, 3) === lower);
  if (short >= 0 && lower.length === 3) return short + 1;
  const roman = ROMAN.indexOf(lower);
  return roman >= 0 ? roman + 1 : 0;
}

/** Zone abbreviations timelib knows that a date string may carry, in seconds east of UTC (dst included). */
const ZONE_ABBREVIATIONS: Record<string, number> = {
  utc: 0, gmt: 0, z: 0, ut: 0, wet: 0, cet: 3600, eet: 7200,
  est: -18000, edt: -14400, cst: -21600, cdt: -18000, mst: -25200, mdt: -21600, pst: -28800, pdt: -25200,
};

/** A cursor over the string's UTF-8 bytes, as timelib walks it. */
export class Cursor {
  at = 0;
  constructor(readonly bytes: Buffer) {}
  code(position = this.at): number {
    return position < this.bytes.length ? this.bytes[position]! : 0;
  }
  character(position = this.at): string {
    return String.fromCharCode(this.code(position));
  }
  isDigit(position = this.at): boolean {
    const code = this.code(position);
    return code >= 0x30 && code <= 0x39;
  }
  /** timelib_get_nr: skips to the next digit, then reads at most `max` digits; undefined at the end. */
  number(max: number): { value?: number; length: number } {
    while (!this.isDigit()) {
      if (this.code() === 0) return { length: 0 };
      this.at++;
    }
    const start = this.at;
    while (this.isDigit() && this.at - start < max) this.at++;
    return { value: Number(this.bytes.toString('latin1', start, this.at)), length: this.at - start };
  }
  /** timelib_lookup_month: skips separators, reads a word of letters, answers its month (0: none). */
  month(): number {
    while ([0x20, 0x09, 0x2d, 0x2e, 0x2f].includes(this.code())) this.at++;
    const start = this.at;
    while (/[A-Za-z]/.test(this.character()) && this.code() !== 0) this.at++;
    return monthNumber(this.bytes.toString('latin1', start, this.at));
  }
  /**
   * timelib_parse_zone: `GMT` before an offset is skipped, `±h`, `±hh`, `±hh:mm`, `±hhmm` are offsets,
   * a known abbreviation names its zone; anything else is a zone identifier mongod never makes available.
   */
  zone(): { offsetMs?: number; abbreviation?: string } {
    while (this.code() === 0x20 || this.code() === 0x28) this.at++;
    if (/^gmt[+-]/i.test(this.bytes.toString('latin1', this.at, this.at + 4))) this.at += 3;
    const sign = this.character();
    if (sign === '+' || sign === '-') {
      this.at++;
      const start = this.at;
      while (this.isDigit() || this.character() === ':') this.at++;
      const digits = this.bytes.toString('latin1', start, this.at);
      const seconds = offsetSeconds(digits);
      this.skipClosingParenthesis();
      return seconds === undefined ? {} : { offsetMs: (sign === '-' ? -1 : 1) * seconds * 1000 };
    }
    const start = this.at;
    while (/[A-Za-z_/]/.test(this.character()) && this.code() !== 0) this.at++;
    const word = this.bytes.toString('latin1', start, this.at);
    this.skipClosingParenthesis();
    const seconds = ZONE_ABBREVIATIONS[word.toLowerCase()];
    return seconds === undefined ? {} : { offsetMs: seconds * 1000, abbreviation: word.toUpperCase() };
  }
  private skipClosingParenthesis(): void {
    while (this.code() === 0x29) this.at++;
  }
}

/** timelib_parse_tz_cor: `h`, `hh`, `h:mm`, `hh:m`, `hhmm`, `hh:mm` as seconds (undefined: not an offset). */
function offsetSeconds(text: string): number | undefined {
  const hours = (part: string) => Number.parseInt(part, 10) * 3600;
  switch (text.length) {
    case 1:
    case 2:
      return /^\d+$/.test(text) ? hours(text) : undefined;
    case 3:
    case 4:
      if (text[1] === ':') return hours(text) + Number.parseInt(text.slice(2), 10) * 60;
      if (text[2] === ':') return hours(text) + Number.parseInt(text.slice(3), 10) * 60;
      return Math.trunc(Number(text) / 100) * 3600 + (Number(text) % 100) * 60;
    case 5:
      return text[2] === ':' ? hours(text) + Number.parseInt(text.slice(3), 10) * 60 : undefined;
  }
  return undefined;
}

const validDate = (year: number, month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
const validTime = (hour: number, minute: number, second: number) => hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59;

/** The checks timelib makes once the whole string is read (shared with the free-form reader). */
export function finishParse(parsed: ParsedTime, cursor: Cursor): void {
  const warn = (message: string) => parsed.warnings.push({ position: cursor.at, character: cursor.character(), message });
  const { hour, minute, second, year, month, day } = parsed;
  if (hour !== undefined && minute !== undefined && second !== undefined && !validTime(hour, minute, second)) warn('The parsed time was invalid');
  if (year !== undefined && month !== undefined && day !== undefined && !validDate(year, month, day)) warn('The parsed date was invalid');
}

/** `text` read with a `format` mongod has already validated. */
export function parseWithFormat(text: string, format: string): ParsedTime {
  const cursor = new Cursor(Buffer.from(text, 'utf8'));
  const pattern = Buffer.from(format, 'utf8');
  const parsed: ParsedTime = { errors: [], warnings: [] };
  const error = (message: string, position: number) => parsed.errors.push({ position, character: cursor.character(position), message });
  let isoYear: number | undefined;
  let isoWeek: number | undefined;
  let isoDay: number | undefined;
  let prefixFound = false;
  let at = 0;
  while (at < pattern.length && cursor.code() !== 0) {
    const begin = cursor.at;
    const char = String.fromCharCode(pattern[at]!);
    if ((!prefixFound && char !== '%') || (prefixFound && char === '%')) {
      if (pattern[at] !== cursor.code()) error('Format literal not found', begin);
      cursor.at++;
      at++;
      prefixFound = false;
      continue;
    }
    if (char === '%') {
      at++;
      prefixFound = true;
      continue;
    }
    prefixFound = false;
    const checkNumber = () => {
      if (!cursor.isDigit()) error('Unexpected data found.', begin);
    };
    const digits = (max: number, message: string, exact?: number): number | undefined => {
      checkNumber();
      const { value, length } = cursor.number(max);
      if (value === undefined || (exact !== undefined && length !== exact)) {
        error(message, begin);
        return undefined;
      }
      return value;
    };
    switch (char) {
      case 'd':
        parsed.day = digits(2, 'A two digit day could not be found') ?? parsed.day;
        break;
      case 'j': {
        checkNumber();
        if (parsed.year === undefined) error("A 'day of year' can only come after a year has been found", begin);
        const { value } = cursor.number(3);
        if (value === undefined) error('A three digit day-of-year could not be found', begin);
        else if (parsed.year !== undefined) {
          // Day `value` counted from 0 after January 1st, carried into the months as timelib normalizes it.
          const civil = civilFromDays(daysFromCivil(parsed.year, 1, 1) + value);
          Object.assign(parsed, { year: civil.year, month: civil.month, day: civil.day });
        }
        break;
      }
      case 'm':
        parsed.month = digits(2, 'A two digit month could not be found') ?? parsed.month;
        break;
      case 'b':
      case 'B': {
        const month = cursor.month();
        if (month === 0) error('A textual month could not be found', begin);
        else parsed.month = month;
        break;
      }
      case 'Y':
        parsed.year = digits(4, 'A four digit year could not be found') ?? parsed.year;
        break;
      case 'H':
        parsed.hour = digits(2, 'A two digit hour could not be found') ?? parsed.hour;
        break;
      case 'M':
        parsed.minute = digits(2, 'A two digit minute could not be found', 2) ?? parsed.minute;
        break;
      case 'S':
        parsed.second = digits(2, 'A two digit second could not be found', 2) ?? parsed.second;
        break;
      case 'L': {
        checkNumber();
        const { value, length } = cursor.number(3);
        if (value === undefined || length < 1) error('A three digit millisecond could not be found', begin);
        else parsed.microsecond = Math.trunc(value * 10 ** (3 - length) * 1000);
        break;
      }
      case 'G': {
        const { value } = cursor.number(4);
        if (value === undefined) error('A four digit ISO year could not be found', begin);
        else isoYear = value;
        break;
      }
      case 'V': {
        const { value } = cursor.number(2);
        if (value === undefined) error('A two digit ISO week could not be found', begin);
        else if (value < 1 || value > 53) error('ISO Week must be between 1 and 53', begin);
        else isoWeek = value;
        break;
      }
      case 'u': {
        const { value } = cursor.number(1);
        if (value === undefined) error('A single digit day of week could not be found', begin);
        else if (value < 1 || value > 7) error('Day of week must be between 1 and 7', begin);
        else isoDay = value;
        break;
      }
      case 'z': {
        const zone = cursor.zone();
        if (zone.offsetMs === undefined) error('The timezone could not be found in the database', begin);
        else Object.assign(parsed, { offsetMs: zone.offsetMs, zoneAbbreviation: zone.abbreviation });
        break;
      }
      case 'Z': {
        const sign = cursor.character();
        if (sign !== '+' && sign !== '-') {
          error('Invalid timezone offset in minutes', begin);
          break;
        }
        cursor.at++;
        const start = cursor.at;
        while (cursor.isDigit()) cursor.at++;
        const minutes = Number(cursor.bytes.toString('latin1', start, cursor.at) || '0');
        parsed.offsetMs = (sign === '-' ? -1 : 1) * minutes * 60_000;
        break;
      }
    }
    at++;
  }
  if (cursor.code() !== 0) error('Trailing data', cursor.at);
  if (at < pattern.length) error('Not enough data available to satisfy format', cursor.at);
  if ([parsed.hour, parsed.minute, parsed.second, parsed.microsecond].some((part) => part !== undefined)) {
    parsed.hour ??= 0;
    parsed.minute ??= 0;
    parsed.second ??= 0;
    parsed.microsecond ??= 0;
  }
  const natural = parsed.year !== undefined || parsed.month !== undefined || parsed.day !== undefined;
  if ((parsed.year !== undefined && (isoWeek !== undefined || isoYear !== undefined || isoDay !== undefined)) || (isoYear !== undefined && natural)) {
    error('Mixing of ISO dates with natural dates is not allowed', cursor.at);
  }
  if (isoYear !== undefined) {
    const civil = civilFromDays(Math.floor(localMsOfIsoWeek(isoYear, isoWeek ?? 1, isoDay ?? 1) / DAY_MS));
    Object.assign(parsed, { year: civil.year, month: civil.month, day: civil.day });
  } else if (isoWeek !== undefined || isoDay !== undefined) {
    parsed.warnings.push({ position: cursor.at, character: cursor.character(), message: 'The parsed date was invalid' });
  }
  finishParse(parsed, cursor);
  return parsed;
}
