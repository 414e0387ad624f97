import type { Document } from 'bson';
import { compareValues } from '../query/compare';
import { isPlainDocument } from '../query/filter';
import { matchTypeRank } from '../query/match-type-order';

type Node = { list: '$and' | '$or'; children: Node[] } | { path: string; op: string; value: unknown };

const isRegex = (value: unknown): boolean => value instanceof RegExp || (value as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp';

/**
 * Whether two partial filters are one filter to mongod, which parses each, normalizes it (optimize() and
 * sortTree()) and compares the trees (MatchExpression::equivalent) when it compares index signatures. Only the
 * rewritings certain to hold are made: the fields of a document and `$and` are one conjunction, flattened; an
 * `$and` or `$or` of one clause is that clause; `{a: v}` is `{a: {$eq: v}}`; values compare as BSON values (1 and
 * 1.0 are equal). The children of each list are then in sortTree's order (query/match-type-order.ts: by kind and
 * path, never by value), so `{$and: [{a: {$type: 1}}, {a: {$type: 2}}]}` reversed is another filter, as in mongod.
 * Filters mongod would also find equivalent in other ways (`$in` of one value, `$type` by alias) are kept apart.
 */
export function equivalentPartialFilters(a: Document | undefined, b: Document | undefined): boolean {
  if (!a || !b) return a === b;
  return sameNode(normalize(a), normalize(b));
}

function normalize(filter: Document): Node {
  return single('$and', conjuncts(filter));
}

function single(list: '$and' | '$or', children: Node[]): Node {
  return children.length === 1 ? children[0]! : { list, children: [...children].sort(bySortTreeOrder) };
}

const rankOf = (node: Node) => matchTypeRank('list' in node ? node.list : node.op);
const pathOf = (node: Node) => ('list' in node ? '' : node.path);
const childCount = (node: Node) => ('list' in node ? node.children.length : 0);

/** matchExpressionComparator: the kind, then the path, then the number of children (Array.prototype.sort is stable). */
function bySortTreeOrder(x: Node, y: Node): number {
  const [px, py] = [pathOf(x), pathOf(y)];
  return rankOf(x) - rankOf(y) || (px < py ? -1 : px > py ? 1 : 0) || childCount(x) - childCount(y);
}

function conjuncts(filter: Document): Node[] {
  const nodes: Node[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(value)) nodes.push(...value.flatMap((clause: Document) => conjuncts(clause)));
    else if (field === '$or' && Array.isArray(value)) {
      const clauses = value.map((clause: Document) => normalize(clause));
      if (clauses.length === 1) nodes.push(...flattenAnd(clauses[0]!));
      else nodes.push(single('$or', clauses));
    } else nodes.push(...predicates(field, value));
  }
  return nodes;
}

const flattenAnd = (node: Node): Node[] => ('list' in node && node.list === '$and' ? node.children : [node]);

function predicates(path: string, value: unknown): Node[] {
  const operators = isPlainDocument(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => key.startsWith('$'));
  if (!operators) return [{ path, op: isRegex(value) ? '$regex' : '$eq', value }];
  return Object.entries(value as Document).map(([op, operand]) => ({ path, op, value: operand }));
}

function sameNode(x: Node, y: Node): boolean {
  if ('list' in x || 'list' in y) {
    if (!('list' in x) || !('list' in y) || x.list !== y.list || x.children.length !== y.children.length) return false;
    return x.children.every((child, i) => sameNode(child, y.children[i]!));
  }
  return x.path === y.path && x.op === y.op && compareValues(x.value, y.value) === 0 && isRegex(x.value) === isRegex(y.value);
}
