import { isRegex } from '../query/regex';
import { isOperatorObject } from '../query/filter';
import { elementToString } from './bson-to-string';
import { realName } from '../storage/field-names';

/** _debugAddSpace: four spaces per level of the tree. */
const INDENT = '    ';
/** ComparisonMatchExpressionBase nodes, printed as `<path> <name> <value>`. */
const COMPARISONS = new Set(['$eq', '$lt', '$lte', '$gt', '$gte']);

/**
 * mongod's MatchExpression::debugString of the node a refused partial filter predicate parses into, as the
 * refusal names it: each level indented by four spaces (_debugAddSpace), each line ending with a newline
 * (_debugStringAttachTagInfo without a tag). Rendered: `{path: {$exists: false}}` and `{path: {$ne: value}}`
 * (`$not` over `<path> exists` or `<path> $eq <value>`, the value as BSONElement::toString(false) prints it)
 * and `{path: {$elemMatch: {<comparisons or $ne>}}}` (ElemMatchValueMatchExpression: `<path> $elemMatch
 * (value)` over its path-less children, matcher/expression_array.cpp). Other trees are not rendered: undefined.
 */
export function refusedDebugString(path: string, operator: string, operand: unknown): string | undefined {
  const name = realName(path);
  if (operator === '$exists') return `$not\n${INDENT}${name} exists\n`;
  if (operator === '$elemMatch') return elemMatchValueDebugString(name, operand);
  return predicateDebugString(name, operator, operand, 0);
}

function predicateDebugString(name: string, operator: string, operand: unknown, level: number): string | undefined {
  if (isRegex(operand)) return undefined;
  const indent = INDENT.repeat(level);
  if (COMPARISONS.has(operator)) return `${indent}${name} ${operator} ${elementToString(operand)}\n`;
  if (operator === '$ne') return `${indent}$not\n${predicateDebugString(name, '$eq', operand, level + 1)}`;
  return undefined;
}

/** The value form only (an object of operators); the object form's tree (`$elemMatch (obj)`) is not rendered. */
function elemMatchValueDebugString(name: string, operand: unknown): string | undefined {
  if (!isOperatorObject(operand)) return undefined;
  const children = Object.entries(operand).map(([operator, value]) => predicateDebugString('', operator, value, 1));
  if (children.length === 0 || children.some((child) => child === undefined)) return undefined;
  return `${name} $elemMatch (value)\n${children.join('')}`;
}
