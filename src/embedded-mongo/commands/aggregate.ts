import type { Document } from 'bson';
import { Aggregator } from 'mingo';
import { MongoCommandError } from '../errors';
import { type QueryShape, runQuery } from '../engine/planner';
import { MINGO_OPTIONS, parseSort } from '../query/matcher';
import { idKey } from '../engine/collection';
import { cloneDocument } from '../query/paths';
import { promote, restoreTypes } from '../query/promote';
import { batchSizeOf, cursorReply, databaseName, namespaceOf } from './arguments';
import type { CommandContext, CommandHandler } from './context';
import { rejectCollation } from './read';

const REFUSED_STAGES = new Set(['$out', '$merge', '$changeStream', '$collStats', '$indexStats', '$currentOp', '$search', '$geoNear']);
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
  return (name: string) => [...(context.catalog.get(`${db}.${name}`)?.docs.values() ?? [])].map(cloneDocument);
}

const aggregate: CommandHandler = (command, context) => {
  if (typeof command.aggregate !== 'string') {
    throw new MongoCommandError('NotImplemented', 'database-level aggregation is not supported by the embedded store');
  }
  const ns = namespaceOf(command, 'aggregate');
  rejectCollation(command);
  if (!Array.isArray(command.pipeline)) throw new MongoCommandError('TypeMismatch', "'pipeline' option must be specified as an array");
  if (command.explain) throw new MongoCommandError('NotImplemented', 'explain is not supported by the embedded store');
  if (!command.cursor) {
    throw new MongoCommandError('FailedToParse', "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  const pipeline = command.pipeline as Document[];
  const refused = pipeline.map(stageName).find((name) => REFUSED_STAGES.has(name));
  if (refused) throw new MongoCommandError('NotImplemented', `${refused} is not supported by the embedded store`);

  const { shape, rest } = splitPipeline(asMongoDbDefines(pipeline));
  let docs = runQuery(context.catalog.get(ns), shape);
  const count = rest.length === 1 ? constantSumGroup(rest[0]!) : undefined;
  if (count) {
    docs = count(docs);
  } else if (rest.length > 0) {
    // mingo computes on plain JS values; fields a stage passes through unchanged get their BSON type back.
    const aggregator = new Aggregator(promote(rest) as Document[], { ...MINGO_OPTIONS, collectionResolver: lookupResolver(context, databaseName(command)) });
    const output = aggregator.run(docs.map(promote) as Document[]) as Document[];
    docs = rest.every((stage) => DOCUMENT_PRESERVING_STAGES.has(stageName(stage))) ? withOriginalTypes(output, docs) : output;
  }
  return cursorReply(context.cursors.open(ns, docs, { batchSize: batchSizeOf(command) }), true);
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
