import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { runQuery } from '../engine/planner';
import { parseSort, projector } from '../query/matcher';
import { checkArrayFilters, validateUpdate } from '../query/update';
import { namespaceOf, optionalDocument } from './arguments';
import { type CommandHandler, writeValidation } from './context';
import { updateDocument, upsertDocument } from './modify';
import { collatorOf } from '../query/collation';
import { withCollator } from '../query/compare';
import { indexFlag } from '../engine/index-spec-fields';
import { checkFindAndModifyProjection } from './find-and-modify-projection';
import { checkNaturalSort } from '../engine/natural-param';

/** A findAndModify's options, checked as mongod parses them (find_and_modify.idl and its request checks). */
export function findAndModifyRequest(command: Document) {
  const filter = optionalDocument(command, 'query') ?? {};
  // safeBool fields (find_and_modify.idl): a non-zero number is true, as `remove: 1` in the shell's helpers.
  const remove = indexFlag(command.remove);
  const returnNew = indexFlag(command.new);
  const upsert = indexFlag(command.upsert);
  if (remove && command.update !== undefined) {
    throw new MongoCommandError('FailedToParse', 'Cannot specify both an update and remove=true');
  }
  // find_and_modify.cpp's validate() (7.0), one message each; the upsert one ends with a space in mongod.
  if (remove && upsert) throw new MongoCommandError('FailedToParse', 'Cannot specify both upsert=true and remove=true ');
  if (remove && returnNew) {
    throw new MongoCommandError('FailedToParse', "Cannot specify both new=true and remove=true; 'remove' always returns the deleted document");
  }
  if (remove && command.arrayFilters !== undefined) throw new MongoCommandError('FailedToParse', 'Cannot specify arrayFilters and remove=true');
  if (!remove && command.update === undefined) throw new MongoCommandError('FailedToParse', 'Either an update or remove=true must be specified');
  const fields = optionalDocument(command, 'fields');
  checkFindAndModifyProjection(fields, returnNew);
  checkNaturalSort(command.sort);
  return { filter, remove, returnNew, upsert, fields, sort: parseSort(command.sort) };
}

/** Errors (e.g. 11000) surface as a command error with keyPattern/keyValue, unlike the batch write commands. */
function findAndModify(commandName: string): CommandHandler {
  return async (command, context) => {
    const ns = namespaceOf(command, commandName);
    const { filter, remove, returnNew, upsert, fields, sort } = findAndModifyRequest(command);
    const existing = context.catalog.get(ns);
    const [target] = runQuery(existing, { filter, sort, limit: 1, hint: command.hint, collation: collatorOf(command) });
    let value: Document | null = null;
    let lastErrorObject: Document;
    if (remove) {
      if (target) context.catalog.remove(existing!, target);
      value = target ?? null;
      lastErrorObject = { n: target ? 1 : 0 };
    } else {
      const change = validateUpdate(command.update);
      checkArrayFilters(change, command.arrayFilters);
      const options = { filter, arrayFilters: command.arrayFilters as Document[] | undefined, validation: writeValidation(command, context), collator: collatorOf(command) };
      if (target) {
        const { doc } = updateDocument(context.catalog, existing!, target, change, options);
        value = returnNew ? doc : target;
        lastErrorObject = { n: 1, updatedExisting: true };
      } else if (upsert) {
        const doc = upsertDocument(context.catalog, context.catalog.ensure(ns), change, options);
        value = returnNew ? doc : null;
        lastErrorObject = { n: 1, updatedExisting: false, upserted: doc._id };
      } else {
        lastErrorObject = { n: 0, updatedExisting: false };
      }
    }
    await context.durable();
    // Under the command's collation, as its query matched: a positional projection re-matches the filter.
    if (value) value = withCollator(collatorOf(command), () => projector(fields, filter)([value!])[0] ?? null);
    return { lastErrorObject, value, ok: 1 };
  };
}

export const findAndModifyCommands: Record<string, CommandHandler> = {
  findAndModify: findAndModify('findAndModify'),
  findandmodify: findAndModify('findandmodify'),
};
