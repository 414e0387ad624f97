import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { compileFilter, isOperatorObject, isPlainDocument } from '../query/filter';
import { isRegex } from '../query/regex';
import type { IndexSpec } from './index-spec';
import { truthy } from '../query/native-operators';
import { refusedDebugString } from './partial-filter-debug-string';

/** mongod's internalPartialFilterExpressionMaxDepth (its default). */
const MAX_DEPTH = 4;

/** Operators that parse into a node a partial filter may hold: EQ, LT, LTE, GT, GTE, EXISTS, TYPE_OPERATOR, MATCH_IN. */
const ALLOWED = new Set(['$eq', '$lt', '$lte', '$gt', '$gte', '$type', '$in']);

/**
 * mongod 7.0's checks of a partial index's filter (IndexCatalogImpl::_isSpecOk and
 * _checkValidFilterExpressions, with the time-series metric indexes feature on as in 7.0): not with `sparse`,
 * parsed without `$expr`, at most MAX_DEPTH levels, and only equalities, ranges, `$exists: true`, `$type`,
 * `$in`, `$and` and `$or`. mongod names a refused expression by its debug tree: the store renders the trees of
 * `$exists: false`, `$ne` and a value `$elemMatch` of comparisons (partial-filter-debug-string.ts) and refuses the others with 238.
 */
export function checkPartialFilter(spec: IndexSpec): void {
  const filter = spec.partialFilterExpression;
  if (filter === undefined) return;
  if (spec.sparse) throw new MongoCommandError('CannotCreateIndex', 'cannot mix "partialFilterExpression" and "sparse" options');
  compileFilter(filter);
  if (mentionsExpr(filter)) throw new MongoCommandError('QueryFeatureNotAllowed', '$expr is not allowed in this context');
  checkDocument(filter, 0);
}

function mentionsExpr(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsExpr);
  if (!isPlainDocument(value)) return false;
  return Object.entries(value).some(([key, item]) => key === '$expr' || mentionsExpr(item));
}

/** A refused node carries mongod's debug tree of it when the store can render it. */
type Node = { kind: 'and' | 'or'; children: Document[] } | { kind: 'leaf' } | { kind: 'refused'; what: string; debugString?: string };

/** The nodes a (sub)document parses into; one node is the document itself, several sit under an implicit $and. */
function nodesOf(doc: Document): Node[] {
  const nodes: Node[] = [];
  for (const [key, value] of Object.entries(doc)) {
    if (key === '$comment') continue;
    if ((key === '$and' || key === '$or') && Array.isArray(value)) nodes.push({ kind: key === '$and' ? 'and' : 'or', children: value as Document[] });
    else if (key.startsWith('$')) nodes.push({ kind: 'refused', what: key });
    else if (isRegex(value)) nodes.push({ kind: 'refused', what: 'a regular expression' });
    else if (!isOperatorObject(value)) nodes.push({ kind: 'leaf' });
    else for (const [operator, operand] of Object.entries(value)) nodes.push(operatorNode(key, operator, operand));
  }
  return nodes;
}

function operatorNode(path: string, operator: string, operand: unknown): Node {
  if (ALLOWED.has(operator)) return { kind: 'leaf' };
  if (operator === '$exists' && truthy(operand)) return { kind: 'leaf' };
  // $all is an $and of equalities (regexes and $elemMatch are refused below it).
  if (operator === '$all' && Array.isArray(operand) && operand.every((item) => !isRegex(item) && !isOperatorObject(item))) {
    return { kind: 'and', children: operand.map(() => ({ value: 1 })) };
  }
  return { kind: 'refused', what: operator === '$exists' ? '$exists: false' : operator, debugString: refusedDebugString(path, operator, operand) };
}

function checkDocument(doc: Document, level: number): void {
  const nodes = nodesOf(doc);
  if (nodes.length === 1) checkNode(nodes[0]!, level);
  else {
    checkDepth(level);
    for (const node of nodes) checkNode(node, level + 1);
  }
}

function checkDepth(level: number): void {
  if (level + 1 > MAX_DEPTH) throw new MongoCommandError('CannotCreateIndex', `partialFilterExpression depth may not exceed ${MAX_DEPTH}`);
}

function checkNode(node: Node, level: number): void {
  checkDepth(level);
  if (node.kind === 'refused') {
    if (node.debugString !== undefined) throw new MongoCommandError('CannotCreateIndex', `Expression not supported in partial index: ${node.debugString}`);
    throw new MongoCommandError('NotImplemented', `a partialFilterExpression with ${node.what} (mongod refuses it with 67, naming it by its debug tree) is not supported by the embedded store`);
  }
  if (node.kind === 'leaf') return;
  for (const child of node.children) checkDocument(child, level + 1);
}
