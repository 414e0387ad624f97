import type { Document } from 'bson';
import { storedName } from '../../storage/field-names';
import { isPlainObject } from '../aggregation-expressions';

/**
 * Binds user variables (`$lookup`'s `let`, `$redact`'s `$$ROOT`) in a stage or a pipeline by replacing every
 * `$$name` and `$$name.path` with `{$literal: value}` (or `$$REMOVE` when the path is missing), so the
 * expressions run natively with the value's BSON type and need no variable scope. A name rebound inside
 * (`$let`'s `vars`, `$map`/`$filter`'s `as`, `$reduce`, a nested `$lookup`'s `let`) is left alone there, and
 * in a `$match` only `$expr` is an expression (elsewhere `'$$x'` is a plain string).
 */
export type Bindings = ReadonlyMap<string, unknown>;

/** `value.a.b` as aggregation reads a field path: arrays are traversed, elements without the field are skipped. */
function readPath(value: unknown, parts: string[]): unknown {
  if (parts.length === 0) return value;
  if (Array.isArray(value)) return value.map((item) => readPath(item, parts)).filter((item) => item !== undefined);
  const key = storedName(parts[0]!);
  if (!isPlainObject(value) || !Object.hasOwn(value, key)) return undefined;
  return readPath(value[key], parts.slice(1));
}

function without(bindings: Bindings, names: unknown[]): Bindings {
  const shadowed = names.filter((name): name is string => typeof name === 'string');
  if (!shadowed.some((name) => bindings.has(name))) return bindings;
  return new Map([...bindings].filter(([name]) => !shadowed.includes(name)));
}

/** The names an operator object binds for its inner expressions. */
function boundNames(operator: string, operand: unknown): string[] {
  if (!isPlainObject(operand)) return [];
  if (operator === '$let' && isPlainObject(operand.vars)) return Object.keys(operand.vars);
  if (operator === '$map' || operator === '$filter') return [typeof operand.as === 'string' ? operand.as : 'this'];
  if (operator === '$reduce') return ['this', 'value'];
  if (operator === '$lookup' && isPlainObject(operand.let)) return Object.keys(operand.let);
  return [];
}

export function bindVariables(value: unknown, bindings: Bindings): unknown {
  if (bindings.size === 0) return value;
  if (typeof value === 'string' && value.startsWith('$$')) {
    const [name, ...path] = value.slice(2).split('.');
    if (!bindings.has(name!)) return value;
    const bound = readPath(bindings.get(name!), path);
    return bound === undefined ? '$$REMOVE' : { $literal: bound };
  }
  if (Array.isArray(value)) return value.map((item) => bindVariables(item, bindings));
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === '$literal') return value;
  if (keys.length === 1 && keys[0] === '$match') return { $match: bindInFilter(value.$match, bindings) };
  const output: Document = {};
  for (const key of keys) {
    const inner = without(bindings, keys.length === 1 ? boundNames(key, value[key]) : []);
    // $let's own `vars` see the outer names; only its `in` sees the new ones.
    if (key === '$let' && isPlainObject(value[key])) {
      const { vars, in: body, ...rest } = value[key] as Document;
      output[key] = { ...rest, vars: bindVariables(vars, bindings), in: bindVariables(body, inner) };
    } else if (key === '$lookup' && isPlainObject(value[key])) {
      const { let: lets, pipeline, ...rest } = value[key] as Document;
      output[key] = { ...rest, ...(lets === undefined ? {} : { let: bindVariables(lets, bindings) }), ...(pipeline === undefined ? {} : { pipeline: bindVariables(pipeline, inner) }) };
    } else {
      output[key] = bindVariables(value[key], inner);
    }
  }
  return output;
}

/** In a query, only `$expr` (at any depth of `$and`/`$or`/`$nor`) holds expressions. */
function bindInFilter(filter: unknown, bindings: Bindings): unknown {
  if (Array.isArray(filter)) return filter.map((item) => bindInFilter(item, bindings));
  if (!isPlainObject(filter)) return filter;
  const output: Document = {};
  for (const [key, item] of Object.entries(filter)) {
    output[key] = key === '$expr' ? bindVariables(item, bindings) : ['$and', '$or', '$nor'].includes(key) ? bindInFilter(item, bindings) : item;
  }
  return output;
}
