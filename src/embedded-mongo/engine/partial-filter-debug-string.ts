import { isRegex } from '../query/regex';
import { elementToString } from './bson-to-string';
import { realName } from '../storage/field-names';

/**
 * mongod's MatchExpression::debugString of the `$not` node that `{path: {$exists: false}}` and
 * `{path: {$ne: value}}` parse into, as a refused partial filter names it: each level indented by four spaces
 * (_debugAddSpace), `$not` over `<path> exists` (ExistsMatchExpression) or `<path> $eq <value>`
 * (ComparisonMatchExpressionBase, the value as BSONElement::toString(false) prints it), each line ending
 * with a newline (_debugStringAttachTagInfo without a tag). Other operators' trees are not rendered: undefined.
 */
export function notDebugString(path: string, operator: string, operand: unknown): string | undefined {
  const name = realName(path);
  if (operator === '$exists') return `$not\n    ${name} exists\n`;
  if (operator === '$ne' && !isRegex(operand)) return `$not\n    ${name} $eq ${elementToString(operand)}\n`;
  return undefined;
}
