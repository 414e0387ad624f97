import type { Document } from 'bson';
import type { Collection } from '../engine/collection';
import { planQuery, runQuery } from '../engine/planner';
import { collatorOf } from '../query/collation';
import { optionalCount, optionalDocument } from './arguments';
import { type ExplainedCommand, measured } from './explain-execution';
import { countScan, findPlan } from './explain-plan';

const noHint = (hint: unknown): boolean => hint === undefined || hint === null || (typeof hint === 'object' && Object.keys(hint).length === 0);

/**
 * A count as mongod 7.0's getExecutorCount (get_executor.cpp) plans it: COUNT over EOF when the collection does
 * not exist; RECORD_STORE_FAST_COUNT (the collection's record count, then skip and limit) for an empty query
 * without a hint; otherwise COUNT over the query's plan, where a FETCH over IXSCAN the count can answer from
 * the index alone becomes a COUNT_SCAN. COUNT counts `nSkipped` documents, then at most `limit` in `nCounted`
 * (count.cpp); a count returns no documents (`nReturned` 0).
 */
export function explainCount(command: Document, collection: Collection | undefined): ExplainedCommand {
  const filter = optionalDocument(command, 'query') ?? {};
  const skip = optionalCount(command, 'skip') ?? 0;
  const limit = Math.abs(optionalCount(command, 'limit') ?? 0);
  const shape = { filter, hint: command.hint, collation: collatorOf(command) };
  const plan = planQuery(collection, shape);
  const nothing = { nReturned: 0, keysExamined: 0, docsExamined: 0 };
  if (!collection) {
    return { parsedQuery: filter, winningPlan: { stage: 'COUNT', inputStage: { stage: 'EOF' } }, execute: () => ({ ...nothing, stageStats: { COUNT: { nCounted: 0, nSkipped: 0 } } }) };
  }
  if (Object.keys(filter).length === 0 && noHint(command.hint)) {
    const afterSkip = Math.max(0, collection.docs.size - skip);
    const nCounted = limit > 0 ? Math.min(limit, afterSkip) : afterSkip;
    return { parsedQuery: filter, winningPlan: { stage: 'RECORD_STORE_FAST_COUNT' }, execute: () => ({ ...nothing, stageStats: { RECORD_STORE_FAST_COUNT: { nCounted, nSkipped: skip } } }) };
  }
  const scan = countScan(plan, filter, collection.options.clusteredIndex ? undefined : collection.idIndexSpec());
  return {
    parsedQuery: filter,
    winningPlan: { stage: 'COUNT', inputStage: scan ?? findPlan(plan, shape) },
    execute: () => {
      // COUNT stops pulling documents once it has counted `limit` of them.
      const { result, stats } = measured(collection, () => runQuery(collection, { ...shape, limit: limit > 0 ? skip + limit : 0 }));
      const nSkipped = Math.min(skip, result.length);
      return {
        nReturned: 0,
        keysExamined: stats.keysExamined,
        // A COUNT_SCAN reads index keys only.
        docsExamined: scan ? 0 : stats.docsExamined,
        stageStats: { COUNT: { nCounted: result.length - nSkipped, nSkipped } },
      };
    },
  };
}
