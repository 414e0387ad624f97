import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { Catalog } from '../engine/catalog';
import { isPlainDocument } from '../query/filter';
import { subPipelines } from '../query/stages/deployment-stages';
import { databaseName } from './arguments';

/**
 * Under `apiStrict: true` mongod 7.0 refuses the expressions outside API version 1 wherever it parses them:
 * filters, projections, pipelines, validators (assertLanguageFeatureIsAllowed, src/mongo/db/query/allowed_contexts.cpp,
 * called by Expression::parseExpression). Every operator of 5.0 to 5.2 is in
 * version 1 (jstests/core/api/api_version_new_5{0,1,2}_language_features.js).
 */

/** Expressions registered with kNeverInVersion1 (accumulator_percentile.cpp); as $group accumulators they are allowed. */
const NEVER_IN_VERSION_ONE = new Set(['$median', '$percentile']);

/**
 * Operators whose 7.0 registration could not be read: refused under apiStrict rather than answered where mongod
 * may refuse them (docs/embedded-mongo-unsupported.md).
 */
const UNCONFIRMED = new Set(['$bitAnd', '$bitOr', '$bitXor', '$bitNot', '$toHashedIndexKey', '$rand', '$sampleRate', '$meta', '$linearFill']);

/** Where an operator stands: an expression, a $group/$bucket accumulator, a $setWindowFields window function. */
type Slot = 'expression' | 'accumulator' | 'window';

function checkOperator(name: string, slot: Slot): void {
  if (UNCONFIRMED.has(name) || (slot === 'window' && NEVER_IN_VERSION_ONE.has(name))) {
    throw new MongoCommandError('NotImplemented', `${name} with 'apiStrict: true' is not supported by the embedded store`);
  }
  if (slot === 'expression' && NEVER_IN_VERSION_ONE.has(name)) {
    throw new MongoCommandError('APIStrictError', `${name} is not allowed with 'apiStrict: true' in API Version 1`);
  }
}

/** The operators a value holds, each with where it stands (only the value's own level is in `slot`). */
function* operatorsOf(value: unknown, slot: Slot = 'expression'): Generator<[string, Slot]> {
  if (Array.isArray(value)) {
    for (const item of value) yield* operatorsOf(item);
    return;
  }
  if (!isPlainDocument(value)) return;
  for (const [key, item] of Object.entries(value as Document)) {
    if (key.startsWith('$')) yield [key, slot];
    // A literal's operand is a value, never parsed as an expression.
    if (key !== '$literal') yield* operatorsOf(item);
  }
}

function checkValue(value: unknown, slot: Slot = 'expression'): void {
  for (const [name, where] of operatorsOf(value, slot)) checkOperator(name, where);
}

/**
 * A write under apiStrict to a collection whose validator (stored without apiStrict) uses such expressions:
 * mongod refuses it ("The validator uses unstable expression(s) for API Version 1.",
 * CollectionImpl::checkValidatorAPIVersionCompatability), from a place in its write path not read here.
 */
function checkValidatorOfWrite(validator: unknown): void {
  for (const [name] of operatorsOf(validator)) {
    if (NEVER_IN_VERSION_ONE.has(name) || UNCONFIRMED.has(name)) {
      throw new MongoCommandError('NotImplemented', "a write with 'apiStrict: true' to a collection whose validator uses expressions outside API version 1 is not supported by the embedded store");
    }
  }
}

/** The fields of a stage spec holding accumulators or window functions, one level down. */
function checkOutputs(outputs: unknown, slot: Slot): void {
  if (!isPlainDocument(outputs)) return;
  for (const output of Object.values(outputs as Document)) checkValue(output, slot);
}

/** Checks every stage of a pipeline (lite-parsed already), into its sub-pipelines. */
export function checkStrictPipelineOperators(pipeline: unknown[]): void {
  for (const stage of pipeline) {
    if (!isPlainDocument(stage)) continue;
    const name = Object.keys(stage as Document)[0] ?? '';
    const spec = (stage as Document)[name] as unknown;
    const inner = subPipelines(name, spec);
    if (inner.length > 0) {
      for (const sub of inner) checkStrictPipelineOperators(sub);
      if (name === '$lookup' && isPlainDocument(spec)) checkValue((spec as Document).let);
      continue;
    }
    if (name === '$group' && isPlainDocument(spec)) {
      const { _id: id, ...accumulators } = spec as Document;
      checkValue(id);
      checkOutputs(accumulators, 'accumulator');
    } else if ((name === '$bucket' || name === '$bucketAuto') && isPlainDocument(spec)) {
      const { output, ...rest } = spec as Document;
      checkValue(rest);
      checkOutputs(output, 'accumulator');
    } else if (name === '$setWindowFields' && isPlainDocument(spec)) {
      const { output, ...rest } = spec as Document;
      checkValue(rest);
      checkOutputs(output, 'window');
    } else {
      checkValue(spec);
    }
  }
}

/** An update is a pipeline (checked) or operators and values (no expressions). */
function checkUpdate(update: unknown): void {
  if (Array.isArray(update)) checkStrictPipelineOperators(update);
}

/** The parts of each command mongod parses as query language. */
function checkCommandParts(name: string, command: Document): void {
  const statements = (field: string) => (Array.isArray(command[field]) ? (command[field] as unknown[]).filter(isPlainDocument) as Document[] : []);
  switch (name) {
    case 'find':
      return [command.filter, command.projection, command.sort].forEach((part) => checkValue(part));
    case 'count':
      return checkValue(command.query);
    case 'findAndModify':
      [command.query, command.fields, command.sort].forEach((part) => checkValue(part));
      return checkUpdate(command.update);
    case 'update':
      for (const statement of statements('updates')) {
        checkValue(statement.q);
        checkUpdate(statement.u);
        checkValue(statement.arrayFilters);
      }
      return;
    case 'delete':
      return statements('deletes').forEach((statement) => checkValue(statement.q));
    case 'create':
    case 'collMod':
      checkValue(command.validator);
      if (Array.isArray(command.pipeline)) checkStrictPipelineOperators(command.pipeline);
      return;
    case 'createIndexes':
      return statements('indexes').forEach((index) => checkValue(index.partialFilterExpression));
    case 'explain':
      if (isPlainDocument(command.explain)) checkCommandParts(Object.keys(command.explain as Document)[0] ?? '', command.explain as Document);
      return;
    default:
  }
}

/** Commands writing documents, which the collection's validator (parsed under the writer's parameters) checks. */
const WRITERS = new Set(['insert', 'update', 'delete', 'findAndModify']);

/** Throws what mongod answers for the query language API version 1 leaves out (aggregate checks its pipeline itself). */
export function checkStrictOperators(name: string, command: Document, catalog: Catalog): void {
  checkCommandParts(name, command);
  if (WRITERS.has(name) && typeof command[name] === 'string') {
    checkValidatorOfWrite(catalog.get(`${databaseName(command)}.${command[name] as string}`)?.options.validator);
  }
}
