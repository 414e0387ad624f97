import { type Document, Int32 } from 'bson';
import { ExpressionSet } from './aggregation-expressions';
import { truthy } from './native-operators';
import { compileFilter, isOperatorObject, isPlainDocument } from './filter';
import { parseSchema } from './json-schema';
import { typeName } from './describe';
import { schemaFailureDetails, schemaMatchedDetails } from './json-schema-details';
import { isRegex } from './regex';
import { storedName } from '../storage/field-names';
import { pathParts } from './paths';

/**
 * `errInfo.details` of a document that fails a collection's validator (mongod 7.0's doc_validation_error.cpp):
 * the validator as mongod's match-expression tree (each top-level clause and each operator of a field its own
 * clause of an implicit `$and`, which a single clause replaces), explained for the clauses that failed, or,
 * under `$nor` / `$not` (inverted), for those that matched.
 */
type Node =
  | { kind: 'and' | 'or' | 'nor'; children: Node[]; filter: Document }
  | { kind: 'not'; inner: Node; filter: Document }
  | { kind: 'leaf'; field: string; operator: string; spec: Document }
  | { kind: 'expr'; expression: unknown }
  | { kind: 'schema'; schema: Document };

export function validationFailureDetails(validator: Document, doc: Document): Document {
  return explain(parseFilter(validator), doc, false) ?? {};
}

function single(nodes: Node[], filter: Document): Node {
  return nodes.length === 1 ? nodes[0]! : { kind: 'and', children: nodes, filter };
}

function parseFilter(filter: Document): Node {
  const nodes: Node[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor') {
      const children = (value as Document[]).map(parseFilter);
      nodes.push({ kind: key.slice(1) as 'and' | 'or' | 'nor', children, filter: { [key]: value } });
    } else if (key === '$expr') nodes.push({ kind: 'expr', expression: value });
    else if (key === '$jsonSchema') nodes.push({ kind: 'schema', schema: value as Document });
    else if (key !== '$comment') nodes.push(...parseField(key, value));
  }
  return single(nodes, filter);
}

function parseField(field: string, condition: unknown): Node[] {
  if (!isOperatorObject(condition)) return [{ kind: 'leaf', field, operator: isRegex(condition) ? '$regex' : '$eq', spec: { [field]: condition } }];
  const nodes: Node[] = [];
  for (const [operator, operand] of Object.entries(condition)) {
    if (operator === '$options' || operator === '$comment') continue;
    if (operator === '$not') {
      const inner = parseField(field, operand);
      nodes.push({ kind: 'not', inner: single(inner, { [field]: operand }), filter: { [field]: { $not: operand } } });
      continue;
    }
    const spec = operator === '$regex' && condition.$options !== undefined ? { $regex: operand, $options: condition.$options } : { [operator]: operand };
    nodes.push({ kind: 'leaf', field, operator, spec: { [field]: spec } });
  }
  return nodes;
}

function matches(node: Node, doc: Document): boolean {
  switch (node.kind) {
    case 'and':
    case 'or':
    case 'nor':
    case 'not':
      return compileFilter(node.filter)(doc);
    case 'leaf':
      return compileFilter(node.spec)(doc);
    case 'expr':
      return compileFilter({ $expr: node.expression })(doc);
    case 'schema':
      return compileFilter({ $jsonSchema: node.schema })(doc);
  }
}

/** Why `node` fails for `doc` (or, inverted, why it matches); undefined when it does not. */
function explain(node: Node, doc: Document, inverted: boolean): Document | undefined {
  if (matches(node, doc) !== inverted) return undefined;
  switch (node.kind) {
    case 'and':
    case 'or': {
      const key = inverted ? 'clausesSatisfied' : 'clausesNotSatisfied';
      return { operatorName: `$${node.kind}`, [key]: indexed(node.children, doc, inverted) };
    }
    case 'nor':
      return { operatorName: '$nor', [inverted ? 'clausesNotSatisfied' : 'clausesSatisfied']: indexed(node.children, doc, !inverted) };
    case 'not': {
      const details = explain(node.inner, doc, !inverted);
      return details ? { operatorName: '$not', details } : { operatorName: '$not' };
    }
    case 'expr':
      return exprDetails(node.expression, doc, inverted);
    case 'schema':
      return inverted ? schemaMatchedDetails() : schemaFailureDetails(parseSchema(node.schema), doc);
    case 'leaf':
      return leafDetails(node, doc, inverted);
  }
}

function indexed(children: Node[], doc: Document, inverted: boolean): Document[] {
  return children.flatMap((child, i) => {
    const details = explain(child, doc, inverted);
    return details ? [{ index: new Int32(i), details }] : [];
  });
}

function exprDetails(expression: unknown, doc: Document, inverted: boolean): Document {
  const details: Document = { operatorName: '$expr', specifiedAs: { $expr: expression } };
  try {
    const expressions = new ExpressionSet();
    const plan = expressions.compile(expression);
    const result = expressions.evaluateAll([doc])(plan, 0);
    details.reason = inverted ? 'expression did match' : 'expression did not match';
    details.expressionResult = result === undefined ? null : result;
  } catch (error) {
    details.reason = 'failed to evaluate aggregation expression';
    details.details = { code: (error as { code?: number }).code, errmsg: (error as Error).message };
  }
  return details;
}

/** `(normal, inverted)` reasons of the leaf operators. */
const REASONS: Record<string, [string, string]> = {
  $in: ['no matching value found in array', 'matching value found in array'],
  $nin: ['matching value found in array', 'no matching value found in array'],
  $ne: ['comparison succeeded', 'comparison failed'],
  $regex: ['regular expression did not match', 'regular expression did match'],
  $size: ['array length was not equal to given size', 'array length was equal to given size'],
  $all: ['array did not contain all specified values', 'array did contain all specified values'],
  $mod: ['$mod did not evaluate to expected remainder', '$mod did evaluate to expected remainder'],
  $elemMatch: ['array did not satisfy the child predicate', 'array did satisfy the child predicate'],
  $type: ['type did not match', 'type did match'],
  $bitsAllSet: ['bitwise operator failed to match', 'bitwise operator matched successfully'],
  $bitsAllClear: ['bitwise operator failed to match', 'bitwise operator matched successfully'],
  $bitsAnySet: ['bitwise operator failed to match', 'bitwise operator matched successfully'],
  $bitsAnyClear: ['bitwise operator failed to match', 'bitwise operator matched successfully'],
};
const COMPARISON: [string, string] = ['comparison failed', 'comparison succeeded'];
/** Operators that consider the array at the path itself rather than its elements. */
const WHOLE_ARRAY = new Set(['$size', '$all', '$elemMatch']);

function leafDetails(node: Extract<Node, { kind: 'leaf' }>, doc: Document, inverted: boolean): Document {
  const { field, operator, spec } = node;
  const details: Document = { operatorName: operator, specifiedAs: spec };
  if (operator === '$exists') {
    const wanted = (spec[field] as Document).$exists;
    const wantsPath = truthy(wanted);
    details.reason = wantsPath !== inverted ? 'path does not exist' : 'path does exist';
    return details;
  }
  const values = valuesAt(doc, field, !WHOLE_ARRAY.has(operator));
  if (!values) {
    details.reason = 'field was missing';
    return details;
  }
  const [normal, invertedReason] = REASONS[operator] ?? COMPARISON;
  details.reason = inverted ? invertedReason : normal;
  if (values.length === 1) details.consideredValue = values[0];
  else details.consideredValues = values;
  if (operator === '$type' && values.length > 0) {
    const types = [...new Set(values.map(typeName))].sort();
    if (types.length === 1) details.consideredType = types[0];
    else details.consideredTypes = types;
  }
  return details;
}

/**
 * The values a leaf considers at a path, undefined when the path does not exist: arrays along the path are
 * walked into their documents, and (`traverse`) an array at its end gives its elements (mongod's kTraverseOmitArray).
 */
function valuesAt(doc: Document, path: string, traverse: boolean): unknown[] | undefined {
  const out: unknown[] = [];
  let found = false;
  const walk = (value: unknown, parts: string[]) => {
    if (parts.length === 0) {
      found = true;
      if (traverse && Array.isArray(value)) for (const item of value) out.push(item);
      else out.push(value);
      return;
    }
    if (Array.isArray(value)) for (const item of value) if (isPlainDocument(item)) walk(item, parts);
    if (isPlainDocument(value) && Object.hasOwn(value, storedName(parts[0]!))) walk(value[storedName(parts[0]!)], parts.slice(1));
  };
  walk(doc, pathParts(path));
  return found ? out : undefined;
}
