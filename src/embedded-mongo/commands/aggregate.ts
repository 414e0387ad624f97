import type { Document } from 'bson';
import { Aggregator } from 'mingo';
import { MongoCommandError } from '../errors';
import { type QueryShape, runQuery } from '../engine/planner';
import { MINGO_OPTIONS, parseSort } from '../query/matcher';
import { cloneDocument } from '../query/paths';
import { batchSizeOf, cursorReply, databaseName, namespaceOf } from './arguments';
import type { CommandContext, CommandHandler } from './context';
import { rejectCollation } from './read';

const REFUSED_STAGES = new Set(['$out', '$merge', '$changeStream', '$collStats', '$indexStats', '$currentOp', '$search', '$geoNear']);
// Stages that build new documents instead of editing their input, so stored documents can be fed in uncopied.
const NON_MUTATING_STAGES = new Set(['$match', '$sort', '$skip', '$limit', '$group', '$count', '$project']);

const stageName = (stage: Document) => Object.keys(stage)[0] ?? '';

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

  const { shape, rest } = splitPipeline(pipeline);
  let docs = runQuery(context.catalog.get(ns), shape);
  if (rest.length > 0) {
    const input = rest.every((stage) => NON_MUTATING_STAGES.has(stageName(stage))) ? docs : docs.map(cloneDocument);
    const aggregator = new Aggregator(rest, { ...MINGO_OPTIONS, collectionResolver: lookupResolver(context, databaseName(command)) });
    docs = aggregator.run(input) as Document[];
  }
  return cursorReply(context.cursors.open(ns, docs, { batchSize: batchSizeOf(command) }), true);
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
