/**
 * Proleptic Gregorian calendar arithmetic on milliseconds, written out (days ↔ year/month/day after
 * Howard Hinnant's algorithms) rather than through JS Date, so dates beyond JavaScript's ±8.64e15 ms range
 * (which the store keeps, see storage/exact-dates.ts) have parts too, as they do in mongod.
 */
export const DAY_MS = 86_400_000;

export const floorDiv = (a: number, b: number) => Math.floor(a / b);
export const mod = (a: number, b: number) => a - b * Math.floor(a / b);

/** Days since 1970-01-01 of a civil date (month 1–12; out-of-range days and months carry). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y0 = year + floorDiv(month - 1, 12);
  const m = mod(month - 1, 12) + 1;
  const y = m <= 2 ? y0 - 1 : y0;
  const era = floorDiv(y, 400);
  const yoe = y - era * 400;
  const doy = floorDiv(153 * (m + (m > 2 ? -3 : 9)) + 2, 5);
  const doe = yoe * 365 + floorDiv(yoe, 4) - floorDiv(yoe, 100) + doy;
  return era * 146_097 + doe - 719_468 + (day - 1);
}

export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = floorDiv(z, 146_097);
  const doe = z - era * 146_097;
  const yoe = floorDiv(doe - floorDiv(doe, 1460) + floorDiv(doe, 36_524) - floorDiv(doe, 146_096), 365);
  const doy = doe - (365 * yoe + floorDiv(yoe, 4) - floorDiv(yoe, 100));
  const mp = floorDiv(5 * doy + 2, 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day: doy - floorDiv(153 * mp + 2, 5) + 1 };
}

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
export const daysInMonth = (year: number, month: number) => [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;

export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 1 (Sunday) to 7 (Saturday), mongod's `$dayOfWeek`. */
  dayOfWeek: number;
  /** 1 to 366. */
  dayOfYear: number;
  /** strftime's %U: 0 for the days before the year's first Sunday. */
  week: number;
  isoWeekYear: number;
  isoWeek: number;
  /** 1 (Monday) to 7 (Sunday). */
  isoDayOfWeek: number;
}

/** The parts of a wall-clock time given as milliseconds since 1970-01-01T00:00 local. */
export function partsOf(localMs: number): DateParts {
  const days = floorDiv(localMs, DAY_MS);
  const timeOfDay = localMs - days * DAY_MS;
  const { year, month, day } = civilFromDays(days);
  const weekday0 = mod(days + 4, 7); // 1970-01-01 was a Thursday; 0 = Sunday
  const dayOfYear = days - daysFromCivil(year, 1, 1) + 1;
  const isoDayOfWeek = weekday0 === 0 ? 7 : weekday0;
  const thursday = days + 4 - isoDayOfWeek;
  const isoWeekYear = civilFromDays(thursday).year;
  return {
    year,
    month,
    day,
    hour: floorDiv(timeOfDay, 3_600_000),
    minute: floorDiv(timeOfDay, 60_000) % 60,
    second: floorDiv(timeOfDay, 1000) % 60,
    millisecond: timeOfDay % 1000,
    dayOfWeek: weekday0 + 1,
    dayOfYear,
    week: floorDiv(dayOfYear - 1 + 7 - weekday0, 7),
    isoWeekYear,
    isoWeek: floorDiv(thursday - daysFromCivil(isoWeekYear, 1, 1), 7) + 1,
    isoDayOfWeek,
  };
}

/** Local milliseconds of a civil date and time; every field may overflow into the next (as mongod's $dateFromParts allows). */
export function localMsOf(year: number, month: number, day: number, hour: number, minute: number, second: number, millisecond: number): number {
  return daysFromCivil(year, month, 1) * DAY_MS + (day - 1) * DAY_MS + hour * 3_600_000 + minute * 60_000 + second * 1000 + millisecond;
}

/** Local milliseconds of an ISO week date (week 1 holds the year's first Thursday). */
export function localMsOfIsoWeek(isoWeekYear: number, isoWeek: number, isoDayOfWeek: number): number {
  const january4 = daysFromCivil(isoWeekYear, 1, 4);
  const weekOneMonday = january4 - (partsOf(january4 * DAY_MS).isoDayOfWeek - 1);
  return (weekOneMonday + (isoWeek - 1) * 7 + (isoDayOfWeek - 1)) * DAY_MS;
}
