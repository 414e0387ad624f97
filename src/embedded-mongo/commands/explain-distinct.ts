import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Collection } from '../engine/collection';
import type { IndexSpec } from '../engine/index-spec';
import { planQuery, runQuery } from '../engine/planner';
import { collatorOf } from '../query/collation';
import { compareValues } from '../query/compare';
import { getPath } from '../query/paths';
import { optionalDocument } from './arguments';
import { type ExplainedCommand, measured } from './explain-execution';
import { distinctScan, findPlan } from './explain-plan';
import { distinctKey } from './read';

/**
 * The index getDistinctNodeIndex (get_executor.cpp) scans for a distinct with an empty query: among the indexes
 * holding the key, one led by it (ascending or descending), not partial, under the query's (simple) collation,
 * with the fewest fields (the first in catalog order among equals).
 */
function simpleDistinctIndex(holders: IndexSpec[], key: string): IndexSpec | undefined {
  const led = holders.filter((spec) => {
    const [first, direction] = Object.entries(spec.key)[0]!;
    return first === key && typeof direction !== 'string' && !spec.partialFilterExpression && !spec.collation;
  });
  return led.reduce<IndexSpec | undefined>((best, spec) => (!best || Object.keys(spec.key).length < Object.keys(best.key).length ? spec : best), undefined);
}

/** How many distinct keys a DISTINCT_SCAN of `key` meets: one per value, missing counted as null. */
function distinctKeys(docs: Iterable<Document>, key: string): number {
  const values = [...docs].map((doc) => getPath(doc, key) ?? null).sort(compareValues);
  return values.filter((value, i) => i === 0 || compareValues(value, values[i - 1]) !== 0).length;
}

/**
 * A distinct as mongod 7.0's getExecutorDistinct (get_executor.cpp) plans it: EOF when the collection does not
 * exist; the query's own plan, without a projection, when no index holds the key (nor, with a query, a wildcard
 * index); a PROJECTION_COVERED over a DISTINCT_SCAN for an empty query when an index is led by the key. Where an
 * index holds the key otherwise, mongod plans over those indexes alone and may turn an IXSCAN into a
 * DISTINCT_SCAN (turnIxscanIntoDistinctIxscan); the store does not rebuild that planning, and refuses.
 */
export function explainDistinct(command: Document, collection: Collection | undefined): ExplainedCommand {
  const key = distinctKey(command);
  const filter = optionalDocument(command, 'query') ?? {};
  const shape = { filter, collation: collatorOf(command) };
  const plan = planQuery(collection, shape);
  if (!collection) return { parsedQuery: filter, winningPlan: { stage: 'EOF' }, execute: () => ({ nReturned: 0, keysExamined: 0, docsExamined: 0 }) };
  const visible = collection.indexSpecs().filter((spec) => !spec.hidden);
  const holders = visible.filter((spec) => key in spec.key);
  const wildcards = Object.keys(filter).length > 0 && visible.some((spec) => Object.keys(spec.key).some((field) => field === '$**' || field.endsWith('.$**')));
  if (holders.length === 0 && !wildcards) {
    return {
      parsedQuery: filter,
      winningPlan: findPlan(plan, shape),
      execute: () => {
        const { result, stats } = measured(collection, () => runQuery(collection, shape));
        return { nReturned: result.length, keysExamined: stats.keysExamined, docsExamined: stats.docsExamined };
      },
    };
  }
  const simple = Object.keys(filter).length === 0 && !shape.collation && !key.includes('.') && !wildcards;
  const spec = simple ? simpleDistinctIndex(holders, key) : undefined;
  const index = spec && spec.name !== '_id_' ? collection.indexes.get(spec.name) : undefined;
  // A multikey, sparse, version-1 or clustered-collection index changes the plan or its printed fields in ways not read here.
  const plain = spec && !index?.multikey && !spec.sparse && (spec.v ?? 2) === 2 && !collection.options.clusteredIndex;
  if (!spec || !plain) {
    throw new MongoCommandError('NotImplemented', 'explain of distinct on a key an index holds, other than an empty query over a plain index led by that key, is not supported by the embedded store');
  }
  return {
    parsedQuery: filter,
    winningPlan: distinctScan(spec, key),
    execute: () => {
      const n = distinctKeys(collection.docs.values(), key);
      return { nReturned: n, keysExamined: n, docsExamined: 0 };
    },
  };
}
