import type { Document } from 'bson';
import type { Collection } from '../engine/collection';
import { MongoCommandError, toCommandError } from '../errors';
import { runQuery } from '../engine/planner';
import { parseSort } from '../query/matcher';
import { checkArrayFilters, isOperatorUpdate, validateUpdate } from '../query/update';
import { MAX_WRITE_BATCH_SIZE } from '../wire/constants';
import { namespaceOf, optionalDocument } from './arguments';
import { type CommandContext, type CommandHandler, writeValidation } from './context';
import { insertPrepared, preparedForInsert, updateDocument, upsertDocument } from './modify';
import { collatorOf } from '../query/collation';
import { viewNotCollection } from '../engine/views';
import { deleteMeasurements, insertMeasurement, updateMeasurements } from './timeseries-writes';
import { isApiStrict } from './api-parameters';
import { checkStrictHint } from './api-strict-hints';

export function statements(command: Document, field: string): Document[] {
  const list = command[field];
  if (!Array.isArray(list)) throw new MongoCommandError('FailedToParse', `BSON field '${field}' is missing but a required field`);
  if (list.length === 0 || list.length > MAX_WRITE_BATCH_SIZE) {
    throw new MongoCommandError('InvalidLength', `Write batch sizes must be between 1 and ${MAX_WRITE_BATCH_SIZE}. Got ${list.length} operations.`);
  }
  return list as Document[];
}

/** An update statement's filter, its checked update, and whether it is multi (not with a replacement). */
export function updateStatement(statement: Document): { filter: Document; change: Document | Document[]; multi: boolean } {
  const filter = optionalDocument(statement, 'q') ?? {};
  const change = validateUpdate(statement.u);
  checkArrayFilters(change, statement.arrayFilters);
  const multi = statement.multi === true;
  if (multi && !Array.isArray(change) && !isOperatorUpdate(change)) {
    throw new MongoCommandError('FailedToParse', 'multi update is not supported for replacement-style update');
  }
  return { filter, change, multi };
}

/** A delete statement's limit: 0 (all matches) or 1. */
export function deleteLimit(statement: Document): 0 | 1 {
  const limit = Number(statement.limit ?? 0);
  if (limit !== 0 && limit !== 1) throw new MongoCommandError('FailedToParse', 'The limit field in delete objects must be 0 or 1');
  return limit;
}

/**
 * Runs each statement; a failing statement becomes a writeErrors entry (and stops an ordered batch), the
 * way mongod reports partial success. The reply waits until all applied writes are durable.
 */
async function runBatch(
  command: Document,
  context: CommandContext,
  ns: string,
  items: Document[],
  run: (item: Document, index: number) => void,
  reply: () => Document,
): Promise<Document> {
  const ordered = command.ordered !== false;
  const writeErrors: Document[] = [];
  // A view is read-only: mongod reports that per statement, as a write error.
  // A time series is written through its buckets (timeseries-writes.ts), not refused as a view.
  const readOnly = context.catalog.view(ns) !== undefined && !context.catalog.timeseries(ns);
  for (const [index, item] of items.entries()) {
    try {
      if (readOnly) throw viewNotCollection(ns);
      run(item, index);
    } catch (error) {
      writeErrors.push(toCommandError(error).toWriteError(index));
      if (ordered) break;
    }
  }
  await context.durable();
  const result = reply();
  if (writeErrors.length > 0) result.writeErrors = writeErrors;
  return result;
}

const insert: CommandHandler = (command, context) => {
  const ns = namespaceOf(command, 'insert');
  const documents = statements(command, 'documents');
  const series = context.catalog.timeseries(ns);
  const validation = writeValidation(command, context);
  // Created with the first document that passes mongod's fixDocumentForInsert (a view refuses every write first).
  let collection: Collection | undefined;
  let n = 0;
  return runBatch(command, context, ns, documents, (raw) => {
    if (series) insertMeasurement(context.catalog, series, raw);
    else {
      const doc = preparedForInsert(raw);
      collection ??= context.catalog.ensure(ns);
      insertPrepared(context.catalog, collection, doc, validation);
    }
    n++;
  }, () => ({ n, ok: 1 }));
};

const update: CommandHandler = (command, context) => {
  const ns = namespaceOf(command, 'update');
  const updates = statements(command, 'updates');
  let matched = 0;
  let modified = 0;
  const upserted: Document[] = [];
  const validation = writeValidation(command, context);
  const series = context.catalog.timeseries(ns);
  return runBatch(command, context, ns, updates, (statement, index) => {
    if (series) {
      const counts = updateMeasurements(context.catalog, series, statement);
      matched += counts.matched;
      modified += counts.modified;
      return;
    }
    const { filter, change, multi } = updateStatement(statement);
    const options = { filter, arrayFilters: statement.arrayFilters as Document[] | undefined, validation, collator: collatorOf(statement) };
    const existing = context.catalog.get(ns);
    if (isApiStrict(command)) checkStrictHint(existing, statement.hint);
    const targets = runQuery(existing, { filter, sort: parseSort(statement.sort), limit: multi ? 0 : 1, hint: statement.hint, collation: collatorOf(statement) });
    // A statement that fails counts for nothing in the reply, as in mongod, even after some of its documents changed.
    let statementModified = 0;
    for (const doc of targets) if (updateDocument(context.catalog, existing!, doc, change, options).modified) statementModified++;
    matched += targets.length;
    modified += statementModified;
    if (targets.length === 0 && statement.upsert === true) {
      const doc = upsertDocument(context.catalog, context.catalog.ensure(ns), change, options);
      upserted.push({ index, _id: doc._id });
    }
  }, () => {
    const reply: Document = { n: matched + upserted.length, nModified: modified, ok: 1 };
    if (upserted.length > 0) reply.upserted = upserted;
    return reply;
  });
};

const remove: CommandHandler = (command, context) => {
  const ns = namespaceOf(command, 'delete');
  const deletes = statements(command, 'deletes');
  let n = 0;
  const series = context.catalog.timeseries(ns);
  return runBatch(command, context, ns, deletes, (statement) => {
    if (series) {
      n += deleteMeasurements(context.catalog, series, statement);
      return;
    }
    const collection = context.catalog.get(ns);
    const limit = deleteLimit(statement);
    if (isApiStrict(command)) checkStrictHint(collection, statement.hint);
    for (const doc of runQuery(collection, { filter: optionalDocument(statement, 'q'), limit, hint: statement.hint, collation: collatorOf(statement) })) {
      context.catalog.remove(collection!, doc);
      n++;
    }
  }, () => ({ n, ok: 1 }));
};

export const writeCommands: Record<string, CommandHandler> = { insert, update, delete: remove };
