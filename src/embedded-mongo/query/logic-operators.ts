import { Int32 } from 'bson';
import { compareValues, typeRank } from './compare';
import { typeName } from './describe';
import { argumentList, arity, type NativeOperator, truthy } from './native-operators';

/**
 * Comparison, boolean and `$type` expressions evaluated natively (registered in native-operators.ts). They
 * compare whole values in BSON order under the command's collation (compare.ts): an array is not "equal" to
 * an element it holds, and a missing value sorts below null (mongod's canonical order puts missing with
 * undefined, after MinKey), so `{$eq: ['$nothing', null]}` is false, as in mongod.
 */

type Operator = (operand: unknown) => NativeOperator;

/** compareValues, with missing (undefined) below every type but MinKey. */
function compareWithMissing(a: unknown, b: unknown): number {
  if (a !== undefined && b !== undefined) return compareValues(a, b);
  if (a === b) return 0;
  const present = a === undefined ? b : a;
  const missingFirst = typeRank(present) === 0 ? 1 : -1; // MinKey is the only type below missing
  return a === undefined ? missingFirst : -missingFirst;
}

function comparison(operator: string, test: (order: number) => unknown): Operator {
  return (operand) => ({
    args: arity(operator, argumentList(operand), 2),
    apply: ([a, b]) => test(compareWithMissing(a!(), b!())),
  });
}

/** `$and`/`$or` stop at the first argument that decides, as mongod does. */
function junction(decisive: boolean): Operator {
  return (operand) => ({
    args: argumentList(operand),
    apply: (args) => {
      for (const arg of args) if (truthy(arg()) === decisive) return decisive;
      return !decisive;
    },
  });
}

const $not: Operator = (operand) => ({ args: arity('$not', argumentList(operand), 1), apply: ([arg]) => !truthy(arg!()) });

/** `$type`: mongod's type name (`int`, `double`, `missing`...). */
const $type: Operator = (operand) => ({ args: arity('$type', argumentList(operand), 1), apply: ([arg]) => typeName(arg!()) });

export const LOGIC_OPERATORS: Record<string, Operator> = {
  $eq: comparison('$eq', (order) => order === 0),
  $ne: comparison('$ne', (order) => order !== 0),
  $gt: comparison('$gt', (order) => order > 0),
  $gte: comparison('$gte', (order) => order >= 0),
  $lt: comparison('$lt', (order) => order < 0),
  $lte: comparison('$lte', (order) => order <= 0),
  $cmp: comparison('$cmp', (order) => new Int32(Math.sign(order))),
  $and: junction(false),
  $or: junction(true),
  $not,
  $type,
};

