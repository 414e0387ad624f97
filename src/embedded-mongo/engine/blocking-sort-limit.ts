import { BSON, type Document } from 'bson';
import { MongoCommandError } from '../errors';

/** mongod 7.0's internalQueryMaxBlockingSortMemoryUsageBytes: what a blocking sort may hold without spilling. */
const MAX_BLOCKING_SORT_BYTES = 100 * 1024 * 1024;

/**
 * Per document, an upper bound of what mongod's SORT stage holds besides the document's BSON: its sort key (at
 * most the document again) and the working set member and sorter bookkeeping (well under 1 KiB).
 */
const boundOf = (doc: Document): number => 2 * BSON.calculateObjectSize(doc) + 1024;

/**
 * A blocking sort under `allowDiskUse: false`: mongod 7.0 fails it with `292` once what the sort holds passes
 * 100 MB, a point set by its own count of working set members, which the store does not rebuild. So the store
 * answers only where that count is certainly below the limit (the bound above, for every document the sort
 * holds: all the matches, or with a limit the `skip + limit` largest of them), and refuses otherwise rather than
 * answer where mongod would fail. Without `allowDiskUse: false` mongod spills to disk (7.0's
 * allowDiskUseByDefault) and answers, as the store does.
 */
export function checkBlockingSort(matches: Document[], kept: number, allowDiskUse: boolean | undefined): void {
  if (allowDiskUse !== false) return;
  const bounds = matches.map(boundOf);
  if (kept < bounds.length) bounds.sort((a, b) => b - a);
  let held = 0;
  for (let i = 0; i < Math.min(kept, bounds.length); i++) {
    held += bounds[i]!;
    if (held > MAX_BLOCKING_SORT_BYTES) {
      throw new MongoCommandError(
        'NotImplemented',
        'a blocking sort that may hold more than 104857600 bytes with allowDiskUse: false is not supported by the embedded store',
      );
    }
  }
}
