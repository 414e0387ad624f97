import type { Document } from 'bson';
import { ExpressionSet } from '../aggregation-expressions';
import { MongoCommandError } from '../../errors';

/**
 * `$unionWith: {pipeline: [{$documents: …}, …]}` (no `coll`): the `$documents` expression is evaluated
 * natively, so its values keep the types the command gave them. Undefined when the pipeline starts otherwise.
 */
export function unionWithDocuments(pipeline: Document[]): { docs: Document[]; rest: Document[] } | undefined {
  const first = pipeline[0];
  if (!first || Object.keys(first)[0] !== '$documents') return undefined;
  const expressions = new ExpressionSet();
  const plan = expressions.compile(first.$documents);
  const docs = expressions.evaluateAll([{}])(plan, 0);
  if (!Array.isArray(docs) || !docs.every((doc) => doc !== null && typeof doc === 'object' && !Array.isArray(doc))) {
    throw new MongoCommandError('BadValue', 'error in $documents: the value must be an array of objects');
  }
  return { docs: docs as Document[], rest: pipeline.slice(1) };
}
