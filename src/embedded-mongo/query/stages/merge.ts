import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import type { Catalog } from '../../engine/catalog';
import type { Collection } from '../../engine/collection';
import { runQuery } from '../../engine/planner';
import { insertDocument, updateDocument, withId } from '../../commands/modify';
import type { WriteValidation } from '../../engine/validation';
import { storedName } from '../../storage/field-names';
import { ExpressionSet, isPlainObject } from '../aggregation-expressions';
import { typeName } from '../describe';
import { validateVariableName } from '../variable-names';
import { bindVariables } from './bind-variables';
import { outputNamespace } from './output-target';
import { wrongTypeError } from '../../wrong-type';
import { withMergeDuplicateKeyContext } from './merge-duplicate-key';
import { spillInBatches, writeUnordered } from './merge-batches';
import { runStages } from '../pipeline';
import { calculateObjectSize } from 'bson';

type WhenMatched = 'replace' | 'keepExisting' | 'merge' | 'fail' | Document[];
type WhenNotMatched = 'insert' | 'discard' | 'fail';

export interface MergeSpec {
  ns: string;
  on: string[];
  whenMatched: WhenMatched;
  whenNotMatched: WhenNotMatched;
  /** The variables a `whenMatched` pipeline reads; mongod's default binds `$$new` to the incoming document. */
  lets: Document;
}

const SPEC_FIELDS = new Set(['into', 'on', 'let', 'whenMatched', 'whenNotMatched', 'targetCollectionVersion']);
const MATCHED_MODES = ['replace', 'keepExisting', 'merge', 'fail'];
const NOT_MATCHED_MODES = ['insert', 'discard', 'fail'];
/** The combinations mongod 7 supports besides a whenMatched pipeline (which takes any whenNotMatched). */
const SUPPORTED = new Set(['replace/insert', 'replace/fail', 'replace/discard', 'keepExisting/insert', 'merge/insert', 'merge/fail', 'merge/discard', 'fail/insert']);

function parseOn(value: unknown): string[] {
  if (value === undefined) return ['_id'];
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) {
    throw new MongoCommandError('Location51186', `$merge 'on' field  must be either a string or an array of strings, but found ${typeName(value)}`);
  }
  if (value.length === 0) throw new MongoCommandError('Location51187', "If explicitly specifying $merge 'on', must include at least one field");
  for (const field of value) {
    if (typeof field !== 'string') throw new MongoCommandError('Location51134', `$merge 'on' array elements must be strings, but found ${typeName(field)}`);
  }
  return value as string[];
}

function parseMode<T extends string>(field: string, value: unknown, modes: string[], fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !modes.includes(value)) {
    throw new MongoCommandError('BadValue', `Enumeration value '${String(value)}' for field '$merge.${field}' is not a valid value.`);
  }
  return value as T;
}

/** `$merge`'s specification, parsed and checked as mongod does (defaults: on `_id`, merge, insert). */
export function parseMerge(spec: unknown, db: string): MergeSpec {
  if (typeof spec !== 'string' && !isPlainObject(spec)) {
    throw new MongoCommandError('Location51182', `$merge only supports a string or object argument, but found ${typeName(spec)}`);
  }
  const options: Document = typeof spec === 'string' ? { into: spec } : spec;
  for (const key of Object.keys(options)) {
    if (!SPEC_FIELDS.has(key)) throw new MongoCommandError('Location40415', `BSON field '$merge.${key}' is an unknown field.`);
  }
  if (options.into === undefined) throw new MongoCommandError('Location40414', "BSON field '$merge.into' is missing but a required field");
  if (typeof options.into !== 'string' && !isPlainObject(options.into)) {
    throw new MongoCommandError('Location51178', `$merge 'into' field  must be either a string or an object, but found ${typeName(options.into)}`);
  }
  const ns = outputNamespace('$merge', '$merge.into', options.into, db, { system: 'Location31319', internal: 'Location31320' });
  const whenMatched: WhenMatched = Array.isArray(options.whenMatched)
    ? (options.whenMatched as Document[])
    : parseMode('whenMatched', options.whenMatched, MATCHED_MODES, 'merge');
  const whenNotMatched = parseMode<WhenNotMatched>('whenNotMatched', options.whenNotMatched, NOT_MATCHED_MODES, 'insert');
  if (!Array.isArray(whenMatched) && !SUPPORTED.has(`${whenMatched}/${whenNotMatched}`)) {
    throw new MongoCommandError('Location51181', `Combination of {whenMatched: ${whenMatched}, whenNotMatched: ${whenNotMatched}} is not supported`);
  }
  if (options.let !== undefined && !Array.isArray(whenMatched)) {
    throw new MongoCommandError('Location51199', `Cannot use 'let' variables with 'whenMatched: ${whenMatched}' mode`);
  }
  if (options.let !== undefined && !isPlainObject(options.let)) {
    throw wrongTypeError('$merge.let', options.let, 'object');
  }
  const lets = (options.let as Document | undefined) ?? { new: '$$ROOT' };
  for (const name of Object.keys(lets)) validateVariableName(name, 'write');
  return { ns, on: parseOn(options.on), whenMatched, whenNotMatched, lets };
}

/** mongod needs a unique index on exactly the `on` fields (other than `_id`) to know a document matches at most one. */
function checkUniqueOn(target: Collection | undefined, on: string[]): void {
  if (on.length === 1 && on[0] === '_id') return;
  const wanted = [...on].sort().join('\0');
  const found = [...(target?.indexes.values() ?? [])].some(
    ({ spec }) => spec.unique === true && !spec.partialFilterExpression && Object.keys(spec.key).sort().join('\0') === wanted,
  );
  if (!found) throw new MongoCommandError('Location51183', 'Cannot find index to verify that $merge fields will be unique');
}

/**
 * The value of an `on` field in an incoming document, as mongod's extractMergeOnFieldsFromDoc reads it
 * (document_source_merge.cpp): the path goes through sub-documents only (an array on the way leaves it
 * missing), then an array is 51185 and a missing or null value 51132, both naming the field.
 */
function onValue(doc: Document, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) value = isPlainObject(value) ? value[storedName(part)] : undefined;
  if (Array.isArray(value)) throw new MongoCommandError('Location51185', `$merge write error: 'on' field '${path}' is an array`);
  if (value === undefined || value === null) {
    throw new MongoCommandError('Location51132', `$merge write error: 'on' field '${path}' cannot be missing, null, undefined or an array`);
  }
  return value;
}

/**
 * An incoming document ready to write, as mongod's makeBatchObject prepares it when the document reaches the
 * stage: `_id` added where the `on` fields need it, its `on` values read, a whenMatched pipeline's `let`
 * variables evaluated against it.
 */
interface MergeStatement {
  doc: Document;
  /** The query on the `on` fields, or undefined for `_id` alone (looked up by id). */
  filter: Document | undefined;
  /** The whenMatched pipeline with its variables bound to the document. */
  pipeline: Document[] | undefined;
}

function statementOf(incoming: Document, spec: MergeSpec): MergeStatement {
  const { on } = spec;
  // Documents without `_id` get one, as mongod's $merge adds it before writing.
  const doc = on.includes('_id') ? withId(incoming) : incoming;
  const filter = on.length === 1 && on[0] === '_id' ? undefined : { $and: on.map((path) => ({ [path]: { $eq: onValue(doc, path) } })) };
  const pipeline = Array.isArray(spec.whenMatched) ? boundPipeline(spec.whenMatched, spec.lets, doc) : undefined;
  return { doc, filter, pipeline };
}

function matchOf(target: Collection | undefined, { doc, filter }: MergeStatement): Document | undefined {
  if (filter === undefined) return target?.getById(doc._id);
  return runQuery(target, { filter, limit: 1 })[0];
}

/**
 * The size mongod's LocalWriteSizeEstimator gives a statement: its update modification (the document, or the
 * pipeline) plus its variables (the pipeline's `let`, which holds the document as `$$new`).
 */
function statementSize(spec: MergeSpec, { doc }: MergeStatement): number {
  const size = calculateObjectSize(doc);
  return Array.isArray(spec.whenMatched) ? size + calculateObjectSize({ ...spec.whenMatched }) : size;
}

/** The `whenMatched` pipeline with its variables (`$$new` by default) bound to the incoming document. */
function boundPipeline(pipeline: Document[], lets: Document, doc: Document): Document[] {
  const expressions = new ExpressionSet();
  const names = Object.keys(lets);
  const plans = names.map((name) => expressions.compile(lets[name]));
  const valueOf = expressions.evaluateAll([doc]);
  return bindVariables(pipeline, new Map(names.map((name, i) => [name, valueOf(plans[i]!, 0)]))) as Document[];
}

/** The stored version of a matched document for the `replace` and `merge` modes (its `_id` may not change: 66). */
function combined(existing: Document, doc: Document, mode: 'replace' | 'merge'): Document {
  return mode === 'replace' ? doc : { ...existing, ...doc };
}

/**
 * Writes the incoming documents into the target as mongod's `$merge` does: in batches (merge-batches.ts), each
 * an unordered write, so a statement that fails does not stop the others of its batch; the batch's first error
 * is raised after it, and the later batches are not written. With `whenNotMatched: 'fail'` a batch where a
 * document found no match fails with 13113 once its other statements are applied (makeStrictUpdateStrategy).
 */
export function writeMerge(catalog: Catalog, spec: MergeSpec, docs: Document[], validation: WriteValidation): void {
  checkUniqueOn(catalog.get(spec.ns), spec.on);
  const statements = (function* () {
    for (const incoming of docs) yield statementOf(incoming, spec);
  })();
  spillInBatches(statements, (statement) => statementSize(spec, statement), (batch) =>
    withMergeDuplicateKeyContext(spec.on, spec.whenMatched === 'fail', () => writeBatch(catalog, spec, batch, validation)),
  );
}

function writeBatch(catalog: Catalog, spec: MergeSpec, batch: MergeStatement[], validation: WriteValidation): void {
  let unmatched = false;
  writeUnordered(batch, (statement) => {
    if (!writeOne(catalog, spec, statement, validation)) unmatched = true;
  });
  if (unmatched) {
    throw new MongoCommandError(
      'MergeStageNoMatchingDocument',
      '$merge could not find a matching document in the target collection for at least one document in the source collection',
    );
  }
}

/** Writes one document; false when it has no match and `whenNotMatched` is 'fail' (nothing is written). */
function writeOne(catalog: Catalog, spec: MergeSpec, statement: MergeStatement, validation: WriteValidation): boolean {
  const { doc, pipeline } = statement;
  const mode = spec.whenMatched;
  // mongod parses a whenMatched pipeline with each update statement, matched or not (an upsert too).
  if (pipeline) runStages([], pipeline, { collection: () => [] });
  const target = catalog.get(spec.ns);
  const existing = matchOf(target, statement);
  if (!existing) {
    if (spec.whenNotMatched === 'fail') return false;
    if (spec.whenNotMatched === 'insert') insertDocument(catalog, catalog.ensure(spec.ns), doc, validation);
    return true;
  }
  if (mode === 'keepExisting') return true;
  // 'fail' is an insert that meets the matched document: mongod's duplicate key error (11000).
  if (mode === 'fail') insertDocument(catalog, target!, withId(doc), validation);
  else if (pipeline) updateDocument(catalog, target!, existing, pipeline, { filter: {}, validation });
  else updateDocument(catalog, target!, existing, combined(existing, doc, mode as 'replace' | 'merge'), { filter: {}, validation });
  return true;
}
