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

/**
 * Whether mongod's plan for a find knows it is done as soon as it hands out its last document (engine/cursors.ts
 * `endKnown`): an EOF plan (no such collection), a LIMIT stage that reached its limit, or an IDHACK lookup. Its
 * collection and index scans only find out when asked for one more document, and a find on a view runs as an
 * aggregation, whose cursor loop never asks past a full batch.
 */
export function findPlanKnowsEnd(command: Document, onCollection: boolean, onView: boolean, limit: number, found: number): boolean {
  if (onView) return false;
  if (!onCollection) return true;
  return (limit > 0 && found >= limit) || isIdHack(command);
}
