import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { type Plan, planQuery, type QueryShape } from '../engine/planner';
import { parseSort } from '../query/matcher';
import { aggregateShape } from './aggregate';
import { namespaceOf, optionalCount, optionalDocument } from './arguments';
import type { CommandContext, CommandHandler } from './context';
import { SERVER_VERSION } from './handshake';
import { findExecutionStats } from './explain-execution';
import { collatorOf } from '../query/collation';

/** The query each explainable command runs, in the planner's terms. */
function queryOf(name: string, command: Document): { shape: QueryShape; rest?: Document[] } {
  switch (name) {
    case 'find':
      return {
        shape: {
          filter: optionalDocument(command, 'filter'),
          sort: parseSort(command.sort),
          skip: optionalCount(command, 'skip'),
          limit: Math.abs(optionalCount(command, 'limit') ?? 0),
          hint: command.hint,
          bounds: { min: optionalDocument(command, 'min'), max: optionalDocument(command, 'max') },
        },
      };
    case 'count':
    case 'distinct':
      return { shape: { filter: optionalDocument(command, 'query'), hint: command.hint } };
    case 'findAndModify':
      return { shape: { filter: optionalDocument(command, 'query'), sort: parseSort(command.sort), limit: 1, hint: command.hint } };
    case 'update':
    case 'delete': {
      const statements = command[name === 'update' ? 'updates' : 'deletes'] as Document[] | undefined;
      const statement = statements?.[0] ?? {};
      return { shape: { filter: optionalDocument(statement, 'q'), hint: statement.hint } };
    }
    case 'aggregate': {
      const first = Object.keys(((command.pipeline as Document[] | undefined) ?? [])[0] ?? {})[0];
      // mongod explains these as the match it runs ($listSessions) or the stage's own shape ($planCacheStats).
      if (first === '$listSessions' || first === '$planCacheStats') throw new MongoCommandError('NotImplemented', `explain of ${first} is not supported by the embedded store`);
      const { shape, rest } = aggregateShape((command.pipeline as Document[]) ?? []);
      return { shape: { ...shape, hint: command.hint }, rest };
    }
  }
  throw new MongoCommandError('CommandNotFound', `Explain failed due to unknown command: ${name}`);
}

/** mongod's plan tree: FETCH over IXSCAN, COLLSCAN or IDHACK, under SORT / SKIP / LIMIT when those apply. */
function winningPlan(plan: Plan, shape: QueryShape): Document {
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
    stage = { stage: 'COLLSCAN', ...(Object.keys(filter).length > 0 ? { filter } : {}), direction: 'forward' };
  }
  const sortedByIndex = plan.stage === 'IXSCAN' && plan.index !== undefined && plan.keyPattern === undefined && shape.sort !== undefined && shape.sort.length > 0 && shape.hint === undefined;
  if (shape.sort && shape.sort.length > 0 && !sortedByIndex) stage = { stage: 'SORT', sortPattern: Object.fromEntries(shape.sort), inputStage: stage };
  if (shape.skip) stage = { stage: 'SKIP', skipAmount: shape.skip, inputStage: stage };
  if (shape.limit) stage = { stage: 'LIMIT', limitAmount: shape.limit, inputStage: stage };
  return stage;
}

/**
 * The explain reply for `explained` (a find, count, aggregate... command document) on database `db`; a verbosity
 * other than `queryPlanner` runs the query for `executionStats` (a find on a collection only).
 */
function explainOf(explained: Document, db: string, context: CommandContext, verbosity: string): Document {
  const name = Object.keys(explained)[0] ?? '';
  const { shape, rest } = queryOf(name, explained);
  const ns = namespaceOf({ ...explained, $db: db }, name);
  const collection = context.catalog.get(ns);
  const plan = planQuery(collection, shape);
  const queryPlanner = {
    namespace: ns,
    indexFilterSet: false,
    parsedQuery: shape.filter ?? {},
    winningPlan: winningPlan(plan, shape),
    rejectedPlans: [],
  };
  if (verbosity !== 'queryPlanner') {
    const onView = context.catalog.view(ns) !== undefined;
    const stats = findExecutionStats(onView ? 'a find on a view' : name, collection, { ...shape, collation: collatorOf(explained) }, queryPlanner.winningPlan, verbosity);
    return { explainVersion: '1', queryPlanner, executionStats: stats, serverInfo: serverInfo(), command: { ...explained, $db: db }, ok: 1 };
  }
  const command = { ...explained, $db: db };
  if (rest && rest.length > 0) {
    return { explainVersion: '1', stages: [{ $cursor: { queryPlanner } }, ...rest], serverInfo: serverInfo(), command, ok: 1 };
  }
  return { explainVersion: '1', queryPlanner, serverInfo: serverInfo(), command, ok: 1 };
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
