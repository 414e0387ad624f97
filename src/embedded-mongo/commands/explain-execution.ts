import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Collection } from '../engine/collection';
import { measuredRun } from '../engine/operation-stats';
import { runQuery, type QueryShape } from '../engine/planner';

/** The leaf of a plan tree (the scan), where mongod reports what it examined. */
function withLeafCounts(stage: Document, keysExamined: number, docsExamined: number): Document {
  if (stage.inputStage) return { ...stage, inputStage: withLeafCounts(stage.inputStage as Document, keysExamined, docsExamined) };
  if (stage.stage === 'IXSCAN') return { ...stage, keysExamined };
  return { ...stage, docsExamined };
}

/**
 * explain's `executionStats` (and, for `allPlansExecution`, an empty `allPlansExecution`: the store plans one
 * candidate) for a find: the query is run, and the totals are what it returned and examined. Each stage of
 * `executionStages` is the winning plan's; the root carries `nReturned`, the scan what it examined. mongod's
 * per-stage work counters (`works`, `advanced`, `needTime`, `saveState`...) are not produced.
 */
export function findExecutionStats(name: string, collection: Collection | undefined, shape: QueryShape, winningPlan: Document, verbosity: string): Document {
  if (name !== 'find') {
    throw new MongoCommandError('NotImplemented', `explain of ${name} with verbosity '${verbosity}' is not supported by the embedded store`);
  }
  const started = Date.now();
  const { result, stats } = collection ? measuredRun(collection, () => runQuery(collection, shape)) : { result: [], stats: { keysExamined: 0, docsExamined: 0 } };
  const executionStages = { ...withLeafCounts(winningPlan, stats.keysExamined, stats.docsExamined), nReturned: result.length };
  return {
    executionSuccess: true,
    nReturned: result.length,
    executionTimeMillis: Date.now() - started,
    totalKeysExamined: stats.keysExamined,
    totalDocsExamined: stats.docsExamined,
    executionStages,
    ...(verbosity === 'allPlansExecution' ? { allPlansExecution: [] } : {}),
  };
}
