import type { Document, Long } from 'bson';
import { MongoCommandError } from '../errors';
import { runQuery } from '../engine/planner';
import { collatorOf } from '../query/collation';
import { compareValues, withCollator } from '../query/compare';
import { parseSort, projector } from '../query/matcher';
import { getPath } from '../query/paths';
import { cursorIdOf, cursorReply, databaseName, namespaceOf, optionalCount, optionalDocument } from './arguments';
import type { CommandHandler } from './context';

/** find options this store does not implement; answering without them would silently differ from mongod. */
const UNSUPPORTED_FIND_OPTIONS = ['min', 'max', 'returnKey', 'showRecordId'];

function checkFindOptions(command: Document): void {
  const unsupported = UNSUPPORTED_FIND_OPTIONS.find((option) => command[option] !== undefined && command[option] !== false);
  if (unsupported) throw new MongoCommandError('NotImplemented', `find option '${unsupported}' is not supported by the embedded store`);
  // There are no capped collections here, and mongod refuses a tailable cursor on any other collection.
  if (command.tailable === true) throw new MongoCommandError('BadValue', 'error processing query: tailable cursor requested on non capped collection');
}

const find: CommandHandler = (command, context) => {
  const ns = namespaceOf(command, 'find');
  checkFindOptions(command);
  const rawLimit = optionalCount(command, 'limit') ?? 0;
  // A negative limit is the legacy way of asking for a single batch.
  const limit = Math.abs(rawLimit);
  const docs = runQuery(context.catalog.get(ns), {
    filter: optionalDocument(command, 'filter'),
    sort: parseSort(command.sort),
    skip: optionalCount(command, 'skip'),
    limit,
    hint: command.hint,
    collation: collatorOf(command),
  });
  const batch = context.cursors.open(ns, docs, {
    batchSize: optionalCount(command, 'batchSize') ?? (limit > 0 ? limit : undefined),
    singleBatch: command.singleBatch === true || rawLimit < 0,
    project: projector(optionalDocument(command, 'projection'), optionalDocument(command, 'filter')),
  });
  return cursorReply(batch, true);
};

const getMore: CommandHandler = (command, context) => {
  const id = cursorIdOf(command.getMore, 'getMore');
  // mongod serves a cursor only to a getMore naming its own collection (and leaves the cursor alive).
  const ns = `${databaseName(command)}.${String(command.collection)}`;
  const cursorNs = context.cursors.namespaceOf(id);
  if (cursorNs !== undefined && cursorNs !== ns) {
    throw new MongoCommandError('Unauthorized', `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursorNs}`);
  }
  const batch = context.cursors.next(id, optionalCount(command, 'batchSize'));
  if (!batch) throw new MongoCommandError('CursorNotFound', `cursor id ${id.toString()} not found`);
  return cursorReply(batch, false);
};

const killCursors: CommandHandler = (command, context) => {
  namespaceOf(command, 'killCursors');
  const ids = Array.isArray(command.cursors) ? command.cursors.map((id) => cursorIdOf(id, 'cursors')) : [];
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const id of ids) (context.cursors.kill(id) ? killed : notFound).push(id);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

const count: CommandHandler = (command, context) => {
  const ns = namespaceOf(command, 'count');
  const docs = runQuery(context.catalog.get(ns), {
    filter: optionalDocument(command, 'query'),
    skip: optionalCount(command, 'skip'),
    limit: Math.abs(optionalCount(command, 'limit') ?? 0),
    hint: command.hint,
    collation: collatorOf(command),
  });
  return { n: docs.length, ok: 1 };
};

const distinct: CommandHandler = (command, context) => {
  const ns = namespaceOf(command, 'distinct');
  const collation = collatorOf(command);
  if (typeof command.key !== 'string') throw new MongoCommandError('TypeMismatch', "BSON field 'key' must be a string");
  const key = command.key;
  const docs = runQuery(context.catalog.get(ns), { filter: optionalDocument(command, 'query'), collation });
  // Array values contribute their elements, as in mongod.
  const values = docs.flatMap((doc) => {
    const value = getPath(doc, key);
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  });
  // Under a collation, values equal by it ("a" and "A" at strength 2) are one distinct value.
  const sorted = withCollator(collation, () => values.sort(compareValues).filter((value, i) => i === 0 || compareValues(value, values[i - 1]) !== 0));
  return { values: sorted, ok: 1 };
};

export const readCommands: Record<string, CommandHandler> = { find, getMore, killCursors, count, distinct };
