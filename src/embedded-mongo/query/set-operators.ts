import { MongoCommandError } from '../errors';
import { isPlainObject } from './aggregation-expressions';
import { compareValues } from './compare';
import { typeName } from './describe';
import { argumentList, arity, isNullish, type NativeOperator, truthy } from './native-operators';

/**
 * The set expressions as mongod 7 evaluates them (expression.cpp), on BSON values compared in BSON order
 * under the command's collation (compare.ts): 1, 1.0 and NumberLong(1) are one element, the first one met
 * is kept with its type. `$setUnion` and `$setIntersection` answer mongod's ordered set, so their elements
 * come out sorted in BSON order; `$setDifference` keeps the first array's order. Which operands may be
 * null, and the error for each wrong operand, differ per operator, as in mongod.
 */

type Operator = (operand: unknown) => NativeOperator;

/** A sorted array of distinct values (mongod's ValueSet): insert keeps the value already there. */
class OrderedSet {
  readonly values: unknown[] = [];

  /** Index of `value`, or -(insertion point) - 1. */
  private find(value: unknown): number {
    let low = 0;
    let high = this.values.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const order = compareValues(this.values[middle], value);
      if (order === 0) return middle;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return -low - 1;
  }

  has(value: unknown): boolean {
    return this.find(value) >= 0;
  }

  /** Adds `value` unless an equal one is there; true when it was added. */
  add(value: unknown): boolean {
    const index = this.find(value);
    if (index >= 0) return false;
    this.values.splice(-index - 1, 0, value);
    return true;
  }

  static of(values: unknown[]): OrderedSet {
    const set = new OrderedSet();
    for (const value of values) set.add(value);
    return set;
  }
}

/**
 * A constant operand (no field path, variable or operator inside): mongod checks those while optimising
 * the expression, with codes of their own ($setEquals' 5887502, $setIsSubset's 17311).
 */
function isConstant(expression: unknown): boolean {
  if (typeof expression === 'string') return !expression.startsWith('$');
  if (Array.isArray(expression)) return expression.every(isConstant);
  if (isPlainObject(expression)) {
    const keys = Object.keys(expression);
    if (keys.length === 1 && (keys[0] === '$literal' || keys[0] === '$const')) return true;
    return !keys.some((key) => key.startsWith('$')) && Object.values(expression).every(isConstant);
  }
  return true;
}

/** The constant's value (a `$literal`'s or `$const`'s operand; arrays and documents of constants as they are). */
function constantValue(expression: unknown): unknown {
  if (!isPlainObject(expression)) return expression;
  if (Object.hasOwn(expression, '$literal')) return expression.$literal;
  return Object.hasOwn(expression, '$const') ? expression.$const : expression;
}

/** `$setUnion`, `$setIntersection`: null as soon as an operand (read left to right) is null or missing. */
function combining(operator: '$setUnion' | '$setIntersection', code: 'Location17043' | 'Location17047', combine: (sets: unknown[][]) => unknown[]): Operator {
  return (operand) => ({
    args: argumentList(operand),
    apply: (args) => {
      const arrays: unknown[][] = [];
      for (const arg of args) {
        const value = arg();
        if (isNullish(value)) return null;
        if (!Array.isArray(value)) throw new MongoCommandError(code, `All operands of ${operator} must be arrays. One argument is of type: ${typeName(value)}`);
        arrays.push(value);
      }
      return combine(arrays);
    },
  });
}

function union(arrays: unknown[][]): unknown[] {
  const set = new OrderedSet();
  for (const array of arrays) for (const value of array) set.add(value);
  return set.values;
}

/** mongod intersects into whichever set is smaller, so an element comes from the smaller operand. */
function intersection(arrays: unknown[][]): unknown[] {
  if (arrays.length === 0) return [];
  let current = OrderedSet.of(arrays[0]!);
  for (const array of arrays.slice(1)) {
    if (current.values.length === 0) break;
    let next = OrderedSet.of(array);
    if (current.values.length > next.values.length) [current, next] = [next, current];
    current = OrderedSet.of(current.values.filter((value) => next.has(value)));
  }
  return current.values;
}

const $setDifference: Operator = (operand) => ({
  args: arity('$setDifference', argumentList(operand), 2),
  apply: ([first, second]) => {
    const lhs = first!();
    const rhs = second!();
    if (isNullish(lhs) || isNullish(rhs)) return null;
    if (!Array.isArray(lhs)) throw new MongoCommandError('Location17048', `both operands of $setDifference must be arrays. First argument is of type: ${typeName(lhs)}`);
    if (!Array.isArray(rhs)) throw new MongoCommandError('Location17049', `both operands of $setDifference must be arrays. Second argument is of type: ${typeName(rhs)}`);
    // The right set also removes duplicates from the left array, as mongod's does.
    const seen = OrderedSet.of(rhs);
    return lhs.filter((value) => seen.add(value));
  },
});

const $setEquals: Operator = (operand) => {
  const args = argumentList(operand);
  if (args.length < 2) throw new MongoCommandError('Location17045', `$setEquals needs at least two arguments had: ${args.length}`);
  args.forEach((arg, i) => {
    const value = constantValue(arg);
    if (isConstant(arg) && !Array.isArray(value)) {
      throw new MongoCommandError('Location5887502', `All operands of $setEquals must be arrays. ${i + 1}-th argument is of type: ${typeName(value)}`);
    }
  });
  return {
    args,
    apply: (thunks) => {
      const sets = thunks.map((thunk, i) => {
        const value = thunk();
        if (!Array.isArray(value)) throw new MongoCommandError('Location17044', `All operands of $setEquals must be arrays. ${i + 1}-th argument is of type: ${typeName(value)}`);
        return OrderedSet.of(value);
      });
      const [first, ...others] = sets;
      return others.every((set) => set.values.length === first!.values.length && set.values.every((value) => first!.has(value)));
    },
  };
};

/**
 * `$setIsSubset`: both operands must be arrays (null too is refused). With a constant right operand and a
 * computed left one mongod runs its optimised form, whose codes are 17311 (right) and 17310 (left).
 */
const $setIsSubset: Operator = (operand) => {
  const args = arity('$setIsSubset', argumentList(operand), 2);
  const optimised = isConstant(args[1]) && !isConstant(args[0]);
  if (optimised && !Array.isArray(constantValue(args[1]))) {
    throw new MongoCommandError('Location17311', `both operands of $setIsSubset must be arrays. Second argument is of type: ${typeName(constantValue(args[1]))}`);
  }
  return {
    args,
    apply: ([first, second]) => {
      const lhs = first!();
      const rhs = second!();
      if (!Array.isArray(lhs)) {
        throw new MongoCommandError(optimised ? 'Location17310' : 'Location17046', `both operands of $setIsSubset must be arrays. First argument is of type: ${typeName(lhs)}`);
      }
      if (!Array.isArray(rhs)) throw new MongoCommandError('Location17042', `both operands of $setIsSubset must be arrays. Second argument is of type: ${typeName(rhs)}`);
      const superset = OrderedSet.of(rhs);
      return lhs.every((value) => superset.has(value));
    },
  };
};

/** `$allElementsTrue`/`$anyElementTrue`: one array argument (null is refused), mongod's truthiness per element. */
function elementsTrue(operator: '$allElementsTrue' | '$anyElementTrue', code: 'Location17040' | 'Location17041', all: boolean): Operator {
  return (operand) => ({
    args: arity(operator, argumentList(operand), 1),
    apply: ([arg]) => {
      const value = arg!();
      if (!Array.isArray(value)) throw new MongoCommandError(code, `${operator}'s argument must be an array, but is ${typeName(value)}`);
      return all ? value.every(truthy) : value.some(truthy);
    },
  });
}

export const SET_OPERATORS: Record<string, Operator> = {
  $setUnion: combining('$setUnion', 'Location17043', union),
  $setIntersection: combining('$setIntersection', 'Location17047', intersection),
  $setDifference,
  $setEquals,
  $setIsSubset,
  $allElementsTrue: elementsTrue('$allElementsTrue', 'Location17040', true),
  $anyElementTrue: elementsTrue('$anyElementTrue', 'Location17041', false),
};
