import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Collection } from '../engine/collection';
import { measuredRun, type OperationStats } from '../engine/operation-stats';

/** What running an explained command found: the totals of explain's `executionStats`. */
export interface Execution {
  nReturned: number;
  keysExamined: number;
  docsExamined: number;
  /** Each named stage's own counters (COUNT's `nCounted`, UPDATE's `nWouldModify`...), printed on that stage. */
  stageStats?: Record<string, Document>;
  /** The error that stopped the run: explain still succeeds, and reports it (explain.cpp). */
  error?: MongoCommandError;
}

/** A user's error while running (an update a document refuses, an `$expr` that throws): not an explain failure. */
export function executionError(error: unknown): MongoCommandError {
  if (error instanceof MongoCommandError && error.codeName !== 'InternalError') return error;
  throw error;
}

/** An explained command: its plan (`queryPlanner`), and what running it without changing anything finds. */
export interface ExplainedCommand {
  parsedQuery: Document;
  winningPlan: Document;
  execute: () => Execution;
}

/** Runs `run` with its own examined counters (none for a collection that does not exist). */
export function measured<T>(collection: Collection | undefined, run: () => T): { result: T; stats: OperationStats } {
  return collection ? measuredRun(collection, run) : { result: run(), stats: { keysExamined: 0, docsExamined: 0 } };
}

/** The counters mongod's statsToBSON (plan_explainer_impl.cpp) prints on a leaf: what that scan examined. */
function leafCounts(stage: string, execution: Execution): Document {
  switch (stage) {
    case 'IXSCAN':
    case 'COUNT_SCAN':
    case 'DISTINCT_SCAN':
      return { keysExamined: execution.keysExamined };
    case 'COLLSCAN':
      return { docsExamined: execution.docsExamined };
    case 'IDHACK':
      return { keysExamined: execution.keysExamined, docsExamined: execution.docsExamined };
    default:
      // EOF and RECORD_STORE_FAST_COUNT examine nothing.
      return {};
  }
}

/** A stage with its own counters after its fields and before its input, where statsToBSON prints them. */
function withCounts(stage: Document, execution: Execution): Document {
  const { inputStage, ...fields } = stage;
  const own = execution.stageStats?.[stage.stage as string] ?? {};
  if (inputStage) return { ...fields, ...own, inputStage: withCounts(inputStage as Document, execution) };
  return { ...fields, ...own, ...leafCounts(stage.stage as string, execution) };
}

/**
 * explain's `executionStats` (and, for `allPlansExecution`, an empty `allPlansExecution`: the store plans one
 * candidate): `run` does what the command would do without changing anything, and the totals are what it
 * returned and examined; an error that stops it is reported there (`executionSuccess: false`, `errorMessage`,
 * `errorCode`), with the counters of the work before it where the store keeps them (else 0). Each stage of `executionStages` is the winning plan's; the root carries `nReturned`,
 * a write or count stage its own counters, the scan what it examined. mongod's per-stage work counters
 * (`works`, `advanced`, `needTime`, `saveState`...) are not produced.
 */
export function executionStats(winningPlan: Document, verbosity: string, run: () => Execution): Document {
  const started = Date.now();
  let execution: Execution;
  try {
    execution = run();
  } catch (error) {
    execution = { nReturned: 0, keysExamined: 0, docsExamined: 0, error: executionError(error) };
  }
  // mongod prints a stage's name and filter, then nReturned, then the rest.
  const { stage, filter, ...rest } = withCounts(winningPlan, execution);
  return {
    executionSuccess: execution.error === undefined,
    ...(execution.error ? { errorMessage: execution.error.message, errorCode: execution.error.code } : {}),
    nReturned: execution.nReturned,
    executionTimeMillis: Date.now() - started,
    totalKeysExamined: execution.keysExamined,
    totalDocsExamined: execution.docsExamined,
    executionStages: { stage, ...(filter ? { filter } : {}), nReturned: execution.nReturned, ...rest },
    ...(verbosity === 'allPlansExecution' ? { allPlansExecution: [] } : {}),
  };
}
