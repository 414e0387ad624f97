import type { Document } from 'bson';
import { ExpressionSet, isPlainObject } from './aggregation-expressions';
import { defineField } from './promote';

/**
 * `$project`, `$addFields`/`$set` and find projections place their fields with mingo, but the value of a
 * top-level field given by a field path (`'$a.b'`) or an operator expression (`{$divide: …}`) is computed
 * here on the BSON-typed document (aggregation-expressions.ts), so it keeps or gets mongod's type. mingo sees
 * a null placeholder for an operator expression, so it neither computes it twice nor fails on it.
 * Fields inside embedded specs (`{a: {b: {$add: …}}}`) and dotted ones are still computed by mingo.
 */
const PLACEHOLDER = { $literal: null };

const isOperatorExpression = (value: unknown): boolean => isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'));
const isFieldPath = (value: unknown): boolean => typeof value === 'string' && value.startsWith('$');

export interface ComputedFields {
  /** The spec to hand to mingo. */
  forMingo: Document;
  /** Sets each computed field of output[i] from inputs[i] (removes it when the value is missing), fields in mongod's order. */
  fill(output: Document[], inputs: Document[]): Document[];
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
  const fields = Object.entries(spec).filter(([field, value]) => !field.includes('.') && (isFieldPath(value) || isOperatorExpression(value)));
  const forMingo: Document = {};
  for (const [field, value] of Object.entries(spec)) defineField(forMingo, field, isOperatorExpression(value) && !field.includes('.') ? PLACEHOLDER : value);
  return {
    forMingo,
    fill(output, inputs) {
      const expressions = new ExpressionSet();
      const plans = fields.map(([field, value]) => [field, expressions.compile(value)] as const);
      const valueOf = expressions.evaluateAll(inputs);
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
