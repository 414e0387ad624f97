import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { defineField } from '../query/promote';
import type { Collection } from './collection';
import type { Plan, QueryShape } from './planner';
import { ambiguousPlanError, filterTouches, returnKeyPlan } from './return-key-plan';
import { hasBounds } from './min-max';
import { firstElementKey } from './multikey-range';

/**
 * find's `returnKey`: each result is replaced by the key of the index entry it was read through, named by the
 * key pattern (a hashed field holds the hash, a missing field null); read by a collection scan it is `{}`, by
 * an _id lookup `{_id}`. A multikey index has one entry per array element in mongod and the scan returns a
 * document at its first: with no bounds from the filter or `min`/`max`, its smallest element key
 * (engine/multikey-range.ts); other bounds are not rebuilt here.
 */
export function indexKeyReader(plan: Plan, shape: QueryShape): (doc: Document) => Document {
  if (plan.stage === 'COLLSCAN') return () => ({});
  if (plan.stage === 'IDHACK' || !plan.index) return (doc) => ({ _id: doc._id });
  const { index } = plan;
  if (index.wildcard) {
    throw new MongoCommandError('NotImplemented', `index keys of the wildcard index '${index.spec.name}' are not supported by the embedded store`);
  }
  if (index.multikey && (hasBounds(shape.bounds ?? {}) || filterTouches(shape.filter ?? {}, index.fields))) {
    throw new MongoCommandError('NotImplemented', `index keys through the multikey index '${index.spec.name}' with bounds on its fields are not supported by the embedded store`);
  }
  return (doc) => {
    const key = (index.multikey ? firstElementKey(index, doc) : index.keyOf(doc)) ?? [];
    const result: Document = {};
    index.fields.forEach((field, i) => defineField(result, field, key[i] ?? null));
    return result;
  };
}

const hinted = (hint: unknown) => hint !== undefined && hint !== null && (typeof hint !== 'object' || Object.keys(hint as Document).length > 0);

/** `{_id: <scalar>}` alone: mongod's IDHACK plan, whatever other indexes exist. */
const idLookup = (filter: Document | null | undefined): boolean =>
  !!filter && Object.keys(filter).length === 1 && '_id' in filter && (filter._id === null || typeof filter._id !== 'object' || Boolean((filter._id as { _bsontype?: string })._bsontype));

/**
 * returnKey and `{$meta: 'indexKey'}` show which index answered, so the store reads the query the way mongod's
 * planner certainly would (engine/return-key-plan.ts): a hinted index, an _id lookup, a collection scan where
 * no index applies, the one index that applies. Where mongod may choose among several, the store refuses.
 */
export function shapeShowingKeys(collection: Collection | undefined, shape: QueryShape, what = "find option 'returnKey'"): QueryShape {
  if (!collection || hinted(shape.hint) || idLookup(shape.filter)) return shape;
  const plan = returnKeyPlan(collection, shape.filter ?? {}, shape.sort ?? [], shape.collation !== undefined);
  if (plan === 'ambiguous') throw ambiguousPlanError(what);
  return { ...shape, hint: plan.hint };
}
