import type { Document } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { MINGO_OPTIONS } from './mingo-context';
import { MongoCommandError } from '../errors';
import { isNumeric, toDouble } from './bson-values';
import { computedFields } from './computed-fields';
import { elemMatchElementTest, isPlainDocument } from './filter';
import { elemMatchKey } from './elem-match-key';
import { defineField, promote, restoreTypes } from './promote';
import { storedName } from '../storage/field-names';
import { pathParts } from './paths';
import { projectionLeaves } from './projection-paths';

type Project = (docs: Document[]) => Document[];

interface Tree {
  [field: string]: Tree | true;
}

type Slice = [path: string, skip: number | undefined, limit: number];

interface ParsedProjection {
  inclusion: boolean;
  keepId: boolean;
  paths: Tree;
  slices: Slice[];
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

/** A find projection's `{$slice: n}` or `{$slice: [skip, limit]}` (not the `$slice` expression). */
const isFindSlice = (value: unknown): value is Document =>
  isPlainDocument(value) && Object.keys(value).length === 1 && (isNumeric(value.$slice) || Array.isArray(value.$slice));

function parseSlice(path: string, operand: unknown): Slice {
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

const POSITIONAL_AND_ELEM_MATCH = 'Cannot specify positional operator and $elemMatch.';

function parse(leaves: [string, unknown][]): ParsedProjection {
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
  for (const [path, value] of leaves) {
    if (path.endsWith('.$') && isPlainDocument(value)) {
      throw new MongoCommandError('Location31271', 'positional projection cannot be used with an expression or sub object');
    }
    if (isPlainDocument(value) && '$slice' in value) {
      parsed.slices.push(parseSlice(path, value.$slice));
    } else if (isPlainDocument(value) && '$elemMatch' in value) {
      // projection_parser.cpp: an $elemMatch after a positional projection is 31255, a positional after an
      // $elemMatch 31256, both with this message; the query need match nothing for the refusal.
      if (parsed.positional !== undefined) throw new MongoCommandError('Location31255', POSITIONAL_AND_ELEM_MATCH);
      if (path.includes('.')) throw new MongoCommandError('Location31275', 'Cannot use $elemMatch projection on a nested field.');
      parsed.elemMatches.push([path, elemMatchElementTest(value.$elemMatch)]);
    } else if (path.endsWith('.$')) {
      if (parsed.positional !== undefined) throw new MongoCommandError('Location31276', 'Cannot specify more than one positional projection per query.');
      if (parsed.elemMatches.length > 0) throw new MongoCommandError('Location31256', POSITIONAL_AND_ELEM_MATCH);
      if (path === '.$') throw new MongoCommandError('Location5392900', `Projection on field ${path} is invalid`);
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
  // mongod's computeProjectionType: without inclusions or exclusions, a $slice makes an exclusion unless _id is
  // included, an $elemMatch an inclusion.
  parsed.inclusion = mode === 'include' || (mode === undefined && (idOnly || (parsed.slices.length === 0 && parsed.elemMatches.length > 0)));
  // An exclusion drops an $elemMatch field unless an element matches.
  if (!parsed.inclusion) for (const [field] of parsed.elemMatches) addPath(parsed.paths, field);
  // A $slice in an inclusion projection brings its path along.
  if (parsed.inclusion) for (const [path] of parsed.slices) addPath(parsed.paths, path);
  return parsed;
}

/** The elements of an array below an inclusion: documents projected, arrays (at any depth) too, scalars dropped. */
function includeElements(array: unknown[], tree: Tree): unknown[] {
  return array.flatMap((element) => (isPlainDocument(element) ? [include(element, tree)] : Array.isArray(element) ? [includeElements(element, tree)] : []));
}

function include(value: Document, tree: Tree): Document {
  const out: Document = {};
  for (const key of Object.keys(value)) {
    const node = tree[key];
    if (node === undefined) continue;
    const field = value[key];
    if (node === true) defineField(out, key, field);
    else if (isPlainDocument(field)) defineField(out, key, include(field, node));
    else if (Array.isArray(field)) defineField(out, key, includeElements(field, node));
  }
  return out;
}

/** The elements of an array below an exclusion: documents and arrays (at any depth) projected, scalars kept. */
function excludeElements(array: unknown[], tree: Tree): unknown[] {
  return array.map((element) => (isPlainDocument(element) ? exclude(element, tree) : Array.isArray(element) ? excludeElements(element, tree) : element));
}

function exclude(value: Document, tree: Tree): Document {
  const out: Document = {};
  for (const key of Object.keys(value)) {
    const node = tree[key];
    const field = value[key];
    if (node === true) continue;
    if (node === undefined) defineField(out, key, field);
    else if (isPlainDocument(field)) defineField(out, key, exclude(field, node));
    else if (Array.isArray(field)) defineField(out, key, excludeElements(field, node));
    else defineField(out, key, field);
  }
  return out;
}

function sliceArray(array: unknown[], skip: number | undefined, limit: number): unknown[] {
  if (skip === undefined) return limit >= 0 ? array.slice(0, limit) : array.slice(limit);
  const start = skip < 0 ? Math.max(0, array.length + skip) : skip;
  return array.slice(start, start + limit);
}

/**
 * A find `$slice` at `parts` below `value`: through documents, and through an array into its documents
 * (not into arrays nested in it: mongod's find $slice goes one array level deep at each step). Copies what
 * it changes: the documents may be shared with the stored one.
 */
function sliceAt(value: unknown, parts: string[], slice: (array: unknown[]) => unknown[], inArray = false): unknown {
  if (parts.length === 0) return Array.isArray(value) ? slice(value) : value;
  if (Array.isArray(value)) return inArray ? value : value.map((element) => sliceAt(element, parts, slice, true));
  const key = storedName(parts[0]!);
  if (!isPlainDocument(value) || !Object.hasOwn(value, key)) return value;
  const copy = { ...value };
  defineField(copy, key, sliceAt(value[key], parts.slice(1), slice));
  return copy;
}

const applySlices = (doc: Document, slices: Slice[]): Document =>
  slices.reduce((out, [path, skip, limit]) => sliceAt(out, pathParts(path), (array) => sliceArray(array, skip, limit)) as Document, doc);

function projectOne(doc: Document, spec: ParsedProjection, filter: Document | undefined): Document {
  let out = spec.inclusion ? include(doc, spec.paths) : exclude(doc, spec.paths);
  // A path below _id (`_id.a`) decides what is kept of it: a scalar _id is then left out, as in mongod.
  if (spec.keepId && doc._id !== undefined && spec.inclusion && spec.paths._id === undefined) out = { _id: doc._id, ...out };
  if (!spec.keepId) delete out._id;
  out = applySlices(out, spec.slices);
  for (const [field, test] of spec.elemMatches) {
    const array = doc[field];
    const match = Array.isArray(array) ? array.find(test) : undefined;
    if (match !== undefined) defineField(out, field, [match]);
  }
  if (spec.positional !== undefined) applyPositional(out, pathParts(spec.positional), () => elemMatchKey(filter, doc));
  return out;
}

/**
 * mongod's applyFindPositionalProjection: the first array along the path in the projected document is
 * replaced by its element at the position the filter's match recorded (engine elem-match-key.ts); a path
 * that meets no array is left as projected. A part that is missing or a scalar is passed over, as mongod's
 * walk does.
 */
function applyPositional(out: Document, parts: string[], recordedKey: () => number | undefined): void {
  let node: Document = out;
  for (const part of parts) {
    const value = node[storedName(part)];
    if (Array.isArray(value)) {
      const key = recordedKey();
      if (key === undefined) {
        throw new MongoCommandError('Location51246', "Executor error during find command :: caused by :: positional operator '.$' couldn't find a matching element in the array");
      }
      if (key >= value.length) throw new MongoCommandError('Location51247', "Executor error during find command :: caused by :: positional operator '.$' element mismatch");
      defineField(node, storedName(part), [value[key]]);
      return;
    }
    if (isPlainDocument(value)) node = value;
  }
}

/** A find projection (MongoDB 4.4+ semantics); `filter` resolves the positional `field.$`. */
export function projector(projection: Document | undefined | null, filter?: Document): Project {
  if (!projection || Object.keys(projection).length === 0) return (docs) => docs;
  const leaves = projectionLeaves(projection);
  if (leaves.some(([, value]) => isExpression(value))) {
    // An expression makes an inclusion: a find $slice beside it includes its path, sliced afterwards.
    const slices = leaves.filter(([, value]) => isFindSlice(value)).map(([path, value]) => parseSlice(path, (value as Document).$slice));
    const forProjection = slices.length === 0 ? projection : Object.fromEntries(leaves.map(([path, value]) => [path, isFindSlice(value) ? 1 : value]));
    const computed = computedFields(forProjection);
    const stage = [{ $project: promote(computed?.forMingo ?? forProjection) as Document }];
    return (docs) => {
      const output = docs.map((doc) => restoreTypes(new Aggregator(stage, MINGO_OPTIONS).run([promote(doc) as Document])[0], doc) as Document);
      return (computed ? computed.fill(output, docs) : output).map((doc) => applySlices(doc, slices));
    };
  }
  const spec = parse(leaves);
  return (docs) => docs.map((doc) => projectOne(doc, spec, filter));
}
