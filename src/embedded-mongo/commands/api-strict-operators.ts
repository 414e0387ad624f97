import type { Document } from 'bson';
import { checkVersionOneOperator, operatorsOf, type Slot } from '../query/api-version-one';
import { isPlainDocument } from '../query/filter';
import { subPipelines } from '../query/stages/deployment-stages';

/**
 * Under `apiStrict: true` mongod 7.0 refuses the expressions outside API version 1 wherever it parses them:
 * filters, projections, pipelines, validators (query/api-version-one.ts says which); here, the parts of each
 * command it parses as query language.
 */

function checkValue(value: unknown, slot: Slot = 'expression'): void {
  for (const [name, where] of operatorsOf(value, slot)) checkVersionOneOperator(name, where);
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

/**
 * Throws what mongod answers for the query language API version 1 leaves out, in the parts of each command it
 * parses as such (aggregate checks its pipeline itself, as it lite-parses it).
 */
export function checkStrictOperators(name: string, command: Document): void {
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
      if (isPlainDocument(command.explain)) checkStrictOperators(Object.keys(command.explain as Document)[0] ?? '', command.explain as Document);
      return;
    default:
  }
}
