import { type Document, Int32, Long } from 'bson';
import { type CodeName, MongoCommandError } from '../errors';
import { exactAccumulator } from './accumulators';
import {
  absNumber,
  addNumbers,
  ceilOrFloor,
  divideNumbers,
  logNumber,
  mathFunction,
  modNumbers,
  multiplyNumbers,
  powNumber,
  roundNumber,
  subtractNumbers,
} from './arithmetic';
import { isNumeric, toDouble } from './bson-values';
import { typeName } from './describe';
import { ARRAY_OPERATORS } from './array-operators';
import { DATE_OPERATORS } from './date-operators';
import { LOGIC_OPERATORS } from './logic-operators';
import { STRING_OPERATORS } from './string-operators';
import { VARIABLE_OPERATORS } from './variable-operators';
import { SET_OPERATORS } from './set-operators';
import { TYPE_OPERATORS } from './type-operators';
import { TRIGONOMETRIC_OPERATORS } from './trigonometry';
import { BITWISE_OPERATORS } from './bitwise-operators';
import { ACCUMULATOR_EXPRESSIONS } from './accumulator-expressions';
import { isPlainObject } from './aggregation-expressions';
import { hashedKey } from '../engine/hashed-key';

/**
 * The aggregation operators this store evaluates itself on BSON-typed values, so their results have
 * mongod's types (arithmetic through arithmetic.ts) and values they pass on keep theirs ($cond, $ifNull,
 * $arrayElemAt...). Arguments are thunks: `$cond` and `$switch` evaluate only the branch taken, as mongod
 * does. More operators live in variable-operators.ts ($let, $map, $filter, $reduce), array-operators.ts and
 * logic-operators.ts, string-, date-, set-, type-, bitwise-operators.ts, trigonometry.ts and
 * accumulator-expressions.ts; every expression operator of mongod 7 is in one of these tables or refused.
 */
/** Variables bound by `$let`, `$map`... (`this`, `value`, user names), and `NOW`. */
export type Scope = Readonly<Record<string, unknown>>;
/** Evaluates one argument; `bindings` are variables added to the scope for this evaluation (`$map`'s `this`). */
export type Thunk = (bindings?: Scope) => unknown;

export interface NativeOperator {
  /**
   * The argument expressions, compiled by the caller; `apply` gets one thunk per argument, in this order, and
   * evaluates only those it needs (`$cond`'s branch taken, `$convert`'s `onError` when it fails...).
   */
  args: unknown[];
  /** For `$let`, `$map`, `$filter`, `$reduce`: the variable names each argument sees bound (undefined: none). */
  binds?: (readonly string[] | undefined)[];
  apply(args: Thunk[]): unknown;
}

export const isNullish = (value: unknown) => value === null || value === undefined;

/** An operand `[a, b]` is the argument list; any other operand is the one argument. */
export const argumentList = (operand: unknown): unknown[] => (Array.isArray(operand) ? operand : [operand]);

export function arity(operator: string, args: unknown[], count: number): unknown[] {
  if (args.length !== count) {
    throw new MongoCommandError('Location16020', `Expression ${operator} takes exactly ${count} arguments. ${args.length} were passed in.`);
  }
  return args;
}

/** mongod's truthiness (coerceToBool): false, null, missing and numeric zero are false. */
export function truthy(value: unknown): boolean {
  if (isNullish(value) || value === false) return false;
  if (isNumeric(value)) return toDouble(value) !== 0;
  return true;
}

const evaluateAll = (args: Thunk[]) => args.map((arg) => arg());

/** mongod's per-operand type errors of `$pow` and `$log`: [code, message prefix] for the first and the second operand. */
type OperandErrors = [[CodeName, string], [CodeName, string]];

/**
 * Binary numeric operators: null if either is null or missing, an error unless both are numbers: one code
 * and message naming both types (`$divide`, `$mod`), or mongod's separate one for the operand at fault.
 */
function binary(operator: string, typeError: 'Location16609' | 'Location16611' | OperandErrors, compute: (a: unknown, b: unknown) => unknown) {
  return (operand: unknown): NativeOperator => ({
    args: arity(operator, argumentList(operand), 2),
    apply: (args) => {
      const [a, b] = evaluateAll(args);
      if (isNullish(a) || isNullish(b)) return null;
      if (typeof typeError === 'string') {
        if (!isNumeric(a) || !isNumeric(b)) throw new MongoCommandError(typeError, `${operator} only supports numeric types, not ${typeName(a)} and ${typeName(b)}`);
      } else {
        [a, b].forEach((value, index) => {
          const [code, prefix] = typeError[index]!;
          if (!isNumeric(value)) throw new MongoCommandError(code, `${prefix}${typeName(value)}`);
        });
      }
      return compute(a, b);
    },
  });
}

/** One numeric argument (`$abs`, `$sqrt`...): null for null or missing, error 28765 for a non-number. */
function unary(operator: string, compute: (value: unknown) => unknown) {
  return (operand: unknown): NativeOperator => ({
    args: arity(operator, argumentList(operand), 1),
    apply: ([arg]) => {
      const value = arg!();
      if (isNullish(value)) return null;
      if (!isNumeric(value)) throw new MongoCommandError('Location28765', `${operator} only supports numeric types, not ${typeName(value)}`);
      return compute(value);
    },
  });
}

/** `$add`: numbers and at most one date (the result is then a date). */
function $add(operand: unknown): NativeOperator {
  return {
    args: argumentList(operand),
    apply: (args) => {
      let total: unknown = new Int32(0);
      let date: Date | undefined;
      for (const value of evaluateAll(args)) {
        if (isNullish(value)) return null;
        if (value instanceof Date) {
          if (date) throw new MongoCommandError('Location16612', 'only one date allowed in an $add expression');
          date = value;
        } else if (isNumeric(value)) total = addNumbers(total, value);
        else throw new MongoCommandError('Location16554', `$add only supports numeric or date types, not ${typeName(value)}`);
      }
      return date ? new Date(date.getTime() + Math.round(toDouble(total))) : total;
    },
  };
}

function $multiply(operand: unknown): NativeOperator {
  return {
    args: argumentList(operand),
    apply: (args) => {
      let product: unknown = new Int32(1);
      for (const value of evaluateAll(args)) {
        if (isNullish(value)) return null;
        if (!isNumeric(value)) throw new MongoCommandError('Location16555', `$multiply only supports numeric types, not ${typeName(value)}`);
        product = multiplyNumbers(product, value);
      }
      return product;
    },
  };
}

/** `$subtract`: numbers, a date minus a number (a date) or two dates (their distance in ms, a long). */
function $subtract(operand: unknown): NativeOperator {
  return {
    args: arity('$subtract', argumentList(operand), 2),
    apply: (args) => {
      const [a, b] = evaluateAll(args);
      if (isNumeric(a) && isNumeric(b)) return subtractNumbers(a, b);
      if (isNullish(a) || isNullish(b)) return null;
      if (a instanceof Date && b instanceof Date) return Long.fromNumber(a.getTime() - b.getTime());
      if (a instanceof Date && isNumeric(b)) return new Date(a.getTime() - Math.round(toDouble(b)));
      throw new MongoCommandError('Location16556', `can't $subtract ${typeName(b)} from ${typeName(a)}`);
    },
  };
}

/** `$round`/`$trunc`: `[number, place]` with place an integer in [-20, 100]. */
function rounding(operator: '$round' | '$trunc') {
  return (operand: unknown): NativeOperator => {
    const args = argumentList(operand);
    if (args.length < 1 || args.length > 2) {
      throw new MongoCommandError('Location16020', `Expression ${operator} takes at least 1 arguments, and at most 2, but ${args.length} were passed in.`);
    }
    return {
      args,
      apply: ([valueArg, placeArg]) => {
        const value = valueArg!();
        const place = placeArg ? placeArg() : new Int32(0);
        if (isNullish(value) || isNullish(place)) return null;
        if (!isNumeric(value)) throw new MongoCommandError('Location51081', `${operator} only supports numeric types, not ${typeName(value)}`);
        if (!isNumeric(place) || !Number.isInteger(toDouble(place))) {
          throw new MongoCommandError('Location51082', `precision argument to  ${operator} must be a integral value`);
        }
        const digits = toDouble(place);
        if (digits < -20 || digits > 100) {
          throw new MongoCommandError('Location51083', `cannot apply ${operator} with precision value ${digits} value must be in [-20, 100]`);
        }
        return roundNumber(value, digits, operator === '$round' ? 'halfEven' : 'towardZero');
      },
    };
  };
}

/** `$sum`, `$avg`, `$min`, `$max`, `$stdDevPop`, `$stdDevSamp` as expressions: over one array argument's elements, or over the arguments. */
function accumulatorExpression(operator: string) {
  return (operand: unknown): NativeOperator => ({
    args: argumentList(operand),
    apply: (args) => {
      const accumulator = exactAccumulator(operator, undefined)!.create();
      const values = evaluateAll(args);
      for (const value of values.length === 1 && Array.isArray(values[0]) ? values[0] : values) accumulator.add(value);
      return accumulator.result();
    },
  });
}

/** `$cond`: `[if, then, else]` or `{if, then, else}`, each part required (mongod's 17080–17083). */
function condArguments(operand: unknown): unknown[] {
  if (Array.isArray(operand)) return arity('$cond', operand, 3);
  const spec = (operand ?? {}) as Document;
  const unknown = Object.keys(spec).find((key) => !['if', 'then', 'else'].includes(key));
  if (unknown !== undefined) throw new MongoCommandError('Location17083', `Unrecognized parameter to $cond: ${unknown}`);
  const codes = { if: 'Location17080', then: 'Location17081', else: 'Location17082' } as const;
  for (const [part, code] of Object.entries(codes)) {
    if (!Object.hasOwn(spec, part)) throw new MongoCommandError(code, `Missing '${part}' parameter to $cond`);
  }
  return [spec.if, spec.then, spec.else];
}

function $cond(operand: unknown): NativeOperator {
  const args = condArguments(operand);
  return { args, apply: ([test, then, otherwise]) => (truthy(test!()) ? then!() : otherwise!()) };
}

function $ifNull(operand: unknown): NativeOperator {
  const args = argumentList(operand);
  if (args.length < 2) throw new MongoCommandError('Location1257300', `$ifNull needs at least two arguments, had: ${args.length}`);
  return {
    args,
    apply: (thunks) => {
      for (const thunk of thunks.slice(0, -1)) {
        const value = thunk();
        if (!isNullish(value)) return value;
      }
      return thunks[thunks.length - 1]!() ?? null;
    },
  };
}

/** `$switch: {branches: [{case, then}...], default}`, with mongod's parse errors (40060–40068). */
function $switch(operand: unknown): NativeOperator {
  if (!isPlainObject(operand)) throw new MongoCommandError('Location40060', `$switch requires an object as an argument, found: ${typeName(operand)}`);
  const branches: Document[] = [];
  for (const key of Object.keys(operand)) {
    if (key === 'default') continue;
    if (key !== 'branches') throw new MongoCommandError('Location40067', `$switch found an unknown argument: ${key}`);
    if (!Array.isArray(operand.branches)) throw new MongoCommandError('Location40061', `$switch expected an array for 'branches', found: ${typeName(operand.branches)}`);
    for (const branch of operand.branches as unknown[]) {
      if (!isPlainObject(branch)) throw new MongoCommandError('Location40062', `$switch expected each branch to be an object, found: ${typeName(branch)}`);
      const unknown = Object.keys(branch).find((part) => part !== 'case' && part !== 'then');
      if (unknown !== undefined) throw new MongoCommandError('Location40063', `$switch found an unknown argument to a branch: ${unknown}`);
      if (!Object.hasOwn(branch, 'case')) throw new MongoCommandError('Location40064', "$switch requires each branch have a 'case' expression");
      if (!Object.hasOwn(branch, 'then')) throw new MongoCommandError('Location40065', "$switch requires each branch have a 'then' expression.");
      branches.push(branch);
    }
  }
  if (branches.length === 0) throw new MongoCommandError('Location40068', '$switch requires at least one branch.');
  const hasDefault = Object.hasOwn(operand, 'default');
  return {
    args: [...branches.flatMap((branch) => [branch.case, branch.then]), operand.default],
    apply: (thunks) => {
      for (let i = 0; i < branches.length; i++) if (truthy(thunks[2 * i]!())) return thunks[2 * i + 1]!();
      if (!hasDefault) throw new MongoCommandError('Location40066', '$switch could not find a matching branch for an input, and no default was specified.');
      return thunks[thunks.length - 1]!();
    },
  };
}

/** The element at `index` (negative: from the end); missing when out of range. */
function elementAt(operator: string, array: unknown, index: unknown): unknown {
  if (isNullish(array) || isNullish(index)) return null;
  if (!Array.isArray(array)) throw new MongoCommandError('Location28689', `${operator}'s argument must be an array, but is ${typeName(array)}`);
  if (!isNumeric(index)) throw new MongoCommandError('Location28690', `${operator}'s second argument must be a numeric value, but is ${typeName(index)}`);
  const i = toDouble(index);
  if (!Number.isInteger(i) || i < -(2 ** 31) || i >= 2 ** 31) {
    throw new MongoCommandError('Location28691', `${operator}'s second argument must be representable as a 32-bit integer: ${i}`);
  }
  return i < 0 ? array[array.length + i] : array[i];
}

function $arrayElemAt(operand: unknown): NativeOperator {
  return { args: arity('$arrayElemAt', argumentList(operand), 2), apply: ([array, index]) => elementAt('$arrayElemAt', array!(), index!()) };
}

function endElement(operator: '$first' | '$last') {
  return (operand: unknown): NativeOperator => ({
    args: arity(operator, argumentList(operand), 1),
    apply: ([array]) => elementAt(operator, array!(), new Int32(operator === '$first' ? 0 : -1)),
  });
}

const OPERATORS: Record<string, (operand: unknown) => NativeOperator> = {
  $add,
  $subtract,
  $multiply,
  $divide: binary('$divide', 'Location16609', divideNumbers),
  $mod: binary('$mod', 'Location16611', modNumbers),
  $pow: binary('$pow', [['Location28762', "$pow's base must be numeric, not "], ['Location28763', "$pow's exponent must be numeric, not "]], powNumber),
  $log: binary('$log', [['Location28756', "$log's argument must be numeric, not "], ['Location28757', "$log's base must be numeric, not "]], logNumber),
  $abs: unary('$abs', absNumber),
  $ceil: unary('$ceil', (value) => ceilOrFloor(value, 'ceiling')),
  $floor: unary('$floor', (value) => ceilOrFloor(value, 'floor')),
  $sqrt: unary('$sqrt', (value) => mathFunction('$sqrt', value)),
  $exp: unary('$exp', (value) => mathFunction('$exp', value)),
  $ln: unary('$ln', (value) => mathFunction('$ln', value)),
  $log10: unary('$log10', (value) => mathFunction('$log10', value)),
  $round: rounding('$round'),
  $trunc: rounding('$trunc'),
  $sum: accumulatorExpression('$sum'),
  $avg: accumulatorExpression('$avg'),
  $min: accumulatorExpression('$min'),
  $max: accumulatorExpression('$max'),
  $stdDevPop: accumulatorExpression('$stdDevPop'),
  $stdDevSamp: accumulatorExpression('$stdDevSamp'),
  $cond,
  $ifNull,
  $switch,
  $arrayElemAt,
  $first: endElement('$first'),
  $last: endElement('$last'),
  // The operand is one expression (an array is an array literal); missing hashes as null, as in mongod.
  $toHashedIndexKey: (operand: unknown): NativeOperator => ({ args: [operand], apply: ([arg]) => hashedKey(arg!()) }),
};

/**
 * What mongod 7 has but the store refuses at parse time, as mongod refuses what it does not know: `$function`
 * (server-side JavaScript is off, mongod's own answer then). `$meta` is compiled by aggregation-expressions.ts.
 */
const REFUSED: Record<string, MongoCommandError> = {
  $function: new MongoCommandError('BadValue', "$function requires 'scriptEnabled' option to be true"),
};

// The other files' tables are read at call time: they import this module's helpers, so at load time they may not exist yet.
const operatorTables = () => [
  OPERATORS, VARIABLE_OPERATORS, ARRAY_OPERATORS, LOGIC_OPERATORS, STRING_OPERATORS, DATE_OPERATORS, SET_OPERATORS, TYPE_OPERATORS,
  TRIGONOMETRIC_OPERATORS, BITWISE_OPERATORS, ACCUMULATOR_EXPRESSIONS,
];

/** Whether `name` is an expression operator mongod 7.0 knows (`$literal`, `$const` and `$meta` compiled elsewhere). */
export function isExpressionName(name: string): boolean {
  return operatorTables().some((operators) => Object.hasOwn(operators, name)) || Object.hasOwn(REFUSED, name) || ['$literal', '$const', '$meta'].includes(name);
}

/** The native implementation of `{[name]: operand}`; mongod's 168 for a name it does not know. */
export function nativeOperator(name: string, operand: unknown): NativeOperator {
  const table = operatorTables().find((operators) => Object.hasOwn(operators, name));
  if (table) return table[name]!(operand)!;
  if (Object.hasOwn(REFUSED, name)) throw REFUSED[name]!;
  throw new MongoCommandError('InvalidPipelineOperator', `Unrecognized expression '${name}'`);
}
