import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Collection } from '../engine/collection';
import { planQuery, runQuery, type QueryShape } from '../engine/planner';
import { collatorOf } from '../query/collation';
import { checkArrayFilters, validateUpdate } from '../query/update';
import { optionalDocument } from './arguments';
import { type Execution, type ExplainedCommand, executionError, measured } from './explain-execution';
import { findPlan, isSimpleIdQuery, sortedByIndex } from './explain-plan';
import { findAndModifyRequest } from './find-and-modify';
import { updatedVersion } from './modify';
import { deleteLimit, statements, updateStatement } from './write';

/** write_commands.cpp explains one statement only. */
function onlyStatement(command: Document, field: string): Document {
  const list = statements(command, field);
  if (list.length !== 1) throw new MongoCommandError('InvalidLength', 'explained write batches must be of size 1');
  return list[0]!;
}

/** getExecutorUpdate / getExecutorDelete (get_executor.cpp) plan nothing for a collection that does not exist: an EOF stage. */
const eof = (filter: Document): ExplainedCommand => ({ parsedQuery: filter, winningPlan: { stage: 'EOF' }, execute: () => ({ nReturned: 0, keysExamined: 0, docsExamined: 0 }) });

/**
 * UPDATE's counters over the documents it matches: update_stage.cpp applies the update to each (its errors stop
 * the run) and, in explain, counts every matched document in `nWouldModify`, a no-op too.
 */
function updateCounters(docs: Document[], change: Document, filter: Document, arrayFilters: unknown, upsert: boolean): { UPDATE: Document; error?: MongoCommandError } {
  let nMatched = 0;
  for (const doc of docs) {
    nMatched++;
    try {
      updatedVersion(doc, change, { filter, arrayFilters: arrayFilters as Document[] | undefined });
    } catch (error) {
      return { UPDATE: { nMatched, nWouldModify: nMatched - 1, nWouldUpsert: 0 }, error: executionError(error) };
    }
  }
  return { UPDATE: { nMatched, nWouldModify: nMatched, nWouldUpsert: nMatched === 0 && upsert ? 1 : 0 } };
}

/** An update statement: UPDATE over the query's plan, its counters from the documents it would match and change. */
export function explainUpdate(command: Document, collection: Collection | undefined): ExplainedCommand {
  const statement = onlyStatement(command, 'updates');
  const { filter, change, multi } = updateStatement(statement);
  const shape: QueryShape = { filter, hint: statement.hint, collation: collatorOf(statement) };
  const plan = planQuery(collection, shape);
  if (!collection) return eof(filter);
  return {
    parsedQuery: filter,
    winningPlan: { stage: 'UPDATE', inputStage: findPlan(plan, shape) },
    execute: () => {
      const { result, stats } = measured(collection, () => runQuery(collection, { ...shape, limit: multi ? 0 : 1 }));
      const { UPDATE, error } = updateCounters(result, change, filter, statement.arrayFilters, statement.upsert === true);
      return { nReturned: 0, keysExamined: stats.keysExamined, docsExamined: stats.docsExamined, stageStats: { UPDATE }, error };
    },
  };
}

/**
 * A delete statement: a multi-delete runs as BATCHED_DELETE (7.0's default, batchUserMultiDeletes), except
 * over the IDHACK fast path of a simple `_id` query, and a single delete as DELETE; `nWouldDelete` counts the
 * documents it would remove.
 */
export function explainDelete(command: Document, collection: Collection | undefined): ExplainedCommand {
  const statement = onlyStatement(command, 'deletes');
  const limit = deleteLimit(statement);
  const filter = optionalDocument(statement, 'q') ?? {};
  const shape: QueryShape = { filter, hint: statement.hint, collation: collatorOf(statement) };
  const plan = planQuery(collection, shape);
  if (!collection) return eof(filter);
  const idHack = isSimpleIdQuery(filter) && shape.hint === undefined && plan.stage === 'IDHACK';
  return {
    parsedQuery: filter,
    winningPlan: { stage: limit === 0 && !idHack ? 'BATCHED_DELETE' : 'DELETE', inputStage: findPlan(plan, shape) },
    execute: () => {
      const { result, stats } = measured(collection, () => runQuery(collection, { ...shape, limit }));
      const counters = { nWouldDelete: result.length };
      return { nReturned: 0, keysExamined: stats.keysExamined, docsExamined: stats.docsExamined, stageStats: { DELETE: counters, BATCHED_DELETE: counters } };
    },
  };
}

/**
 * findAndModify: DELETE or UPDATE over the query's plan, whose sort takes the limit of one (parsed_update.cpp /
 * parsed_delete.cpp: a top-k SORT, or a LIMIT over an index walk in that order), under PROJECTION_DEFAULT when
 * `fields` projects. It returns the document it removes or finds, or the one it would insert with `new`.
 */
export function explainFindAndModify(command: Document, collection: Collection | undefined): ExplainedCommand {
  const { filter, remove, returnNew, upsert, fields, sort } = findAndModifyRequest(command);
  const change = remove ? undefined : validateUpdate(command.update);
  if (change) checkArrayFilters(change, command.arrayFilters);
  const shape: QueryShape = { filter, sort, hint: command.hint, collation: collatorOf(command) };
  const plan = planQuery(collection, shape);
  if (!collection) return eof(filter);
  let input = findPlan(plan, { ...shape, sort: undefined });
  // An IDHACK plan (isIdHackEligibleQuery) meets one document at most, and takes no sort.
  if (sort.length > 0 && !(plan.stage === 'IDHACK' && isSimpleIdQuery(filter))) {
    input = sortedByIndex(plan, shape) ? { stage: 'LIMIT', limitAmount: 1, inputStage: input } : { stage: 'SORT', sortPattern: Object.fromEntries(sort), limitAmount: 1, inputStage: input };
  }
  const write: Document = { stage: remove ? 'DELETE' : 'UPDATE', inputStage: input };
  const projects = fields !== undefined && Object.keys(fields).length > 0;
  return {
    parsedQuery: filter,
    winningPlan: projects ? { stage: 'PROJECTION_DEFAULT', transformBy: fields, inputStage: write } : write,
    execute: (): Execution => {
      const { result, stats } = measured(collection, () => runQuery(collection, { ...shape, limit: 1 }));
      const found = result.length;
      const counted = { keysExamined: stats.keysExamined, docsExamined: stats.docsExamined };
      if (!change) return { nReturned: found, ...counted, stageStats: { DELETE: { nWouldDelete: found } } };
      const { UPDATE, error } = updateCounters(result, change, filter, command.arrayFilters, upsert);
      const nReturned = error ? 0 : found + (returnNew ? (UPDATE.nWouldUpsert as number) : 0);
      return { nReturned, ...counted, stageStats: { UPDATE }, error };
    },
  };
}
