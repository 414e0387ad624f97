import { MongoCommandError } from '../errors';
import { isNumeric, toDouble } from './bson-values';
import { typeName } from './describe';
import { isPlainDocument } from './filter';
import { bsonText } from './update';
import { integerElementToLong } from './integer-element';

/**
 * PushNode::init (src/mongo/db/update/push_node.cpp): a `$push` operand that is a document holding `$each`
 * is a set of clauses, checked when the update is parsed, before any document is read: only `$each`,
 * `$slice`, `$sort` and `$position`; `$each` an array; `$slice` and `$position` exact integers
 * (parseIntegerElementToLong in integer-element.ts, its message replaced by PushNode's); `$sort` 1, -1 or a
 * non-empty pattern of 1/-1 per field (checkSortClause). Every failure is BadValue. An operand without `$each`
 * is the value pushed.
 */
const CLAUSES = new Set(['$each', '$slice', '$sort', '$position']);

const SORT_DIRECTION = 'The $sort element value must be either 1 or -1';

function isUnitDirection(value: unknown): boolean {
  const direction = isNumeric(value) ? toDouble(value) : 0;
  return direction === 1 || direction === -1;
}

/** checkSortClause: a non-empty pattern whose values are 1 or -1 and whose field names have no empty part. */
function checkSortPattern(pattern: Record<string, unknown>): void {
  const fields = Object.entries(pattern);
  if (fields.length === 0) throw new MongoCommandError('BadValue', 'The $sort pattern is empty when it should be a set of fields.');
  for (const [field, direction] of fields) {
    if (!isUnitDirection(direction)) throw new MongoCommandError('BadValue', SORT_DIRECTION);
    if (field === '') throw new MongoCommandError('BadValue', 'The $sort field cannot be empty');
    if (field.split('.').some((part) => part === '')) {
      throw new MongoCommandError('BadValue', `The $sort field is a dotted field but has an empty part: ${field}`);
    }
  }
}

function checkSort(sort: unknown): void {
  if (isPlainDocument(sort)) return checkSortPattern(sort);
  if (isNumeric(sort)) {
    if (!isUnitDirection(sort)) throw new MongoCommandError('BadValue', SORT_DIRECTION);
    return;
  }
  throw new MongoCommandError('BadValue', 'The $sort is invalid: use 1/-1 to sort the whole element, or {field:1/-1} to sort embedded fields');
}

/** parseIntegerElementToLong, its FailedToParse replaced by PushNode's own BadValue. */
function checkInteger(name: '$slice' | '$position', value: unknown): void {
  try {
    integerElementToLong(value, `${name}: ${bsonText(value)}`);
    return;
  } catch (error) {
    if (!(error instanceof MongoCommandError)) throw error;
  }
  const message =
    name === '$slice'
      ? `The value for $slice must be an integer value but was given type: ${typeName(value)}`
      : `The value for $position must be an integer value, not of type: ${typeName(value)}`;
  throw new MongoCommandError('BadValue', message);
}

export function checkPushClauses(operand: unknown): void {
  if (!isPlainDocument(operand) || !('$each' in operand)) return;
  for (const clause of Object.keys(operand)) {
    if (!CLAUSES.has(clause)) throw new MongoCommandError('BadValue', `Unrecognized clause in $push: ${clause}`);
  }
  if (!Array.isArray(operand.$each)) {
    throw new MongoCommandError('BadValue', `The argument to $each in $push must be an array but it was of type: ${typeName(operand.$each)}`);
  }
  if (operand.$slice !== undefined) checkInteger('$slice', operand.$slice);
  if (operand.$sort !== undefined) checkSort(operand.$sort);
  if (operand.$position !== undefined) checkInteger('$position', operand.$position);
}
