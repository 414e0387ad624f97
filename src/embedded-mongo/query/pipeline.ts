import { checkSortParallelArrays } from '../engine/sort-parallel-arrays';
import { type Document, Int32 } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { MongoCommandError } from '../errors';
import { ExpressionSet, isPlainObject } from './aggregation-expressions';
import { isNumeric, toDouble } from './bson-values';
import { compareValues } from './compare';
import { addFieldsStage, computedFields } from './computed-fields';
import { compileFilter } from './filter';
import { groupStage } from './group';
import { lookupStage } from './lookup';
import { unwindStage } from './unwind';
import { parseSort, type SortSpec, sortComparator } from './matcher';
import type { Options } from 'mingo/types';
import { MINGO_OPTIONS } from './mingo-context';
import { promote, restoreTypes } from './promote';
import { bucketAutoStage } from './stages/bucket-auto';
import { densifyStage } from './stages/densify';
import { fillStage } from './stages/fill';
import { graphLookupStage } from './stages/graph-lookup';
import { lookupPipelineStage } from './stages/lookup-pipeline';
import { checkLookupSpec } from './stages/lookup-spec';
import { checkInhibitOptimizationSpec } from './stages/inhibit-optimization';
import { redactStage } from './stages/redact';
import { sampleStage } from './stages/sample';
import { setWindowFieldsStage } from './stages/set-window-fields';
import { unionWithDocuments } from './stages/union-with';
import { unsetStage } from './stages/unset';
import { flowMetadata, mentionsMeta } from './stages/metadata-flow';
import { isMetaSort, metaSortStage } from './stages/meta-sort';
import { trackingMetadata } from './document-metadata';
import { measurementsOf } from '../engine/timeseries-buckets';
import { timeseriesOptionsOf } from '../engine/timeseries-options';
import { projectionLeaves } from './projection-paths';
import { checkBucketBoundaries } from './stages/bucket-boundaries';
import { checkBlockingSort } from '../engine/blocking-sort-limit';

/**
 * Runs aggregation stages over BSON-typed documents, one stage at a time. `$match`, `$sort`, `$skip`,
 * `$limit`, `$group` (and what mongod defines through it: `$count`, `$sortByCount`, `$bucket`), `$facet`,
 * `$lookup`, `$unwind`, `$unionWith`, `$replaceRoot`/`$replaceWith`, `$addFields`/`$set`, and the
 * stages of stages/ (`$bucketAuto`, `$unset`, `$sample`, `$redact`, `$setWindowFields`, `$densify`, `$fill`,
 * `$graphLookup`) are this store's own, type-exact code; `$project` places fields with mingo but computes
 * their values here (computed-fields.ts), after which every value it passed through unchanged gets its
 * BSON type and place back.
 */
export interface PipelineEnvironment {
  /** The documents of another collection of the database, for `$lookup`, `$graphLookup`, `$unionWith`. */
  collection(name: string): Document[];
  /** The command's collation (not the simple one): this store's stages see it through `withCollator`, mingo's through its option. */
  collation?: Document;
  /** Set inside a pipeline that reads `$meta`: its sub-pipelines keep metadata too. */
  tracksMetadata?: boolean;
  /** The command's `allowDiskUse`: false limits what a `$sort` may hold (engine/blocking-sort-limit.ts). */
  allowDiskUse?: boolean;
}

const stageName = (stage: Document) => Object.keys(stage)[0] ?? '';

/** Stages whose every output document is the input document at the same position, reshaped. */
const ONE_TO_ONE_STAGES = new Set(['$project', '$lookup']);
/** Stages whose top-level fields are computed by this store's expressions (computed-fields.ts). */
const COMPUTING_STAGES = new Set(['$project']);

/** mongod's own definitions of these stages, in terms of `$group`. */
function expand(stage: Document): Document[] {
  const name = stageName(stage);
  const spec = stage[name] as unknown;
  if (name === '$count' && typeof spec === 'string') return [{ $group: { _id: null, [spec]: { $sum: new Int32(1) } } }, { $project: { _id: 0 } }];
  if (name === '$sortByCount') return [{ $group: { _id: spec, count: { $sum: new Int32(1) } } }, { $sort: { count: -1 } }];
  return [stage];
}

/**
 * `$bucket`, which mongod defines as a `$group` by the bucket's lower boundary (or `default`) and a `$sort`:
 * the key is the boundary as given, so it keeps its type.
 */
function bucketStage(docs: Document[], spec: unknown): Document[] {
  if (!isPlainObject(spec) || !Array.isArray(spec.boundaries) || spec.boundaries.length < 2) {
    throw new MongoCommandError('Location40192', "The $bucket 'boundaries' field must have at least 2 values");
  }
  const boundaries = spec.boundaries as unknown[];
  checkBucketBoundaries(boundaries, spec.default);
  const expressions = new ExpressionSet();
  const groupBy = expressions.compile(spec.groupBy);
  const valueOf = expressions.evaluateAll(docs);
  const keys = docs.map((_, index) => {
    const value = valueOf(groupBy, index) ?? null;
    const bucket = boundaries.findIndex((lower, i) => i < boundaries.length - 1 && compareValues(value, lower) >= 0 && compareValues(value, boundaries[i + 1]) < 0);
    if (bucket >= 0) return boundaries[bucket];
    if (spec.default === undefined) {
      throw new MongoCommandError('Location40066', '$switch could not find a matching branch for an input, and no default was specified.');
    }
    return spec.default;
  });
  const output = isPlainObject(spec.output) ? spec.output : { count: { $sum: new Int32(1) } };
  return groupStage(docs, { _id: null, ...output }, keys).sort((a, b) => compareValues(a._id, b._id));
}

/** A `$sort` stage's keys: at least one, unlike a find's sort. */
export function parseSortStage(spec: unknown): SortSpec {
  const sort = parseSort(spec);
  if (sort.length === 0) throw new MongoCommandError('Location15976', '$sort stage must have at least one sort key');
  return sort;
}

/** The argument of `$skip` / `$limit` (also checked where the planner answers the leading stages). */
export function count(value: unknown, stage: string): number {
  const number = isNumeric(value) ? toDouble(value) : NaN;
  if (!Number.isInteger(number) || number < 0 || (stage === '$limit' && number === 0)) {
    throw new MongoCommandError('Location15958', `invalid argument to ${stage} stage: Expected a ${stage === '$limit' ? 'positive' : 'non-negative'} number`);
  }
  return number;
}

/** A stage mingo runs, on promoted copies; values passed through get their BSON type back. */
function mingoStage(docs: Document[], stage: Document, environment: PipelineEnvironment): Document[] {
  const options = {
    ...MINGO_OPTIONS,
    collectionResolver: (name: string) => environment.collection(name).map(promote) as Document[],
    ...(environment.collation ? { collation: promote(environment.collation) as Options['collation'] } : {}),
  };
  const name = stageName(stage);
  const computed = COMPUTING_STAGES.has(name) ? computedFields(stage[name]) : undefined;
  const forMingo = computed ? { [name]: computed.forMingo } : stage;
  const promoted = docs.map(promote) as Document[];
  const output = new Aggregator([promote(forMingo) as Document], options).run(promoted) as Document[];
  if (ONE_TO_ONE_STAGES.has(name) && output.length === docs.length) {
    const restored = output.map((doc, i) => restoreTypes(doc, docs[i]) as Document);
    return computed ? computed.fill(restored, docs) : restored;
  }
  return output;
}

/** `$replaceRoot`/`$replaceWith` on the stored documents: the new root keeps its values' types and field order. */
function replaceRoot(docs: Document[], newRoot: unknown): Document[] {
  const expressions = new ExpressionSet();
  const plan = expressions.compile(newRoot);
  const valueOf = expressions.evaluateAll(docs);
  return docs.map((_, i) => {
    const root = valueOf(plan, i);
    if (!isPlainObject(root)) {
      throw new MongoCommandError('Location40228', `'replacement document' must evaluate to an object, but resulting value was: ${root === undefined ? 'MISSING' : JSON.stringify(root)}. Type of resulting value: '${root === undefined ? 'missing' : typeof root}'.`);
    }
    return root;
  });
}

/** A `$sort` by fields: its spec checked before its memory, as mongod parses the stage before running it. */
function sortStage(docs: Document[], spec: unknown, environment: PipelineEnvironment): Document[] {
  const sort = parseSortStage(spec);
  checkSortParallelArrays(sort.map(([field]) => field), docs);
  checkBlockingSort(docs, docs.length, environment.allowDiskUse);
  return [...docs].sort(sortComparator(sort));
}

function runStage(docs: Document[], stage: Document, environment: PipelineEnvironment): Document[] {
  const name = stageName(stage);
  const spec = stage[name] as unknown;
  switch (name) {
    case '$match': {
      const matches = compileFilter(spec as Document);
      return docs.filter((doc) => matches(doc));
    }
    case '$sort':
      return isMetaSort(spec) ? metaSortStage(docs, spec) : sortStage(docs, spec, environment);
    case '$skip':
      return docs.slice(count(spec, name));
    case '$limit':
      return docs.slice(0, count(spec, name));
    case '$group':
      return groupStage(docs, spec);
    case '$bucket':
      return bucketStage(docs, spec);
    case '$lookup':
      checkLookupSpec(spec);
      if (spec.pipeline !== undefined) {
        return lookupPipelineStage(docs, spec, (name) => environment.collection(name), (joined, stages) => runStages(joined, stages, environment));
      }
      return lookupStage(docs, spec, (name) => environment.collection(name)) ?? mingoStage(docs, stage, environment);
    case '$sample':
      return sampleStage(docs, spec);
    case '$redact':
      return redactStage(docs, spec);
    case '$setWindowFields':
      return setWindowFieldsStage(docs, spec);
    case '$densify':
      return densifyStage(docs, spec);
    case '$fill':
      return fillStage(docs, spec);
    case '$graphLookup':
      return graphLookupStage(docs, spec, (name) => environment.collection(name));
    case '$unwind':
      return unwindStage(docs, spec);
    case '$addFields':
    case '$set':
      return addFieldsStage(docs, spec, name);
    case '$replaceRoot':
    case '$replaceWith':
      return replaceRoot(docs, name === '$replaceRoot' && isPlainObject(spec) ? spec.newRoot : spec);
    case '$unset':
      return unsetStage(docs, spec);
    case '$project':
      // mongod's projection parser refuses colliding paths before any document flows.
      if (isPlainObject(spec)) projectionLeaves(spec, '$project');
      break;
    case '$bucketAuto':
      return bucketAutoStage(docs, spec);
    case '$_internalInhibitOptimization':
      checkInhibitOptimizationSpec(spec);
      return docs;
    case '$_internalUnpackBucket':
      // Only a time series' own view pipeline holds it (checkStages refuses it from clients).
      return measurementsOf(docs, timeseriesOptionsOf(spec as Document)).map((measurement) => measurement.doc);
    case '$unionWith': {
      const { coll, pipeline } = (typeof spec === 'string' ? { coll: spec } : isPlainObject(spec) ? spec : {}) as Document;
      const stages = Array.isArray(pipeline) ? (pipeline as Document[]) : [];
      if (typeof coll === 'string') return [...docs, ...runStages(environment.collection(coll), stages, environment)];
      const source = unionWithDocuments(stages);
      if (source) return [...docs, ...runStages(source.docs, source.rest, environment)];
      break;
    }
    case '$facet': {
      if (!isPlainObject(spec)) throw new MongoCommandError('Location15947', 'the $facet specification must be a non-empty object');
      const facets = Object.entries(spec).map(([field, pipeline]) => [field, runStages(docs, Array.isArray(pipeline) ? pipeline : [], environment)]);
      return [Object.fromEntries(facets) as Document];
    }
  }
  return mingoStage(docs, stage, environment);
}

export function runStages(docs: Document[], stages: Document[], environment: PipelineEnvironment): Document[] {
  const expanded = stages.flatMap(expand);
  if (!environment.tracksMetadata && !mentionsMeta(expanded)) return expanded.reduce<Document[]>((current, stage) => runStage(current, stage, environment), docs);
  // A pipeline that reads `$meta` (or runs inside one) keeps each document's metadata (stages/metadata-flow.ts).
  const tracked = { ...environment, tracksMetadata: true };
  const collated = environment.collation !== undefined;
  return trackingMetadata(() =>
    expanded.reduce<Document[]>((current, stage) => flowMetadata(current, stage, (input) => runStage(input, stage, tracked), collated), docs),
  );
}
