import type { Document } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { evalExpr } from 'mingo/core';
import type { Options } from 'mingo/types';
import { MongoCommandError } from '../errors';
import { storedName } from '../storage/field-names';
import { bsonType } from './bson-values';
import { MINGO_OPTIONS } from './mingo-context';
import { nativeOperator, type Scope, type Thunk } from './native-operators';
import { validateVariableName } from './variable-names';
import { defineField, promote } from './promote';

/**
 * Aggregation expressions evaluated on the stored (BSON-typed) documents. Field paths (`'$a.b'`), variables
 * (`'$$ROOT.a'`, `'$$this'`, `'$$x.y'`, `'$$REMOVE'`, `'$$NOW'`), constants, documents or arrays of them, and
 * the operators of native-operators.ts (arithmetic, conversions, `$cond`, `$map`, `$let`, arrays,
 * comparisons, strings, dates...) are evaluated here, so a Long stays a Long, a Double 10.0 stays a double and
 * `$divide` gives a double. Other operator expressions (set, trigonometric and bitwise operators...) are
 * computed by mingo on the promoted documents: all of one stage's in one pass, except those in a branch of
 * `$cond`, `$ifNull` or `$switch` (computed only when the branch is taken, as mongod does: a guarded `$toInt`
 * must not fail) and those under an operator that binds variables (`$map`'s `in`...: computed per element,
 * with the variables handed to mingo through a `$let`). mingo's numbers are JS numbers (int32 when integral).
 */
type Plan =
  | { kind: 'constant'; value: unknown }
  | { kind: 'path'; parts: string[] }
  | { kind: 'variable'; name: string; parts: string[] }
  | { kind: 'object'; fields: [string, Plan][] }
  | { kind: 'array'; items: Plan[] }
  | { kind: 'native'; args: Plan[]; apply: (args: Thunk[]) => unknown }
  | { kind: 'mingo'; slot: string }
  | { kind: 'lazy-mingo'; expression: unknown };

/** Variables in scope at compile time (names) and at evaluation time (values, inherited from the enclosing scope). */
const NO_VARIABLES: ReadonlySet<string> = new Set(['NOW']);

export const isPlainObject = (value: unknown): value is Document =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && bsonType(value) === undefined && !(value instanceof Date) &&
  !(value instanceof RegExp) && !Buffer.isBuffer(value);

const isOperatorObject = (value: Document) => Object.keys(value).some((key) => key.startsWith('$'));

/** MongoDB's aggregation field path: arrays are traversed (elements that are not documents are skipped), digits are field names. */
function fieldPath(value: unknown, parts: string[], index: number): unknown {
  if (index === parts.length) return value;
  if (Array.isArray(value)) return value.map((item) => fieldPath(item, parts, index)).filter((item) => item !== undefined);
  const key = storedName(parts[index]!);
  if (!isPlainObject(value) || !Object.hasOwn(value, key)) return undefined;
  return fieldPath(value[key], parts, index + 1);
}

/** A field path reads CURRENT: the document, or what a `$let` bound to CURRENT. */
const currentPath = (parts: string[], variables: ReadonlySet<string>): Plan =>
  variables.has('CURRENT') ? { kind: 'variable', name: 'CURRENT', parts } : { kind: 'path', parts };

export class ExpressionSet {
  private readonly mingoExpressions: Document = {};
  private slots = 0;

  /** `$$NOW`: one instant for the whole command, as mongod's. */
  private readonly now = new Date();

  /** Compiles one expression of the stage; evaluate it with the function `evaluateAll` hands back. */
  compile(expression: unknown, lazy = false, variables = NO_VARIABLES): Plan {
    if (typeof expression === 'string' && expression.startsWith('$')) {
      if (expression.startsWith('$$')) return this.compileVariable(expression, variables);
      return currentPath(expression.slice(1).split('.'), variables);
    }
    if (Array.isArray(expression)) return { kind: 'array', items: expression.map((item) => this.compile(item, lazy, variables)) };
    if (isPlainObject(expression)) {
      if (Object.keys(expression).length === 1 && Object.hasOwn(expression, '$literal')) return { kind: 'constant', value: expression.$literal };
      if (isOperatorObject(expression)) return this.compileOperator(expression, lazy, variables);
      return { kind: 'object', fields: Object.entries(expression).map(([key, value]) => [key, this.compile(value, lazy, variables)]) };
    }
    return { kind: 'constant', value: expression };
  }

  /**
   * `$$name.path`: ROOT and CURRENT are the document (CURRENT unless a `$let` rebound it), REMOVE is
   * missing, other names must be bound (mongod's 17276).
   */
  private compileVariable(expression: string, variables: ReadonlySet<string>): Plan {
    const [name, ...parts] = expression.slice(2).split('.');
    if (name === 'ROOT') return { kind: 'path', parts };
    if (name === 'CURRENT') return currentPath(parts, variables);
    if (name === 'REMOVE') return { kind: 'constant', value: undefined };
    validateVariableName(name!, 'read');
    if (!variables.has(name!)) throw new MongoCommandError('Location17276', `Use of undefined variable: ${name}`);
    return { kind: 'variable', name: name!, parts };
  }

  private compileOperator(expression: Document, lazy: boolean, variables: ReadonlySet<string>): Plan {
    const keys = Object.keys(expression);
    const native = keys.length === 1 ? nativeOperator(keys[0]!, expression[keys[0]!]) : undefined;
    if (!native) return this.viaMingo(expression, lazy);
    const isLazy = (index: number) => lazy || (native.alwaysEvaluated !== undefined && index >= native.alwaysEvaluated);
    const args = native.args.map((arg, i) => {
      // An argument that sees bound variables ($map's `in`...) is evaluated once per binding, never in mingo's batch.
      const bound = native.binds?.[i];
      return bound ? this.compile(arg, true, new Set([...variables, ...bound])) : this.compile(arg, isLazy(i), variables);
    });
    return { kind: 'native', args, apply: (thunks) => native.apply(thunks) };
  }

  private viaMingo(expression: unknown, lazy: boolean): Plan {
    if (lazy) return { kind: 'lazy-mingo', expression: promote(expression) };
    const slot = `e${this.slots++}`;
    this.mingoExpressions[slot] = promote(expression);
    return { kind: 'mingo', slot };
  }

  /**
   * Evaluates the compiled plans over `docs`: `valueOf(plan, i)` is the plan's value for docs[i] (undefined:
   * missing); operators that bind variables pass their `scope` down. `promotedDocs`, when the caller has
   * them, are `docs` already promoted for mingo.
   */
  evaluateAll(docs: Document[], promotedDocs?: Document[]): (plan: Plan, index: number, scope?: Scope) => unknown {
    const promoted: Document[] = promotedDocs ?? [];
    const computed = this.slots === 0 ? [] : this.runMingo(docs.map((doc, i) => (promoted[i] ??= promote(doc) as Document)));
    const rootScope: Scope = Object.assign(Object.create(null) as Document, { NOW: this.now });
    const valueOf = (plan: Plan, index: number, scope: Scope = rootScope): unknown => {
      switch (plan.kind) {
        case 'constant':
          return plan.value;
        case 'path':
          return fieldPath(docs[index], plan.parts, 0);
        case 'variable':
          return fieldPath(scope[plan.name], plan.parts, 0);
        case 'native':
          return plan.apply(plan.args.map((arg) => (bindings?: Scope) => valueOf(arg, index, bindings ? Object.assign(Object.create(scope) as Document, bindings) : scope)));
        case 'mingo':
          return computed[index]?.[plan.slot];
        case 'lazy-mingo':
          return evalExpr((promoted[index] ??= promote(docs[index]) as Document), withVariables(plan.expression, scope), MINGO_OPTIONS as Options);
        case 'array':
          return plan.items.map((item) => valueOf(item, index, scope) ?? null);
        case 'object': {
          const result: Document = {};
          for (const [key, field] of plan.fields) {
            const value = valueOf(field, index, scope);
            if (value !== undefined) defineField(result, key, value);
          }
          return result;
        }
      }
    };
    return valueOf;
  }

  private runMingo(promoted: Document[]): Document[] {
    const stage = { $project: { _id: 0, ...this.mingoExpressions } };
    return new Aggregator([stage], MINGO_OPTIONS).run(promoted) as Document[];
  }
}

/** An expression mingo evaluates inside a binding operator sees the bound variables through a `$let`. */
function withVariables(expression: unknown, scope: Scope): unknown {
  const vars: Document = {};
  for (const name in scope) if (name !== 'NOW') vars[name] = { $literal: promote(scope[name]) };
  return Object.keys(vars).length === 0 ? expression : { $let: { vars, in: expression } };
}

export type { Plan as ExpressionPlan };
