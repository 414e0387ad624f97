import type { Document } from 'bson';
import { bsonObjToString, elementToString } from '../engine/bson-to-string';
import { MongoCommandError } from '../errors';
import { isNumeric, numericKind } from './bson-values';
import { integerElementToLong } from './integer-element';
import { typeName } from './describe';
import { isPlainDocument } from './filter';
import { checkPushClauses } from './push-clauses';
import { bsonText, pullTest } from './update';

/**
 * The operand checks mongod's update nodes make in `init()`, when the update is parsed: before any document
 * is read, so a bad operand fails even when no document matches or the path is missing
 * (src/mongo/db/update/pop_node.cpp, bit_node.cpp, push_node.cpp, arithmetic_node.cpp, add_to_set_node.cpp,
 * current_date_node.cpp, pull_all_node.cpp).
 */
export function checkOperand(operator: string, path: string, operand: unknown): void {
  if (operator === '$pop') checkPop(path, operand);
  else if (operator === '$bit') checkBit(operand);
  else if (operator === '$push') checkPushClauses(operand);
  else if (operator === '$addToSet') checkAddToSet(operand);
  else if (operator === '$inc' || operator === '$mul') checkArithmetic(operator, path, operand);
  else if (operator === '$currentDate') checkCurrentDate(operand);
  else if (operator === '$pull') pullTest(operand);
  else if (operator === '$pullAll' && !Array.isArray(operand)) {
    throw new MongoCommandError('BadValue', `$pullAll requires an array argument but was given a ${typeName(operand)}`);
  }
}

/** ArithmeticNode::init: the operand is a number; the message prints the element (`{n: "x"}`). */
function checkArithmetic(operator: '$inc' | '$mul', path: string, operand: unknown): void {
  if (isNumeric(operand)) return;
  const verb = operator === '$inc' ? 'increment' : 'multiply';
  throw new MongoCommandError('TypeMismatch', `Cannot ${verb} with non-numeric argument: {${path}: ${elementToString(operand)}}`);
}

/**
 * AddToSetNode::init: only a document whose first field is `$each` is a list of values (`{x: 1, $each: []}`
 * is a value like any other); that `$each` is an array and the document has no other field.
 */
export const isAddToSetEach = (operand: unknown): operand is { $each: unknown } =>
  isPlainDocument(operand) && Object.keys(operand)[0] === '$each';

function checkAddToSet(operand: unknown): void {
  if (!isAddToSetEach(operand)) return;
  if (!Array.isArray(operand.$each)) {
    throw new MongoCommandError('TypeMismatch', `The argument to $each in $addToSet must be an array but it was of type ${typeName(operand.$each)}`);
  }
  if (Object.keys(operand).length > 1) {
    throw new MongoCommandError('BadValue', `Found unexpected fields after $each in $addToSet: ${bsonObjToString(operand as Document)}`);
  }
}

/**
 * CurrentDateNode::init: a boolean (either value means a date), or a document whose only fields are `$type`s,
 * one of them 'date' or 'timestamp'.
 */
function checkCurrentDate(operand: unknown): void {
  if (typeof operand === 'boolean') return;
  if (!isPlainDocument(operand)) {
    throw new MongoCommandError(
      'BadValue',
      `${typeName(operand)} is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).`,
    );
  }
  let valid = false;
  for (const [option, value] of Object.entries(operand)) {
    if (option !== '$type') throw new MongoCommandError('BadValue', `Unrecognized $currentDate option: ${option}`);
    if (value === 'date' || value === 'timestamp') valid = true;
  }
  if (!valid) {
    throw new MongoCommandError('BadValue', "The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {field : {$type: 'date'}}}");
  }
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
