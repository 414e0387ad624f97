import { type Document, Timestamp } from 'bson';
import { newObjectId } from '../engine/object-ids';
import { MongoCommandError } from '../errors';
import { add, multiply, zeroOf } from './arithmetic';
import { exactInteger, isNumeric, numericKind, toDouble, wrapNumber } from './bson-values';
import { compareValues, valuesEqual } from './compare';
import { describeId, describeValue, typeName } from './describe';
import { compileCondition, compileFilter, isOperatorObject, isPlainDocument } from './filter';
import { realName, storedName } from '../storage/field-names';
import { cloneDocument, pathParts } from './paths';
import { runStages } from './pipeline';
import { defineField } from './promote';
import { isRegex } from './regex';
import { assign, comparePaths, type PathContext, type Reach, resolveTargets, type Target } from './update-paths';
import { wrongTypeError } from '../wrong-type';
import { checkOperand, isAddToSetEach } from './update-operand-checks';
import { checkRename } from './rename-checks';
import { checkUpdatablePath } from './update-path-checks';

/** Stages a pipeline-style update may use, as in mongod. */
const PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

type Apply = (target: Target, operand: unknown, context: ApplyContext) => void;

interface ApplyContext extends PathContext {
  inserting: boolean;
}

/**
 * mongod reads an update document by its first field (isClassicalUpdateReplacement in
 * src/mongo/db/ops/write_ops_parsers.cpp): `$`-prefixed means operators, where a plain field later is an
 * unknown modifier; anything else is a replacement, whose later `$` names storage validation refuses.
 */
export function isOperatorUpdate(update: Document | Document[]): boolean {
  if (Array.isArray(update)) return false;
  return Object.keys(update)[0]?.startsWith('$') ?? false;
}

const idOf = (context: ApplyContext) => describeId(context.root._id);

/** The operand was checked when the update was parsed (update-operand-checks.ts). */
function arithmetic(operator: '$inc' | '$mul', operand: unknown, target: Target, context: ApplyContext): void {
  if (!target.exists) {
    assign(target.parent, target.key, operator === '$inc' ? operand : zeroOf(operand));
    return;
  }
  if (!isNumeric(target.value)) {
    throw new MongoCommandError(
      'TypeMismatch',
      `Cannot apply ${operator} to a value of non-numeric type. ${idOf(context)} has the field '${target.key}' of non-numeric type ${typeName(target.value)}`,
    );
  }
  const overflow = () => `Failed to apply ${operator} operations to current value (${describeValue(target.value)}) for document ${idOf(context)}`;
  assign(target.parent, target.key, operator === '$inc' ? add(target.value, operand, overflow) : multiply(target.value, operand, overflow));
}

function arrayAt(target: Target, message: (value: unknown) => MongoCommandError): unknown[] | undefined {
  if (!target.exists) return undefined;
  if (!Array.isArray(target.value)) throw message(target.value);
  return target.value;
}

/** $push's modifiers: {$each, $slice, $sort, $position}; a plain value is `$each: [value]`. */
function push(target: Target, operand: unknown, context: ApplyContext): void {
  const current = arrayAt(target, (value) =>
    new MongoCommandError('BadValue', `The field '${target.key}' must be an array but is of type ${typeName(value)} in document ${idOf(context)}`),
  );
  const modifiers = isPlainDocument(operand) && '$each' in operand ? operand : undefined;
  const items = modifiers ? modifiers.$each : [operand];
  if (!Array.isArray(items)) throw new MongoCommandError('BadValue', `The argument to $each in $push must be an array but it was of type: ${typeName(items)}`);
  const existing: unknown[] = current ?? [];
  const position = modifiers?.$position === undefined ? existing.length : Math.trunc(toDouble(modifiers.$position));
  const at = position < 0 ? Math.max(0, existing.length + position) : Math.min(position, existing.length);
  // Built in an array literal, not by splice(...items): a call with hundreds of thousands of arguments overflows the stack.
  let array = [...existing.slice(0, at), ...items, ...existing.slice(at)];
  if (modifiers?.$sort !== undefined) {
    const sort = modifiers.$sort;
    if (isPlainDocument(sort)) {
      const fields = Object.entries(sort).map(([field, direction]) => [pathParts(field), toDouble(direction)] as const);
      array.sort((a, b) => {
        for (const [parts, direction] of fields) {
          const order = compareValues(pick(a, parts), pick(b, parts));
          if (order !== 0) return order * direction;
        }
        return 0;
      });
    } else {
      const direction = toDouble(sort);
      array.sort((a, b) => compareValues(a, b) * direction);
    }
  }
  if (modifiers?.$slice !== undefined) {
    const slice = Math.trunc(toDouble(modifiers.$slice));
    array = slice >= 0 ? array.slice(0, slice) : array.slice(slice);
  }
  assign(target.parent, target.key, array);
}

function pick(value: unknown, parts: readonly string[]): unknown {
  let node = value;
  for (const part of parts) node = isPlainDocument(node) ? node[storedName(part)] : undefined;
  return node;
}

function addToSet(target: Target, operand: unknown): void {
  const current = arrayAt(target, (value) =>
    new MongoCommandError('BadValue', `Cannot apply $addToSet to non-array field. Field named '${target.key}' has non-array type ${typeName(value)}`),
  );
  // The operand was checked when the update was parsed (update-operand-checks.ts).
  const items = isAddToSetEach(operand) ? (operand.$each as unknown[]) : [operand];
  const array = [...(current ?? [])];
  for (const item of items) if (!array.some((existing) => valuesEqual(existing, item))) array.push(item);
  assign(target.parent, target.key, array);
}

/**
 * $pull's condition: a query on elements (documents), operators on element values, or a value to equal.
 * PullNode::init builds it when the update is parsed (update-operand-checks.ts compiles it then too).
 */
export function pullTest(operand: unknown): (element: unknown) => boolean {
  if (isOperatorObject(operand) && !['$and', '$or', '$nor'].includes(Object.keys(operand)[0]!)) {
    const condition = compileCondition(operand);
    return (element) => condition([element]);
  }
  if (isPlainDocument(operand)) {
    const predicate = compileFilter(operand);
    return (element) => isPlainDocument(element) && predicate(element);
  }
  return (element) => valuesEqual(element, operand);
}

function pull(target: Target, operand: unknown, test = pullTest(operand)): void {
  const current = arrayAt(target, () => new MongoCommandError('BadValue', 'Cannot apply $pull to a non-array value'));
  if (current) assign(target.parent, target.key, current.filter((element) => !test(element)));
}

/** The operand (an array) was checked when the update was parsed (update-operand-checks.ts). */
function pullAll(target: Target, operand: unknown): void {
  const values = operand as unknown[];
  pull(target, values, (element) => values.some((value) => valuesEqual(element, value)));
}

/** The operand (1 or -1) was checked when the update was parsed (update-operand-checks.ts). */
function pop(target: Target, operand: unknown): void {
  const current = arrayAt(target, (value) =>
    new MongoCommandError('TypeMismatch', `Path '${target.path}' contains an element of non-array type '${typeName(value)}'`),
  );
  if (current) assign(target.parent, target.key, toDouble(operand) === 1 ? current.slice(0, -1) : current.slice(1));
}

function minMax(operator: '$min' | '$max'): Apply {
  return (target, operand) => {
    const order = target.exists ? compareValues(operand, target.value) : operator === '$min' ? -1 : 1;
    if ((operator === '$min' && order < 0) || (operator === '$max' && order > 0)) assign(target.parent, target.key, operand);
  };
}

/** The operand (a boolean or a `$type` document) was checked when the update was parsed (update-operand-checks.ts). */
function currentDate(target: Target, operand: unknown): void {
  const type = isPlainDocument(operand) ? operand.$type : 'date';
  const now = Date.now();
  assign(target.parent, target.key, type === 'timestamp' ? new Timestamp({ t: Math.floor(now / 1000), i: 1 }) : new Date(now));
}

/** The operand was checked when the update was parsed (update-operand-checks.ts). */
function bit(target: Target, operand: unknown, context: ApplyContext): void {
  let value = target.exists ? target.value : wrapNumber(0, 'int');
  if (!isNumeric(value) || exactInteger(value) === undefined || numericKind(value) === 'double' || numericKind(value) === 'decimal') {
    throw new MongoCommandError('BadValue', `Cannot apply $bit to a value of non-integral type.${idOf(context)} has the field ${target.key} of non-integer type ${typeName(value)}`);
  }
  for (const [operation, mask] of Object.entries(operand as Document)) {
    const x = exactInteger(value)!;
    const y = exactInteger(mask)!;
    const result = operation === 'and' ? x & y : operation === 'or' ? x | y : x ^ y;
    const kind = numericKind(value) === 'long' || numericKind(mask) === 'long' ? 'long' : 'int';
    value = wrapNumber(kind === 'int' ? BigInt.asIntN(32, result) : BigInt.asIntN(64, result), kind);
  }
  assign(target.parent, target.key, value);
}

const APPLY: Record<string, Apply> = {
  $set: (target, operand) => assign(target.parent, target.key, cloneDocument(operand)),
  $setOnInsert: (target, operand, context) => {
    if (context.inserting) assign(target.parent, target.key, cloneDocument(operand));
  },
  $unset: (target) => {
    if (!target.exists) return;
    if (Array.isArray(target.parent)) target.parent[Number(target.key)] = null;
    else delete target.parent[target.key];
  },
  $inc: (target, operand, context) => arithmetic('$inc', operand, target, context),
  $mul: (target, operand, context) => arithmetic('$mul', operand, target, context),
  $min: minMax('$min'),
  $max: minMax('$max'),
  $push: push,
  $addToSet: addToSet,
  $pull: (target, operand) => pull(target, operand),
  $pullAll: pullAll,
  $pop: pop,
  $currentDate: currentDate,
  $bit: bit,
};

/** How far each operator's path must reach: the others create what is missing. */
const REACH: Record<string, Reach> = { $unset: 'any', $pull: 'viable', $pullAll: 'viable', $pop: 'viable' };

interface Operation {
  operator: string;
  path: string;
  operand: unknown;
}

function operations(update: Document): Operation[] {
  const list: Operation[] = [];
  for (const [operator, fields] of Object.entries(update)) {
    if (!Object.hasOwn(APPLY, operator) && operator !== '$rename') {
      throw new MongoCommandError(
        'FailedToParse',
        `Unknown modifier: ${operator}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!isPlainDocument(fields)) {
      throw new MongoCommandError('FailedToParse', `Modifiers operate on fields but we found type ${typeName(fields)} instead. For example: {$mod: {<field>: ...}} not {${operator}: ${describeValue(fields)}}`);
    }
    for (const [path, operand] of Object.entries(fields)) {
      checkUpdatablePath(path);
      if (operator === '$rename') checkRename(path, operand);
      else checkOperand(operator, path, operand);
      list.push({ operator, path, operand });
    }
  }
  return list;
}

/** Two operations on one path, or on a path and its parent, conflict (positional `$` segments compare as written). */
function checkConflicts(list: Operation[]): void {
  const paths = list.flatMap(({ operator, path, operand }) => (operator === '$rename' && typeof operand === 'string' ? [path, operand] : [path]));
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1]!, sorted[i]!];
    if (a === b || b.startsWith(`${a}.`)) {
      throw new MongoCommandError('ConflictingUpdateOperators', `Updating the path '${b}' would create a conflict at '${a}'`);
    }
  }
}

/** `to` was checked when the update was parsed (rename-checks.ts). */
function rename(doc: Document, from: string, to: string, context: ApplyContext): void {
  const [source] = resolveTargets(doc, from, context, 'existing');
  if (!source?.exists) return;
  if (Array.isArray(source.parent)) throw new MongoCommandError('BadValue', `The source field cannot be an array element, '${from}' in doc with _id: ${describeValue(doc._id)} has an array field called '${from.split('.')[0]}'`);
  checkRenameDestination(doc, to);
  delete source.parent[source.key];
  for (const target of resolveTargets(doc, to, context, 'create')) assign(target.parent, target.key, source.value);
}

/** mongod's rename never writes into an array: no field along the destination path may hold one. */
function checkRenameDestination(doc: Document, to: string): void {
  let node: unknown = doc;
  for (const part of to.split('.').slice(0, -1)) {
    if (!isPlainDocument(node)) return;
    node = node[storedName(part)];
    if (Array.isArray(node)) {
      throw new MongoCommandError('BadValue', `The destination field cannot be an array element, '${to}' in doc with _id: ${describeValue(doc._id)} has an array field called '${part}'`);
    }
  }
}

function compileArrayFilters(arrayFilters: Document[] | undefined): Map<string, (element: unknown) => boolean> {
  const filters = new Map<string, (element: unknown) => boolean>();
  for (const filter of arrayFilters ?? []) {
    const keys = Object.keys(filter);
    const identifier = keys[0]?.split('.')[0];
    if (!identifier) throw new MongoCommandError('FailedToParse', 'Cannot use an expression without a top-level field name in arrayFilters');
    // `{x: cond}` tests the element itself; `{'x.f': cond}` tests a field of it.
    const rewritten: Document = {};
    for (const key of keys) rewritten[key === identifier ? 'v' : `v${key.slice(identifier.length)}`] = filter[key];
    const predicate = compileFilter(rewritten);
    filters.set(identifier, (element) => predicate({ v: element }));
  }
  return filters;
}

/** A document as mongod's BSONObj::toString writes it in messages: `{ $set: { a.$[e].x: 9 } }`. */
export function bsonText(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[ ${value.map(bsonText).join(', ')} ]`;
  if (isPlainDocument(value)) {
    const entries = Object.entries(value);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([key, item]) => `${realName(key)}: ${bsonText(item)}`).join(', ')} }`;
  }
  return describeValue(value);
}

/**
 * mongod parses arrayFilters before the update (parsed_update.cpp): every identifier must be named once. The
 * update driver (update_driver.cpp) then refuses them beside a pipeline, ignores them beside a replacement,
 * and wants each one used by some `$[identifier]` of an operator update.
 */
export function checkArrayFilters(update: Document | Document[], arrayFilters: unknown): void {
  const given = arrayFilters !== undefined && arrayFilters !== null;
  if (given && !Array.isArray(arrayFilters)) throw wrongTypeError('arrayFilters', arrayFilters, 'array');
  const filters = given ? (arrayFilters as Document[]) : [];
  const identifiers: string[] = [];
  for (const filter of filters) {
    const identifier = isPlainDocument(filter) ? Object.keys(filter)[0]?.split('.')[0] : undefined;
    if (!identifier) continue;
    if (identifiers.includes(identifier)) throw new MongoCommandError('FailedToParse', `Found multiple array filters with the same top-level field name ${identifier}`);
    identifiers.push(identifier);
  }
  if (Array.isArray(update)) {
    if (filters.length > 0) throw new MongoCommandError('FailedToParse', 'arrayFilters may not be specified for pipeline-style updates');
    return;
  }
  if (!isOperatorUpdate(update)) return;
  const used = new Set<string>();
  for (const { path } of operations(update)) {
    for (const [, identifier] of path.matchAll(/\$\[([^\]]+)\]/g)) {
      // UpdateObjectNode::parseAndMerge's parseArrayFilterIdentifier, while the update is parsed: before any
      // document is read, and before the unused filters are looked for.
      if (!identifiers.includes(identifier!)) {
        throw new MongoCommandError('BadValue', `No array filter found for identifier '${identifier}' in path '${path}'`);
      }
      used.add(identifier!);
    }
  }
  const unused = identifiers.find((identifier) => !used.has(identifier));
  if (unused !== undefined) {
    throw new MongoCommandError('FailedToParse', `The array filter for identifier '${unused}' was not used in the update ${bsonText(update)}`);
  }
}

export function validateUpdate(update: unknown): Document | Document[] {
  if (Array.isArray(update)) {
    for (const stage of update) {
      const name = isPlainDocument(stage) ? Object.keys(stage)[0] : undefined;
      if (!name || !PIPELINE_STAGES.has(name)) {
        throw new MongoCommandError('InvalidOptions', `${String(name)} is not allowed to be used within an update`);
      }
    }
    return update as Document[];
  }
  if (!isPlainDocument(update)) throw new MongoCommandError('FailedToParse', 'Update argument must be either an object or an array');
  if (isOperatorUpdate(update)) {
    operations(update);
  }
  return update;
}

const immutableId = () =>
  new MongoCommandError('ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");

export interface ApplyOptions {
  /** The document is being created by an upsert: $setOnInsert applies. */
  inserting: boolean;
  /** The query that selected the document: it resolves the positional `$` operator. */
  filter?: Document;
  arrayFilters?: Document[];
}

function replace(current: Document, update: Document): Document {
  const replacement: Document = { _id: current._id };
  for (const key of Object.keys(update)) defineField(replacement, key, update[key]);
  if (replacement._id === undefined) replacement._id = newObjectId();
  return replacement;
}

/** Runs the stages as `aggregate` runs them: computed values get mongod's types, the others keep theirs. */
function runPipeline(current: Document, pipeline: Document[]): Document {
  // The stages an update pipeline allows read no other collection.
  const [result] = runStages([current], pipeline, { collection: () => [] });
  // A pipeline that drops `_id` ($project, $replaceRoot...) keeps the document's own, first as mongod stores it.
  if (result!._id === undefined && current._id !== undefined) return { _id: current._id, ...result };
  return result!;
}

/** Returns the updated copy; the stored document is never mutated (cursors may still hold it). */
export function applyUpdate(current: Document, update: Document | Document[], options: ApplyOptions): Document {
  let next: Document;
  if (Array.isArray(update)) next = runPipeline(current, update);
  else if (!isOperatorUpdate(update)) next = replace(current, update);
  else {
    next = cloneDocument(current);
    const list = operations(update).sort((a, b) => comparePaths(a.path, b.path));
    checkConflicts(list);
    const context: ApplyContext = {
      inserting: options.inserting,
      filter: options.inserting ? undefined : options.filter,
      arrayFilters: compileArrayFilters(options.arrayFilters),
      root: next,
      matched: current,
    };
    for (const { operator, path, operand } of list) {
      if (operator === '$setOnInsert' && !options.inserting) continue;
      if (operator === '$rename') {
        rename(next, path, operand as string, context);
        continue;
      }
      for (const target of resolveTargets(next, path, context, REACH[operator] ?? 'create')) APPLY[operator]!(target, operand, context);
    }
  }
  if (current._id !== undefined && compareValues(current._id, next._id) !== 0) throw immutableId();
  if (next._id === undefined) delete next._id;
  return next;
}

function setPath(target: Document, path: string, value: unknown): void {
  const parts = pathParts(path).map(storedName);
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainDocument(node[part])) node[part] = {};
    node = node[part] as Document;
  }
  defineField(node, parts[parts.length - 1]!, value);
}

/**
 * The values an operator object pins its field to: `$eq`, an `$in` of one value and each value of an `$all`,
 * which mongod's query parser and optimizer turn into equalities before the upsert reads them (a regex there
 * stays a regex match).
 */
function pinnedValues(condition: Document): unknown[] {
  const pinned: unknown[] = [];
  for (const [operator, operand] of Object.entries(condition)) {
    if (operator === '$eq') pinned.push(operand);
    else if (operator === '$in' && Array.isArray(operand) && operand.length === 1 && !isRegex(operand[0])) pinned.push(operand[0]);
    else if (operator === '$all' && Array.isArray(operand)) {
      for (const value of operand) if (!isRegex(value) && !(isPlainDocument(value) && '$elemMatch' in value)) pinned.push(value);
    }
  }
  return pinned;
}

/** path_support.cpp's checkEqualityConflicts: two equalities may not pin one path, or a path and its prefix. */
function checkSeedConflict(paths: string[], path: string): void {
  for (const other of paths) {
    const [longer, shorter] = other.length > path.length ? [other, path] : [path, other];
    if (longer === shorter) {
      throw new MongoCommandError('NotSingleValueField', `cannot infer query fields to set, path '${path}' is matched twice`);
    }
    if (longer.startsWith(`${shorter}.`)) {
      throw new MongoCommandError('NotSingleValueField', `cannot infer query fields to set, both paths '${longer}' and '${shorter}' are matched`);
    }
  }
}

/**
 * The equality parts of an upsert's query become fields of the inserted document, as in mongod
 * (UpdateDriver::populateDocumentWithQueryFields): those at the top, under `$and`, and under an `$or` of one
 * clause (the optimizer removes such an `$or`). A replacement keeps only `_id`, which must then be pinned whole.
 */
export function upsertSeed(filter: Document | undefined, replacement = false): Document {
  const seed: Document = {};
  const paths: string[] = [];
  const pin = (path: string, value: unknown) => {
    if (replacement) {
      if (path !== '_id' && !path.startsWith('_id.')) return;
      if (path !== '_id') {
        throw new MongoCommandError('NotExactValueField', `field at '_id' must be exactly specified, field at sub-path '${path}'found`);
      }
    }
    checkSeedConflict(paths, path);
    paths.push(path);
    setPath(seed, path, cloneDocument(value));
  };
  const visit = (clause: Document) => {
    for (const [key, value] of Object.entries(clause)) {
      if (Array.isArray(value) && (key === '$and' || (key === '$or' && value.length === 1))) value.forEach((item) => visit(item as Document));
      else if (key.startsWith('$')) continue;
      else if (!isOperatorObject(value) && !isRegex(value)) pin(key, value);
      else if (isPlainDocument(value)) for (const pinned of pinnedValues(value)) pin(key, pinned);
    }
  };
  if (filter) visit(filter);
  return seed;
}
