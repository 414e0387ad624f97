import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { namespaceOf } from './arguments';
import type { CommandHandler } from './context';

/**
 * `validate`, as drivers' `validate_collection` and admin tools call it. Documents live in memory as
 * decoded BSON and every index is rebuilt from them on load, so there is nothing to find corrupt: the reply
 * reports what is held, in mongod's shape, and `valid: true`.
 */
const validate: CommandHandler = (command, context) => {
  const ns = namespaceOf(command, 'validate');
  if (command.background === true && command.full === true) {
    throw new MongoCommandError('InvalidOptions', 'Running the validate command with both { background: true } and { full: true } is not supported.');
  }
  const collection = context.catalog.get(ns);
  if (!collection) throw new MongoCommandError('NamespaceNotFound', `Collection '${ns}' does not exist to validate.`);
  const keysPerIndex: Document = { _id_: collection.docs.size };
  for (const [name, index] of collection.indexes) keysPerIndex[name] = index.keyCount;
  const indexDetails = Object.fromEntries(Object.keys(keysPerIndex).map((name) => [name, { valid: true }]));
  return {
    ns,
    // collection_validation.cpp appends the collection's UUID right after its namespace.
    uuid: collection.uuid,
    nInvalidDocuments: 0,
    nNonCompliantDocuments: 0,
    nrecords: collection.docs.size,
    nIndexes: Object.keys(keysPerIndex).length,
    keysPerIndex,
    indexDetails,
    valid: true,
    repaired: false,
    warnings: [],
    errors: [],
    extraIndexEntries: [],
    missingIndexEntries: [],
    corruptRecords: [],
    ok: 1,
  };
};

export const validateCommands: Record<string, CommandHandler> = { validate };
