import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import { ExpressionSet } from '../aggregation-expressions';
import { compileFilter } from '../filter';
import { bindVariables } from './bind-variables';
import { withField } from './set-field';

/**
 * `$lookup` with `let`/`pipeline` (and optionally `localField`/`foreignField`, which mongod 5+ applies first):
 * for each document the `let` expressions are evaluated on it and bound into the sub-pipeline as constants
 * (bind-variables.ts), which then runs natively on the foreign collection's stored documents, so the joined
 * documents keep their types and field order.
 */
export type RunPipeline = (docs: Document[], stages: Document[]) => Document[];

export function lookupPipelineStage(docs: Document[], spec: Document, foreign: (name: string) => Document[], run: RunPipeline): Document[] {
  const { from, as, pipeline, localField, foreignField } = spec;
  // The spec's arguments were checked as mongod's parser checks them (lookup-spec.ts).
  const lets = (spec.let ?? {}) as Document;
  if (!Array.isArray(pipeline)) throw new MongoCommandError('FailedToParse', "$lookup argument 'pipeline' must be an array");
  const candidates = typeof from === 'string' ? foreign(from) : [];
  const expressions = new ExpressionSet();
  const names = Object.keys(lets);
  const plans = names.map((name) => expressions.compile(lets[name]));
  const local = typeof localField === 'string' ? expressions.compile(`$${localField}`) : undefined;
  const valueOf = expressions.evaluateAll(docs);
  return docs.map((doc, i) => {
    let joined = candidates;
    if (local) {
      const value = valueOf(local, i);
      const matches = compileFilter({ [String(foreignField)]: { $in: Array.isArray(value) ? value : [value ?? null] } });
      joined = candidates.filter((candidate) => matches(candidate));
    }
    const bindings = new Map(names.map((name, n) => [name, valueOf(plans[n]!, i)]));
    return withField(doc, as, run(joined, bindVariables(pipeline, bindings) as Document[]));
  });
}
