import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Timeseries } from '../engine/catalog';
import type { IndexSpec } from '../engine/index-spec';
import { isNumeric } from '../query/bson-values';
import { bucketsIndexKey } from './timeseries';
import { findIndexToModify } from './collmod-index';

const notImplemented = (what: string) => new MongoCommandError('NotImplemented', `${what} is not supported by the embedded store`);

/**
 * The buckets' key of a collMod `index.keyPattern` on a time series (timeseries_collmod.cpp
 * makeTimeseriesBucketsCollModCommand, before the command is parsed). The store translates ascending and
 * descending keys, which mongod's createBucketsIndexSpecFromTimeseriesIndexSpec always takes; for another
 * key mongod may answer IndexNotFound with the whole command serialized in the message, not reproduced (238).
 */
export function bucketsKeyPattern(change: Document | undefined, series: Timeseries): Document | undefined {
  const keyPattern = change?.keyPattern as Document | undefined;
  if (keyPattern === undefined || keyPattern === null || typeof keyPattern !== 'object') return undefined;
  if (!Object.values(keyPattern).every(isNumeric)) throw notImplemented("collMod 'index' of a time series by a key pattern other than ascending or descending fields");
  return bucketsIndexKey(keyPattern, series.options);
}

/**
 * The buckets index a collMod `index` change of a time series names: mongod sends the change on to the
 * buckets collection, so the name is the buckets index's and a missing index is reported for the buckets
 * namespace. `hidden` is all it can change there (a TTL was refused before, 72); mongod refuses `unique` and
 * `prepareUnique` with an InvalidOptions message the sources here do not give (238).
 */
export function findTimeseriesIndexToModify(change: Document, series: Timeseries, bucketsKey: Document | undefined): IndexSpec {
  const unsupported = ['unique', 'prepareUnique'].find((field) => change[field] !== undefined);
  if (unsupported) throw notImplemented(`collMod 'index' '${unsupported}' of a time series`);
  return findIndexToModify(series.buckets, change, series.buckets.ns, bucketsKey);
}
