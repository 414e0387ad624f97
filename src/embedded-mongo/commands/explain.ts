import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Collection } from '../engine/collection';
import { planQuery, runQuery } from '../engine/planner';
import { parseSort } from '../query/matcher';
import { collatorOf } from '../query/collation';
import { aggregateShape } from './aggregate';
import { namespaceOf, optionalCount, optionalDocument } from './arguments';
import type { CommandContext, CommandHandler } from './context';
import { SERVER_VERSION } from './handshake';
import { type ExplainedCommand, executionStats, measured } from './explain-execution';
import { explainCount } from './explain-count';
import { explainDistinct } from './explain-distinct';
import { findPlan } from './explain-plan';
import { explainDelete, explainFindAndModify, explainUpdate } from './explain-writes';

/** A find, or the part of a pipeline the query layer runs ($match, $sort, $skip, $limit): the find's own plan. */
function explainFind(find: Document, collection: Collection | undefined, missing: boolean): ExplainedCommand {
  const shape = {
    filter: optionalDocument(find, 'filter'),
    sort: parseSort(find.sort),
    skip: optionalCount(find, 'skip'),
    limit: Math.abs(optionalCount(find, 'limit') ?? 0),
    hint: find.hint,
    bounds: { min: optionalDocument(find, 'min'), max: optionalDocument(find, 'max') },
    collation: collatorOf(find),
  };
  return explainQuery(shape, collection, missing);
}

/** `missing`: no collection (nor view) of that name, which getExecutorFind (get_executor.cpp) plans as EOF. */
function explainQuery(shape: Parameters<typeof runQuery>[1], collection: Collection | undefined, missing: boolean): ExplainedCommand {
  const plan = planQuery(collection, shape);
  return {
    parsedQuery: shape.filter ?? {},
    winningPlan: missing ? { stage: 'EOF' } : findPlan(plan, shape),
    execute: () => {
      const { result, stats } = measured(collection, () => runQuery(collection, shape));
      return { nReturned: result.length, keysExamined: stats.keysExamined, docsExamined: stats.docsExamined };
    },
  };
}

const WRITES = new Set(['update', 'delete', 'findAndModify']);

/**
 * The explain reply for `explained` (a find, count, aggregate... command document) on database `db`; a verbosity
 * other than `queryPlanner` runs what the command would do, changing nothing, for `executionStats`.
 */
function explainOf(explained: Document, db: string, context: CommandContext, verbosity: string): Document {
  const name = Object.keys(explained)[0] ?? '';
  const pipeline = name === 'aggregate' ? ((explained.pipeline as Document[] | undefined) ?? []) : [];
  const first = Object.keys(pipeline[0] ?? {})[0];
  // mongod explains these as the match it runs ($listSessions) or the stage's own shape ($planCacheStats).
  if (first === '$listSessions' || first === '$planCacheStats') throw new MongoCommandError('NotImplemented', `explain of ${first} is not supported by the embedded store`);
  if (!['find', 'count', 'distinct', 'aggregate', ...WRITES].includes(name)) throw new MongoCommandError('CommandNotFound', `Explain failed due to unknown command: ${name}`);
  const ns = namespaceOf({ ...explained, $db: db }, name);
  const collection = context.catalog.get(ns);
  const onView = context.catalog.view(ns) !== undefined;
  const missing = !collection && !onView;
  const { shape, rest } = aggregateShape(pipeline);
  // A count or distinct of a view is explained, at queryPlanner verbosity, as a find on the view's namespace (README).
  const viewRead = () => explainQuery({ filter: optionalDocument(explained, 'query'), hint: explained.hint }, undefined, false);
  const explainer: Record<string, () => ExplainedCommand> = {
    find: () => explainFind(explained, collection, missing),
    count: () => (onView ? viewRead() : explainCount(explained, collection)),
    distinct: () => (onView ? viewRead() : explainDistinct(explained, collection)),
    aggregate: () => explainQuery({ ...shape, hint: explained.hint, collation: collatorOf(explained) }, collection, missing),
    update: () => explainUpdate(explained, collection),
    delete: () => explainDelete(explained, collection),
    findAndModify: () => explainFindAndModify(explained, collection),
  };
  const explainedCommand = explainer[name]!();
  if (name === 'findAndModify' && !context.catalog.isOpen(db)) {
    // find_and_modify.cpp: explaining never creates the database it would write to.
    throw new MongoCommandError('NamespaceNotFound', `database ${db} does not exist`);
  }
  if (onView && WRITES.has(name)) throw new MongoCommandError('NotImplemented', `explain of ${name} on a view or a time series is not supported by the embedded store`);
  const queryPlanner = { namespace: ns, indexFilterSet: false, parsedQuery: explainedCommand.parsedQuery, winningPlan: explainedCommand.winningPlan, rejectedPlans: [] };
  const command = { ...explained, $db: db };
  if (verbosity === 'queryPlanner') {
    if (rest.length > 0) return { explainVersion: '1', stages: [{ $cursor: { queryPlanner } }, ...rest], serverInfo: serverInfo(), command, ok: 1 };
    return { explainVersion: '1', queryPlanner, serverInfo: serverInfo(), command, ok: 1 };
  }
  // mongod runs a read of a view as the aggregation it resolves to, and reports each pipeline stage's execution.
  if (onView) throw new MongoCommandError('NotImplemented', `explain of ${name} on a view with verbosity '${verbosity}' is not supported by the embedded store`);
  if (rest.length > 0) {
    throw new MongoCommandError('NotImplemented', `explain of an aggregate with stages beyond $match, $sort, $skip and $limit with verbosity '${verbosity}' is not supported by the embedded store`);
  }
  const stats = executionStats(explainedCommand.winningPlan, verbosity, explainedCommand.execute);
  return { explainVersion: '1', queryPlanner, executionStats: stats, serverInfo: serverInfo(), command, ok: 1 };
}

const serverInfo = (): Document => ({ host: 'embedded', port: 0, version: SERVER_VERSION, gitVersion: 'embedded' });

/** `aggregate` with `explain: true`, which mongod explains at `queryPlanner` verbosity. */
export function explainReply(command: Document, context: CommandContext): Document {
  const { explain: _explain, cursor: _cursor, $db, ...explained } = command;
  return explainOf(explained, String($db), context, 'queryPlanner');
}

const explain: CommandHandler = (command, context) => {
  const explained = optionalDocument(command, 'explain');
  if (!explained) throw new MongoCommandError('FailedToParse', 'explain command requires a nested object');
  const verbosity = command.verbosity ?? 'allPlansExecution';
  if (!['queryPlanner', 'executionStats', 'allPlansExecution'].includes(String(verbosity))) {
    throw new MongoCommandError('FailedToParse', `verbosity string must be one of {'queryPlanner', 'executionStats', 'allPlansExecution'}`);
  }
  return explainOf(explained, String(command.$db), context, String(verbosity));
};

export const explainCommands: Record<string, CommandHandler> = { explain };
