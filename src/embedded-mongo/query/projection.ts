import type { Document } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { MINGO_OPTIONS } from './mingo-context';
import { MongoCommandError } from '../errors';
import { isNumeric, toDouble } from './bson-values';
import { computedFields } from './computed-fields';
import { compileElementCondition, compileFilter, isPlainDocument, type Predicate } from './filter';
import { firstMatchingIndex } from './positional';
import { defineField, promote, restoreTypes } from './promote';
import { storedName } from '../storage/field-names';
import { pathParts } from './paths';

type Project = (docs: Document[]) => Document[];

interface Tree {
  [field: string]: Tree | true;
}

interface ParsedProjection {
  inclusion: boolean;
  keepId: boolean;
  paths: Tree;
  slices: [path: string, skip: number | undefined, limit: number][];
  elemMatches: [field: string, test: (element: unknown) => boolean][];
  positional: string | undefined;
}

function addPath(tree: Tree, path: string): void {
  const parts = pathParts(path).map(storedName);
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === true) return;
    node = node[part] = next ?? {};
  }
  node[parts[parts.length - 1]!] = true;
}

function parseSlice(path: string, operand: unknown): [string, number | undefined, number] {
  if (isNumeric(operand)) return [path, undefined, Math.trunc(toDouble(operand))];
  if (Array.isArray(operand) && operand.length === 2 && operand.every(isNumeric)) {
    const limit = Math.trunc(toDouble(operand[1]));
    if (limit <= 0) throw new MongoCommandError('Location16410', `First argument to $slice must be an array, but is of type: int`);
    return [path, Math.trunc(toDouble(operand[0])), limit];
  }
  throw new MongoCommandError('Location16410', '$slice only supports numbers and [skip, limit] arrays');
}

/** Aggregation expressions (`'$x'`, `{$concat: ...}`) in a find projection: evaluated by mingo. */
function isExpression(value: unknown): boolean {
  if (typeof value === 'string') return true;
  return isPlainDocument(value) && Object.keys(value).some((key) => key.startsWith('$') && key !== '$slice' && key !== '$elemMatch');
}

function parse(projection: Document): ParsedProjection {
  const parsed: ParsedProjection = { inclusion: false, keepId: true, paths: {}, slices: [], elemMatches: [], positional: undefined };
  let mode: 'include' | 'exclude' | undefined;
  let idOnly = false;
  const setMode = (wanted: 'include' | 'exclude', path: string) => {
    if (mode && mode !== wanted) {
      throw wanted === 'exclude'
        ? new MongoCommandError('Location31254', `Cannot do exclusion on field ${path} in inclusion projection`)
        : new MongoCommandError('Location31253', `Cannot do inclusion on field ${path} in exclusion projection`);
    }
    mode = wanted;
  };
  for (const [path, value] of Object.entries(projection)) {
    if (isPlainDocument(value) && '$slice' in value) {
      parsed.slices.push(parseSlice(path, value.$slice));
    } else if (isPlainDocument(value) && '$elemMatch' in value) {
      if (!isPlainDocument(value.$elemMatch)) throw new MongoCommandError('BadValue', '$elemMatch needs an Object');
      const operatorForm = Object.keys(value.$elemMatch).every((key) => key.startsWith('$'));
      const condition = operatorForm ? compileElementCondition(value.$elemMatch) : undefined;
      const predicate: Predicate | undefined = operatorForm ? undefined : compileFilter(value.$elemMatch);
      parsed.elemMatches.push([path, condition ? (element) => condition([element]) : (element) => isPlainDocument(element) && predicate!(element)]);
      setMode('include', path);
    } else if (path.endsWith('.$')) {
      if (parsed.positional) throw new MongoCommandError('BadValue', 'Cannot specify more than one positional proj. per query.');
      parsed.positional = path.slice(0, -2);
      setMode('include', path);
      addPath(parsed.paths, parsed.positional);
    } else if (path === '_id' && (value === false || (isNumeric(value) && toDouble(value) === 0))) {
      parsed.keepId = false;
    } else if (value === false || (isNumeric(value) && toDouble(value) === 0)) {
      setMode('exclude', path);
      addPath(parsed.paths, path);
    } else if (path === '_id') {
      idOnly = true;
    } else {
      setMode('include', path);
      addPath(parsed.paths, path);
    }
  }
  // `{_id: 1}` alone is an inclusion projection of just _id.
  parsed.inclusion = mode === 'include' || (mode === undefined && idOnly);
  return parsed;
}

function include(value: Document, tree: Tree): Document {
  const out: Document = {};
  for (const key of Object.keys(value)) {
    const node = tree[key];
    if (node === undefined) continue;
    const field = value[key];
    if (node === true) defineField(out, key, field);
    else if (isPlainDocument(field)) defineField(out, key, include(field, node));
    else if (Array.isArray(field)) defineField(out, key, field.filter(isPlainDocument).map((element) => include(element, node)));
  }
  return out;
}

function exclude(value: Document, tree: Tree): Document {
  const out: Document = {};
  for (const key of Object.keys(value)) {
    const node = tree[key];
    const field = value[key];
    if (node === true) continue;
    if (node === undefined) defineField(out, key, field);
    else if (isPlainDocument(field)) defineField(out, key, exclude(field, node));
    else if (Array.isArray(field)) defineField(out, key, field.map((element) => (isPlainDocument(element) ? exclude(element, node) : element)));
    else defineField(out, key, field);
  }
  return out;
}

function sliceArray(array: unknown[], skip: number | undefined, limit: number): unknown[] {
  if (skip === undefined) return limit >= 0 ? array.slice(0, limit) : array.slice(limit);
  const start = skip < 0 ? Math.max(0, array.length + skip) : skip;
  return array.slice(start, start + limit);
}

/** Replaces the value at `path`, copying the documents along it: they may be shared with the stored document. */
function applyAt(doc: Document, path: string, change: (value: unknown) => unknown): void {
  const [realHead, ...rest] = pathParts(path);
  const head = storedName(realHead!);
  if (!Object.hasOwn(doc, head)) return;
  const value = doc[head];
  if (rest.length === 0) defineField(doc, head, change(value));
  else if (isPlainDocument(value)) {
    const copy = { ...value };
    applyAt(copy, rest.join('.'), change);
    defineField(doc, head, copy);
  }
}

function projectOne(doc: Document, spec: ParsedProjection, filter: Document | undefined): Document {
  let out = spec.inclusion ? include(doc, spec.paths) : exclude(doc, spec.paths);
  if (spec.keepId && doc._id !== undefined && spec.inclusion) out = { _id: doc._id, ...out };
  if (!spec.keepId) delete out._id;
  for (const [path, skip, limit] of spec.slices) {
    const top = storedName(pathParts(path)[0]!);
    // A $slice in an inclusion projection brings its field along.
    if (spec.inclusion && !Object.hasOwn(out, top) && Object.hasOwn(doc, top)) defineField(out, top, doc[top]);
    applyAt(out, path, (value) => (Array.isArray(value) ? sliceArray(value, skip, limit) : value));
  }
  for (const [field, test] of spec.elemMatches) {
    const array = doc[field];
    const match = Array.isArray(array) ? array.find(test) : undefined;
    if (match !== undefined) defineField(out, field, [match]);
  }
  if (spec.positional) {
    const index = firstMatchingIndex(filter, doc, spec.positional);
    if (index === undefined || index < 0) {
      throw new MongoCommandError('Location51246', "Executor error during find command :: caused by :: positional operator '.$' couldn't find a matching element in the array");
    }
    applyAt(out, spec.positional, (value) => (Array.isArray(value) ? [getArray(doc, spec.positional!)[index]] : value));
  }
  return out;
}

function getArray(doc: Document, path: string): unknown[] {
  let node: unknown = doc;
  for (const part of pathParts(path)) node = isPlainDocument(node) ? node[storedName(part)] : undefined;
  return Array.isArray(node) ? node : [];
}

/** A find projection (MongoDB 4.4+ semantics); `filter` resolves the positional `field.$`. */
export function projector(projection: Document | undefined | null, filter?: Document): Project {
  if (!projection || Object.keys(projection).length === 0) return (docs) => docs;
  if (Object.values(projection).some(isExpression)) {
    const computed = computedFields(projection);
    const stage = [{ $project: promote(computed?.forMingo ?? projection) as Document }];
    return (docs) => {
      const output = docs.map((doc) => restoreTypes(new Aggregator(stage, MINGO_OPTIONS).run([promote(doc) as Document])[0], doc) as Document);
      return computed ? computed.fill(output, docs) : output;
    };
  }
  const spec = parse(projection);
  return (docs) => docs.map((doc) => projectOne(doc, spec, filter));
}
