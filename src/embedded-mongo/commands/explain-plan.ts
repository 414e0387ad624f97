import { type Document, MaxKey, MinKey } from 'bson';
import type { Plan, QueryShape } from '../engine/planner';
import type { IndexSpec } from '../engine/index-spec';
import { isRegex } from '../query/regex';

/** mongod's plan tree for a find: FETCH over IXSCAN, COLLSCAN or IDHACK, under SORT / SKIP / LIMIT when those apply. */
export function findPlan(plan: Plan, shape: QueryShape): Document {
  const filter = shape.filter ?? {};
  let stage: Document;
  if (plan.stage === 'IXSCAN') {
    const keyPattern = plan.keyPattern ?? plan.index?.spec.key ?? { _id: 1 };
    stage = {
      stage: 'FETCH',
      ...(Object.keys(filter).length > 0 ? { filter } : {}),
      inputStage: {
        stage: 'IXSCAN',
        keyPattern,
        indexName: plan.index?.spec.name ?? '_id_',
        isMultiKey: plan.index?.multikey ?? false,
        isUnique: plan.index?.spec.unique ?? plan.index === undefined,
        isSparse: plan.index?.spec.sparse ?? false,
        isPartial: plan.index?.spec.partialFilterExpression !== undefined,
        indexVersion: plan.index?.spec.v ?? 2,
        direction: plan.reverse ? 'backward' : 'forward',
      },
    };
  } else if (plan.stage === 'IDHACK') {
    stage = { stage: 'IDHACK' };
  } else {
    stage = { stage: 'COLLSCAN', ...(Object.keys(filter).length > 0 ? { filter } : {}), direction: naturalDirection(shape) < 0 ? 'backward' : 'forward' };
  }
  if (shape.sort && shape.sort.length > 0 && !sortedByIndex(plan, shape) && !isNaturalSort(shape)) stage = { stage: 'SORT', sortPattern: Object.fromEntries(shape.sort), inputStage: stage };
  if (shape.skip) stage = { stage: 'SKIP', skipAmount: shape.skip, inputStage: stage };
  if (shape.limit) stage = { stage: 'LIMIT', limitAmount: shape.limit, inputStage: stage };
  return stage;
}

/** A sort on `$natural` alone, which mongod turns into a `$natural` hint: a collection scan in that order. */
const isNaturalSort = (shape: QueryShape): boolean => shape.sort?.length === 1 && shape.sort[0]![0] === '$natural';

/** The direction of a collection scan: a `$natural` sort's, else a `$natural` hint's (-1 backward), else forward. */
function naturalDirection(shape: QueryShape): number {
  if (isNaturalSort(shape)) return Number(shape.sort![0]![1]);
  const hint = shape.hint as Document | undefined;
  return hint && typeof hint === 'object' && '$natural' in hint ? Number(hint.$natural) : 1;
}

/** Whether the plan walks an index in the sort's order (no blocking SORT stage). */
export const sortedByIndex = (plan: Plan, shape: QueryShape): boolean =>
  plan.stage === 'IXSCAN' && plan.index !== undefined && plan.keyPattern === undefined && (shape.sort?.length ?? 0) > 0 && shape.hint === undefined;

/** An equality operand whose index bounds are one exact point: not null (which also meets missing fields), an array or a regex. */
function pointValue(condition: unknown): { value: unknown } | undefined {
  if (condition === null || condition === undefined || Array.isArray(condition) || isRegex(condition)) return undefined;
  if (typeof condition !== 'object') return { value: condition };
  if ((condition as { _bsontype?: string })._bsontype) return { value: condition };
  const keys = Object.keys(condition);
  return keys.length === 1 && keys[0] === '$eq' ? pointValue((condition as Document).$eq) : undefined;
}

/** mongod's isSimpleIdQuery: the query is an equality on `_id` alone, to one exact point. */
export function isSimpleIdQuery(filter: Document): boolean {
  const fields = Object.keys(filter);
  return fields.length === 1 && fields[0] === '_id' && pointValue(filter._id) !== undefined;
}

/** An int or a double, as decoded from the wire. */
const isNumber = (value: unknown): boolean => typeof value === 'number' || ['Int32', 'Double'].includes((value as { _bsontype?: string } | null)?._bsontype ?? '');

interface Interval {
  start: unknown;
  startInclusive: boolean;
  end: unknown;
  endInclusive: boolean;
}

/**
 * The one interval of numbers a `$gt`/`$gte`/`$lt`/`$lte` condition on numbers reads (index_bounds_builder.cpp
 * bounds a number range by ±Infinity, and those bounds are exact), or undefined.
 */
function numberRange(condition: unknown): Interval | undefined {
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return undefined;
  const entries = Object.entries(condition);
  const low = entries.filter(([operator]) => operator === '$gt' || operator === '$gte');
  const high = entries.filter(([operator]) => operator === '$lt' || operator === '$lte');
  const numeric = entries.every(([, operand]) => isNumber(operand) && !Number.isNaN(Number(operand)));
  if (entries.length === 0 || !numeric || low.length > 1 || high.length > 1 || low.length + high.length !== entries.length) return undefined;
  return {
    start: low[0]?.[1] ?? -Infinity,
    startInclusive: low[0]?.[0] !== '$gt',
    end: high[0]?.[1] ?? Infinity,
    endInclusive: high[0]?.[0] !== '$lt',
  };
}

/** `[MinKey, MaxKey]` for an ascending field, `[MaxKey, MinKey]` for a descending one (mongod's allValues bounds). */
const allValues = (direction: unknown): [unknown, unknown] => (Number(direction) < 0 ? [new MaxKey(), new MinKey()] : [new MinKey(), new MaxKey()]);

/** An index's identity fields as mongod's COUNT_SCAN and DISTINCT_SCAN print them (a v2 index tracks multikey paths). */
function indexFields(spec: IndexSpec): Document {
  return {
    keyPattern: spec.key,
    indexName: spec.name,
    isMultiKey: false,
    multiKeyPaths: Object.fromEntries(Object.keys(spec.key).map((field) => [field, []])),
    // The _id index is unique without saying so in its spec.
    isUnique: spec.unique === true || spec.name === '_id_',
    isSparse: spec.sparse === true,
    isPartial: false,
    indexVersion: spec.v ?? 2,
  };
}

/**
 * The COUNT_SCAN mongod's turnIxscanIntoCount (get_executor.cpp) makes of a count's FETCH over IXSCAN when the
 * fetch needs no filter and the bounds are one interval: here, over a plain (not multikey, sparse, partial,
 * hashed, wildcard or collated) version-2 index, the whole index when a hint chose it for an empty query, an
 * equality on its first field when that is the query's only field, or a range of numbers on a single-field
 * index. `idIndex`: the `_id` index, which an IXSCAN with no secondary index walks (none in a clustered collection).
 */
export function countScan(plan: Plan, filter: Document, idIndex: IndexSpec | undefined): Document | undefined {
  if (plan.stage !== 'IXSCAN' || plan.keyPattern) return undefined;
  const index = plan.index;
  const spec = index?.spec ?? idIndex;
  if (!spec) return undefined;
  const plain = !index?.multikey && !spec.sparse && !spec.partialFilterExpression && !index?.hashedField && !index?.wildcard && !spec.collation && (spec.v ?? 2) === 2;
  const bounds = plain ? countBounds(spec.key, filter) : undefined;
  return bounds && { stage: 'COUNT_SCAN', ...indexFields(spec), indexBounds: bounds };
}

/** A COUNT_SCAN's one interval of `keyPattern` for `filter`, as isSingleInterval (index_bounds_builder.cpp) writes it, or undefined. */
function countBounds(keyPattern: Document, filter: Document): Document | undefined {
  const fields = Object.keys(filter);
  const [first, ...rest] = Object.entries(keyPattern);
  const condition = fields.length === 1 && fields[0] === first![0] ? filter[first![0]] : undefined;
  if (fields.length > 0 && condition === undefined) return undefined;
  const point = condition === undefined ? undefined : pointValue(condition);
  if (point) {
    const [start, end] = restOfKey(rest);
    return { startKey: { [first![0]]: point.value, ...start }, startKeyInclusive: true, endKey: { [first![0]]: point.value, ...end }, endKeyInclusive: true };
  }
  if (condition === undefined) {
    const [startKey, endKey] = restOfKey([first!, ...rest]);
    return { startKey, startKeyInclusive: true, endKey, endKeyInclusive: true };
  }
  // A range on a single-field index: a count scans it forward, from the end a descending index stores first.
  const range = rest.length === 0 ? numberRange(condition) : undefined;
  if (!range) return undefined;
  const [from, to] = Number(first![1]) < 0 ? [[range.end, range.endInclusive], [range.start, range.startInclusive]] : [[range.start, range.startInclusive], [range.end, range.endInclusive]];
  return { startKey: { [first![0]]: from![0] }, startKeyInclusive: from![1], endKey: { [first![0]]: to![0] }, endKeyInclusive: to![1] };
}

/** All values of each of `fields`, as start and end keys. */
function restOfKey(fields: [string, unknown][]): [Document, Document] {
  const start: Document = {};
  const end: Document = {};
  for (const [field, direction] of fields) [start[field], end[field]] = allValues(direction);
  return [start, end];
}

/** mongod's Interval string for all values of a field, as explain prints index bounds. */
const allValuesText = (direction: unknown): string => (Number(direction) < 0 ? '[MaxKey, MinKey]' : '[MinKey, MaxKey]');

/**
 * The plan of getExecutorForSimpleDistinct (get_executor.cpp): a DISTINCT_SCAN over all of the index's keys,
 * under the covered projection of parsed_distinct.cpp's getDistinctProjection (`{_id: 0, key: 1}`, `{_id: 1}`).
 */
export function distinctScan(spec: IndexSpec, key: string): Document {
  return {
    stage: 'PROJECTION_COVERED',
    transformBy: key === '_id' ? { _id: 1 } : { _id: 0, [key]: 1 },
    inputStage: {
      stage: 'DISTINCT_SCAN',
      ...indexFields(spec),
      direction: 'forward',
      indexBounds: Object.fromEntries(Object.entries(spec.key).map(([field, direction]) => [field, [allValuesText(direction)]])),
    },
  };
}
