import { type Document, Long } from 'bson';
import { idKey } from '../../engine/collection';
import { MongoCommandError } from '../../errors';
import { ExpressionSet, isPlainObject } from '../aggregation-expressions';
import { isNumeric, toDouble } from '../bson-values';
import { compileFilter } from '../filter';
import { getPath } from '../paths';
import { typeName } from '../describe';
import { withField } from './set-field';

const KNOWN_ARGUMENTS = new Set(['from', 'as', 'startWith', 'connectFromField', 'connectToField', 'maxDepth', 'depthField', 'restrictSearchWithMatch']);

/**
 * `$graphLookup` on the stored documents: a breadth-first search from `startWith` through
 * `connectFromField` → `connectToField` (equality as in a query, so an array matches by element), each
 * document joined once, `depthField` a long as in mongod. The joined documents keep their types and order.
 */
export function graphLookupStage(docs: Document[], spec: unknown, foreign: (name: string) => Document[]): Document[] {
  if (!isPlainObject(spec)) throw new MongoCommandError('FailedToParse', `the $graphLookup stage specification must be an object, but found ${typeName(spec)}`);
  const { from, as, startWith, connectFromField, connectToField, maxDepth, depthField, restrictSearchWithMatch } = spec;
  for (const name of Object.keys(spec)) {
    if (!KNOWN_ARGUMENTS.has(name)) throw new MongoCommandError('Location40104', `Unknown argument to $graphLookup: ${name}`);
  }
  if (maxDepth !== undefined && !isNumeric(maxDepth)) throw new MongoCommandError('Location40100', `maxDepth must be numeric, found type: ${typeName(maxDepth)}`);
  const depthLimit = maxDepth === undefined ? Infinity : Math.trunc(toDouble(maxDepth));
  if (depthLimit < 0) throw new MongoCommandError('Location40101', `maxDepth requires a nonnegative argument, found: ${depthLimit}`);
  if (maxDepth !== undefined && depthLimit !== toDouble(maxDepth)) throw new MongoCommandError('Location40102', `maxDepth could not be represented as a long long: ${depthLimit}`);
  if (typeof from !== 'string' || typeof as !== 'string' || startWith === undefined || typeof connectFromField !== 'string' || typeof connectToField !== 'string') {
    throw new MongoCommandError('Location40105', "$graphLookup requires 'from', 'as', 'startWith', 'connectFromField', and 'connectToField' to be specified.");
  }
  const restrict = compileFilter(isPlainObject(restrictSearchWithMatch) ? restrictSearchWithMatch : {});
  const candidates = foreign(from).filter((candidate) => restrict(candidate));
  const expressions = new ExpressionSet();
  const start = expressions.compile(startWith);
  const valueOf = expressions.evaluateAll(docs);

  return docs.map((doc, i) => {
    const found: Document[] = [];
    const visited = new Set<string>();
    let frontier = [valueOf(start, i)].flat();
    for (let depth = 0; depth <= depthLimit && frontier.length > 0; depth++) {
      const matches = compileFilter({ [connectToField]: { $in: frontier.map((value) => value ?? null) } });
      const next: unknown[] = [];
      for (const candidate of candidates) {
        const key = idKey(candidate._id);
        if (visited.has(key) || !matches(candidate)) continue;
        visited.add(key);
        found.push(typeof depthField === 'string' ? withField(candidate, depthField, Long.fromNumber(depth)) : candidate);
        const connection = getPath(candidate, connectFromField);
        if (connection !== undefined) next.push(...[connection].flat());
      }
      frontier = next;
    }
    return withField(doc, as, found);
  });
}
