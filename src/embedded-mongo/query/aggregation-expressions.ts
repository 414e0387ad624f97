import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { storedName } from '../storage/field-names';
import { bsonType } from './bson-values';
import { describeValue } from './describe';
import { nativeOperator, type Scope, type Thunk } from './native-operators';
import { validateVariableName } from './variable-names';
import { defineField } from './promote';
import { metaValue, parseMetaKeyword } from './meta-expression';

/**
 * Aggregation expressions evaluated on the stored (BSON-typed) documents. Field paths (`'$a.b'`), variables
 * (`'$$ROOT.a'`, `'$$this'`, `'$$x.y'`, `'$$REMOVE'`, `'$$NOW'`), constants, documents or arrays of them, and
 * the operators of native-operators.ts (every expression operator of mongod 7) are evaluated here, so a Long
 * stays a Long, a Double 10.0 stays a double and `$divide` gives a double. A branch of `$cond`, `$ifNull` or
 * `$switch` is computed only when taken, as mongod does (a guarded `$toInt` must not fail). An operator the
 * store does not know is mongod's parse error 168, raised when the stage is compiled.
 */
type Plan =
  | { kind: 'constant'; value: unknown }
  | { kind: 'path'; parts: string[] }
  | { kind: 'variable'; name: string; parts: string[] }
  | { kind: 'object'; fields: [string, Plan][] }
  | { kind: 'array'; items: Plan[] }
  | { kind: 'native'; args: Plan[]; apply: (args: Thunk[]) => unknown }
  /** `{$meta: keyword}`: read from the document's metadata (query/meta-expression.ts), not from its fields. */
  | { kind: 'meta'; keyword: string };

/** Variables in scope at compile time (names) and at evaluation time (values, inherited from the enclosing scope). */
const NO_VARIABLES: ReadonlySet<string> = new Set(['NOW']);

export const isPlainObject = (value: unknown): value is Document =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && bsonType(value) === undefined && !(value instanceof Date) &&
  !(value instanceof RegExp) && !Buffer.isBuffer(value);

const isOperatorObject = (value: Document) => Object.keys(value).some((key) => key.startsWith('$'));

/**
 * MongoDB's aggregation field path: arrays are traversed, and only their elements that are documents go on
 * (scalars and nested arrays give nothing, as in mongod's evaluatePathArray); digits are field names.
 */
function fieldPath(value: unknown, parts: string[], index: number): unknown {
  if (index === parts.length) return value;
  if (Array.isArray(value)) return value.filter(isPlainObject).map((item) => fieldPath(item, parts, index)).filter((item) => item !== undefined);
  const key = storedName(parts[index]!);
  if (!isPlainObject(value) || !Object.hasOwn(value, key)) return undefined;
  return fieldPath(value[key], parts, index + 1);
}

/** A field path reads CURRENT: the document, or what a `$let` bound to CURRENT. */
const currentPath = (parts: string[], variables: ReadonlySet<string>): Plan =>
  variables.has('CURRENT') ? { kind: 'variable', name: 'CURRENT', parts } : { kind: 'path', parts };

/**
 * Whether an expression reads a field or a variable: one that does not is what mongod's optimize() folds to a
 * constant (the stages that require a constant, or refuse the document, check this).
 */
export function readsDocument(expression: unknown): boolean {
  if (typeof expression === 'string') return expression.startsWith('$');
  if (Array.isArray(expression)) return expression.some(readsDocument);
  if (!isPlainObject(expression)) return false;
  return !Object.hasOwn(expression, '$literal') && !Object.hasOwn(expression, '$const') && Object.values(expression).some(readsDocument);
}

export class ExpressionSet {
  /** `$$NOW`: one instant for the whole command, as mongod's. */
  private readonly now = new Date();

  /** Compiles one expression of the stage; evaluate it with the function `evaluateAll` hands back. */
  compile(expression: unknown, variables = NO_VARIABLES): Plan {
    if (typeof expression === 'string' && expression.startsWith('$')) {
      if (expression.startsWith('$$')) return this.compileVariable(expression, variables);
      return currentPath(expression.slice(1).split('.'), variables);
    }
    if (Array.isArray(expression)) return { kind: 'array', items: expression.map((item) => this.compile(item, variables)) };
    if (isPlainObject(expression)) {
      // `$const` is mongod's other name for `$literal` (what it writes when it serialises one).
      const [only, ...others] = Object.keys(expression);
      if (others.length === 0 && (only === '$literal' || only === '$const')) return { kind: 'constant', value: expression[only] };
      if (isOperatorObject(expression)) return this.compileOperator(expression, variables);
      return { kind: 'object', fields: Object.entries(expression).map(([key, value]) => [key, this.compile(value, variables)]) };
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

  /** `{$op: operand}`; an object mixing `$` keys with others is mongod's 15983 or 16410. */
  private compileOperator(expression: Document, variables: ReadonlySet<string>): Plan {
    const keys = Object.keys(expression);
    if (!keys[0]!.startsWith('$')) {
      throw new MongoCommandError('Location16410', "FieldPath field names may not start with '$'. Consider using $getField or $setField.");
    }
    if (keys.length !== 1) {
      throw new MongoCommandError('Location15983', `An object representing an expression must have exactly one field: ${describeValue(expression)}`);
    }
    if (keys[0] === '$meta') return { kind: 'meta', keyword: parseMetaKeyword(expression.$meta) };
    const native = nativeOperator(keys[0]!, expression[keys[0]!]);
    const args = native.args.map((arg, i) => {
      // An argument that sees bound variables ($map's `in`...) is compiled with them in scope.
      const bound = native.binds?.[i];
      return this.compile(arg, bound ? new Set([...variables, ...bound]) : variables);
    });
    return { kind: 'native', args, apply: (thunks) => native.apply(thunks) };
  }

  /**
   * Evaluates the compiled plans over `docs`: `valueOf(plan, i)` is the plan's value for docs[i] (undefined:
   * missing); operators that bind variables pass their `scope` down.
   */
  evaluateAll(docs: Document[]): (plan: Plan, index: number, scope?: Scope) => unknown {
    const rootScope: Scope = Object.assign(Object.create(null) as Document, { NOW: this.now });
    const valueOf = (plan: Plan, index: number, scope: Scope = rootScope): unknown => {
      switch (plan.kind) {
        case 'constant':
          return plan.value;
        case 'path':
          return fieldPath(docs[index], plan.parts, 0);
        case 'variable':
          return fieldPath(scope[plan.name], plan.parts, 0);
        case 'meta':
          return metaValue(docs[index]!, plan.keyword);
        case 'native':
          return plan.apply(plan.args.map((arg) => (bindings?: Scope) => valueOf(arg, index, bindings ? Object.assign(Object.create(scope) as Document, bindings) : scope)));
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
}

export type { Plan as ExpressionPlan };
