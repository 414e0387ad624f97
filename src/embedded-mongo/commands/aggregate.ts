import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { typeName } from '../query/describe';
import { type QueryShape, runQuery } from '../engine/planner';
import { planRestoreCheck, type RestoreCheck } from '../engine/plan-restore';
import { count, parseSortStage, type PipelineEnvironment, runStages } from '../query/pipeline';
import { mentionsMeta } from '../query/stages/metadata-flow';
import { isMetaSort } from '../query/stages/meta-sort';
import { sortKeyOf, withMetadata } from '../query/document-metadata';
import { batchSizeOf, cursorReply, databaseName, namespaceOf } from './arguments';
import { explainReply } from './explain';
import { type CommandContext, type CommandHandler, writeValidation } from './context';
import type { WriteValidation } from '../engine/validation';
import { collatorOf } from '../query/collation';
import { withCollator } from '../query/compare';
import { resolveView, viewNotCollection } from '../engine/views';
import { outTarget, writeOut } from '../query/stages/out';
import { checkInvolvedViews, sameCollation } from './view-collation';
import { parseMerge, writeMerge } from '../query/stages/merge';
import { SYSTEM_STAGES, systemSource } from './system-stages';
import { bucketsHint } from './timeseries';
import { checkDeploymentStage, subPipelines } from '../query/stages/deployment-stages';
import { checkSubPipelineSpec } from '../query/stages/sub-pipeline-specs';
import { isApiStrict } from './api-parameters';
import { checkStrictStages } from './api-strict-stages';
import { checkStrictPipelineOperators } from './api-strict-operators';

/** Every stage name mongod 7 knows; any other is mongod's error 40324. */
const KNOWN_STAGES = new Set([
  '$_internalInhibitOptimization', '$addFields', '$bucket', '$bucketAuto', '$changeStream', '$changeStreamSplitLargeEvent', '$collStats', '$count', '$currentOp',
  '$densify', '$documents', '$facet', '$fill', '$geoNear', '$graphLookup', '$group', '$indexStats', '$limit',
  '$listLocalSessions', '$listSampledQueries', '$listSearchIndexes', '$listSessions', '$lookup', '$match', '$merge', '$out',
  '$planCacheStats', '$project', '$redact', '$replaceRoot', '$replaceWith', '$sample', '$search', '$searchMeta', '$set',
  '$setWindowFields', '$shardedDataDistribution', '$skip', '$sort', '$sortByCount', '$unionWith', '$unset', '$unwind', '$vectorSearch',
]);
/** Stages mongod has that this store does not: refused rather than answered differently. */
const REFUSED_STAGES = new Set(['$changeStream', '$changeStreamSplitLargeEvent', '$geoNear']);
const stageName = (stage: Document) => Object.keys(stage)[0] ?? '';

/**
 * Folds the leading $match / $sort / $skip / $limit stages into a planned query (so indexes are used, e.g. by
 * countDocuments); the remaining stages run in query/pipeline.ts.
 */
function splitPipeline(pipeline: Document[]): { shape: QueryShape; rest: Document[] } {
  const order = ['$match', '$sort', '$skip', '$limit'];
  const shape: QueryShape = {};
  let phase = -1;
  let i = 0;
  for (; i < pipeline.length; i++) {
    const stage = pipeline[i]!;
    const name = stageName(stage);
    const position = order.indexOf(name);
    const value = stage[name];
    // A $sort by $meta sorts on metadata, which only the pipeline's own stages see.
    if (position <= phase || (name === '$sort' && isMetaSort(value))) break;
    if (name === '$match') shape.filter = value as Document;
    else if (name === '$sort') shape.sort = parseSortStage(value);
    else shape[name === '$skip' ? 'skip' : 'limit'] = count(value, name);
    phase = position;
  }
  return { shape, rest: pipeline.slice(i) };
}

function environmentOf(context: CommandContext, db: string, command: Document): PipelineEnvironment {
  const collation = collatorOf(command) ? (command.collation as Document) : undefined;
  const documentsOf = (ns: string) =>
    context.catalog.view(ns) ? runPipelineOn(ns, [], context, { ...command, hint: undefined }) : [...(context.catalog.get(ns)?.docs.values() ?? [])];
  return { collection: (name) => documentsOf(`${db}.${name}`), collation, allowDiskUse: command.allowDiskUse === false ? false : undefined };
}

/** Stages that write their input to a collection; mongod allows them only as the last stage (40601). */
const WRITING_STAGES = new Set(['$out', '$merge']);

/** mongod's refusals of a writing stage inside a sub-pipeline, by the stage holding it. */
const NESTED_WRITE_ERRORS: Record<string, [`Location${number}`, string]> = {
  $facet: ['Location40600', 'is not allowed to be used within a $facet stage'],
  $lookup: ['Location51047', "is not allowed within a $lookup's sub-pipeline"],
  $unionWith: ['Location31441', "is not allowed within a $unionWith's sub-pipeline"],
};

/** `$out` / `$merge` anywhere inside a `$facet`, `$lookup` or `$unionWith` (and a system stage in a `$facet`) is refused, as in mongod. */
function checkNestedWrites(pipeline: unknown[]): void {
  for (const stage of pipeline) {
    if (stage === null || typeof stage !== 'object') continue;
    const name = stageName(stage as Document);
    const refusal = NESTED_WRITE_ERRORS[name];
    if (!refusal) continue;
    for (const inner of subPipelines(name, (stage as Document)[name])) {
      // A $facet takes no system stage and no $facet either (their FacetRequirement::kNotAllowed).
      const refusedInFacet = (item: Document) => SYSTEM_STAGES.has(stageName(item)) || stageName(item) === '$facet';
      const refused = (item: Document) => WRITING_STAGES.has(stageName(item)) || (name === '$facet' && refusedInFacet(item));
      const at = inner.findIndex((item) => item !== null && typeof item === 'object' && refused(item as Document));
      const writing = inner[at] as Document | undefined;
      // mongod parses a $lookup's sub-pipeline as a pipeline first (a writing stage before the end is 40601) and
      // checks what a $lookup allows afterwards (jstests/aggregation/sources/merge/disallowed_in_lookup.js).
      if (writing && name === '$lookup' && WRITING_STAGES.has(stageName(writing)) && at !== inner.length - 1) {
        throw new MongoCommandError('Location40601', `${stageName(writing)} can only be the final stage in the pipeline`);
      }
      if (writing) throw new MongoCommandError(refusal[0], `${stageName(writing)} ${refusal[1]}`);
      checkNestedWrites(inner);
    }
  }
}

/**
 * The pipeline's checks in mongod's order: each stage lite-parsed, then (under apiStrict) the stages API version 1
 * allows, then what parsing the stages finds.
 */
export function checkStages(pipeline: unknown[], apiStrict = false): Document[] {
  for (const stage of pipeline) {
    if (stage === null || typeof stage !== 'object' || Array.isArray(stage) || Object.keys(stage).length !== 1) {
      throw new MongoCommandError('Location40323', 'A pipeline stage specification object must contain exactly one field.');
    }
    const name = stageName(stage as Document);
    if (!KNOWN_STAGES.has(name)) throw new MongoCommandError('Location40324', `Unrecognized pipeline stage name: '${name}'`);
    // What a standalone mongod answers: change streams need a replica set's oplog.
    if (name === '$changeStream') throw new MongoCommandError('Location40573', 'The $changeStream stage is only supported on replica sets');
    checkDeploymentStage(name, (stage as Document)[name]);
    checkSubPipelineSpec(name, (stage as Document)[name]);
  }
  if (apiStrict) {
    checkStrictStages(pipeline);
    checkStrictPipelineOperators(pipeline);
  }
  checkNestedWrites(pipeline);
  for (const [position, stage] of (pipeline as Document[]).entries()) {
    const name = stageName(stage);
    if (REFUSED_STAGES.has(name)) throw new MongoCommandError('NotImplemented', `${name} is not supported by the embedded store`);
    if (WRITING_STAGES.has(name) && position !== pipeline.length - 1) {
      throw new MongoCommandError('Location40601', `${name} can only be the final stage in the pipeline`);
    }
  }
  return pipeline as Document[];
}

/** `{aggregate: 1}` runs on the database; of its source stages this store has `$documents`. */
function databaseSource(pipeline: Document[], db: string): { docs: Document[]; rest: Document[] } {
  const first = pipeline[0];
  if (!first || stageName(first) !== '$documents') {
    const name = first ? stageName(first) : 'an empty pipeline';
    throw new MongoCommandError('InvalidNamespace', `{aggregate: 1} is not valid for '${name}'; a collection is required.`);
  }
  const documents = first.$documents as unknown;
  if (!Array.isArray(documents) || !documents.every((doc) => doc !== null && typeof doc === 'object' && !Array.isArray(doc))) {
    throw new MongoCommandError('BadValue', `error in $documents: the value of ${db} $documents must be an array of objects`);
  }
  return { docs: documents as Document[], rest: pipeline.slice(1) };
}

/** The stages after the planned query: the store's own pipeline code (query/pipeline.ts). */
function runRest(docs: Document[], stages: Document[], context: CommandContext, command: Document): Document[] {
  return withCollator(collatorOf(command), () => runStages(docs, stages, environmentOf(context, databaseName(command), command)));
}

export function aggregateShape(pipeline: Document[]): { shape: QueryShape; rest: Document[] } {
  return splitPipeline(pipeline);
}

/** Runs a pipeline over a collection or a view (whose own pipeline, resolved down to its collection, comes first). */
export function runPipelineOn(ns: string, pipeline: Document[], context: CommandContext, command: Document): Document[] {
  const viewOf = (name: string) => context.catalog.view(name);
  const resolved = resolveView(ns, viewOf);
  // A read of a view runs under the view's collation (default-collation.ts puts it into the command); no read may name another.
  if (resolved && !sameCollation(command.collation, viewOf(ns)?.collation)) {
    throw new MongoCommandError('OptionNotSupportedOnView', "Cannot override a view's default collation");
  }
  const whole = resolved ? [...resolved.pipeline, ...pipeline] : pipeline;
  checkInvolvedViews(ns, whole, command.collation, viewOf);
  const { shape, rest } = aggregateShape(whole);
  const docs = runQuery(context.catalog.get(resolved?.source ?? ns), {
    ...shape,
    hint: bucketsHint(context.catalog, ns, command.hint),
    collation: collatorOf(command),
    allowDiskUse: command.allowDiskUse === false ? false : undefined,
  });
  // The folded $sort still gives its documents their sort key, for a later {$meta: 'sortKey'}.
  const sort = mentionsMeta(rest) ? shape.sort : undefined;
  const collated = collatorOf(command) !== undefined;
  return runRest(sort ? docs.map((doc) => withMetadata(doc, { sortKey: sortKeyOf(doc, sort, collated) })) : docs, rest, context, command);
}

/** A last `$out` / `$merge` stage, parsed before anything runs (as mongod parses the whole pipeline first). */
type WritingStage = (docs: Document[], context: CommandContext, validation: WriteValidation) => void;

function writingStage(pipeline: Document[], db: string): WritingStage | undefined {
  const last = pipeline[pipeline.length - 1];
  if (!last || !WRITING_STAGES.has(stageName(last))) return undefined;
  const notView = (context: CommandContext, ns: string) => {
    if (context.catalog.view(ns)) throw viewNotCollection(ns);
  };
  if (last.$out !== undefined) {
    const ns = outTarget(last.$out, db);
    return (docs, context, validation) => {
      notView(context, ns);
      writeOut(context.catalog, ns, docs, validation);
    };
  }
  const spec = parseMerge(last.$merge, db);
  return (docs, context, validation) => {
    notView(context, spec.ns);
    writeMerge(context.catalog, spec, docs, validation);
  };
}

/** Runs `produce` and, when the pipeline ends in `$out` / `$merge`, writes its output and answers an empty cursor once durable. */
async function writeThenReply(write: WritingStage, docs: Document[], ns: string, command: Document, context: CommandContext): Promise<Document> {
  write(docs, context, writeValidation(command, context));
  await context.durable();
  return cursorReply(context.cursors.open(ns, [], {}), true);
}

/**
 * Every aggregation cursor is opened with `endKnown: false`: mongod's cursor loop (run_aggregate.cpp) stops at a
 * full batch without asking the pipeline for more, so an exactly full last batch leaves the cursor open.
 */
const aggregate: CommandHandler = (command, context) => {
  if (!Array.isArray(command.pipeline)) throw new MongoCommandError('TypeMismatch', "'pipeline' option must be specified as an array");
  // parsePipelineFromBSON (aggregation_request_helper.cpp), while the command is parsed: each stage an object.
  if (command.pipeline.some((stage) => typeName(stage) !== 'object')) {
    throw new MongoCommandError('TypeMismatch', "Each element of the 'pipeline' array must be an object");
  }
  const pipeline = checkStages(command.pipeline, isApiStrict(command));
  const db = databaseName(command);
  const write = writingStage(pipeline, db);
  if (command.explain) return explainReply(command, context);
  if (!command.cursor) {
    throw new MongoCommandError('FailedToParse', "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  const stages = write ? pipeline.slice(0, -1) : pipeline;
  const system = systemSource(stages, command, context);
  if (system) {
    const ns = typeof command.aggregate === 'string' ? namespaceOf(command, 'aggregate') : `${db}.$cmd.aggregate`;
    const output = runRest(system.docs, system.rest, context, command);
    if (write) return writeThenReply(write, output, ns, command, context);
    return cursorReply(context.cursors.open(ns, output, { batchSize: batchSizeOf(command), endKnown: false }), true);
  }
  if (typeof command.aggregate !== 'string') {
    if (command.aggregate !== 1) throw new MongoCommandError('InvalidNamespace', `Invalid collection name: ${String(command.aggregate)}`);
    const { docs, rest } = databaseSource(stages, db);
    checkInvolvedViews(`${db}.$cmd`, rest, command.collation, (name) => context.catalog.view(name));
    const output = runRest(docs, rest, context, command);
    if (write) return writeThenReply(write, output, `${db}.$cmd.aggregate`, command, context);
    return cursorReply(context.cursors.open(`${db}.$cmd.aggregate`, output, { batchSize: batchSizeOf(command), endKnown: false }), true);
  }
  const ns = namespaceOf(command, 'aggregate');
  const docs = runPipelineOn(ns, stages, context, command);
  if (write) return writeThenReply(write, docs, ns, command, context);
  return cursorReply(context.cursors.open(ns, docs, { batchSize: batchSizeOf(command), endKnown: false, restore: absorbedRestore(ns, stages, command, context) }), true);
};

/**
 * A pipeline the query layer absorbs whole (as explain shows it) on a collection: mongod optimizes the pipeline
 * away and keeps the query plan as the cursor, which a getMore restores as a find's (engine/plan-restore.ts).
 * Other pipelines read their collection ahead in batches of up to 4 MB (DocumentSourceCursor) and only fail
 * once they read past what they loaded; the store does not model that (README).
 */
function absorbedRestore(ns: string, stages: Document[], command: Document, context: CommandContext): (() => RestoreCheck) | undefined {
  const collection = context.catalog.get(ns);
  const { shape, rest } = aggregateShape(stages);
  if (!collection || rest.length > 0 || context.catalog.view(ns)) return undefined;
  return () => planRestoreCheck(context.catalog, collection, { ...shape, hint: command.hint, collation: collatorOf(command) });
}

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
