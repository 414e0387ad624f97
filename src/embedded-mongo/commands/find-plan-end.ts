import type { Document } from 'bson';
import { isOperatorObject } from '../query/filter';
import { typeRank } from '../query/compare';

/** Canonical types an `_id` equality can have for mongod's IDHACK (isExactBoundsGenerating): not null, array or regex. */
const INEXACT_ID_RANKS = new Set([1, 5, 11]);

/** mongod's CanonicalQuery::isSimpleIdQuery plus isIdHackEligibleQuery's conditions on the find's options. */
function isIdHack(command: Document): boolean {
  const filter = command.filter as Document | undefined;
  if (!filter || Object.keys(filter).length !== 1 || !('_id' in filter)) return false;
  if (isOperatorObject(filter._id) || INEXACT_ID_RANKS.has(typeRank(filter._id))) return false;
  const set = (field: string) => command[field] !== undefined && command[field] !== null && command[field] !== false && !(typeof command[field] === 'object' && Object.keys(command[field] as Document).length === 0);
  return !['hint', 'skip', 'min', 'max', 'showRecordId'].some(set);
}

/** What decides whether a find's plan knows its end. */
export interface FindPlanFacts {
  onCollection: boolean;
  onView: boolean;
  limit: number;
  found: number;
  /** The sort comes from the plan itself (an index walk, `$natural`): mongod then has a LIMIT stage, not a SORT with a limit. */
  sortedByPlan: boolean;
}

/**
 * Whether mongod's plan for a find knows it is done as soon as it hands out its last document (engine/cursors.ts
 * `endKnown`): an EOF plan (no such collection), a LIMIT stage that reached its limit, or an IDHACK lookup. Its
 * collection and index scans only find out when asked for one more document, and so does a blocking SORT, which
 * takes a find's limit into itself (sort_executor.cpp sets its EOF when asked past the last result); a find on a
 * view runs as an aggregation, whose cursor loop never asks past a full batch.
 */
export function findPlanKnowsEnd(command: Document, facts: FindPlanFacts): boolean {
  if (facts.onView) return false;
  if (!facts.onCollection) return true;
  const sorted = command.sort !== undefined && command.sort !== null && Object.keys(command.sort as Document).length > 0;
  const limitStage = facts.limit > 0 && (!sorted || facts.sortedByPlan);
  return (limitStage && facts.found >= facts.limit) || isIdHack(command);
}
