import type { Document } from 'bson';
import { Aggregator } from 'mingo';
import { MongoCommandError } from '../errors';
import { type QueryShape, runQuery } from '../engine/planner';
import { MINGO_OPTIONS, parseSort } from '../query/matcher';
import { idKey } from '../engine/collection';
import { promote, restoreTypes } from '../query/promote';
import { batchSizeOf, cursorReply, databaseName, namespaceOf } from './arguments';
import { explainReply } from './explain';
import type { CommandContext, CommandHandler } from './context';
import { collatorOf } from '../query/collation';

/** Every stage name mongod 7 knows; any other is mongod's error 40324. */
const KNOWN_STAGES = new Set([
  '$addFields', '$bucket', '$bucketAuto', '$changeStream', '$changeStreamSplitLargeEvent', '$collStats', '$count', '$currentOp',
  '$densify', '$documents', '$facet', '$fill', '$geoNear', '$graphLookup', '$group', '$indexStats', '$limit',
  '$listLocalSessions', '$listSampledQueries', '$listSearchIndexes', '$listSessions', '$lookup', '$match', '$merge', '$out',
  '$planCacheStats', '$project', '$redact', '$replaceRoot', '$replaceWith', '$sample', '$search', '$searchMeta', '$set',
  '$setWindowFields', '$shardedDataDistribution', '$skip', '$sort', '$sortByCount', '$unionWith', '$unset', '$unwind', '$vectorSearch',
]);
/** Stages mongod has that this store does not: refused rather than answered differently. */
const REFUSED_STAGES = new Set([
  '$out', '$merge', '$changeStream', '$changeStreamSplitLargeEvent', '$collStats', '$indexStats', '$currentOp', '$search', '$searchMeta',
  '$vectorSearch', '$geoNear', '$listLocalSessions', '$listSessions', '$listSampledQueries', '$listSearchIndexes', '$planCacheStats',
  '$shardedDataDistribution',
]);
/** Stages whose output documents are their input documents (same _id), reshaped. */
const DOCUMENT_PRESERVING_STAGES = new Set(['$match', '$sort', '$skip', '$limit', '$project', '$addFields', '$set', '$unset', '$lookup', '$sample', '$unwind']);

const stageName = (stage: Document) => Object.keys(stage)[0] ?? '';

/**
 * MongoDB defines `{$count: 'n'}` as `{$group: {_id: null, n: {$sum: 1}}}, {$project: {_id: 0}}`, so an
 * empty input counts to no document at all; mingo's $count answers `{n: 0}` instead. Rewritten here,
 * inside $facet too.
 */
function asMongoDbDefines(pipeline: Document[]): Document[] {
  return pipeline.flatMap((stage) => {
    const name = stageName(stage);
    if (name === '$count' && typeof stage.$count === 'string') return [{ $group: { _id: null, [stage.$count]: { $sum: 1 } } }, { $project: { _id: 0 } }];
    if (name !== '$facet' || stage.$facet === null || typeof stage.$facet !== 'object') return [stage];
    const facets = Object.entries(stage.$facet as Document).map(([key, inner]) => [key, Array.isArray(inner) ? asMongoDbDefines(inner) : inner]);
    return [{ $facet: Object.fromEntries(facets) }];
  });
}

/** Each output document gets the BSON types of the stored document it came from (matched by _id). */
function withOriginalTypes(output: Document[], inputs: Document[]): Document[] {
  const byId = new Map(inputs.map((doc) => [idKey(doc._id), doc]));
  return output.map((doc) => (doc._id === undefined ? doc : (restoreTypes(doc, byId.get(idKey(doc._id))) as Document)));
}

/**
 * The stage the driver's countDocuments ends with, `{$group: {_id: <constant>, n: {$sum: <number>}}}`,
 * answered without building a mingo pipeline (whose set-up costs more than counting). Undefined for
 * any other stage.
 */
function constantSumGroup(stage: Document): ((docs: Document[]) => Document[]) | undefined {
  const group = stage.$group as unknown;
  if (stageName(stage) !== '$group' || group === null || typeof group !== 'object') return undefined;
  const { _id: id, ...accumulators } = group as Document;
  const constantId = id === null || typeof id === 'number' || typeof id === 'boolean' || (typeof id === 'string' && !id.startsWith('$'));
  const fields = Object.entries(accumulators);
  if (!constantId || fields.length !== 1) return undefined;
  const [field, accumulator] = fields[0]!;
  const operators = accumulator !== null && typeof accumulator === 'object' ? Object.entries(accumulator as Document) : [];
  if (operators.length !== 1 || operators[0]![0] !== '$sum' || typeof operators[0]![1] !== 'number') return undefined;
  const summand = operators[0]![1];
  return (docs) => (docs.length === 0 ? [] : [{ _id: id, [field]: docs.length * summand }]);
}

/**
 * Folds the leading $match / $sort / $skip / $limit stages into a planned query (so indexes are used, e.g. by
 * countDocuments); the remaining stages run in mingo.
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
    if (position <= phase) break;
    const value = stage[name];
    if (name === '$match') shape.filter = value as Document;
    else if (name === '$sort') shape.sort = parseSort(value);
    else if (name === '$skip') shape.skip = Number(value);
    else shape.limit = Number(value);
    phase = position;
  }
  return { shape, rest: pipeline.slice(i) };
}

function lookupResolver(context: CommandContext, db: string) {
  return (name: string) => [...(context.catalog.get(`${db}.${name}`)?.docs.values() ?? [])].map(promote) as Document[];
}

function checkStages(pipeline: unknown[]): Document[] {
  for (const stage of pipeline) {
    if (stage === null || typeof stage !== 'object' || Array.isArray(stage) || Object.keys(stage).length !== 1) {
      throw new MongoCommandError('Location40323', 'A pipeline stage specification object must contain exactly one field.');
    }
    const name = stageName(stage as Document);
    if (!KNOWN_STAGES.has(name)) throw new MongoCommandError('Location40324', `Unrecognized pipeline stage name: '${name}'`);
    // What a standalone mongod answers: change streams need a replica set's oplog.
    if (name === '$changeStream') throw new MongoCommandError('Location40573', 'The $changeStream stage is only supported on replica sets');
    if (REFUSED_STAGES.has(name)) throw new MongoCommandError('NotImplemented', `${name} is not supported by the embedded store`);
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

/** The stages after the planned query, in mingo on plain JS values; passed-through fields get their BSON type back. */
function runStages(docs: Document[], stages: Document[], context: CommandContext, db: string): Document[] {
  if (stages.length === 0) return docs;
  const count = stages.length === 1 ? constantSumGroup(stages[0]!) : undefined;
  if (count) return count(docs);
  const aggregator = new Aggregator(promote(stages) as Document[], { ...MINGO_OPTIONS, collectionResolver: lookupResolver(context, db) });
  const output = aggregator.run(docs.map(promote) as Document[]) as Document[];
  return stages.every((stage) => DOCUMENT_PRESERVING_STAGES.has(stageName(stage))) ? withOriginalTypes(output, docs) : output;
}

export function aggregateShape(pipeline: Document[]): { shape: QueryShape; rest: Document[] } {
  return splitPipeline(asMongoDbDefines(pipeline));
}

const aggregate: CommandHandler = (command, context) => {
  const collation = collatorOf(command);
  if (!Array.isArray(command.pipeline)) throw new MongoCommandError('TypeMismatch', "'pipeline' option must be specified as an array");
  const pipeline = checkStages(command.pipeline);
  if (command.explain) return explainReply(command, context);
  if (!command.cursor) {
    throw new MongoCommandError('FailedToParse', "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  const db = databaseName(command);
  if (typeof command.aggregate !== 'string') {
    if (command.aggregate !== 1) throw new MongoCommandError('InvalidNamespace', `Invalid collection name: ${String(command.aggregate)}`);
    const { docs, rest } = databaseSource(pipeline, db);
    const output = runStages(docs, asMongoDbDefines(rest), context, db);
    return cursorReply(context.cursors.open(`${db}.$cmd.aggregate`, output, { batchSize: batchSizeOf(command) }), true);
  }
  const ns = namespaceOf(command, 'aggregate');
  const { shape, rest } = aggregateShape(pipeline);
  // Later stages run in mingo, which compares strings without a collation: refuse rather than mix orders.
  if (collation && rest.length > 0) {
    throw new MongoCommandError('NotImplemented', 'a collation with stages other than leading $match, $sort, $skip and $limit is not supported by the embedded store');
  }
  const docs = runQuery(context.catalog.get(ns), { ...shape, hint: command.hint, collation });
  return cursorReply(context.cursors.open(ns, runStages(docs, rest, context, db), { batchSize: batchSizeOf(command) }), true);
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
