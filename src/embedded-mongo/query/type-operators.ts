import { type Binary, calculateObjectSize, type Document, Double, Int32, Long, type Timestamp } from 'bson';
import { MongoCommandError } from '../errors';
import { NAME_MARK } from '../storage/field-names';
import { isPlainObject } from './aggregation-expressions';
import { bsonType, isNumeric } from './bson-values';
import { converterFor, targetType } from './conversion-targets';
import { typeName } from './describe';
import { argumentList, arity, isNullish, type NativeOperator } from './native-operators';

/**
 * Conversions and type-level operators as mongod 7 answers them (expression.cpp): `$convert` with any
 * target and its shorthands (`$toInt`, `$toString`, `$toBool`...), `$isNumber`, `$bsonSize`, `$binarySize`, `$tsSecond`, `$tsIncrement`
 * and `$rand`. Sizes are int32, a timestamp's parts longs, as mongod's.
 */

type Operator = (operand: unknown) => NativeOperator;

/** The `$toInt`-style shorthand of `$convert`: exactly one argument (mongod's 50723). */
export function conversionAlias(operator: string, convert: (value: unknown) => unknown): Operator {
  return (operand) => {
    const args = argumentList(operand);
    if (args.length !== 1) throw new MongoCommandError('Location50723', `${operator} requires a single argument, got ${args.length}`);
    return { args, apply: ([arg]) => convert(arg!()) };
  };
}

/** `{input, to, onError, onNull}`: `to` may be computed; a null `to` gives null, a null input `onNull`. */
const $convert: Operator = (operand) => {
  if (!isPlainObject(operand)) throw new MongoCommandError('FailedToParse', `$convert expects an object of named arguments but found: ${typeName(operand)}`);
  for (const key of Object.keys(operand)) {
    if (!['input', 'to', 'onError', 'onNull'].includes(key)) throw new MongoCommandError('FailedToParse', `$convert found an unknown argument: ${key}`);
  }
  if (!Object.hasOwn(operand, 'input')) throw new MongoCommandError('FailedToParse', "Missing 'input' parameter to $convert");
  if (!Object.hasOwn(operand, 'to')) throw new MongoCommandError('FailedToParse', "Missing 'to' parameter to $convert");
  const hasOnError = Object.hasOwn(operand, 'onError');
  const hasOnNull = Object.hasOwn(operand, 'onNull');
  return {
    args: [operand.to, operand.input, operand.onError, operand.onNull],
    apply: ([toArg, inputArg, onError, onNull]) => {
      const to = toArg!();
      const target = isNullish(to) ? undefined : targetType(to);
      const input = inputArg!();
      if (isNullish(input)) return hasOnNull ? onNull!() : null;
      if (target === undefined) return null;
      try {
        return converterFor(target)(input);
      } catch (error) {
        if (hasOnError && error instanceof MongoCommandError && error.codeName === 'ConversionFailure') return onError!();
        throw error;
      }
    },
  };
};

/** One argument, given bare or as a one-element array (mongod's 16020 otherwise). */
function single(operator: string, compute: (value: unknown) => unknown): Operator {
  return (operand) => ({ args: arity(operator, argumentList(operand), 1), apply: ([arg]) => compute(arg!()) });
}

/** Stored documents mark some field names (storage/field-names.ts); mongod counts the names as given. */
function markedNameBytes(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((total: number, item) => total + markedNameBytes(item), 0);
  if (!isPlainObject(value)) return 0;
  let total = 0;
  for (const key of Object.keys(value)) total += (key.startsWith(NAME_MARK) ? Buffer.byteLength(NAME_MARK) : 0) + markedNameBytes(value[key]);
  return total;
}

function bsonSize(value: unknown): unknown {
  if (isNullish(value)) return null;
  if (!isPlainObject(value)) throw new MongoCommandError('Location31393', `$bsonSize requires a document input, found: ${typeName(value)}`);
  return new Int32(calculateObjectSize(value as Document) - markedNameBytes(value));
}

function binarySize(value: unknown): unknown {
  if (isNullish(value)) return null;
  if (typeof value === 'string') return new Int32(Buffer.byteLength(value));
  if (bsonType(value) === 'Binary') return new Int32((value as Binary).position);
  throw new MongoCommandError('Location51276', `$binarySize requires a string or BinData argument, found: ${typeName(value)}`);
}

/** `$tsSecond`/`$tsIncrement` (mongod's messages start with a space). */
function timestampPart(operator: '$tsSecond' | '$tsIncrement', code: 'Location5687301' | 'Location5687302') {
  return (value: unknown): unknown => {
    if (isNullish(value)) return null;
    if (bsonType(value) !== 'Timestamp') throw new MongoCommandError(code, ` Argument to ${operator} must be a timestamp, but is ${typeName(value)}`);
    const timestamp = value as Timestamp;
    return Long.fromNumber(operator === '$tsSecond' ? timestamp.high >>> 0 : timestamp.low >>> 0);
  };
}

/** `$rand: {}` (or `[]`): a double in [0, 1), new for every evaluation. */
const $rand: Operator = (operand) => {
  if (operand === null || typeof operand !== 'object' || (!Array.isArray(operand) && !isPlainObject(operand))) {
    throw new MongoCommandError('Location10065', 'invalid parameter: expected an object ($rand)');
  }
  if (Object.keys(operand).length > 0) throw new MongoCommandError('Location3040501', '$rand does not currently accept arguments');
  return { args: [], apply: () => new Double(Math.random()) };
};

export const TYPE_OPERATORS: Record<string, Operator> = {
  $convert,
  $toInt: conversionAlias('$toInt', converterFor(16)),
  $toLong: conversionAlias('$toLong', converterFor(18)),
  $toDouble: conversionAlias('$toDouble', converterFor(1)),
  $toDecimal: conversionAlias('$toDecimal', converterFor(19)),
  $toString: conversionAlias('$toString', converterFor(2)),
  $toDate: conversionAlias('$toDate', converterFor(9)),
  $toBool: conversionAlias('$toBool', converterFor(8)),
  $toObjectId: conversionAlias('$toObjectId', converterFor(7)),
  $isNumber: single('$isNumber', isNumeric),
  $bsonSize: single('$bsonSize', bsonSize),
  $binarySize: single('$binarySize', binarySize),
  $tsSecond: single('$tsSecond', timestampPart('$tsSecond', 'Location5687301')),
  $tsIncrement: single('$tsIncrement', timestampPart('$tsIncrement', 'Location5687302')),
  $rand,
};
