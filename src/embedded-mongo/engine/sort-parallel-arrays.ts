import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { checkParallelArrays } from './parallel-arrays';

/**
 * mongod's SortKeyGenerator computes a blocking sort's key with the btree key generator over the sort pattern,
 * so a document whose sort paths meet two different arrays (`{a: [], b: []}` under `{a: 1, b: 1}`) fails the
 * sort as it would fail a compound index: the key generator's CannotIndexParallelArrays becomes
 * `2 BadValue` "cannot sort with keys that are parallel arrays" (sort_key_generator.cpp). Only the documents
 * that reach the sort are checked, as there; a sort an index provides computes no keys.
 */
export const PARALLEL_SORT_KEYS = 'cannot sort with keys that are parallel arrays';

/** The error a find reports, with the executor's context as mongod's find command adds it. */
export function inFindCommand(error: unknown): unknown {
  if (error instanceof MongoCommandError && error.message === PARALLEL_SORT_KEYS) {
    return new MongoCommandError('BadValue', `Executor error during find command :: caused by :: ${PARALLEL_SORT_KEYS}`);
  }
  return error;
}

export function checkSortParallelArrays(fields: readonly string[], docs: Iterable<Document>): void {
  if (fields.length < 2) return;
  for (const doc of docs) {
    try {
      checkParallelArrays(fields, doc);
    } catch (error) {
      if (error instanceof MongoCommandError && error.codeName === 'CannotIndexParallelArrays') {
        throw new MongoCommandError('BadValue', PARALLEL_SORT_KEYS);
      }
      throw error;
    }
  }
}
