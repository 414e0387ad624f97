import type { Document } from 'bson';
import { ExpressionSet, isPlainObject } from './aggregation-expressions';
import { nativeOperator } from './native-operators';
import { defineField } from './promote';

/**
 * `$project`, `$addFields`/`$set` and find projections place their fields with mingo, but the value of a
 * top-level field given by a field path (`'$a.b'`) or an operator this store evaluates (`{$divide: …}`,
 * native-operators.ts) is computed here on the BSON-typed document (aggregation-expressions.ts), so it keeps
 * or gets mongod's type. mingo sees a null placeholder for such an operator, so it neither computes it twice
 * nor fails on it.
 * Fields inside embedded specs (`{a: {b: {$add: …}}}`) and dotted ones are still computed by mingo.
 */
const PLACEHOLDER = { $literal: null };

/** `{$divide: …}` and the other operators native-operators.ts evaluates; mingo computes the rest as before. */
function isNativeExpression(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  // `$literal` too: a constant ($lookup's bound variables, stages/bind-variables.ts) keeps its BSON type.
  return keys.length === 1 && (keys[0] === '$literal' || nativeOperator(keys[0]!, value[keys[0]!]) !== undefined);
}
const isFieldPath = (value: unknown): boolean => typeof value === 'string' && value.startsWith('$');

export interface ComputedFields {
  /** The spec to hand to mingo. */
  forMingo: Document;
  /**
   * Sets each computed field of output[i] from inputs[i] (removes it when the value is missing), fields in
   * mongod's order; `promotedInputs` are the inputs as mingo saw them, when the caller has them.
   */
  fill(output: Document[], inputs: Document[], promotedInputs?: Document[]): Document[];
}

/** Fields the input had keep their place; fields the stage adds follow in the order the stage names them. */
function inSpecOrder(doc: Document, source: Document, spec: Document): Document {
  const added = Object.keys(spec).filter((field) => Object.hasOwn(doc, field) && !Object.hasOwn(source, field));
  const keys = new Set([...Object.keys(doc).filter((field) => Object.hasOwn(source, field)), ...added, ...Object.keys(doc)]);
  const ordered: Document = {};
  for (const key of keys) defineField(ordered, key, doc[key]);
  return ordered;
}

export function computedFields(spec: unknown): ComputedFields | undefined {
  if (!isPlainObject(spec)) return undefined;
  const fields = Object.entries(spec).filter(([field, value]) => !field.includes('.') && (isFieldPath(value) || isNativeExpression(value)));
  const forMingo: Document = {};
  for (const [field, value] of Object.entries(spec)) defineField(forMingo, field, isNativeExpression(value) && !field.includes('.') ? PLACEHOLDER : value);
  return {
    forMingo,
    fill(output, inputs, promotedInputs) {
      const expressions = new ExpressionSet();
      const plans = fields.map(([field, value]) => [field, expressions.compile(value)] as const);
      // mingo sets a dotted field inside the promoted input's shared subdocument: those inputs are then not reusable.
      const valueOf = expressions.evaluateAll(inputs, Object.keys(spec).some((field) => field.includes('.')) ? undefined : promotedInputs);
      return output.map((doc, i) => {
        for (const [field, plan] of plans) {
          const value = valueOf(plan, i);
          if (value === undefined) delete doc[field];
          else defineField(doc, field, value);
        }
        return inSpecOrder(doc, inputs[i]!, spec);
      });
    },
  };
}
