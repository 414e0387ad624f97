import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { toDouble } from '../query/bson-values';
import { NUMBER_TYPES, wrongTypeError } from '../wrong-type';

/** A time series collection's options, as mongod 7.0 keeps them (IDL order of TimeseriesOptions). */
export interface TimeseriesOptions {
  timeField: string;
  metaField?: string;
  granularity?: Granularity;
  bucketRoundingSeconds: number;
  bucketMaxSpanSeconds: number;
}

type Granularity = 'seconds' | 'minutes' | 'hours';

const GRANULARITIES: Granularity[] = ['seconds', 'minutes', 'hours'];
/** mongod's getMaxSpanSecondsFromGranularity / getBucketRoundingSecondsFromGranularity. */
const MAX_SPAN: Record<Granularity, number> = { seconds: 3600, minutes: 86400, hours: 2592000 };
const ROUNDING: Record<Granularity, number> = { seconds: 60, minutes: 3600, hours: 86400 };
const FIELDS = new Set(['timeField', 'metaField', 'granularity', 'bucketRoundingSeconds', 'bucketMaxSpanSeconds']);

export const TIMESERIES_BUCKETS_PREFIX = 'system.buckets.';

/** The options a `create` may combine with `timeseries` (mongod's kAllowedCollectionCreationOptions). */
export const TIMESERIES_CREATE_OPTIONS = new Set(['storageEngine', 'indexOptionDefaults', 'collation', 'expireAfterSeconds', 'timeseries']);

/**
 * mongod's IDL parser takes a null (or undefined) value of a typed field as if the field were absent
 * (IDLParserContext::checkAndAssertTypeSlowPath): `metaField: null` is no metaField, a null `timeField` is missing.
 */
const fieldValue = (spec: Document, field: string): unknown => (spec[field] === null ? undefined : (spec[field] as unknown));

function stringField(spec: Document, field: string, command: string, required: boolean): string | undefined {
  const value = fieldValue(spec, field);
  if (value === undefined) {
    if (required) throw new MongoCommandError('Location40414', `BSON field '${command}.timeseries.${field}' is missing but a required field`);
    return undefined;
  }
  if (typeof value !== 'string') {
    throw wrongTypeError(`${command}.timeseries.${field}`, value, 'string');
  }
  return value;
}

function secondsField(spec: Document, field: string, command: string): number | undefined {
  const value = fieldValue(spec, field);
  if (value === undefined) return undefined;
  const number = typeof value === 'number' || typeof value === 'bigint' || (value as { _bsontype?: string } | null)?._bsontype ? toDouble(value) : NaN;
  if (!Number.isInteger(number)) {
    throw wrongTypeError(`${command}.timeseries.${field}`, value, NUMBER_TYPES);
  }
  if (number < 1) throw new MongoCommandError('Location51024', `BSON field '${field}' value must be >= 1, actual value '${number}'`);
  return number;
}

/** mongod's validateAndSetBucketingParameters: granularity, or equal bucketMaxSpanSeconds and bucketRoundingSeconds. */
export function parseTimeseriesOptions(value: unknown, ns: string, command = 'create'): TimeseriesOptions {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw wrongTypeError(`${command}.timeseries`, value, 'object');
  }
  const spec = value as Document;
  for (const key of Object.keys(spec)) {
    if (!FIELDS.has(key)) throw new MongoCommandError('Location40415', `BSON field '${command}.timeseries.${key}' is an unknown field.`);
  }
  const timeField = stringField(spec, 'timeField', command, true)!;
  const metaField = stringField(spec, 'metaField', command, false);
  const granularityName = stringField(spec, 'granularity', command, false);
  if (granularityName !== undefined && !GRANULARITIES.includes(granularityName as Granularity)) {
    throw new MongoCommandError('BadValue', `Enumeration value '${granularityName}' for field '${command}.timeseries.granularity' is not a valid value.`);
  }
  const rounding = secondsField(spec, 'bucketRoundingSeconds', command);
  const maxSpan = secondsField(spec, 'bucketMaxSpanSeconds', command);
  const mustBeTopLevel = (field: string) => `${ns}: '${field}' must be a top-level field and not contain a '.'`;
  if (timeField.includes('.')) throw new MongoCommandError('InvalidOptions', mustBeTopLevel('timeField'));
  if (metaField !== undefined) {
    if (metaField === '_id') throw new MongoCommandError('InvalidOptions', `'metaField' cannot be "_id"`);
    if (metaField === timeField) throw new MongoCommandError('InvalidOptions', "'metaField' cannot be the same as 'timeField'");
    if (metaField.includes('.')) throw new MongoCommandError('InvalidOptions', mustBeTopLevel('metaField'));
  }
  const base = { timeField, ...(metaField !== undefined ? { metaField } : {}) };
  if (granularityName !== undefined) {
    const granularity = granularityName as Granularity;
    if (maxSpan !== undefined && maxSpan !== MAX_SPAN[granularity]) {
      throw new MongoCommandError(
        'InvalidOptions',
        `Timeseries 'bucketMaxSpanSeconds' is not configurable to a value other than the default of ${MAX_SPAN[granularity]} for the provided granularity`,
      );
    }
    if (rounding !== undefined && rounding !== ROUNDING[granularity]) {
      throw new MongoCommandError(
        'InvalidOptions',
        `Timeseries 'bucketRoundingSeconds' is not configurable to a value other than the default of ${ROUNDING[granularity]} for the provided granularity`,
      );
    }
    return { ...base, granularity, bucketRoundingSeconds: ROUNDING[granularity], bucketMaxSpanSeconds: MAX_SPAN[granularity] };
  }
  if ((maxSpan === undefined) !== (rounding === undefined)) {
    throw new MongoCommandError('InvalidOptions', "Timeseries 'bucketMaxSpanSeconds' and 'bucketRoundingSeconds' need to be set alongside each other");
  }
  if (maxSpan === undefined) return { ...base, granularity: 'seconds', bucketRoundingSeconds: ROUNDING.seconds, bucketMaxSpanSeconds: MAX_SPAN.seconds };
  if (rounding !== maxSpan) throw new MongoCommandError('InvalidOptions', "Timeseries 'bucketRoundingSeconds' needs to be equal to 'bucketMaxSpanSeconds'");
  return { ...base, bucketRoundingSeconds: rounding, bucketMaxSpanSeconds: maxSpan };
}

/**
 * collMod `timeseries`: granularity only grows (seconds → minutes → hours), custom spans only grow, as in
 * mongod 7.0's validateAndUpdateTimeseriesOptions. Undefined when nothing changes.
 */
export function modifiedTimeseriesOptions(current: TimeseriesOptions, change: unknown): TimeseriesOptions | undefined {
  if (change === null || typeof change !== 'object' || Array.isArray(change)) {
    throw wrongTypeError('collMod.timeseries', change, 'object');
  }
  const spec = change as Document;
  for (const key of Object.keys(spec)) {
    if (!['granularity', 'bucketRoundingSeconds', 'bucketMaxSpanSeconds'].includes(key)) {
      throw new MongoCommandError('Location40415', `BSON field 'collMod.timeseries.${key}' is an unknown field.`);
    }
  }
  const granularityName = stringField(spec, 'granularity', 'collMod', false);
  if (granularityName !== undefined && !GRANULARITIES.includes(granularityName as Granularity)) {
    throw new MongoCommandError('BadValue', `Enumeration value '${granularityName}' for field 'collMod.timeseries.granularity' is not a valid value.`);
  }
  const rounding = secondsField(spec, 'bucketRoundingSeconds', 'collMod');
  const maxSpan = secondsField(spec, 'bucketMaxSpanSeconds', 'collMod');
  if (granularityName === undefined && maxSpan === undefined && rounding === undefined) return undefined;
  if (granularityName !== undefined) {
    const target = granularityName as Granularity;
    if (maxSpan !== undefined && maxSpan !== MAX_SPAN[target]) {
      throw new MongoCommandError('InvalidOptions', "Timeseries 'bucketMaxSpanSeconds' is not configurable to a value other than the default for the provided granularity");
    }
    if (rounding !== undefined) {
      throw new MongoCommandError('InvalidOptions', "Timeseries 'bucketRoundingSeconds' is not configurable alongside the granularity parameter");
    }
    if (current.granularity === target) return undefined;
    const order = (granularity: Granularity) => GRANULARITIES.indexOf(granularity);
    // mongod's isValidTimeseriesGranularityTransition: seconds → minutes or hours, minutes → hours.
    const valid = current.granularity !== undefined ? order(target) > order(current.granularity) : MAX_SPAN[target] >= current.bucketMaxSpanSeconds;
    if (!valid) {
      throw new MongoCommandError('InvalidOptions', "Invalid transition for timeseries.granularity. Can only transition from 'seconds' to 'minutes' or 'minutes' to 'hours'.");
    }
    return { ...withoutGranularity(current), granularity: target, bucketRoundingSeconds: ROUNDING[target], bucketMaxSpanSeconds: MAX_SPAN[target] };
  }
  if (maxSpan === undefined || rounding === undefined) {
    throw new MongoCommandError('InvalidOptions', "Timeseries 'bucketMaxSpanSeconds' and 'bucketRoundingSeconds' need to be set alongside each other");
  }
  if (rounding !== maxSpan) throw new MongoCommandError('InvalidOptions', "Timeseries 'bucketRoundingSeconds' needs to be equal to 'bucketMaxSpanSeconds'");
  if (maxSpan < current.bucketMaxSpanSeconds) {
    throw new MongoCommandError('InvalidOptions', 'Timeseries bucketMaxSpanSeconds needs to be greater than or equal to the current value');
  }
  if (maxSpan === current.bucketMaxSpanSeconds && rounding === current.bucketRoundingSeconds) return undefined;
  return { ...withoutGranularity(current), bucketRoundingSeconds: rounding, bucketMaxSpanSeconds: maxSpan };
}

function withoutGranularity(options: TimeseriesOptions): TimeseriesOptions {
  const { timeField, metaField } = options;
  return { timeField, ...(metaField !== undefined ? { metaField } : {}) } as TimeseriesOptions;
}

/** The options spelled out in mongod's order, as listCollections shows them. */
export function timeseriesDocument(options: TimeseriesOptions): Document {
  const { timeField, metaField, granularity, bucketRoundingSeconds, bucketMaxSpanSeconds } = options;
  return {
    timeField,
    ...(metaField !== undefined ? { metaField } : {}),
    ...(granularity !== undefined ? { granularity } : {}),
    bucketRoundingSeconds,
    bucketMaxSpanSeconds,
  };
}

/** The stored options back as a TimeseriesOptions (the log decodes numbers as Int32 or doubles). */
export function timeseriesOptionsOf(stored: Document): TimeseriesOptions {
  return {
    timeField: String(stored.timeField),
    ...(stored.metaField !== undefined ? { metaField: String(stored.metaField) } : {}),
    ...(stored.granularity !== undefined ? { granularity: stored.granularity as Granularity } : {}),
    // The view's $_internalUnpackBucket spec carries no rounding: unpacking does not need it.
    bucketRoundingSeconds: stored.bucketRoundingSeconds === undefined ? ROUNDING.seconds : toDouble(stored.bucketRoundingSeconds),
    bucketMaxSpanSeconds: toDouble(stored.bucketMaxSpanSeconds),
  };
}

/** mongod's roundTimestampToGranularity: down to a whole multiple of bucketRoundingSeconds (in seconds since the epoch). */
export function roundedBucketStart(time: Date, options: TimeseriesOptions): Date {
  const seconds = Math.floor(time.getTime() / 1000);
  // C++'s % keeps the dividend's sign, so times before 1970 round towards zero as in mongod.
  return new Date((seconds - (seconds % options.bucketRoundingSeconds)) * 1000);
}

/** The `$jsonSchema` validator mongod 7.0 gives a buckets collection (structural checks only). */
export function bucketsValidator(timeField: string): Document {
  const timeBound = { bsonType: 'object', required: [timeField], properties: { [timeField]: { bsonType: 'date' } } };
  return {
    $jsonSchema: {
      bsonType: 'object',
      required: ['_id', 'control', 'data'],
      properties: {
        _id: { bsonType: 'objectId' },
        control: {
          bsonType: 'object',
          required: ['version', 'min', 'max'],
          properties: {
            version: { bsonType: 'number' },
            min: timeBound,
            max: timeBound,
            closed: { bsonType: 'bool' },
            count: { bsonType: 'number', minimum: 1 },
          },
          additionalProperties: false,
        },
        data: { bsonType: 'object' },
        meta: {},
      },
      additionalProperties: false,
    },
  };
}
