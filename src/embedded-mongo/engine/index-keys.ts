import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { defineField } from '../query/promote';
import type { Collection } from './collection';
import type { Plan, QueryShape } from './planner';

/**
 * find's `returnKey`: each result is replaced by the key of the index entry it was read through, named by the
 * key pattern (a hashed field holds the hash, a missing field null); read by a collection scan it is `{}`, by
 * an _id lookup `{_id}`. A multikey index has one entry per array element in mongod and is not keyed so here.
 */
export function indexKeyDocument(plan: Plan, doc: Document): Document {
  if (plan.stage === 'COLLSCAN') return {};
  if (plan.stage === 'IDHACK' || !plan.index) return { _id: doc._id };
  const { index } = plan;
  if (index.wildcard) {
    throw new MongoCommandError('NotImplemented', `index keys of the wildcard index '${index.spec.name}' are not supported by the embedded store`);
  }
  if (index.multikey) {
    throw new MongoCommandError('NotImplemented', `find option 'returnKey' through the multikey index '${index.spec.name}' is not supported by the embedded store`);
  }
  const key = index.keyOf(doc) ?? [];
  const result: Document = {};
  index.fields.forEach((field, i) => defineField(result, field, key[i] ?? null));
  return result;
}

const hinted = (hint: unknown) => hint !== undefined && hint !== null && (typeof hint !== 'object' || Object.keys(hint as Document).length > 0);

/**
 * returnKey shows which index answered, so it is only given where the store's plan is the one mongod's planner
 * would pick: a hinted index, an _id lookup, or a collection scan where no index (not even _id's) applies.
 * Elsewhere mongod may choose another index than this store's simpler planner, and the keys would differ.
 */
export function checkReturnKeyPlan(collection: Collection | undefined, shape: QueryShape, plan: Plan, what = "find option 'returnKey'"): void {
  if (!collection || hinted(shape.hint) || plan.stage === 'IDHACK') return;
  const touchesId = '_id' in (shape.filter ?? {}) || (shape.sort ?? []).some(([field]) => field === '_id');
  if (plan.stage === 'COLLSCAN' && collection.indexes.size === 0 && !touchesId) return;
  throw new MongoCommandError('NotImplemented', `${what} without a hint on a collection with secondary indexes is not supported by the embedded store`);
}
