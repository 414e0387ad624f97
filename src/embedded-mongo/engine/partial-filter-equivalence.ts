import type { Document } from 'bson';
import { compareValues } from '../query/compare';
import { isPlainDocument } from '../query/filter';

type Node = { list: '$and' | '$or'; children: Node[] } | { path: string; op: string; value: unknown };

const isRegex = (value: unknown): boolean => value instanceof RegExp || (value as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp';

/**
 * Whether two partial filters are one filter to mongod, which parses each, normalizes it (optimize() and
 * sortTree()) and compares the trees (MatchExpression::equivalent) when it compares index signatures. Only the
 * rewritings certain to hold are made: the fields of a document and `$and` are one conjunction, flattened,
 * in any order; an `$and` or `$or` of one clause is that clause; `{a: v}` is `{a: {$eq: v}}`; values compare as
 * BSON values (1 and 1.0 are equal). Filters mongod would also find equivalent in other ways (`$in` of one value,
 * `$type` by alias) are kept apart, so the store may build an index mongod calls a duplicate, never the reverse.
 */
export function equivalentPartialFilters(a: Document | undefined, b: Document | undefined): boolean {
  if (!a || !b) return a === b;
  return sameNode(normalize(a), normalize(b));
}

function normalize(filter: Document): Node {
  return single('$and', conjuncts(filter));
}

function single(list: '$and' | '$or', children: Node[]): Node {
  return children.length === 1 ? children[0]! : { list, children };
}

function conjuncts(filter: Document): Node[] {
  const nodes: Node[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(value)) nodes.push(...value.flatMap((clause: Document) => conjuncts(clause)));
    else if (field === '$or' && Array.isArray(value)) {
      const clauses = value.map((clause: Document) => normalize(clause));
      if (clauses.length === 1) nodes.push(...flattenAnd(clauses[0]!));
      else nodes.push({ list: '$or', children: clauses });
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
    const unmatched = [...y.children];
    return x.children.every((child) => {
      const at = unmatched.findIndex((other) => sameNode(child, other));
      return at >= 0 && unmatched.splice(at, 1).length === 1;
    });
  }
  return x.path === y.path && x.op === y.op && compareValues(x.value, y.value) === 0 && isRegex(x.value) === isRegex(y.value);
}
