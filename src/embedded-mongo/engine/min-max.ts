import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { collatorOf, fullCollation, isCollatableType } from '../query/collation';
import { compareValues, withCollator } from '../query/compare';
import type { Collection } from './collection';
import type { IndexSpec } from './index-spec';
import type { OrderedIndex } from './ordered-index';
import { multikeyRange } from './multikey-range';

/**
 * find's `min` and `max` (query_planner.cpp of mongod 7.0): index bounds on the hinted index, `min` inclusive and
 * `max` exclusive, each naming exactly the index's fields in order (else 51174), `min` before `max` (else 51175).
 * The bounded walk then goes through the query's filter, sort, skip and limit like any other plan.
 */
export interface Bounds {
  min?: Document;
  max?: Document;
  /** The query's collation (the command's, else the collection's default); undefined: simple. */
  collation?: Document;
}

export const hasBounds = (bounds: Bounds): boolean => bounds.min !== undefined || bounds.max !== undefined;

const INCOMPATIBLE = () => new MongoCommandError('Location51174', 'The index chosen is not compatible with min/max');

/** mongod's CollatorInterface::collatorsMatch: both simple, or the same full spec. */
function collatorsMatch(query: Document | undefined, index: Document | undefined): boolean {
  const spec = (collation: Document | undefined) => (collation && collation.locale !== 'simple' ? JSON.stringify(fullCollation(collation)) : undefined);
  return spec(query) === spec(index);
}

/** indexCompatibleMaxMin: the index's fields in order, and no collatable bound when the collations differ. */
function boundKey(bound: Document | undefined, fields: string[], collationsMatch: boolean): unknown[] | undefined {
  if (!bound) return undefined;
  const names = Object.keys(bound);
  if (names.length !== fields.length || names.some((name, i) => name !== fields[i])) throw INCOMPATIBLE();
  if (!collationsMatch && names.some((name) => isCollatableType(bound[name]))) throw INCOMPATIBLE();
  return names.map((name) => bound[name]);
}

/**
 * The documents between the bounds on the hinted index (`index` undefined: the _id index). A hashed field is
 * bounded by hash values (its keys), a collated index compares under its collation (mongod compares the ICU sort
 * keys, which order as the collator does); a multikey index by its element keys (engine/multikey-range.ts).
 */
export function boundedWalk(collection: Collection, spec: IndexSpec, index: OrderedIndex | undefined, bounds: Bounds): Iterable<Document> {
  const fields = Object.keys(spec.key);
  // mongod expands a wildcard index per path and has banned it from min/max by then.
  if (index?.wildcard) throw INCOMPATIBLE();
  const collationsMatch = collatorsMatch(bounds.collation, spec.collation);
  const min = boundKey(bounds.min, fields, collationsMatch);
  const max = boundKey(bounds.max, fields, collationsMatch);
  const order = (a: unknown[], b: unknown[]) => (index ? index.compareFullKeys(a, b) : compareValues(a[0], b[0]));
  // The _id index has the collection's collation; _id values are unique under it, so no ties to order.
  const collator = index ? index.collator : spec.collation ? collatorOf({ collation: spec.collation }) : undefined;
  if (min && max && withCollator(collator, () => order(min, max)) >= 0) {
    throw new MongoCommandError('Location51175', 'The value provided for min() does not come before the value provided for max() in the hinted index');
  }
  if (index?.multikey) return withCollator(collator, () => multikeyRange(index, collection.docs.values(), min, max));
  if (index) return withCollator(collator, () => [...index.range(min, max)]);
  return withCollator(collator, () =>
    [...collection.docs.values()]
      .sort((a, b) => compareValues(a._id, b._id))
      .filter((doc) => (!min || compareValues(doc._id, min[0]) >= 0) && (!max || compareValues(doc._id, max[0]) < 0)),
  );
}
