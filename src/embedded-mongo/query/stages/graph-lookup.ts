import { type Document, Long } from 'bson';
import { idKey } from '../../engine/collection';
import { MongoCommandError } from '../../errors';
import { ExpressionSet, isPlainObject } from '../aggregation-expressions';
import { isNumeric, toDouble } from '../bson-values';
import { compileFilter } from '../filter';
import { getPath } from '../paths';
import { describeValue, typeName } from '../describe';
import { withField } from './set-field';

const KNOWN_ARGUMENTS = new Set(['from', 'as', 'startWith', 'connectFromField', 'connectToField', 'maxDepth', 'depthField', 'restrictSearchWithMatch']);

const PATH_ARGUMENTS = new Set(['as', 'connectFromField', 'connectToField', 'depthField']);

/** mongod's check of one argument, as its parser meets it. */
function checkArgument(name: string, value: unknown): void {
  if (!KNOWN_ARGUMENTS.has(name)) throw new MongoCommandError('Location40104', `Unknown argument to $graphLookup: ${name}`);
  if (name === 'from') {
    if (typeof value !== 'string') throw new MongoCommandError('FailedToParse', `$graphLookup 'from' field must be a string, but found ${typeName(value)}`);
    if (value === '') throw new MongoCommandError('InvalidNamespace', `invalid $graphLookup namespace: ${value}`);
  } else if (PATH_ARGUMENTS.has(name)) {
    if (typeof value !== 'string') throw new MongoCommandError('Location40103', `expected string as argument for ${name}, found: ${describeValue(value)}`);
    if (value.startsWith('$')) throw new MongoCommandError('Location16410', "FieldPath field names may not start with '$'. Consider using $getField or $setField.");
  } else if (name === 'maxDepth') {
    if (!isNumeric(value)) throw new MongoCommandError('Location40100', `maxDepth must be numeric, found type: ${typeName(value)}`);
    const depth = Math.trunc(toDouble(value));
    if (depth < 0) throw new MongoCommandError('Location40101', `maxDepth requires a nonnegative argument, found: ${depth}`);
    if (depth !== toDouble(value)) throw new MongoCommandError('Location40102', `maxDepth could not be represented as a long long: ${toDouble(value)}`);
  } else if (name === 'restrictSearchWithMatch' && !isPlainObject(value)) {
    throw new MongoCommandError('Location40185', `restrictSearchWithMatch must be an object, found ${typeName(value)}`);
  }
}

/**
 * The query of one step of the search, as mongod's makeMatchStageFromFrontier builds it: a missing value
 * looks for nothing, and a null never finds a document where `connectToField` is missing.
 */
function frontierFilter(connectToField: string, frontier: unknown[]): Document {
  const clauses: Document[] = [{ [connectToField]: { $in: frontier } }];
  if (frontier.includes(null)) clauses.push({ [connectToField]: { $exists: true } });
  return { $and: clauses };
}

/**
 * `$graphLookup` on the stored documents: a breadth-first search from `startWith` through
 * `connectFromField` → `connectToField` (equality as in a query, so an array matches by element), each
 * document joined once, `depthField` a long as in mongod. The joined documents keep their types and order.
 */
export function graphLookupStage(docs: Document[], spec: unknown, foreign: (name: string) => Document[]): Document[] {
  if (!isPlainObject(spec)) throw new MongoCommandError('FailedToParse', `the $graphLookup stage specification must be an object, but found ${typeName(spec)}`);
  const { from, as, startWith, connectFromField, connectToField, maxDepth, depthField, restrictSearchWithMatch } = spec;
  for (const [name, value] of Object.entries(spec)) checkArgument(name, value);
  const depthLimit = maxDepth === undefined ? Infinity : Math.trunc(toDouble(maxDepth));
  if (typeof as !== 'string' || startWith === undefined || typeof connectFromField !== 'string' || typeof connectToField !== 'string') {
    throw new MongoCommandError('Location40105', "$graphLookup requires 'from', 'as', 'startWith', 'connectFromField', and 'connectToField' to be specified.");
  }
  if (typeof from !== 'string') throw new MongoCommandError('FailedToParse', "must specify 'from' field for a $graphLookup query");
  const restrict = compileFilter(isPlainObject(restrictSearchWithMatch) ? restrictSearchWithMatch : {});
  const candidates = foreign(from).filter((candidate) => restrict(candidate));
  const expressions = new ExpressionSet();
  const start = expressions.compile(startWith);
  const valueOf = expressions.evaluateAll(docs);

  return docs.map((doc, i) => {
    const found: Document[] = [];
    const visited = new Set<string>();
    let frontier: unknown[] = [valueOf(start, i)].flat().filter((value) => value !== undefined);
    for (let depth = 0; depth <= depthLimit && frontier.length > 0; depth++) {
      const matches = compileFilter(frontierFilter(connectToField, frontier));
      const next: unknown[] = [];
      for (const candidate of candidates) {
        const key = idKey(candidate._id);
        if (visited.has(key) || !matches(candidate)) continue;
        visited.add(key);
        found.push(typeof depthField === 'string' ? withField(candidate, depthField, Long.fromNumber(depth)) : candidate);
        const connection = getPath(candidate, connectFromField);
        if (connection !== undefined) for (const value of [connection].flat()) next.push(value);
      }
      frontier = next;
    }
    return withField(doc, as, found);
  });
}
