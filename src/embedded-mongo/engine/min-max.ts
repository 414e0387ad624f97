import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { compareValues } from '../query/compare';
import type { Collection } from './collection';
import type { IndexSpec } from './index-spec';
import type { OrderedIndex } from './ordered-index';

/**
 * find's `min` and `max` (query_planner.cpp of mongod 7.0): index bounds on the hinted index, `min` inclusive and
 * `max` exclusive, each naming exactly the index's fields in order (else 51174), `min` before `max` (else 51175).
 * The bounded walk then goes through the query's filter, sort, skip and limit like any other plan.
 */
export interface Bounds {
  min?: Document;
  max?: Document;
}

export const hasBounds = (bounds: Bounds): boolean => bounds.min !== undefined || bounds.max !== undefined;

function boundKey(bound: Document | undefined, fields: string[]): unknown[] | undefined {
  if (!bound) return undefined;
  const names = Object.keys(bound);
  if (names.length !== fields.length || names.some((name, i) => name !== fields[i])) {
    throw new MongoCommandError('Location51174', 'The index chosen is not compatible with min/max');
  }
  return names.map((name) => bound[name]);
}

/** The documents between the bounds on the hinted index (`index` undefined: the _id index). */
export function boundedWalk(collection: Collection, spec: IndexSpec, index: OrderedIndex | undefined, bounds: Bounds): Iterable<Document> {
  if (spec.collation || (index && (index.hashedField || index.wildcard || index.multikey))) {
    // Their keys are hashes, absent, one per array element or collation keys in mongod: bounds over them are not built here.
    throw new MongoCommandError('NotImplemented', `find options min/max on index '${spec.name}' (hashed, wildcard, multikey or collated) are not supported by the embedded store`);
  }
  const fields = Object.keys(spec.key);
  const min = boundKey(bounds.min, fields);
  const max = boundKey(bounds.max, fields);
  const order = (a: unknown[], b: unknown[]) => (index ? index.compareFullKeys(a, b) : compareValues(a[0], b[0]));
  if (min && max && order(min, max) >= 0) {
    throw new MongoCommandError('Location51175', 'The value provided for min() does not come before the value provided for max() in the hinted index');
  }
  if (index) return index.range(min, max);
  return [...collection.docs.values()]
    .sort((a, b) => compareValues(a._id, b._id))
    .filter((doc) => (!min || compareValues(doc._id, min[0]) >= 0) && (!max || compareValues(doc._id, max[0]) < 0));
}
