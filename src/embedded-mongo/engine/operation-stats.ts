import type { Document } from 'bson';
import type { Collection } from './collection';
import type { OrderedIndex } from './ordered-index';

/**
 * What the operation running right now has examined, as mongod's profiler and currentOp report it. Handlers
 * run synchronously up to their first await (context.ts), so the planner adds to the operation that called it.
 */
export interface OperationStats {
  keysExamined: number;
  docsExamined: number;
  /** mongod's summary of the first plan the operation ran: `COLLSCAN`, `IDHACK`, `IXSCAN { a: 1 }`. */
  planSummary?: string;
}

/** How often an index answered a query since it was built or the store started ($indexStats `accesses`). */
export interface IndexAccesses {
  ops: number;
  since: Date;
}

export const newAccesses = (): IndexAccesses => ({ ops: 0, since: new Date() });

let current: OperationStats | undefined;

/** Starts counting for a new operation and returns its counters. */
export function beginStats(): OperationStats {
  current = { keysExamined: 0, docsExamined: 0 };
  return current;
}

export function endStats(): void {
  current = undefined;
}

/** mongod writes a key pattern as `{ a: 1, b: -1 }` in a plan summary. */
function keyPatternText(key: Document): string {
  return `{ ${Object.entries(key).map(([field, direction]) => `${field}: ${Number(direction)}`).join(', ')} }`;
}

/**
 * Notes the plan a query runs with: the index it uses counts one access (as mongod counts an index's use per
 * operation) and the documents it produces are counted as examined (and as keys when they come from an index).
 */
export function countPlan(
  collection: Collection,
  stage: 'IDHACK' | 'COLLSCAN' | 'IXSCAN',
  index: OrderedIndex | undefined,
  docs: Iterable<Document>,
  /** How explain names the index's keys when they are not its spec's (a wildcard index). */
  keyPattern?: Document,
): Iterable<Document> {
  const usesIndex = stage !== 'COLLSCAN';
  if (usesIndex) (index ? index.accesses : collection.idAccesses).ops++;
  else collection.collectionScans++;
  const stats = current;
  if (!stats) return docs;
  stats.planSummary ??= stage === 'IXSCAN' ? `IXSCAN ${keyPatternText(keyPattern ?? (index ? index.spec.key : { _id: 1 }))}` : stage;
  return (function* counted() {
    for (const doc of docs) {
      stats.docsExamined++;
      if (usesIndex) stats.keysExamined++;
      yield doc;
    }
  })();
}

/**
 * Runs a query for explain's executionStats with its own counters: the operation running the explain keeps its
 * own, and the index accesses and collection scans the run notes are taken back (mongod counts those when a
 * query's results are served, which an explain's are not).
 */
export function measuredRun<T>(collection: Collection, run: () => T): { result: T; stats: OperationStats } {
  const outer = current;
  const indexOps = [...collection.indexes.values()].map((index) => [index, index.accesses.ops] as const);
  const idOps = collection.idAccesses.ops;
  const scans = collection.collectionScans;
  const stats = beginStats();
  try {
    return { result: run(), stats };
  } finally {
    current = outer;
    for (const [index, ops] of indexOps) index.accesses.ops = ops;
    collection.idAccesses.ops = idOps;
    collection.collectionScans = scans;
  }
}
