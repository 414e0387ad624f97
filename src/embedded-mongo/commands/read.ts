import { inFindCommand } from '../engine/sort-parallel-arrays';
import { type Document, Long } from 'bson';
import { MongoCommandError } from '../errors';
import { planQuery, runQuery, sortProvidedByPlan } from '../engine/planner';
import { indexKeyReader, shapeShowingKeys } from '../engine/index-keys';
import { asksIndexKey, splitMetaFields } from '../query/meta-projection';
import { sortKeyOf } from '../query/document-metadata';
import { collatorOf } from '../query/collation';
import { compareValues, withCollator } from '../query/compare';
import { compileFilter, parseSort, projector } from '../query/matcher';
import { tailOf } from '../engine/tailable';
import { planRestoreCheck, restoreCheckOf } from '../engine/plan-restore';
import { getPath } from '../query/paths';
import { cursorIdOf, cursorReply, databaseName, namespaceOf, optionalCount, optionalDocument } from './arguments';
import type { CommandContext, CommandHandler } from './context';
import { runPipelineOn } from './aggregate';
import type { QueryShape } from '../engine/planner';
import { checkGetMoreApiParameters } from './api-parameters';
import { checkGetMoreSession } from './cursor-sessions';
import { findPlanKnowsEnd } from './find-plan-end';
import { checkNaturalHint, checkNaturalSort } from '../engine/natural-param';
import { isPlainObject } from '../query/aggregation-expressions';

/**
 * The documents a read selects. On a view, mongod turns the read into an aggregation: the query's filter,
 * sort, skip and limit become stages after the view's pipeline.
 */
function select(ns: string, shape: QueryShape & { sortSpec?: unknown }, context: CommandContext, command: Document): Document[] {
  if (!context.catalog.view(ns)) {
    try {
      return runQuery(context.catalog.get(ns), shape);
    } catch (error) {
      throw inFindCommand(error);
    }
  }
  const stages: Document[] = [];
  if (shape.filter) stages.push({ $match: shape.filter });
  if (shape.sortSpec && typeof shape.sortSpec === 'object' && Object.keys(shape.sortSpec).length > 0) stages.push({ $sort: shape.sortSpec });
  if (shape.skip) stages.push({ $skip: shape.skip });
  if (shape.limit) stages.push({ $limit: shape.limit });
  return runPipelineOn(ns, stages, context, command);
}

/** find options a view cannot take: mongod turns the find into an aggregation, which has no such option. */
const NOT_IN_AGGREGATION = ['min', 'max', 'returnKey', 'showRecordId'];

/** A find option in force: `true`, or a non-empty bound document (mongod ignores `min: {}`). */
function optionSet(command: Document, option: string): boolean {
  const value = command[option] as unknown;
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== 'object' || Object.keys(value as Document).length > 0;
}

function checkFindOptions(command: Document, onView: boolean): void {
  const aggregationOnly = onView ? NOT_IN_AGGREGATION.find((option) => optionSet(command, option)) : undefined;
  if (aggregationOnly) throw new MongoCommandError('InvalidPipelineOperator', `Option ${aggregationOnly} not supported in aggregation.`);
  if (command.awaitData === true && command.tailable !== true) {
    throw new MongoCommandError('FailedToParse', "Cannot set 'awaitData' without also setting 'tailable'");
  }
  // query_request_helper.cpp's validateFindCommandRequest, run when the command is parsed (before the
  // collection is looked at, so on a missing or plain collection too, and without the planner's prefix).
  checkNaturalSort(command.sort);
  checkNaturalHint(command.hint);
  // mongod's planner does not force a collection scan for a $natural sort under an index hint and then refuses
  // the query (natural.js); its words there were not read for 7.0, so the store refuses it as its own gap.
  const hint = command.hint as unknown;
  const hintsIndex = (typeof hint === 'string' && hint !== '') || (isPlainObject(hint) && Object.keys(hint).length > 0 && !('$natural' in hint));
  if (hintsIndex && isPlainObject(command.sort) && '$natural' in (command.sort as Document)) {
    throw new MongoCommandError('NotImplemented', 'a $natural sort with an index hint is not supported by the embedded store');
  }
  if (command.tailable === true) {
    const sort = optionalDocument(command, 'sort') ?? {};
    const sortKeys = Object.keys(sort);
    if (sortKeys.length > 0 && (sortKeys.length > 1 || sortKeys[0] !== '$natural' || Number(sort.$natural) !== 1)) {
      throw new MongoCommandError('BadValue', 'cannot use tailable option with a sort other than {$natural: 1}');
    }
    if (command.singleBatch === true) throw new MongoCommandError('BadValue', "cannot use tailable option with the 'singleBatch' option");
  }
  // A negative limit is a driver's way to ask for one batch; drivers send it as `limit` plus `singleBatch`.
  for (const field of ['skip', 'limit', 'batchSize']) {
    const value = optionalCount(command, field);
    if (value !== undefined && value < 0) throw new MongoCommandError('Location51024', `BSON field '${field}' value must be >= 0, actual value '${value}'`);
  }
}

const AWAIT_DATA_DEFAULT_MS = 1000;

/**
 * A tailable find (capped collections only): the matching documents in natural order, and a cursor kept open
 * when the collection has records, which later getMores extend with what was inserted since (engine/tailable.ts).
 */
function findTailable(command: Document, ns: string, context: CommandContext): Document {
  // A find on a view becomes an aggregation, which has no tailable option.
  if (context.catalog.view(ns)) throw new MongoCommandError('InvalidPipelineOperator', 'Tailable cursors are not supported in aggregation.');
  const collection = context.catalog.get(ns);
  if (!collection) return cursorReply(context.cursors.open(ns, [], { singleBatch: true }), true);
  if (!collection.capped) throw new MongoCommandError('BadValue', 'error processing query: tailable cursor requested on non capped collection');
  const filter = optionalDocument(command, 'filter');
  const docs = runQuery(collection, { filter, sort: [['$natural', 1]], skip: optionalCount(command, 'skip'), limit: optionalCount(command, 'limit') ?? 0 });
  const matches = compileFilter(filter ?? {});
  const batch = context.cursors.open(ns, docs, {
    batchSize: optionalCount(command, 'batchSize'),
    // mongod keeps a tailable cursor unless the collection it tails has no records.
    singleBatch: collection.docs.size === 0,
    project: projector(optionalDocument(command, 'projection'), filter),
    tail: tailOf(collection, matches, command.awaitData === true),
    restore: () => restoreCheckOf(context.catalog, collection),
  });
  return cursorReply(batch, true);
}

const find: CommandHandler = (command, context) => {
  const ns = namespaceOf(command, 'find');
  checkFindOptions(command, context.catalog.view(ns) !== undefined);
  if (command.tailable === true) return findTailable(command, ns, context);
  const limit = optionalCount(command, 'limit') ?? 0;
  const shape = {
    filter: optionalDocument(command, 'filter'),
    sort: parseSort(command.sort),
    sortSpec: command.sort,
    skip: optionalCount(command, 'skip'),
    limit,
    hint: command.hint,
    collation: collatorOf(command),
    bounds: { min: boundOf(command, 'min'), max: boundOf(command, 'max'), collation: optionalDocument(command, 'collation') },
    allowDiskUse: command.allowDiskUse === false ? false : undefined,
  };
  // returnKey answers the index keys instead of the documents, and ignores the projection (as mongod does).
  const returnKey = command.returnKey === true;
  const collection = context.catalog.get(ns);
  const showsKeys = returnKey || (!context.catalog.view(ns) && asksIndexKey(optionalDocument(command, 'projection')));
  const read = showsKeys ? shapeShowingKeys(collection, shape, returnKey ? "find option 'returnKey'" : '$meta indexKey') : shape;
  const found = select(ns, read, context, command);
  const plan = returnKey ? planQuery(collection, read) : undefined;
  const keyOf = plan ? indexKeyReader(plan, read) : undefined;
  const projectDocs = keyOf ? (docs: Document[]) => docs.map(keyOf) : findProjection(ns, read, command, context);
  // The projection runs when a batch is taken, outside the query's scope: a positional projection (`a.$`)
  // re-matches the filter, and mongod matches it under the query's collation, as the query itself was.
  const project = (docs: Document[]) => withCollator(read.collation, () => projectDocs(docs));
  // showRecordId appends `$recordId` after the projection; done here, while each result's document is at hand.
  const withRecordIds = command.showRecordId === true && collection
    ? project(found).map((out, i) => ({ ...out, $recordId: Long.fromBigInt(collection.recordIdOf(found[i]!) ?? 0n) }))
    : undefined;
  const batch = context.cursors.open(ns, withRecordIds ?? found, {
    batchSize: optionalCount(command, 'batchSize') ?? (limit > 0 ? limit : undefined),
    singleBatch: command.singleBatch === true,
    project: withRecordIds ? undefined : project,
    restore: collection && !context.catalog.view(ns) ? () => planRestoreCheck(context.catalog, collection, read) : undefined,
    endKnown: findPlanKnowsEnd(command, {
      onCollection: collection !== undefined,
      onView: context.catalog.view(ns) !== undefined,
      limit,
      found: found.length,
      sortedByPlan: limit > 0 && sortProvidedByPlan(collection, read),
    }),
  });
  return cursorReply(batch, true);
};

/**
 * The find's projection; `{$meta: 'recordId'}` and `{$meta: 'indexKey'}` fields are appended after the projected
 * ones (a document read by a collection scan has no index key, so that field is left out, as in mongod).
 */
function findProjection(ns: string, shape: QueryShape, command: Document, context: CommandContext): (docs: Document[]) => Document[] {
  const filter = optionalDocument(command, 'filter');
  const projection = optionalDocument(command, 'projection');
  if (context.catalog.view(ns)) return projector(projection, filter);
  const meta = splitMetaFields(projection, filter, (shape.sort ?? []).length > 0);
  const base = projector(meta.rest, filter);
  if (meta.fields.length === 0) return base;
  const collection = context.catalog.get(ns);
  const plan = meta.fields.some(([, keyword]) => keyword === 'indexKey') ? planQuery(collection, shape) : undefined;
  const keyOf = plan && plan.stage !== 'COLLSCAN' ? indexKeyReader(plan, shape) : undefined;
  return (docs) =>
    base(docs).map((out, i) => {
      const doc = docs[i]!;
      const result: Document = { ...out };
      for (const [field, keyword] of meta.fields) {
        if (keyword === 'recordId') result[field] = Long.fromBigInt(collection?.recordIdOf(doc) ?? 0n);
        else if (keyword === 'sortKey') result[field] = findSortKey(doc, shape);
        else if (keyOf) result[field] = keyOf(doc);
      }
      return result;
    });
}

/** A find's `{$meta: 'sortKey'}`: the document's key in the find's sort (not a `$natural` order). */
function findSortKey(doc: Document, shape: QueryShape): unknown[] {
  const sort = shape.sort ?? [];
  if (sort.some(([field]) => field === '$natural')) throw new MongoCommandError('NotImplemented', "$meta 'sortKey' with a $natural sort is not supported by the embedded store");
  const key = sortKeyOf(doc, sort, shape.collation !== undefined);
  if (key instanceof MongoCommandError) throw key;
  return key;
}

/** `min`/`max`: a document, where an empty one is no bound. */
function boundOf(command: Document, field: 'min' | 'max'): Document | undefined {
  const bound = optionalDocument(command, field);
  return bound && Object.keys(bound).length > 0 ? bound : undefined;
}

const getMore: CommandHandler = (command, context) => {
  const id = cursorIdOf(command.getMore, 'getMore');
  const requested = `${databaseName(command)}.${String(command.collection)}`;
  const owner = context.cursors.namespaceOf(id);
  if (owner !== undefined && owner !== requested) {
    throw new MongoCommandError('Unauthorized', `Requested getMore on namespace '${requested}', but cursor belongs to a different namespace ${owner}`);
  }
  if (owner !== undefined) checkGetMoreSession(id, command, context.cursors);
  if (owner !== undefined) checkGetMoreApiParameters(id, command, context.cursors);
  if (command.maxTimeMS !== undefined && owner !== undefined && !context.cursors.awaitsData(id)) {
    throw new MongoCommandError('BadValue', 'cannot set maxTimeMS on getMore command for a non-awaitData cursor');
  }
  const batchSize = optionalCount(command, 'batchSize');
  const batch = context.cursors.next(id, batchSize);
  if (!batch) throw new MongoCommandError('CursorNotFound', `cursor id ${id.toString()} not found`);
  if (batch.awaitData && batch.docs.length === 0) return awaitInsert(id, batchSize, owner!, command, context);
  return cursorReply(batch, false);
};

/** A tailable awaitData getMore with nothing new waits for an insert, at most maxTimeMS (mongod's default 1 s). */
async function awaitInsert(id: Long, batchSize: number | undefined, ns: string, command: Document, context: CommandContext): Promise<Document> {
  await context.catalog.whenInserted(ns, optionalCount(command, 'maxTimeMS') ?? AWAIT_DATA_DEFAULT_MS);
  const batch = context.cursors.next(id, batchSize);
  if (!batch) throw new MongoCommandError('CursorNotFound', `cursor id ${id.toString()} not found`);
  return cursorReply(batch, false);
}

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
  const docs = select(ns, {
    filter: optionalDocument(command, 'query'),
    skip: optionalCount(command, 'skip'),
    limit: Math.abs(optionalCount(command, 'limit') ?? 0),
    hint: command.hint,
    collation: collatorOf(command),
  }, context, command);
  return { n: docs.length, ok: 1 };
};

/** distinct's `key`, which must be a string. */
export function distinctKey(command: Document): string {
  if (typeof command.key !== 'string') throw new MongoCommandError('TypeMismatch', "BSON field 'key' must be a string");
  // parsed_distinct.cpp refuses a NUL in the key before the query runs (31032; the jstest distinct_syntax.js
  // also accepts the 9527900 of servers after 7.0).
  if (command.key.includes('\0')) throw new MongoCommandError('Location31032', 'Key field cannot contain an embedded null byte');
  return command.key;
}

const distinct: CommandHandler = (command, context) => {
  const ns = namespaceOf(command, 'distinct');
  const collation = collatorOf(command);
  const key = distinctKey(command);
  const docs = select(ns, { filter: optionalDocument(command, 'query'), collation }, context, command);
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
