import type { Document } from 'bson';
import { ExpressionSet, isPlainObject } from './aggregation-expressions';
import { compileFilter } from './filter';
import { withField } from './stages/set-field';

/**
 * `$lookup` with `localField`/`foreignField` on the stored documents, so the joined documents keep their types
 * and field order: a foreign document joins when its field equals the local value, or one of its elements
 * when that is an array (a missing local value matches null and missing, as in mongod). `as` is set as mongod
 * sets it (an existing field keeps its place, a dotted path goes into the sub-document). Undefined for the
 * `let`/`pipeline` form (stages/lookup-pipeline.ts).
 */
export function lookupStage(docs: Document[], spec: unknown, foreign: (name: string) => Document[]): Document[] | undefined {
  if (!isPlainObject(spec) || spec.pipeline !== undefined || spec.let !== undefined) return undefined;
  const { from, localField, foreignField, as } = spec;
  if (typeof from !== 'string' || typeof localField !== 'string' || typeof foreignField !== 'string' || typeof as !== 'string') {
    return undefined;
  }
  const candidates = foreign(from);
  const expressions = new ExpressionSet();
  const local = expressions.compile(`$${localField}`);
  const valueOf = expressions.evaluateAll(docs);
  return docs.map((doc, i) => {
    const value = valueOf(local, i);
    const wanted = Array.isArray(value) ? value : [value ?? null];
    const matches = compileFilter({ [foreignField]: { $in: wanted } });
    return withField(doc, as, candidates.filter((candidate) => matches(candidate)));
  });
}
