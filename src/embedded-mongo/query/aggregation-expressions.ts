import type { Document } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { evalExpr } from 'mingo/core';
import type { Options } from 'mingo/types';
import { storedName } from '../storage/field-names';
import { bsonType } from './bson-values';
import { MINGO_OPTIONS } from './mingo-context';
import { nativeOperator } from './native-operators';
import { promote } from './promote';

/**
 * Aggregation expressions evaluated on the stored (BSON-typed) documents. Field paths (`'$a.b'`,
 * `'$$ROOT'`), constants, documents or arrays of them, and the operators of native-operators.ts (arithmetic,
 * conversions, `$cond`, strings, dates...) are evaluated here, so a Long stays a Long, a Double 10.0 stays a double and
 * `$divide` gives a double. Other operator expressions (`{$map: ...}`, `$let`, `$objectToArray`...) are computed
 * by mingo on the promoted documents: all of one stage's in one pass, except those in a branch of `$cond`,
 * `$ifNull` or `$switch`, computed only when the branch is taken (as mongod does: a guarded `$toInt` must
 * not fail). mingo's numbers are JS numbers (int32 when integral).
 */
type Plan =
  | { kind: 'constant'; value: unknown }
  | { kind: 'path'; parts: string[] }
  | { kind: 'object'; fields: [string, Plan][] }
  | { kind: 'array'; items: Plan[] }
  | { kind: 'native'; args: Plan[]; apply: (args: (() => unknown)[]) => unknown }
  | { kind: 'mingo'; slot: string }
  | { kind: 'lazy-mingo'; expression: unknown };

const ROOT_VARIABLES = ['$$ROOT', '$$CURRENT'];

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

export class ExpressionSet {
  private readonly mingoExpressions: Document = {};
  private slots = 0;

  /** Compiles one expression of the stage; evaluate it with the function `evaluateAll` hands back. */
  compile(expression: unknown, lazy = false): Plan {
    if (typeof expression === 'string' && expression.startsWith('$')) {
      const [head, ...rest] = expression.split('.');
      if (ROOT_VARIABLES.includes(head!)) return { kind: 'path', parts: rest };
      if (!expression.startsWith('$$')) return { kind: 'path', parts: expression.slice(1).split('.') };
      return this.viaMingo(expression, lazy);
    }
    if (Array.isArray(expression)) return { kind: 'array', items: expression.map((item) => this.compile(item, lazy)) };
    if (isPlainObject(expression)) {
      if (Object.keys(expression).length === 1 && Object.hasOwn(expression, '$literal')) return { kind: 'constant', value: expression.$literal };
      if (isOperatorObject(expression)) return this.compileOperator(expression, lazy);
      return { kind: 'object', fields: Object.entries(expression).map(([key, value]) => [key, this.compile(value, lazy)]) };
    }
    return { kind: 'constant', value: expression };
  }

  private compileOperator(expression: Document, lazy: boolean): Plan {
    const keys = Object.keys(expression);
    const native = keys.length === 1 ? nativeOperator(keys[0]!, expression[keys[0]!]) : undefined;
    if (!native) return this.viaMingo(expression, lazy);
    const isLazy = (index: number) => lazy || (native.alwaysEvaluated !== undefined && index >= native.alwaysEvaluated);
    return { kind: 'native', args: native.args.map((arg, i) => this.compile(arg, isLazy(i))), apply: (args) => native.apply(args) };
  }

  private viaMingo(expression: unknown, lazy: boolean): Plan {
    if (lazy) return { kind: 'lazy-mingo', expression: promote(expression) };
    const slot = `e${this.slots++}`;
    this.mingoExpressions[slot] = promote(expression);
    return { kind: 'mingo', slot };
  }

  /**
   * Evaluates the compiled plans over `docs`: `valueOf(plan, i)` is the plan's value for docs[i] (undefined:
   * missing). `promotedDocs`, when the caller has them, are `docs` already promoted for mingo.
   */
  evaluateAll(docs: Document[], promotedDocs?: Document[]): (plan: Plan, index: number) => unknown {
    const promoted: Document[] = promotedDocs ?? [];
    const computed = this.slots === 0 ? [] : this.runMingo(docs.map((doc, i) => (promoted[i] ??= promote(doc) as Document)));
    const valueOf = (plan: Plan, index: number): unknown => {
      switch (plan.kind) {
        case 'constant':
          return plan.value;
        case 'path':
          return fieldPath(docs[index], plan.parts, 0);
        case 'native':
          return plan.apply(plan.args.map((arg) => () => valueOf(arg, index)));
        case 'mingo':
          return computed[index]?.[plan.slot];
        case 'lazy-mingo':
          return evalExpr((promoted[index] ??= promote(docs[index]) as Document), plan.expression, MINGO_OPTIONS as Options);
        case 'array':
          return plan.items.map((item) => valueOf(item, index) ?? null);
        case 'object': {
          const result: Document = {};
          for (const [key, field] of plan.fields) {
            const value = valueOf(field, index);
            if (value !== undefined) result[key] = value;
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

export type { Plan as ExpressionPlan };
