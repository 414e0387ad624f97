import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { indexFlag } from '../engine/index-spec-fields';

/**
 * mongod 7.0's collMod `dryRun` (coll_mod.cpp _processCollModDryRunMode): only a conversion of an index to
 * unique may be tried, alone, and nothing changes. The shape is checked before anything else of the command.
 */
export function checkDryRunShape(command: Document): void {
  const index = command.index as Document | undefined;
  if (!index) throw new MongoCommandError('InvalidOptions', 'dry run mode requires an valid index modification.');
  if (index.unique !== true) throw new MongoCommandError('InvalidOptions', 'dry run mode requires an index modification with unique: true.');
}

/** After the command parsed: a dry run tries the unique conversion and nothing else (parseCollModRequest's count). */
export function checkDryRunAlone(command: Document): void {
  const index = command.index as Document;
  const indexChanges = ['expireAfterSeconds', 'hidden', 'unique', 'prepareUnique', 'forceNonUnique'].filter((field) => index[field] !== undefined);
  const collectionChanges = ['validator', 'validationLevel', 'validationAction', 'changeStreamPreAndPostImages'].filter((field) => command[field] !== undefined);
  if (indexChanges.length + collectionChanges.length > 1) {
    throw new MongoCommandError('InvalidOptions', 'unique: true cannot be combined with any other modification in dry run mode.');
  }
}

/** `dryRun` is a safeBool: a true boolean or a non-zero number, read as mongod reads an index's flags. */
export const isDryRun = (command: Document): boolean => indexFlag(command.dryRun);
