import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Collection } from './collection';

/** Where a tailable cursor resumes: the documents a capped collection gains after the last record it scanned. */
export interface Tail {
  awaitData: boolean;
  /** The matching documents inserted since the last call, in natural order; mongod's errors when the position is gone. */
  more(): Document[];
}

/**
 * A tailable cursor over a capped collection, positioned (like mongod's collection scan) on the newest record
 * it has examined. When capped deletes have removed that record, mongod answers CappedPositionLost (a dropped or
 * renamed collection is the cursor's restore check, engine/plan-restore.ts).
 */
export function tailOf(collection: Collection, matches: (doc: Document) => boolean, awaitData: boolean): Tail {
  let last = collection.newest();
  let lastRecordId = (last && collection.recordIdOf(last)) ?? 0n;
  return {
    awaitData,
    more() {
      if (last && collection.getById(last._id) === undefined) {
        throw new MongoCommandError(
          'CappedPositionLost',
          `CollectionScan died due to position in capped collection being deleted. Last seen record id: RecordId(${lastRecordId})`,
        );
      }
      const found: Document[] = [];
      for (const doc of collection.docs.values()) {
        const recordId = collection.recordIdOf(doc) ?? 0n;
        if (recordId <= lastRecordId) continue;
        last = doc;
        lastRecordId = recordId;
        if (matches(doc)) found.push(doc);
      }
      return found;
    },
  };
}
