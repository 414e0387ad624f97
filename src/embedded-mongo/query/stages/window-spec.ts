import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import { isPlainObject, readsDocument } from '../aggregation-expressions';
import { compareValues } from '../compare';
import { isNumeric, toDouble } from '../bson-values';
import { describeValue, typeName } from '../describe';
import { checkIdlFields } from './idl-fields';
import { isTimeUnit } from './window-bounds';

/**
 * mongod's parse-time checks of `$setWindowFields`, each with mongod's code and message, in mongod's order:
 * the stage's fields (IDL), then each output field's window function (window_function_expression.cpp) and
 * its `window` (window_bounds.cpp). The functions of window-functions.ts compute what passed them.
 */

/** The window functions mongod 7 registers. */
const WINDOW_FUNCTIONS = new Set([
  '$addToSet', '$avg', '$bottom', '$bottomN', '$count', '$covariancePop', '$covarianceSamp', '$denseRank', '$derivative',
  '$documentNumber', '$expMovingAvg', '$first', '$firstN', '$integral', '$last', '$lastN', '$linearFill', '$locf', '$max',
  '$maxN', '$median', '$min', '$minN', '$percentile', '$push', '$rank', '$shift', '$stdDevPop', '$stdDevSamp', '$sum', '$top', '$topN',
]);
const RANKS = new Set(['$rank', '$denseRank', '$documentNumber']);

const failed = (message: string) => new MongoCommandError('FailedToParse', message);

/** The stage's own fields, as mongod's IDL parser checks them. */
export function checkStageFields(spec: Document): void {
  checkIdlFields('$setWindowFields', spec, { partitionBy: 'any', sortBy: 'object', output: 'object' }, ['output']);
}

/** A constant `partitionBy` that is an array (mongod refuses it before running). */
export function checkPartitionBy(partitionBy: unknown): void {
  const constant = isPlainObject(partitionBy) && Object.keys(partitionBy).length === 1 ? (partitionBy.$literal ?? partitionBy.$const) : partitionBy;
  if (Array.isArray(constant)) throw partitionArrayError();
}

export const partitionArrayError = () => new MongoCommandError('TypeMismatch', 'An expression used to partition cannot evaluate to value of type array');

/**
 * One output field's definition `{<function>: <argument>, window?: {...}}`: answers the function's name
 * after mongod's checks of the function, its argument's shape where mongod checks it at parse time, and
 * its window against the stage's `sortBy` (undefined when there is none).
 */
export function checkWindowFunction(definition: Document, sortBy: [string, number][] | undefined): string {
  const operator = Object.keys(definition).find((key) => key.startsWith('$'));
  if (operator === undefined) {
    const first = Object.keys(definition)[0];
    throw failed(`Expected a $-prefixed window function${first === undefined ? '' : `, ${first}`}`);
  }
  if (!WINDOW_FUNCTIONS.has(operator)) throw failed(`Unrecognized window function, ${operator}`);
  const sortFields = sortBy?.length ?? 0;
  const hasWindow = Object.hasOwn(definition, 'window');
  if (RANKS.has(operator)) {
    for (const [key, value] of Object.entries(definition)) {
      if (key === 'window') throw new MongoCommandError('Location5371601', 'Rank style window functions take no other arguments');
      if (!isPlainObject(value) || Object.keys(value).length > 0) throw new MongoCommandError('Location5371603', `${key} must be specified with '{}' as the value`);
      if (sortFields !== 1) throw new MongoCommandError('Location5371602', `${key} must be specified with a top level sortBy expression with exactly one element`);
    }
    return operator;
  }
  for (const key of Object.keys(definition)) {
    if (key !== operator && key !== 'window') throw failed(`${operator} got unexpected argument: ${key}`);
  }
  switch (operator) {
    case '$shift':
      checkShift(definition.$shift, hasWindow, sortFields);
      return operator;
    case '$expMovingAvg':
      checkExpMovingAvg(definition.$expMovingAvg, hasWindow, sortFields);
      return operator;
    case '$derivative':
    case '$integral':
      if (!isPlainObject(definition[operator])) throw failed(`${operator} expects an object, but got a ${typeName(definition[operator])}: ${describeValue(definition[operator])}`);
      if (sortFields === 0) throw failed(`${operator} requires a sortBy`);
      if (sortFields > 1) throw failed(`${operator} requires a non-compound sortBy`);
      if (operator === '$derivative' && !hasWindow) throw failed('$derivative requires explicit window bounds');
      break;
    case '$linearFill':
    case '$locf':
      if (hasWindow) throw failed(`${operator} does not accept a window argument`);
      if (operator === '$linearFill' && sortFields !== 1) throw failed('$linearFill must be specified with a top level sortBy expression with exactly one element');
      return operator;
  }
  if (hasWindow) checkWindow(definition.window, sortBy);
  return operator;
}

function checkShift(argument: unknown, hasWindow: boolean, sortFields: number): void {
  if (hasWindow) throw failed("$shift does not accept a 'window' field");
  if (sortFields === 0) throw failed("'$shift' requires a sortBy");
  if (!isPlainObject(argument)) throw failed(`Argument to $shift must be an object, but found type: ${typeName(argument)}`);
  // In mongod's order (window_function_shift.cpp): each argument as it comes, then the required ones.
  for (const [key, value] of Object.entries(argument)) {
    if (key === 'default' && readsDocument(value)) throw failed("'$shift:default' expression must yield a constant value.");
    if (key === 'by' && !isInt32Valued(value)) throw failed(`'$shift:by' field must be an integer, but found  by: ${describeValue(value)}`);
    if (key !== 'output' && key !== 'by' && key !== 'default') throw failed(`$shift got unexpected argument: ${key}`);
  }
  if (argument.output === undefined) throw failed("$shift requires an 'output' expression.");
  if (argument.by === undefined) throw failed("$shift requires 'by' as an integer value.");
}

/** BSONElement::parseIntegerElementToInt: a number of any type holding an integer that fits an int32. */
function isInt32Valued(value: unknown): boolean {
  if (!isNumeric(value)) return false;
  const number = toDouble(value);
  return Number.isInteger(number) && number >= -2147483648 && number <= 2147483647;
}

function checkExpMovingAvg(argument: unknown, hasWindow: boolean, sortFields: number): void {
  if (hasWindow || !isPlainObject(argument)) throw failed('$expMovingAvg must have exactly one argument that is an object');
  if (Object.keys(argument).length !== 2 || argument.input === undefined) {
    throw failed("$expMovingAvg sub object must have exactly two fields: An 'input' field, and either an 'N' field or an 'alpha' field");
  }
  if (sortFields === 0) throw failed("$expMovingAvg requires an explicit 'sortBy'");
  if (argument.N !== undefined) {
    if (!isNumeric(argument.N)) throw failed(`'N' field must be an integer, but found type ${typeName(argument.N)}`);
    const n = toDouble(argument.N);
    if (!Number.isInteger(n)) throw failed(`'N' field must be an integer, but found  N: ${describeValue(argument.N)}. To use a non-integer, use the 'alpha' argument instead`);
    if (n <= 0) throw failed(`'N' must be greater than zero. Got ${n}`);
  } else if (argument.alpha !== undefined) {
    if (!isNumeric(argument.alpha)) throw failed("'alpha' must be a number");
    const alpha = toDouble(argument.alpha);
    if (!(alpha > 0 && alpha < 1)) throw failed(`'alpha' must be between 0 and 1 (exclusive), found alpha: ${describeValue(argument.alpha)}`);
  } else {
    throw failed("Got unrecognized field in $expMovingAvg$expMovingAvg sub object must have exactly two fields: An 'input' field, and either an 'N' field or an 'alpha' field");
  }
}

type Bound = 'unbounded' | 'current' | unknown;

/** A `window` as mongod's WindowBounds::parse checks it. */
export function checkWindow(window: unknown, sortBy: [string, number][] | undefined): void {
  if (!isPlainObject(window)) throw failed("'window' field must be an object");
  const { documents, range, unit } = window;
  const fields = Object.keys(window).length;
  if (documents !== undefined && range !== undefined) throw failed("Window bounds can specify either 'documents' or 'unit', not both.");
  if (range === undefined && unit !== undefined) throw failed("Window bounds can only specify 'unit' with range-based bounds.");
  if (range === undefined && documents === undefined) {
    if (fields !== 0) throw failed("'window' field can only contain 'documents' as the only argument or 'range' with an optional 'unit' field");
    return;
  }
  if (documents !== undefined) {
    if (fields !== 1) throw failed("'window' field that specifies documents cannot have other fields");
    const [lower, upper] = boundsOf(documents, 'documents', (value) => {
      if (!Number.isInteger(toDouble(value))) throw failed('Numeric document-based bounds must be an integer');
    });
    checkForward(lower, upper);
    if (!(lower === 'unbounded' && upper === 'unbounded') && sortBy === undefined) {
      throw new MongoCommandError('Location5339901', 'Document-based bounds require a sortBy');
    }
    return;
  }
  if (unit !== undefined) {
    if (fields !== 2) throw failed("'window' field that specifies unit cannot have other fields besides 'range'");
    if (typeof unit !== 'string') throw failed("'unit' must be a string");
    const [lower, upper] = boundsOf(range, 'range', (value) => {
      if (!Number.isInteger(toDouble(value))) throw failed("With 'unit', range-based bounds must be an integer");
    });
    checkForward(lower, upper);
    if (!isTimeUnit(unit)) throw failed(`unknown time unit value: ${unit}`);
  } else {
    if (fields !== 1) throw failed("'window' field that specifies range cannot have other fields besides 'unit'");
    const [lower, upper] = boundsOf(range, 'range', () => undefined);
    checkForward(lower, upper);
  }
  if (sortBy?.length !== 1) throw new MongoCommandError('Location5339902', 'Range-based bounds require sortBy a single field');
}

/** `[lower, upper]`: each `'unbounded'`, `'current'` or a constant number (`check` adds the kind's rule). */
function boundsOf(bounds: unknown, kind: string, check: (value: unknown) => void): [Bound, Bound] {
  if (!Array.isArray(bounds) || bounds.length !== 2) throw failed(`Window bounds must be a 2-element array: ${kind}: ${describeValue(bounds)}`);
  const bound = (value: unknown): Bound => {
    if (typeof value === 'string') {
      if (value === 'unbounded' || value === 'current') return value;
      throw failed("Window bounds must be 'unbounded', 'current', or a number.");
    }
    if (!isNumeric(value)) {
      if (isPlainObject(value) || Array.isArray(value)) throw failed('Window bounds expression must be a constant.');
      throw failed(kind === 'documents' ? 'Numeric document-based bounds must be an integer' : 'Range-based bounds expression must be a number');
    }
    check(value);
    return value;
  };
  return [bound(bounds[0]), bound(bounds[1])];
}

/** mongod requires lower ≤ upper once `'current'` is read as 0. */
function checkForward(lower: Bound, upper: Bound): void {
  const numeric = (bound: Bound) => (bound === 'current' ? 0 : bound);
  const [low, high] = [numeric(lower), numeric(upper)];
  if (low === 'unbounded' || high === 'unbounded') return;
  if (compareValues(low, high) > 0) {
    throw new MongoCommandError('Location5339900', `Lower bound must not exceed upper bound: [${describeValue(low)}, ${describeValue(high)}]`);
  }
}
