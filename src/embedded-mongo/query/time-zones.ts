import { MongoCommandError } from '../errors';
import { typeName } from './describe';

/**
 * The `timezone` argument of the date operators: an Olson name (`Europe/London`, `UTC`, through Intl, whose
 * ICU data is the same tz database mongod's timelib carries) or a fixed offset `±hh`, `±hhmm`, `±hh:mm`.
 */
export interface TimeZone {
  /** Offset from UTC in milliseconds at the instant `utcMs`. */
  offsetAt(utcMs: number): number;
  /**
   * mongod's isUtcZone: no `timezone` or a zero offset, not the Olson name `UTC` (it decides whether
   * `$dateToString`'s default format ends in `Z` and whether a date string may carry its own offset).
   */
  isUtc: boolean;
}

const fixed = (offsetMs: number): TimeZone => ({ offsetAt: () => offsetMs, isUtc: offsetMs === 0 });

export const UTC: TimeZone = fixed(0);

const JS_DATE_LIMIT = 8.64e15;
const OFFSET = /^([+-])(\d{2})(?::?(\d{2}))?$/;
const zones = new Map<string, TimeZone>();

function olson(name: string): TimeZone | undefined {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: name, hourCycle: 'h23', era: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
  } catch {
    return undefined;
  }
  return {
    isUtc: false,
    offsetAt(utcMs: number): number {
      // Intl only knows JavaScript's range; beyond it the rule at the edge holds (no tz data reaches that far anyway).
      const at = Math.min(Math.max(Math.floor(utcMs / 1000) * 1000, -JS_DATE_LIMIT), JS_DATE_LIMIT);
      const part = Object.fromEntries(format.formatToParts(at).map(({ type, value }) => [type, value]));
      const year = part.era === 'BC' || part.era === 'B' ? 1 - Number(part.year) : Number(part.year);
      const local = Date.UTC(2000, Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute), Number(part.second));
      const shifted = new Date(local);
      shifted.setUTCFullYear(year);
      return shifted.getTime() - at;
    },
  };
}

/** The zone a (non-null) `timezone` value names: mongod's 40517 for a non-string, 40485 for an unknown name. */
export function timeZoneOf(value: unknown): TimeZone {
  if (typeof value !== 'string') throw new MongoCommandError('Location40517', `timezone must evaluate to a string, found ${typeName(value)}`);
  const cached = zones.get(value);
  if (cached) return cached;
  const offset = OFFSET.exec(value);
  const zone = offset ? fixed((offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 3_600_000 + Number(offset[3] ?? 0) * 60_000)) : olson(value);
  if (!zone) throw new MongoCommandError('Location40485', `unrecognized time zone identifier: "${value}"`);
  zones.set(value, zone);
  return zone;
}

export const toLocal = (utcMs: number, zone: TimeZone) => utcMs + zone.offsetAt(utcMs);

/** The UTC instant of a local wall-clock time (in a gap or overlap of a zone change, the offset before it). */
export function toUtc(localMs: number, zone: TimeZone): number {
  const guess = localMs - zone.offsetAt(localMs);
  return localMs - zone.offsetAt(guess);
}
