import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isPlainObject } from './aggregation-expressions';
import { isNumeric, toDouble } from './bson-values';
import { describeValue, typeName } from './describe';
import { isNullish, type NativeOperator, truthy } from './native-operators';
import { validateVariableName } from './variable-names';

/**
 * The operators that bind variables, evaluated natively (registered in native-operators.ts): `$let`,
 * `$map`, `$filter`, `$reduce`. The bound argument (`in`, `cond`) is evaluated once per binding with the
 * variables added to the scope, so `$$this` keeps the element's BSON type. Parse errors and evaluation
 * errors are mongod's (expression.cpp).
 */

type Codes = { notObject: number; unknown: number; missing: Record<string, number> };

/** The object-form argument of a binding operator: known keys only, required keys present. */
function namedArguments(operand: unknown, allowed: string[], codes: Codes, messages: { notObject: string; unknown: string; missing: (key: string) => string }): Document {
  if (!isPlainObject(operand)) throw new MongoCommandError(`Location${codes.notObject}`, messages.notObject);
  for (const key of Object.keys(operand)) {
    if (!allowed.includes(key)) throw new MongoCommandError(`Location${codes.unknown}`, `${messages.unknown}${key}`);
  }
  for (const [key, code] of Object.entries(codes.missing)) {
    if (!Object.hasOwn(operand, key)) throw new MongoCommandError(`Location${code}`, messages.missing(key));
  }
  return operand;
}

/** The name `as` binds (default `this`); a non-string `as` is mongod's empty name. */
function boundName(spec: Document): string {
  const name = Object.hasOwn(spec, 'as') ? (typeof spec.as === 'string' ? spec.as : '') : 'this';
  validateVariableName(name, 'write');
  return name;
}

function inputArray(operator: string, code: number, value: unknown): unknown[] | null {
  if (isNullish(value)) return null;
  if (!Array.isArray(value)) throw new MongoCommandError(`Location${code}`, `input to ${operator} must be an array not ${typeName(value)}`);
  return value;
}

function $let(operand: unknown): NativeOperator {
  const spec = namedArguments(operand, ['vars', 'in'], { notObject: 16874, unknown: 16875, missing: { vars: 16876, in: 16877 } }, {
    notObject: '$let only supports an object as its argument',
    unknown: 'Unrecognized parameter to $let: ',
    missing: (key) => `Missing '${key}' parameter to $let`,
  });
  if (!isPlainObject(spec.vars)) throw new MongoCommandError('Location10065', 'invalid parameter: expected an object (vars)');
  const names = Object.keys(spec.vars);
  for (const name of names) validateVariableName(name, 'write');
  const vars = spec.vars;
  return {
    args: [...names.map((name) => vars[name]), spec.in],
    binds: [...names.map(() => undefined), names],
    apply: (thunks) => {
      const bindings: Document = {};
      names.forEach((name, i) => (bindings[name] = thunks[i]!()));
      return thunks[names.length]!(bindings);
    },
  };
}

function $map(operand: unknown): NativeOperator {
  const spec = namedArguments(operand, ['input', 'as', 'in'], { notObject: 16878, unknown: 16879, missing: { input: 16880, in: 16882 } }, {
    notObject: '$map only supports an object as its argument',
    unknown: 'Unrecognized parameter to $map: ',
    missing: (key) => `Missing '${key}' parameter to $map`,
  });
  const name = boundName(spec);
  return {
    args: [spec.input, spec.in],
    binds: [undefined, [name]],
    apply: ([input, each]) => inputArray('$map', 16883, input!())?.map((item) => each!({ [name]: item }) ?? null) ?? null,
  };
}

/** `$filter`'s `limit`: null is no limit, otherwise a positive 32-bit integer. */
function filterLimit(value: unknown): number {
  if (isNullish(value)) return Infinity;
  const number = isNumeric(value) ? toDouble(value) : NaN;
  if (!Number.isInteger(number) || number < -(2 ** 31) || number >= 2 ** 31) {
    throw new MongoCommandError('Location327391', `$filter: limit must be represented as a 32-bit integral value: ${describeValue(value)}`);
  }
  if (number <= 0) throw new MongoCommandError('Location327392', `$filter: limit must be greater than 0: ${number}`);
  return number;
}

function $filter(operand: unknown): NativeOperator {
  const spec = namedArguments(operand, ['input', 'as', 'cond', 'limit'], { notObject: 28646, unknown: 28647, missing: { input: 28648, cond: 28650 } }, {
    notObject: '$filter only supports an object as its argument',
    unknown: 'Unrecognized parameter to $filter: ',
    missing: (key) => `Missing '${key}' parameter to $filter`,
  });
  const name = boundName(spec);
  const hasLimit = Object.hasOwn(spec, 'limit');
  return {
    args: [spec.input, spec.cond, spec.limit],
    binds: [undefined, [name], undefined],
    apply: ([input, cond, limit]) => {
      const array = inputArray('$filter', 28651, input!());
      if (array === null) return null;
      const most = hasLimit ? filterLimit(limit!()) : Infinity;
      const kept: unknown[] = [];
      for (const item of array) {
        if (kept.length >= most) break;
        if (truthy(cond!({ [name]: item }))) kept.push(item);
      }
      return kept;
    },
  };
}

function $reduce(operand: unknown): NativeOperator {
  const notObject = `$reduce requires an object as an argument, found: ${typeName(operand)}`;
  const spec = namedArguments(operand, ['input', 'initialValue', 'in'], { notObject: 40075, unknown: 40076, missing: { input: 40077, initialValue: 40078, in: 40079 } }, {
    notObject,
    unknown: '$reduce found an unknown argument: ',
    missing: (key) => `$reduce requires '${key}' to be specified`,
  });
  return {
    args: [spec.input, spec.initialValue, spec.in],
    binds: [undefined, undefined, ['this', 'value']],
    apply: ([input, initialValue, each]) => {
      const array = inputArray('$reduce', 40080, input!());
      if (array === null) return null;
      let accumulated = initialValue!();
      for (const item of array) accumulated = each!({ this: item, value: accumulated });
      return accumulated;
    },
  };
}

export const VARIABLE_OPERATORS: Record<string, (operand: unknown) => NativeOperator | undefined> = { $let, $map, $filter, $reduce };
