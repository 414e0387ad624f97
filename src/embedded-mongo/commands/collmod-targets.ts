import type { Document } from 'bson';
import { MongoCommandError } from '../errors';

/**
 * mongod 7.0's answer to a collMod field that does not apply to what it modifies (coll_mod.cpp
 * parseCollModRequest): the fields are checked in mongod's fixed order, whatever their order in the
 * command, and the first one out of place is the error. Fields the store cannot apply are refused with 238.
 */
export type CollModTarget = 'collection' | 'clustered collection' | 'view' | 'time series';

const invalid = (message: string) => new MongoCommandError('InvalidOptions', message);
const notOnView = (field: string) => invalid(`option not supported on a view: ${field}`);
const notOnTimeseries = (field: string) => invalid(`option not supported on a time-series collection: ${field}`);
const onlyOnView = (field: string) => invalid(`option only supported on a view: ${field}`);
const onlyOnTimeseries = (field: string) => invalid(`option only supported on a time-series collection: ${field}`);
const notImplemented = (what: string) => new MongoCommandError('NotImplemented', `${what} is not supported by the embedded store`);

/** The collMod fields mongod parses that the store has no state for: the buckets-namespace flag, encryption, clustering. */
const UNSUPPORTED_FIELDS = ['isTimeseriesNamespace', 'encryptedFields', 'clusteredIndex'];

type Check = (target: CollModTarget, command: Document) => MongoCommandError | undefined;

/** One entry per field in parseCollModRequest's order; each answers mongod's error for a target it refuses. */
const CHECKS: [string, Check][] = [
  ['cappedSize', (target) => (target === 'time series' ? invalid('Collection must be capped.') : undefined)],
  ['cappedMax', (target) => (target === 'time series' ? invalid('Collection must be capped.') : undefined)],
  [
    'index',
    (target, command) => {
      if (target === 'view') return notOnView('index');
      if (target !== 'time series') return undefined;
      if ((command.index as Document | undefined)?.expireAfterSeconds !== undefined) {
        return invalid("TTL indexes are not supported for time-series collections. Please refer to the documentation and use the top-level 'expireAfterSeconds' option instead");
      }
      return undefined;
    },
  ],
  ...['validator', 'validationLevel', 'validationAction'].map((field): [string, Check] => [
    field,
    (target) => (target === 'view' ? notOnView(field) : target === 'time series' ? notOnTimeseries(field) : undefined),
  ]),
  ...['pipeline', 'viewOn'].map((field): [string, Check] => [field, (target) => (target === 'view' ? undefined : onlyOnView(field))]),
  [
    'changeStreamPreAndPostImages',
    (target) => (target === 'view' ? notOnView('changeStreamPreAndPostImages') : target === 'time series' ? notOnTimeseries('changeStreamPreAndPostImages') : undefined),
  ],
  [
    'expireAfterSeconds',
    (target) => {
      if (target === 'view') return notOnView('expireAfterSeconds');
      // A clustered collection's and a time series' TTL are changed by collections.ts and timeseries.ts.
      return target === 'collection' ? invalid("'expireAfterSeconds' option is only supported on collections clustered by _id") : undefined;
    },
  ],
  ['timeseries', (target) => (target === 'time series' ? undefined : onlyOnTimeseries('timeseries'))],
];

/**
 * Throws mongod's error (or the store's 238) for the first collMod field that does not apply to `target`.
 * `findIndex` looks up the index an `index` change names: mongod does it at that field's place in the
 * order, so a missing index is its answer before any later field's.
 */
export function checkCollModFields(command: Document, target: CollModTarget, findIndex?: () => void): void {
  const unsupported = UNSUPPORTED_FIELDS.find((field) => command[field] !== undefined);
  if (unsupported) throw notImplemented(`collMod '${unsupported}'`);
  for (const [field, check] of CHECKS) {
    if (command[field] === undefined) continue;
    const error = check(target, command);
    if (error) throw error;
    if (field === 'index') findIndex?.();
  }
}
