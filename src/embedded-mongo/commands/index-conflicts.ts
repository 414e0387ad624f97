import { bsonObjToString } from '../engine/bson-to-string';
import { ID_INDEX } from '../engine/collection';
import { type IndexSpec, sameIndex, sameKeyAndOptions } from '../engine/index-spec';
import { MongoCommandError } from '../errors';

/**
 * What createIndexes does with a requested index beside the ones the collection has (and the ones the same
 * command asked for before it), as mongod's IndexCatalogImpl::_doesSpecConflictWithExisting decides it: `skip`
 * when an identical index exists, else an error whose message prints both specifications with
 * BSONObj::toString (`{ v: 2, key: { a: 1 }, name: "a_1" }`). Key, collation and partial filter make an index
 * "different" (IndexDescriptor::compareIndexOptions); the other options only "equivalent".
 */
export function checkIndexConflicts(spec: IndexSpec, known: IndexSpec[]): 'skip' | 'build' {
  const existing = known.find((candidate) => candidate.name === spec.name);
  if (existing) {
    if (sameIndex(existing, spec)) return 'skip';
    const specs = `Requested index: ${bsonObjToString(spec)}, existing index: ${bsonObjToString(existing)}`;
    if (!sameKeyAndOptions(existing, spec)) {
      throw new MongoCommandError(
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. ${specs}`,
      );
    }
    throw new MongoCommandError('IndexOptionsConflict', `An equivalent index already exists with the same name but different options. ${specs}`);
  }
  // mongod keeps several indexes on one key pattern when their collations or partial filters differ.
  const sameKey = known.find((candidate) => sameKeyAndOptions(candidate, spec));
  if (!sameKey) return 'build';
  // Only `{_id: 1}` under another name is a no-op; any other key already indexed under another name is
  // mongod's 85, even with the same options (nothing would be created).
  if (sameKey.name === ID_INDEX.name && sameIndex(sameKey, spec)) return 'skip';
  if (!sameIndex(sameKey, spec)) {
    throw new MongoCommandError(
      'IndexOptionsConflict',
      `An equivalent index already exists with a different name and options. Requested index: ${bsonObjToString(spec)}, existing index: ${bsonObjToString(sameKey)}`,
    );
  }
  throw new MongoCommandError('IndexOptionsConflict', `Index already exists with a different name: ${sameKey.name}`);
}
