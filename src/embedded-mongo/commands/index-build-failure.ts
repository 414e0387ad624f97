import { UUID } from 'bson';
import type { Collection } from '../engine/collection';
import { MongoCommandError } from '../errors';

/**
 * An index build over a collection that existed before the command goes through mongod's
 * IndexBuildsCoordinator, and runCreateIndexesWithCoordinator (commands/create_indexes_cmd.cpp) adds its context
 * to whatever made the build fail (a duplicate key, an ambiguous array field, parallel arrays…):
 * `Index build failed: <build UUID>: Collection <ns> ( <collection UUID> ) :: caused by :: <reason>`, keeping
 * the code and the extra fields (a duplicate key's keyPattern and keyValue). Each build has a fresh UUID.
 */
export function withIndexBuildContext(collection: Collection, build: () => void): void {
  try {
    build();
  } catch (error) {
    if (!(error instanceof MongoCommandError)) throw error;
    const context = `Index build failed: ${new UUID().toHexString(true)}: Collection ${collection.ns} ( ${collection.uuid.toHexString(true)} )`;
    throw new MongoCommandError(error.codeName as never, `${context} :: caused by :: ${error.message}`, error.extra);
  }
}
