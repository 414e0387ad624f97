import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { realName, storedName } from '../storage/field-names';
import { ExpressionSet, isPlainObject } from './aggregation-expressions';
import { isNumeric } from './bson-values';
import { typeName } from './describe';
import { compileEmbedded, embeddedComputedFields, projectEmbedded } from './embedded-projection';
import { defineField } from './promote';

/**
 * Computed fields. `$addFields`/`$set` are entirely this store's (`addFieldsStage`). `$project` and find
 * projections leave inclusion and exclusion to mingo, but the value of a field given by a field path or
 * variable (`'$a.b'`, `'$$ROOT.a'`) or an operator expression (`{$divide: …}`, `{$map: …}`,
 * native-operators.ts) is computed here on the BSON-typed document (aggregation-expressions.ts), so it keeps
 * or gets mongod's type: top-level fields, fields of embedded specs (`{a: {b: {$add: …}}}`) and dotted ones
 * (`'a.b'`). mingo sees a null placeholder for such a field, so it neither computes it twice nor fails on it
 * (a bad variable is this store's error, with mongod's code); a top-level value is then placed in mingo's
 * output, and a top-level field whose embedded or dotted spec computes is built whole, as mongod builds it
 * (embedded-projection.ts).
 */
const PLACEHOLDER = { $literal: null };

/** A find projection's `{$slice: n}` or `{$slice: [skip, limit]}`: the projection operator, not the expression. */
const isSliceProjection = (operator: string, operand: unknown): boolean =>
  operator === '$slice' && (isNumeric(operand) || (Array.isArray(operand) && operand.every(isNumeric)));

/**
 * An operator expression (`{$divide: …}`: every one is native-operators.ts', an unknown one its error 168),
 * not a find projection's `$slice`/`$elemMatch` operator.
 */
function isNativeExpression(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.length !== 1 || !keys[0]!.startsWith('$')) return false;
  return !isSliceProjection(keys[0]!, value[keys[0]!]) && keys[0] !== '$elemMatch';
}
const isFieldPath = (value: unknown): boolean => typeof value === 'string' && value.startsWith('$');
const isComputed = (value: unknown): boolean => isFieldPath(value) || isNativeExpression(value);
/** An embedded spec (`{b: …}`) rather than an operator expression. */
const isEmbeddedSpec = (value: unknown): value is Document => isPlainObject(value) && Object.keys(value).length > 0 && !Object.keys(value).some((key) => key.startsWith('$'));

export interface ComputedFields {
  /** The spec to hand to mingo. */
  forMingo: Document;
  /**
   * Sets each computed field of output[i] from inputs[i] (removes it when the value is missing), fields in
   * mongod's order.
   */
  fill(output: Document[], inputs: Document[]): Document[];
}

type Orderer = (doc: Document, source: Document) => Document;

/**
 * Puts an output document's fields in mongod's order: fields the input had keep their place, except those
 * the projection computes: they follow the included ones, in the order the projection names them.
 * Embedded specs order their subdocuments (each one, in an array) the same way. Built once per spec.
 */
function specOrder(spec: Document): Orderer {
  const computed = new Set(Object.keys(spec).filter((field) => isComputed(spec[field])));
  const named = [...new Set(Object.keys(spec).map((field) => field.split('.')[0]!))];
  const embedded = new Map<string, Orderer>();
  for (const [field, value] of Object.entries(spec)) if (isEmbeddedSpec(value)) embedded.set(field, specOrder(value));
  const copy = (ordered: Document, doc: Document, source: Document, key: string) => {
    const order = embedded.get(key);
    defineField(ordered, key, order ? reorder(doc[key], source[key], order) : doc[key]);
  };
  return (doc, source) => {
    const ordered: Document = {};
    const keys = Object.keys(doc);
    for (const key of keys) if (Object.hasOwn(source, key) && !computed.has(key)) copy(ordered, doc, source, key);
    for (const key of named) if (Object.hasOwn(doc, key) && !Object.hasOwn(ordered, key)) copy(ordered, doc, source, key);
    for (const key of keys) if (!Object.hasOwn(ordered, key)) copy(ordered, doc, source, key);
    return ordered;
  };
}

function reorder(value: unknown, source: unknown, order: Orderer): unknown {
  if (Array.isArray(value)) {
    const sources = Array.isArray(source) && source.length === value.length ? source : [];
    return value.map((element, i) => reorder(element, sources[i], order));
  }
  return isPlainObject(value) ? order(value, isPlainObject(source) ? source : {}) : value;
}

/** The computed leaves of a spec, with their paths, and the spec mingo gets (placeholders in their place). */
function collect(spec: Document, prefix: string[], leaves: [string[], unknown][], computed = isComputed): Document {
  const forMingo: Document = {};
  for (const [field, value] of Object.entries(spec)) {
    const path = [...prefix, ...field.split('.').map(realName)];
    if (!isEmbeddedSpec(value) && computed(value)) leaves.push([path, value]);
    const mingoValue = isEmbeddedSpec(value) ? collect(value, path, leaves, computed) : computed(value) ? PLACEHOLDER : value;
    defineField(forMingo, field, mingoValue);
  }
  return forMingo;
}

/**
 * A copy of `node` (the output's value there) with `value` at `path`, mongod's way: through an array into each of
 * its elements, creating documents where the path is missing or reaches a scalar; undefined removes the
 * field. `input` is the input document's value at the same place: an array the output lost (a `$project`
 * that does not include it) is rebuilt element by element.
 */
function place(node: unknown, input: unknown, path: string[], index: number, value: unknown): unknown {
  if (Array.isArray(node) || Array.isArray(input)) {
    const inputs = Array.isArray(input) ? input : [];
    const nodes = Array.isArray(node) ? node : inputs.map(() => undefined);
    return nodes.map((element, i) => place(element, nodes.length === inputs.length ? inputs[i] : undefined, path, index, value));
  }
  const doc: Document = {};
  if (isPlainObject(node)) for (const field of Object.keys(node)) defineField(doc, field, node[field]);
  const key = storedName(path[index]!);
  if (index === path.length - 1) {
    if (value === undefined) delete doc[key];
    else defineField(doc, key, value);
  } else defineField(doc, key, place(doc[key], isPlainObject(input) ? input[key] : undefined, path, index + 1, value));
  return doc;
}

export function computedFields(spec: unknown): ComputedFields | undefined {
  if (!isPlainObject(spec)) return undefined;
  const leaves: [string[], unknown][] = [];
  const forMingo = collect(spec, [], leaves);
  const inSpecOrder = specOrder(spec);
  // Embedded and dotted specs that compute are built whole here (embedded-projection.ts), not from mingo's output.
  const trees = embeddedComputedFields(spec);
  const topLevel = leaves.filter(([path]) => path.length === 1);
  return {
    forMingo,
    fill(output, inputs) {
      const expressions = new ExpressionSet();
      const plans = topLevel.map(([path, value]) => [path, expressions.compile(value)] as const);
      const valueOf = expressions.evaluateAll(inputs);
      const embeddedEvaluator = compileEmbedded(trees, inputs);
      return output.map((doc, i) => {
        let filled = doc;
        for (const [path, plan] of plans) filled = place(filled, inputs[i], path, 0, valueOf(plan, i)) as Document;
        const embedded = [...trees].map(([key, node]) => [key, projectEmbedded(inputs[i]!, key, node, embeddedEvaluator(i))] as const);
        for (const [key, value] of embedded) filled = place(filled, inputs[i], [realName(key)], 0, value) as Document;
        // The embedded values are already in mongod's order: only their place among the top-level fields is set here.
        const ordered = inSpecOrder(filled, inputs[i]!);
        for (const [key, value] of embedded) if (value !== undefined) defineField(ordered, key, value);
        return ordered;
      });
    },
  };
}

/**
 * `$addFields`/`$set`, entirely this store's (mongod's AddFields): every value of the spec is an expression,
 * placed at its path; fields the document has keep their place, new ones follow in the order of the spec.
 */
export function addFieldsStage(docs: Document[], spec: unknown, stage: string): Document[] {
  if (!isPlainObject(spec)) throw new MongoCommandError('Location40272', `${stage} specification stage must be an object, got ${typeName(spec)}`);
  if (Object.keys(spec).length === 0) throw new MongoCommandError('Location40177', `Invalid ${stage} :: caused by :: specification must have at least one field`);
  const leaves: [string[], unknown][] = [];
  collect(spec, [], leaves, () => true);
  for (const [path] of leaves) {
    if (path.some((part) => part === '')) throw new MongoCommandError('Location15998', 'FieldPath field names may not be empty strings.');
    if (path.some((part) => part.startsWith('$'))) {
      throw new MongoCommandError('Location16410', "FieldPath field names may not start with '$'. Consider using $getField or $setField.");
    }
  }
  const expressions = new ExpressionSet();
  const plans = leaves.map(([path, value]) => [path, expressions.compile(value)] as const);
  const valueOf = expressions.evaluateAll(docs);
  return docs.map((doc, i) => plans.reduce<Document>((output, [path, plan]) => place(output, doc, path, 0, valueOf(plan, i)) as Document, doc));
}
