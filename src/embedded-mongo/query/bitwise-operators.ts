import { Int32, Long } from 'bson';
import { MongoCommandError } from '../errors';
import { numericKind, toDouble } from './bson-values';
import { typeName } from './describe';
import { argumentList, arity, isNullish, type NativeOperator } from './native-operators';

/**
 * `$bitAnd`, `$bitOr`, `$bitXor` and `$bitNot` as mongod 7 evaluates them: on ints and longs only, in 64-bit
 * two's complement; the result is an int while every operand is an int, a long as soon as one is a long.
 * With no operand they give their identity (an int: -1 for `$bitAnd`, 0 for the others).
 */

type Operator = (operand: unknown) => NativeOperator;

/** An int or long operand as a 64-bit integer and whether it is a long; undefined for any other type. */
function integerOf(value: unknown): { bits: bigint; long: boolean } | undefined {
  const kind = numericKind(value);
  if (kind === 'int') return { bits: BigInt(toDouble(value)), long: false };
  if (kind === 'long') return { bits: typeof value === 'bigint' ? value : (value as Long).toBigInt(), long: true };
  return undefined;
}

const wrap = (bits: bigint, long: boolean) => (long ? Long.fromBigInt(BigInt.asIntN(64, bits)) : new Int32(Number(BigInt.asIntN(32, bits))));

function folding(operator: string, identity: bigint, combine: (a: bigint, b: bigint) => bigint): Operator {
  return (operand) => ({
    args: argumentList(operand),
    apply: (args) => {
      let result = identity;
      let long = false;
      for (const arg of args) {
        const value = arg();
        if (isNullish(value)) return null;
        const integer = integerOf(value);
        if (!integer) throw new MongoCommandError('TypeMismatch', `${operator} only supports int and long operands.`);
        result = combine(result, integer.bits);
        long ||= integer.long;
      }
      return wrap(result, long);
    },
  });
}

const $bitNot: Operator = (operand) => ({
  args: arity('$bitNot', argumentList(operand), 1),
  apply: ([arg]) => {
    const value = arg!();
    if (isNullish(value)) return null;
    if (numericKind(value) === undefined) throw new MongoCommandError('Location28765', `$bitNot only supports numeric types, not ${typeName(value)}`);
    const integer = integerOf(value);
    if (!integer) throw new MongoCommandError('TypeMismatch', `$bitNot only supports int and long, not: ${typeName(value)}.`);
    return wrap(~integer.bits, integer.long);
  },
});

export const BITWISE_OPERATORS: Record<string, Operator> = {
  $bitAnd: folding('$bitAnd', -1n, (a, b) => a & b),
  $bitOr: folding('$bitOr', 0n, (a, b) => a | b),
  $bitXor: folding('$bitXor', 0n, (a, b) => a ^ b),
  $bitNot,
};
