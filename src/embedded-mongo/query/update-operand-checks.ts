import { MongoCommandError } from '../errors';
import { numericKind } from './bson-values';
import { integerElementToLong } from './integer-element';
import { typeName } from './describe';
import { isPlainDocument } from './filter';
import { bsonText } from './update';

/**
 * The operand checks mongod's update nodes make in `init()`, when the update is parsed: before any document
 * is read, so a bad operand fails even when no document matches or the path is missing
 * (src/mongo/db/update/pop_node.cpp, bit_node.cpp).
 */
export function checkOperand(operator: string, path: string, operand: unknown): void {
  if (operator === '$pop') checkPop(path, operand);
  else if (operator === '$bit') checkBit(operand);
}

/** MatchExpressionParser::parseIntegerElementToLong, then PopNode's "1 or -1". */
function checkPop(path: string, operand: unknown): void {
  const value = integerElementToLong(operand, `${path}: ${bsonText(operand)}`);
  if (value !== 1n && value !== -1n) throw new MongoCommandError('FailedToParse', `$pop expects 1 or -1, found: ${value}`);
}

const BIT_FORMAT = '{$bit: {field: {and/or/xor: #}}';

function checkBit(operand: unknown): void {
  if (!isPlainDocument(operand)) {
    throw new MongoCommandError('BadValue', `The $bit modifier is not compatible with a ${typeName(operand)}. You must pass in an embedded document: ${BIT_FORMAT}`);
  }
  for (const [operation, mask] of Object.entries(operand)) {
    if (operation !== 'and' && operation !== 'or' && operation !== 'xor') {
      throw new MongoCommandError('BadValue', `The $bit modifier only supports 'and', 'or', and 'xor', not '${operation}' which is an unknown operator: {${operation}: ${bsonText(mask)}}`);
    }
    const kind = numericKind(mask);
    if (kind !== 'int' && kind !== 'long') {
      throw new MongoCommandError('BadValue', `The $bit modifier field must be an Integer(32/64 bit); a '${typeName(mask)}' is not supported here: {${operation}: ${bsonText(mask)}}`);
    }
  }
  if (Object.keys(operand).length === 0) throw new MongoCommandError('BadValue', `You must pass in at least one bitwise operation. The format is: ${BIT_FORMAT}`);
}
