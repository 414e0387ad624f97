import { MongoCommandError } from '../errors';
import { exactInteger, isNumeric, numericKind, toDouble } from './bson-values';
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
  const element = `${path}: ${bsonText(operand)}`;
  if (!isNumeric(operand)) throw new MongoCommandError('FailedToParse', `Expected a number in: ${element}`);
  const kind = numericKind(operand);
  const number = toDouble(operand);
  const outOfRange = number >= 2 ** 63 || number < -(2 ** 63);
  if (kind === 'double') {
    if (Number.isNaN(number)) throw new MongoCommandError('FailedToParse', `Expected an integer, but found NaN in: ${element}`);
    if (outOfRange) throw new MongoCommandError('FailedToParse', `Cannot represent as a 64-bit integer: ${element}`);
    if (!Number.isInteger(number)) throw new MongoCommandError('FailedToParse', `Expected an integer: ${element}`);
  } else if (kind === 'decimal' && (!Number.isInteger(number) || outOfRange)) {
    // Decimal128::toLongExact signals an inexact or out-of-range conversion.
    throw new MongoCommandError('FailedToParse', `Cannot represent as a 64-bit integer: ${element}`);
  }
  const value = kind === 'int' || kind === 'long' ? exactInteger(operand)! : BigInt(number);
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
