import { type Document, Int32 } from 'bson';
import { MongoCommandError } from '../errors';
import { realName, storedName } from '../storage/field-names';
import { isPlainObject } from './aggregation-expressions';
import { isNumeric, toDouble } from './bson-values';
import { compareValues, valuesEqual } from './compare';
import { describeValue, typeName } from './describe';
import { parseSort, sortComparator } from './matcher';
import { argumentList, arity, isNullish, type NativeOperator, type Thunk } from './native-operators';
import { defineField } from './promote';

/**
 * Array and object operators evaluated natively (registered in native-operators.ts). They pass values
 * through, so elements and field values keep their BSON types; counts and indexes are int32, as mongod's.
 * Errors are mongod's (expression.cpp); field names go through storedName/realName (storage/field-names.ts).
 */

type Operator = (operand: unknown) => NativeOperator | undefined;

/** `Expression $x takes at least n arguments, and at most m` (mongod's 28667). */
function arityRange(operator: string, args: unknown[], least: number, most: number): unknown[] {
  if (args.length < least || args.length > most) {
    throw new MongoCommandError('Location28667', `Expression ${operator} takes at least ${least} arguments, and at most ${most}, but ${args.length} were passed in.`);
  }
  return args;
}

/** A 32-bit integral number (mongod's `Value::integral()`), else undefined. */
function int32Of(value: unknown): number | undefined {
  if (!isNumeric(value)) return undefined;
  const number = toDouble(value);
  return Number.isInteger(number) && number >= -(2 ** 31) && number < 2 ** 31 ? number : undefined;
}

/** One-argument operator over an array: null for null or missing (unless `nullIsNull` is false: `$size`), `code` for a non-array. */
function overArray(operator: string, code: number, message: string, compute: (array: unknown[]) => unknown, nullIsNull = true): Operator {
  return (operand) => ({
    args: arity(operator, argumentList(operand), 1),
    apply: ([arg]) => {
      const value = arg!();
      if (isNullish(value) && nullIsNull) return null;
      if (!Array.isArray(value)) throw new MongoCommandError(`Location${code}`, `${message}${typeName(value)}`);
      return compute(value);
    },
  });
}

/** Sets `name` (a real field name) in a copy of `doc`, keeping its place when present; undefined removes it. */
function withField(doc: Document, name: string, value: unknown): Document {
  const key = storedName(name);
  const copy: Document = {};
  for (const field of Object.keys(doc)) if (field !== key || value !== undefined) defineField(copy, field, field === key ? value : doc[field]);
  if (value !== undefined && !Object.hasOwn(doc, key)) defineField(copy, key, value);
  return copy;
}

/** Adds `value`'s fields to `merged` (a later value wins, the field keeps its first place); null and missing add nothing. */
function mergeInto(merged: Document, value: unknown): void {
  if (isNullish(value)) return;
  if (!isPlainObject(value)) {
    throw new MongoCommandError('Location40400', `$mergeObjects requires object inputs, but input ${describeValue(value)} is of type ${typeName(value)}`);
  }
  for (const key of Object.keys(value)) defineField(merged, key, value[key]);
}

function $mergeObjects(operand: unknown): NativeOperator {
  return {
    args: argumentList(operand),
    apply: (args) => {
      const merged: Document = {};
      for (const arg of args) mergeInto(merged, arg());
      return merged;
    },
  };
}

/** The `$mergeObjects` accumulator of `$group` (accumulators.ts). */
export function mergeObjectsAccumulator(): { add(value: unknown): void; result(): unknown } {
  const merged: Document = {};
  return { add: (value) => mergeInto(merged, value), result: () => merged };
}

/** `{$getField: 'name'}` (or an expression giving the name) or `{field, input}` (input defaults to the document). */
function $getField(operand: unknown): NativeOperator {
  let spec: Document = { field: operand, input: '$$CURRENT' };
  if (isPlainObject(operand) && !Object.keys(operand).some((key) => key.startsWith('$'))) {
    for (const key of Object.keys(operand)) {
      if (key !== 'field' && key !== 'input') throw new MongoCommandError('Location3041701', `$getField found an unknown argument: ${key}`);
    }
    if (!Object.hasOwn(operand, 'field')) throw new MongoCommandError('Location3041702', "$getField requires 'field' to be specified");
    spec = { input: '$$CURRENT', ...operand };
  }
  return {
    args: [spec.field, spec.input],
    apply: ([field, input]) => {
      const name = field!();
      if (typeof name !== 'string') throw new MongoCommandError('Location3041704', `$getField requires 'field' to evaluate to type String, but got ${typeName(name)}`);
      const value = input!();
      if (value === null) return null;
      return isPlainObject(value) ? value[storedName(name)] : undefined;
    },
  };
}

/** `$setField` (`{field, input, value}`) and `$unsetField` (`{field, input}`): `field` a constant string. */
function fieldSetter(operator: '$setField' | '$unsetField'): Operator {
  return (operand) => {
    if (!isPlainObject(operand)) throw new MongoCommandError('Location4161100', `${operator} only supports an object as its argument`);
    const allowed = operator === '$setField' ? ['field', 'input', 'value'] : ['field', 'input'];
    for (const key of Object.keys(operand)) {
      if (!allowed.includes(key)) throw new MongoCommandError('Location4161101', `${operator} found an unknown argument: ${key}`);
    }
    allowed.forEach((key, i) => {
      if (!Object.hasOwn(operand, key)) throw new MongoCommandError(`Location${4161102 + i}`, `${operator} requires '${key}' to be specified`);
    });
    // mongod parses `$literal` and its older name `$const` into the same constant expression.
    const literal = isPlainObject(operand.field) ? ['$literal', '$const'].find((name) => Object.hasOwn(operand.field as Document, name)) : undefined;
    const field = literal ? (operand.field as Document)[literal] : operand.field;
    // A `$`-string outside a literal is a field path, not a constant; inside one it is a field name like any other.
    if (typeof field !== 'string' || (!literal && field.startsWith('$'))) {
      if (typeof field === 'string' || isPlainObject(field)) {
        throw new MongoCommandError('Location4161106', `${operator} requires 'field' to evaluate to a constant, but got a non-constant argument`);
      }
      throw new MongoCommandError('Location4161107', `${operator} requires 'field' to evaluate to type String, but got ${typeName(field)}`);
    }
    return {
      args: [operand.input, operator === '$setField' ? operand.value : '$$REMOVE'],
      apply: ([input, value]) => {
        const doc = input!();
        if (isNullish(doc)) return null;
        if (!isPlainObject(doc)) throw new MongoCommandError('Location4161105', `${operator} requires 'input' to evaluate to type Object`);
        return withField(doc, field, value!());
      },
    };
  };
}

/** `$slice: [array, n]` (first n, or last -n) or `[array, position, n]`. */
function $slice(operand: unknown): NativeOperator {
  return {
    args: arityRange('$slice', argumentList(operand), 2, 3),
    apply: ([arrayArg, secondArg, thirdArg]) => {
      const array = arrayArg!();
      if (isNullish(array)) return null;
      if (!Array.isArray(array)) throw new MongoCommandError('Location28724', `First argument to $slice must be an array, but is of type: ${typeName(array)}`);
      const second = secondArg!();
      if (isNullish(second)) return null;
      if (!isNumeric(second)) throw new MongoCommandError('Location28725', `Second argument to $slice must be a numeric value, but is of type: ${typeName(second)}`);
      const first = int32Of(second);
      if (first === undefined) throw new MongoCommandError('Location28726', `Second argument to $slice can't be represented as a 32-bit integer: ${describeValue(second)}`);
      if (!thirdArg) return first >= 0 ? array.slice(0, first) : array.slice(Math.max(0, array.length + first));
      const third = thirdArg();
      if (isNullish(third)) return null;
      if (!isNumeric(third)) throw new MongoCommandError('Location28727', `Third argument to $slice must be numeric, but is of type: ${typeName(third)}`);
      const count = int32Of(third);
      if (count === undefined) throw new MongoCommandError('Location28728', `Third argument to $slice can't be represented as a 32-bit integer: ${describeValue(third)}`);
      if (count <= 0) throw new MongoCommandError('Location28729', `Third argument to $slice must be positive: ${count}`);
      const start = first < 0 ? Math.max(0, array.length + first) : Math.min(first, array.length);
      return array.slice(start, start + count);
    },
  };
}

function $concatArrays(operand: unknown): NativeOperator {
  return {
    args: argumentList(operand),
    apply: (args) => {
      const result: unknown[] = [];
      for (const arg of args) {
        const value = arg();
        if (isNullish(value)) return null;
        if (!Array.isArray(value)) throw new MongoCommandError('Location28664', `$concatArrays only supports arrays, not ${typeName(value)}`);
        // One by one: spreading an array of a million elements into push() overflows the call stack.
        for (const item of value) result.push(item);
      }
      return result;
    },
  };
}

function $in(operand: unknown): NativeOperator {
  return {
    args: arity('$in', argumentList(operand), 2),
    apply: ([valueArg, arrayArg]) => {
      const value = valueArg!();
      const array = arrayArg!();
      if (!Array.isArray(array)) throw new MongoCommandError('Location40081', `$in requires an array as a second argument, found: ${typeName(array)}`);
      return value !== undefined && array.some((item) => valuesEqual(item, value));
    },
  };
}

/** `$indexOfArray`'s start/end: non-negative 32-bit integers. */
function indexBound(value: unknown, which: 'starting' | 'ending'): number {
  const index = int32Of(value);
  if (index === undefined) {
    throw new MongoCommandError('Location40096', `$indexOfArray requires an integral ${which} index, found a value of type: ${typeName(value)}, with value: ${describeValue(value)}`);
  }
  if (index < 0) throw new MongoCommandError('Location40097', `$indexOfArray requires a nonnegative ${which} index, found: ${index}`);
  return index;
}

function $indexOfArray(operand: unknown): NativeOperator {
  return {
    args: arityRange('$indexOfArray', argumentList(operand), 2, 4),
    apply: ([arrayArg, searchArg, startArg, endArg]) => {
      const array = arrayArg!();
      if (isNullish(array)) return null;
      if (!Array.isArray(array)) throw new MongoCommandError('Location40090', `$indexOfArray requires an array as a first argument, found: ${typeName(array)}`);
      const search = searchArg!();
      const start = startArg ? indexBound(startArg(), 'starting') : 0;
      const end = endArg ? Math.min(indexBound(endArg(), 'ending'), array.length) : array.length;
      for (let i = start; i < end; i++) if (search !== undefined && valuesEqual(array[i], search)) return new Int32(i);
      return new Int32(-1);
    },
  };
}

function $isArray(operand: unknown): NativeOperator {
  return { args: arity('$isArray', argumentList(operand), 1), apply: ([arg]) => Array.isArray(arg!()) };
}

function $objectToArray(operand: unknown): NativeOperator {
  return {
    args: arity('$objectToArray', argumentList(operand), 1),
    apply: ([arg]) => {
      const value = arg!();
      if (isNullish(value)) return null;
      if (!isPlainObject(value)) throw new MongoCommandError('Location40390', `$objectToArray requires a document input, found: ${typeName(value)}`);
      return Object.keys(value).map((key) => ({ k: realName(key), v: value[key] }));
    },
  };
}

function pairKey(key: unknown, code: number, message: string): string {
  if (typeof key !== 'string') throw new MongoCommandError(`Location${code}`, `${message}${typeName(key)}`);
  if (key.includes('\0')) throw new MongoCommandError(`Location${code === 40395 ? 4940400 : 4940401}`, "Key field cannot contain an embedded null byte");
  return key;
}

/** One `[k, v]` or `{k, v}` element of `$arrayToObject`'s input, in the format of the first element. */
function keyValue(element: unknown, asArrays: boolean): [string, unknown] {
  if (asArrays) {
    if (!Array.isArray(element)) throw new MongoCommandError('Location40396', `$arrayToObject requires a consistent input format. Elements must all be arrays or all be objects. Array was detected, now found: ${typeName(element)}`);
    if (element.length !== 2) throw new MongoCommandError('Location40397', `$arrayToObject requires an array of size 2 arrays,found array of size: ${element.length}`);
    return [pairKey(element[0], 40395, '$arrayToObject requires an array of key-value pairs, where the key must be of type string. Found key type: '), element[1]];
  }
  if (!isPlainObject(element)) throw new MongoCommandError('Location40391', `$arrayToObject requires a consistent input format. Elements must all be arrays or all be objects. Object was detected, now found: ${typeName(element)}`);
  const keys = Object.keys(element);
  if (keys.length !== 2) throw new MongoCommandError('Location40392', `$arrayToObject requires an object keys of 'k' and 'v'. Found incorrect number of keys:${keys.length}`);
  if (!Object.hasOwn(element, 'k') || !Object.hasOwn(element, 'v')) {
    throw new MongoCommandError('Location40393', `$arrayToObject requires an object with keys 'k' and 'v'. Missing either or both keys from: ${describeValue(element)}`);
  }
  return [pairKey(element.k, 40394, "$arrayToObject requires an object with keys 'k' and 'v', where the value of 'k' must be of type string. Found type: "), element.v];
}

function $arrayToObject(operand: unknown): NativeOperator {
  return {
    args: arity('$arrayToObject', argumentList(operand), 1),
    apply: ([arg]) => {
      const value = arg!();
      if (isNullish(value)) return null;
      if (!Array.isArray(value)) throw new MongoCommandError('Location40386', `$arrayToObject requires an array input, found: ${typeName(value)}`);
      const result: Document = {};
      if (value.length === 0) return result;
      const asArrays = Array.isArray(value[0]);
      if (!asArrays && !isPlainObject(value[0])) throw new MongoCommandError('Location40398', `Unrecognised input type format for $arrayToObject: ${typeName(value[0])}`);
      for (const element of value) {
        const [key, item] = keyValue(element, asArrays);
        defineField(result, storedName(key), item);
      }
      return result;
    },
  };
}

function $zip(operand: unknown): NativeOperator {
  if (!isPlainObject(operand)) throw new MongoCommandError('Location34460', `$zip only supports an object as an argument, found ${typeName(operand)}`);
  for (const key of Object.keys(operand)) {
    if (!['inputs', 'defaults', 'useLongestLength'].includes(key)) throw new MongoCommandError('Location34464', `$zip found an unknown argument: ${key}`);
  }
  const { inputs, defaults, useLongestLength = false } = operand;
  if (!Array.isArray(inputs)) {
    if (inputs === undefined) throw new MongoCommandError('Location34465', '$zip requires at least one input array');
    throw new MongoCommandError('Location34461', `inputs must be an array of expressions, found ${typeName(inputs)}`);
  }
  if (inputs.length === 0) throw new MongoCommandError('Location34465', '$zip requires at least one input array');
  if (typeof useLongestLength !== 'boolean') throw new MongoCommandError('Location34463', `useLongestLength must be a bool, found ${typeName(useLongestLength)}`);
  if (defaults !== undefined) {
    if (!Array.isArray(defaults)) throw new MongoCommandError('Location34462', `defaults must be an array of expressions, found ${typeName(defaults)}`);
    if (!useLongestLength) throw new MongoCommandError('Location34466', 'cannot specify defaults unless useLongestLength is true');
    if (defaults.length !== inputs.length) throw new MongoCommandError('Location34467', 'defaults and inputs must have the same length');
  }
  const defaultList = (defaults as unknown[] | undefined) ?? [];
  return {
    args: [...inputs, ...defaultList],
    apply: (thunks: Thunk[]) => {
      const arrays: unknown[][] = [];
      for (const thunk of thunks.slice(0, inputs.length)) {
        const value = thunk();
        if (isNullish(value)) return null;
        if (!Array.isArray(value)) throw new MongoCommandError('Location34468', `$zip found a non-array expression in input: ${describeValue(value)}`);
        arrays.push(value);
      }
      const fill = thunks.slice(inputs.length).map((thunk) => thunk() ?? null);
      const lengths = arrays.map((array) => array.length);
      const length = useLongestLength ? Math.max(...lengths) : Math.min(...lengths);
      return Array.from({ length }, (_, i) => arrays.map((array, j) => (i < array.length ? array[i] : (fill[j] ?? null))));
    },
  };
}

/** mongod refuses a `$range` that would use internalQueryMaxRangeBytes (100 MB by default) or more. */
const RANGE_MEMORY_LIMIT = 100 * 1024 * 1024;

function rangeBound(value: unknown, what: 'starting value' | 'ending value' | 'step value', codes: [number, number]): number {
  if (!isNumeric(value)) throw new MongoCommandError(`Location${codes[0]}`, `$range requires a numeric ${what}, found value of type: ${typeName(value)}`);
  const number = int32Of(value);
  if (number === undefined) {
    const article = what === 'ending value' ? 'an' : 'a';
    throw new MongoCommandError(`Location${codes[1]}`, `$range requires ${article} ${what} that can be represented as a 32-bit integer, found value: ${describeValue(value)}`);
  }
  return number;
}

function $range(operand: unknown): NativeOperator {
  return {
    args: arityRange('$range', argumentList(operand), 2, 3),
    apply: ([startArg, endArg, stepArg]) => {
      const start = rangeBound(startArg!(), 'starting value', [34443, 34444]);
      const end = rangeBound(endArg!(), 'ending value', [34445, 34446]);
      const step = stepArg ? rangeBound(stepArg(), 'step value', [34447, 34448]) : 1;
      if (step === 0) throw new MongoCommandError('Location34449', '$range requires a non-zero step value');
      // mongod's estimate before it builds the array: a vector (24 bytes) and one Value (16) per step, counted
      // as 1 + trunc((end - start) / step) when that is not negative.
      const steps = Math.trunc((end - start) / step);
      const bytes = 24 + (steps >= 0 ? 1 + steps : 0) * 16;
      if (bytes >= RANGE_MEMORY_LIMIT) {
        throw new MongoCommandError('ExceededMemoryLimit', `$range would use too much memory (${bytes} bytes) and cannot spill to disk. Memory limit: ${RANGE_MEMORY_LIMIT} bytes`);
      }
      const count = Math.max(0, Math.ceil((end - start) / step));
      return Array.from({ length: count }, (_, i) => new Int32(start + i * step));
    },
  };
}

function $sortArray(operand: unknown): NativeOperator {
  if (!isPlainObject(operand)) throw new MongoCommandError('Location2942500', `$sortArray requires an object as an argument, found: ${typeName(operand)}`);
  for (const key of Object.keys(operand)) {
    if (key !== 'input' && key !== 'sortBy') throw new MongoCommandError('Location2942501', `$sortArray found an unknown argument: ${key}`);
  }
  if (!Object.hasOwn(operand, 'input')) throw new MongoCommandError('Location2942502', "$sortArray requires 'input' to be specified");
  if (!Object.hasOwn(operand, 'sortBy')) throw new MongoCommandError('Location2942503', "$sortArray requires 'sortBy' to be specified");
  const { sortBy } = operand;
  let compare: (a: unknown, b: unknown) => number;
  if (isPlainObject(sortBy)) {
    const byFields = sortComparator(parseSort(sortBy));
    // Elements that are not documents have none of the fields (they sort as missing).
    compare = (a, b) => byFields(isPlainObject(a) ? a : {}, isPlainObject(b) ? b : {});
  } else {
    const direction = isNumeric(sortBy) ? toDouble(sortBy) : NaN;
    if (direction !== 1 && direction !== -1) throw new MongoCommandError('Location2942506', 'The $sort element value must be either 1 or -1');
    compare = (a, b) => direction * compareValues(a, b);
  }
  return {
    args: [operand.input],
    apply: ([input]) => {
      const array = input!();
      if (isNullish(array)) return null;
      if (!Array.isArray(array)) throw new MongoCommandError('Location2942504', `The input argument to $sortArray must be an array, but was of type: ${typeName(array)}`);
      return [...array].sort(compare);
    },
  };
}

export const ARRAY_OPERATORS: Record<string, Operator> = {
  $mergeObjects,
  $getField,
  $setField: fieldSetter('$setField'),
  $unsetField: fieldSetter('$unsetField'),
  $slice,
  $concatArrays,
  $reverseArray: overArray('$reverseArray', 34435, 'The argument to $reverseArray must be an array, but was of type: ', (array) => [...array].reverse()),
  $in,
  $indexOfArray,
  $size: overArray('$size', 17124, 'The argument to $size must be an array. Type of argument is: ', (array) => new Int32(array.length), false),
  $isArray,
  $objectToArray,
  $arrayToObject,
  $zip,
  $range,
  $sortArray,
};
