import { checkSortParallelArrays } from './sort-parallel-arrays';
import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { compareValues, withCollator } from '../query/compare';
import type { StringCollator } from '../query/collation';
import { compileFilter, sortComparator, type SortSpec } from '../query/matcher';
import type { Collection } from './collection';
import type { OrderedIndex } from './ordered-index';
import { type Bounds, boundedWalk, hasBounds } from './min-max';
import { countPlan } from './operation-stats';
import { multikeyEntries } from './multikey-range';
import { wildcardFor } from './wildcard-plan';
import { checkVersionOneQuery } from './version-one-index';
import { filterImpliesPartial } from './partial-filter-subset';
import { rangeBounds } from './range-bounds';
import { isRegex } from '../query/regex';
import { checkNaturalHint } from './natural-param';
import { checkBlockingSort } from './blocking-sort-limit';

export interface QueryShape {
  filter?: Document | null;
  sort?: SortSpec;
  skip?: number;
  /** 0 or undefined: no limit. */
  limit?: number;
  /** An index name or key pattern the query must use (mongod's `hint`). */
  hint?: unknown;
  /** A non-simple collation: string comparisons use it, and the (binary-ordered) indexes cannot answer. */
  collation?: StringCollator;
  /** find's `min`/`max`: bounds on the hinted index. */
  bounds?: Bounds;
  /** The command's `allowDiskUse`: false limits a blocking sort's memory (engine/blocking-sort-limit.ts). */
  allowDiskUse?: boolean;
}

/**
 * Values an index can look up: scalars and BSON values, not operators, regexes (a JavaScript RegExp or the
 * BSONRegExp a driver's filter decodes to: they match strings, not themselves) or arrays.
 */
function lookupValues(condition: unknown): unknown[] | undefined {
  if (isRegex(condition) || Array.isArray(condition)) return undefined;
  if (condition === null || typeof condition !== 'object') return [condition];
  const keys = Object.keys(condition);
  if (!keys.some((key) => key.startsWith('$'))) return (condition as { _bsontype?: string })._bsontype ? [condition] : undefined;
  if (keys.length !== 1) return undefined;
  const operand = (condition as Document)[keys[0]!];
  if (keys[0] === '$eq') return lookupValues(operand);
  if (keys[0] === '$in' && Array.isArray(operand) && operand.every((value) => lookupValues(value)?.length === 1)) {
    return operand;
  }
  return undefined;
}

/** `$in` lists may repeat a value; each document must still come out once. */
function* distinctDocs(docs: Iterable<Document | undefined>): Generator<Document> {
  const seen = new Set<Document>();
  for (const doc of docs) {
    if (doc && !seen.has(doc)) {
      seen.add(doc);
      yield doc;
    }
  }
}

function byIds(collection: Collection, ids: unknown[]): Iterable<Document> {
  return distinctDocs(ids.map((id) => collection.getById(id)));
}

function byIndex(index: OrderedIndex, values: unknown[]): Iterable<Document> {
  const field = index.fields[0]!;
  return distinctDocs(values.flatMap((value) => [...index.equal([index.lookupKey(field, value)])]));
}

/** An index whose key starts with the sort fields, all in its directions (forward) or all reversed. */
function indexForSort(collection: Collection, sort: SortSpec): { index: OrderedIndex; reverse: boolean } | undefined {
  for (const index of collection.indexes.values()) {
    if (!index.complete || index.spec.hidden || index.fields.length < sort.length) continue;
    // A hashed field is ordered by hash, not by value.
    if (sort.some(([field]) => field === index.hashedField)) continue;
    const matches = (reverse: boolean) =>
      sort.every(([field, direction], i) => index.fields[i] === field && index.directions[i]! * (reverse ? -1 : 1) === direction);
    if (matches(false)) return { index, reverse: false };
    if (matches(true)) return { index, reverse: true };
  }
  return undefined;
}

/**
 * An index whose entries hold every document `filter` can match: a complete one, or a partial one whose
 * partialFilterExpression the filter implies (mongod's planner reads a partial index only then).
 */
const readableFor = (index: OrderedIndex, filter: Document): boolean =>
  !index.spec.hidden &&
  (index.complete || (index.completeUnderPartialFilter && filterImpliesPartial(filter, index.spec.partialFilterExpression as Document)));

/** How candidates are produced, described the way mongod's explain names plans. */
export type Plan =
  | { stage: 'IDHACK' }
  | { stage: 'COLLSCAN' }
  /** `keyPattern`: how explain names a wildcard index's keys (`{$_path: 1, field: 1}`). */
  | { stage: 'IXSCAN'; index: OrderedIndex | undefined; reverse: boolean; keyPattern?: Document };

interface Candidates {
  docs: Iterable<Document>;
  sorted: boolean;
  plan: Plan;
}

/**
 * A collection scan's order: insertion order (an update keeps a document's place, as a record id does), but
 * `_id` order in a collection created with `clusteredIndex`, whose record ids are its `_id`s in mongod.
 */
function naturalOrder(collection: Collection): Iterable<Document> {
  const clustered = collection.options.clusteredIndex !== undefined && collection.options.clusteredIndex !== true;
  return clustered ? allById(collection, false) : collection.docs.values();
}

function allById(collection: Collection, reverse: boolean): Iterable<Document> {
  const docs = [...collection.docs.values()].sort((a, b) => compareValues(a._id, b._id));
  return reverse ? docs.reverse() : docs;
}

/**
 * The entries of a hinted index that an equality or a range on its first field reaches, in index order, as
 * mongod's bounded IXSCAN reads them (so explain's keysExamined counts those keys, not the whole index).
 * Not where the store's entries differ from mongod's keys: a multikey, collated or wildcard index, or a query
 * collation.
 */
function hintedBounds(index: OrderedIndex, filter: Document, collation: StringCollator | undefined): Iterable<Document> | undefined {
  const field = index.fields[0]!;
  if (!(field in filter) || collation || index.multikey || index.collator || index.wildcard) return undefined;
  const values = lookupValues(filter[field]);
  // One value keeps index order; an $in's values would come in the order they are listed.
  if (values) return values.length === 1 ? byIndex(index, values) : undefined;
  const range = field === index.hashedField ? undefined : rangeBounds(filter[field]);
  return range && index.firstFieldRange(range);
}

/** A hint names an index by name or key pattern; `{$natural: 1}` asks for a collection scan. */
function hinted(
  collection: Collection,
  hint: unknown,
  query: { filter: Document; sort: SortSpec; collation: StringCollator | undefined },
  bounds: Bounds,
): Candidates | undefined {
  const { sort } = query;
  if (hint === undefined || hint === null || (typeof hint === 'object' && Object.keys(hint).length === 0)) {
    if (hasBounds(bounds)) throw new MongoCommandError('Location51173', 'When using min()/max() a hint of which index to use must be provided');
    return undefined;
  }
  checkNaturalHint(hint);
  if (typeof hint === 'object' && '$natural' in (hint as Document)) {
    if (hasBounds(bounds)) throw new MongoCommandError('NoQueryExecutionPlans', 'error processing query: planner returned error :: caused by :: min and max are incompatible with $natural');
    // -1 reverses natural order.
    const docs = Number((hint as Document).$natural) < 0 ? [...naturalOrder(collection)].reverse() : naturalOrder(collection);
    return { docs, sorted: sort.length === 0, plan: { stage: 'COLLSCAN' } };
  }
  const spec = collection
    .indexSpecs()
    .find((candidate) => (typeof hint === 'string' ? candidate.name === hint : sameKeyPattern(candidate.key, hint as Document)));
  if (!spec || spec.hidden) {
    throw new MongoCommandError('BadValue', 'error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index');
  }
  const index = collection.indexes.get(spec.name);
  if (hasBounds(bounds)) return { docs: boundedWalk(collection, spec, index, bounds), sorted: sort.length === 0, plan: { stage: 'IXSCAN', index, reverse: false } };
  // A wildcard index holds no entries here: its plan reads every document (the matcher filters them).
  const narrowed = index && hintedBounds(index, query.filter, query.collation);
  const docs = narrowed ? narrowed : !index ? allById(collection, false) : index.wildcard ? collection.docs.values() : index.multikey && sort.length === 0 ? multikeyWalk(collection, index) : index.walk(false);
  return { docs, sorted: sort.length === 0, plan: { stage: 'IXSCAN', index, reverse: false } };
}

/**
 * A whole scan of a multikey index meets each document at its smallest element key (engine/multikey-range.ts);
 * where those keys cannot be built, the documents come in the order of the store's one entry per document.
 */
const multikeyWalk = (collection: Collection, index: OrderedIndex): Iterable<Document> =>
  withCollator(index.collator, () => multikeyEntries(index, collection.docs.values(), undefined, undefined)) ?? index.walk(false);

/** Whether two index key patterns name the same fields, in order, with the same directions (numbers compared by value). */
export function sameKeyPattern(a: Document, b: Document): boolean {
  const x = Object.entries(a);
  const y = Object.entries(b);
  return x.length === y.length && x.every(([field, direction], i) => y[i]![0] === field && Number(y[i]![1]) === Number(direction));
}

/**
 * Picks where candidate documents come from: _id lookups, an index walk already in the requested order
 * (so top-N queries stop early), an equality lookup on an index's first field, or a full scan.
 * Every candidate is still checked by the full query matcher, so the choice only affects speed.
 */
function candidates(collection: Collection, filter: Document, sort: SortSpec, hint: unknown, collation: StringCollator | undefined, bounds: Bounds = {}): Candidates {
  const idIndex = { spec: collection.idIndexSpec(), fields: ['_id'], hashedField: undefined };
  checkVersionOneQuery([idIndex, ...collection.indexes.values()], filter, bounds);
  const forced = hinted(collection, hint, { filter, sort, collation }, bounds);
  if (forced) return forced;
  if (collation) return { docs: naturalOrder(collection), sorted: sort.length === 0, plan: { stage: 'COLLSCAN' } };
  const ids = '_id' in filter ? lookupValues(filter._id) : undefined;
  if (ids) return { docs: byIds(collection, ids), sorted: sort.length === 0, plan: { stage: 'IDHACK' } };
  if (sort.length > 0) {
    const walk = indexForSort(collection, sort);
    if (walk) return { docs: walk.index.walk(walk.reverse), sorted: true, plan: { stage: 'IXSCAN', index: walk.index, reverse: walk.reverse } };
  }
  for (const index of collection.indexes.values()) {
    const field = index.fields[0]!;
    if (!(field in filter) || !readableFor(index, filter)) continue;
    const values = lookupValues(filter[field]);
    if (values) return { docs: byIndex(index, values), sorted: sort.length === 0, plan: { stage: 'IXSCAN', index, reverse: false } };
  }
  for (const [field, condition] of Object.entries(filter)) {
    const values = field.startsWith('$') ? undefined : lookupValues(condition);
    const wildcard = values && wildcardFor(collection, field, values);
    if (wildcard) return { docs: collection.docs.values(), sorted: sort.length === 0, plan: { stage: 'IXSCAN', index: wildcard.index, reverse: false, keyPattern: wildcard.keyPattern } };
  }
  for (const index of collection.indexes.values()) {
    const field = index.fields[0]!;
    if (!(field in filter) || field === index.hashedField || !readableFor(index, filter)) continue;
    const range = rangeBounds(filter[field]);
    if (range) return { docs: index.firstFieldRange(range), sorted: sort.length === 0, plan: { stage: 'IXSCAN', index, reverse: false } };
  }
  return { docs: naturalOrder(collection), sorted: sort.length === 0, plan: { stage: 'COLLSCAN' } };
}

/** The plan a query would use (explain), after the same validation as running it. */
export function planQuery(collection: Collection | undefined, shape: QueryShape): Plan {
  compileFilter(shape.filter ?? {});
  if (!collection) return { stage: 'COLLSCAN' };
  const { sort, hint } = naturalAsHint(shape);
  return candidates(collection, shape.filter ?? {}, sort, hint, shape.collation, shape.bounds).plan;
}

/** A sort on `$natural` alone is the collection scan a `$natural` hint asks for, in that direction. */
function naturalAsHint(shape: QueryShape): { sort: SortSpec; hint: unknown } {
  const natural = shape.sort?.length === 1 && shape.sort[0]![0] === '$natural' ? shape.sort[0]![1] : undefined;
  return natural === undefined ? { sort: shape.sort ?? [], hint: shape.hint } : { sort: [], hint: { $natural: natural } };
}

/**
 * A sort on `_id` alone over a collection scan: the store sorts the scan afterwards, where mongod, with no other
 * index for the filter, walks the `_id` index (no blocking SORT stage).
 */
const walksIdIndex = (sort: SortSpec, plan: Plan, hint: unknown): boolean =>
  sort.length === 1 && sort[0]![0] === '_id' && plan.stage === 'COLLSCAN' && hint === undefined;

/**
 * Whether the plan hands out documents already in the requested order (a walk of an index on the sort fields,
 * or a `$natural` sort), so that mongod's plan has no blocking SORT stage: false without a sort.
 */
export function sortProvidedByPlan(collection: Collection | undefined, shape: QueryShape): boolean {
  const sort = shape.sort ?? [];
  if (!collection || sort.length === 0) return false;
  if (sort.length === 1 && sort[0]![0] === '$natural') return true;
  const found = candidates(collection, shape.filter ?? {}, sort, shape.hint, shape.collation, shape.bounds);
  return found.sorted || walksIdIndex(sort, found.plan, shape.hint);
}

/** Runs a query to completion and returns matching documents in order, after skip and limit. */
export function runQuery(collection: Collection | undefined, shape: QueryShape): Document[] {
  return withCollator(shape.collation, () => runCollated(collection, shape));
}

function runCollated(collection: Collection | undefined, shape: QueryShape): Document[] {
  const filter = shape.filter ?? {};
  // Compiled first: a malformed filter is an error even when there is nothing to match it against.
  const matches = compileFilter(filter);
  if (!collection) return [];
  const { sort, hint } = naturalAsHint(shape);
  const skip = shape.skip ?? 0;
  const limit = shape.limit || Infinity;
  const { docs: found, sorted, plan } = candidates(collection, filter, sort, hint, shape.collation, shape.bounds);
  const docs = plan.stage === 'IXSCAN' ? countPlan(collection, plan.stage, plan.index, found, plan.keyPattern) : countPlan(collection, plan.stage, undefined, found);
  const results: Document[] = [];
  if (sorted) {
    // Early exit is the whole point of walking an index in sort order.
    let skipped = 0;
    for (const doc of docs) {
      if (!matches(doc)) continue;
      if (skipped++ < skip) continue;
      results.push(doc);
      if (results.length >= limit) break;
    }
    return results;
  }
  for (const doc of docs) if (matches(doc)) results.push(doc);
  checkSortParallelArrays(sort.map(([field]) => field), results);
  if (sort.length > 0 && !walksIdIndex(sort, plan, hint)) checkBlockingSort(results, skip + limit, shape.allowDiskUse);
  results.sort(sortComparator(sort));
  return results.slice(skip, skip + limit);
}
