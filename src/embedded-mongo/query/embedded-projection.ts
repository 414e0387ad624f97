import type { Document } from 'bson';
import { realName, storedName } from '../storage/field-names';
import { type ExpressionPlan, ExpressionSet, isPlainObject } from './aggregation-expressions';
import { isNumeric, toDouble } from './bson-values';
import { defineField } from './promote';

/**
 * The fields of a `$project` (or find projection) that an embedded or dotted spec both includes and computes
 * (`{items: {a: 1, b: '$x'}}`, `{'items.a': 1, 'items.b': '$x'}`), built as mongod's inclusion projection
 * does (projection_node.cpp): first the included fields, kept in the input's order, through arrays element by
 * element (nested arrays too), an element that is neither a document nor an array dropped; then the computed
 * fields, set in the order the spec names them (a new one after the included ones), in every element, a
 * dropped element or a scalar becoming a document of the computed fields alone. Computed values are of the
 * whole input document, never of the element.
 */

interface SpecNode {
  included: Set<string>;
  children: Map<string, SpecNode>;
  computed: Map<string, unknown>;
  /** Children and computed fields (stored names), in the order the spec first names them. */
  order: string[];
}

const newNode = (): SpecNode => ({ included: new Set(), children: new Map(), computed: new Map(), order: [] });
const isInclusion = (value: unknown) => value === true || (isNumeric(value) && toDouble(value) !== 0);
const isExclusion = (value: unknown) => value === false || (isNumeric(value) && toDouble(value) === 0);
const isEmbedded = (value: unknown): value is Document =>
  isPlainObject(value) && Object.keys(value).length > 0 && !Object.keys(value).some((key) => key.startsWith('$'));

function add(node: SpecNode, parts: string[], value: unknown): void {
  const [head, ...rest] = parts;
  const key = storedName(head!);
  if (rest.length > 0 || isEmbedded(value)) {
    let child = node.children.get(key);
    if (!child) {
      child = newNode();
      node.children.set(key, child);
      node.order.push(key);
    }
    if (rest.length > 0) add(child, rest, value);
    else for (const [field, inner] of Object.entries(value as Document)) add(child, field.split('.').map(realName), inner);
  } else if (isInclusion(value)) node.included.add(key);
  else if (!isExclusion(value)) {
    if (!node.computed.has(key)) node.order.push(key);
    node.computed.set(key, value);
  }
}

const computes = (node: SpecNode): boolean => node.computed.size > 0 || [...node.children.values()].some(computes);

/** The top-level fields of `spec` whose embedded or dotted spec computes something, with their spec trees. */
export function embeddedComputedFields(spec: Document): Map<string, SpecNode> {
  const root = newNode();
  for (const [field, value] of Object.entries(spec)) add(root, field.split('.').map(realName), value);
  return new Map([...root.children].filter(([, child]) => computes(child)));
}

/** Marks a dropped array element until the computed fields are set (mongod's missing Value). */
const DROPPED = Symbol('dropped');

function projectValue(value: unknown, node: SpecNode): unknown {
  if (Array.isArray(value)) return value.map((element) => projectValue(element, node));
  if (!isPlainObject(value)) return DROPPED;
  const out: Document = {};
  for (const key of Object.keys(value)) {
    const child = node.children.get(key);
    if (node.included.has(key)) defineField(out, key, value[key]);
    else if (child) {
      const projected = projectValue(value[key], child);
      if (projected !== DROPPED) defineField(out, key, projected);
    }
  }
  return out;
}

type Evaluate = (expression: unknown) => unknown;

function setComputed(doc: Document, node: SpecNode, evaluate: Evaluate): Document {
  for (const key of node.order) {
    const child = node.children.get(key);
    const value = child ? computedValue(doc[key], child, evaluate) : evaluate(node.computed.get(key));
    if (value === undefined || value === DROPPED) delete doc[key];
    else defineField(doc, key, value);
  }
  return doc;
}

function computedValue(value: unknown, node: SpecNode, evaluate: Evaluate): unknown {
  if (Array.isArray(value)) return value.map((element) => computedValue(element, node, evaluate)).filter((element) => element !== DROPPED);
  if (isPlainObject(value)) return setComputed({ ...value }, node, evaluate);
  return computes(node) ? setComputed({}, node, evaluate) : DROPPED;
}

/** The value of top-level field `key` (stored name) of the projection of `input`; undefined: no field. */
export function projectEmbedded(input: Document, key: string, node: SpecNode, evaluate: Evaluate): unknown {
  const projected = Object.hasOwn(input, key) ? projectValue(input[key], node) : DROPPED;
  const value = computedValue(projected, node, evaluate);
  return value === DROPPED ? undefined : value;
}

/** Compiles each computed expression of the trees once; `evaluatorFor(i)` evaluates them on inputs[i]. */
export function compileEmbedded(trees: Map<string, SpecNode>, inputs: Document[]): (index: number) => Evaluate {
  const expressions = new ExpressionSet();
  const plans = new Map<unknown, ExpressionPlan>();
  const visit = (node: SpecNode) => {
    for (const expression of node.computed.values()) if (!plans.has(expression)) plans.set(expression, expressions.compile(expression));
    for (const child of node.children.values()) visit(child);
  };
  for (const node of trees.values()) visit(node);
  const valueOf = expressions.evaluateAll(inputs);
  return (index) => (expression) => valueOf(plans.get(expression)!, index);
}
