import { MongoCommandError } from '../../errors';
import { compareValues, typeRank } from '../compare';
import { typeName } from '../describe';
import { bsonText } from '../update';

/**
 * mongod's checks of a `$bucket`'s `boundaries` and `default` (document_source_bucket.cpp), under the
 * pipeline's collation: one canonical type (40193), strictly ascending (40194), and a default outside
 * [first, last) (40199). Without them an unsorted list or a default among the boundaries put documents in
 * buckets mongod refuses to build.
 */
export function checkBucketBoundaries(boundaries: unknown[], defaultValue: unknown): void {
  for (let i = 1; i < boundaries.length; i++) {
    const lower = boundaries[i - 1];
    const upper = boundaries[i];
    if (typeRank(lower) !== typeRank(upper)) {
      throw new MongoCommandError(
        'Location40193',
        `All values in the the 'boundaries' option to $bucket must have the same type. Found conflicting types ${typeName(lower)} and ${typeName(upper)}.`,
      );
    }
    if (compareValues(lower, upper) >= 0) {
      throw new MongoCommandError(
        'Location40194',
        `The 'boundaries' option to $bucket must be sorted, but elements ${i - 1} and ${i} are not in ascending order (${bsonText(lower)} is not less than ${bsonText(upper)}).`,
      );
    }
  }
  if (defaultValue === undefined) return;
  if (compareValues(defaultValue, boundaries[0]) >= 0 && compareValues(defaultValue, boundaries[boundaries.length - 1]) < 0) {
    throw new MongoCommandError('Location40199', "The $bucket 'default' field must be less than the lowest boundary or greater than or equal to the highest boundary.");
  }
}
