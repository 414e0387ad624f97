import type { Document } from 'bson';
import { compileFilter, isPlainDocument } from './filter';
import { defineField } from './promote';
import { storedName } from '../storage/field-names';
import { pathParts } from './paths';
import { matchTypeRank } from './match-type-order';

/**
 * The array position mongod's matcher records while it matches a find filter (MatchDetails' elemMatchKey),
 * which a positional projection (`a.$`) then uses. mongod normalizes the filter first (nested `$and`s
 * flattened, an `$or` of equalities on one path made an `$in`, the children stable-sorted by MatchType and
 * then by path) and its AndMatchExpression lets each child overwrite the position, so the last child that
 * records one wins. A leaf or `$elemMatch` records the offset, in the first array its path meets, of the
 * first element through which it matches; `$or`, `$nor`, `$not` (and so `$ne`, `$nin`), `$size` and `$expr`
 * record nothing.
 */
export function elemMatchKey(filter: Document | undefined, doc: Document): number | undefined {
  if (!filter) return undefined;
  const clauses = flatten(filter).sort((a, b) => a.rank - b.rank || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  let key: number | undefined;
  for (const clause of clauses) {
    const found = clause.records ? firstMatchingOffset(clause.filter, clause.path, doc) : undefined;
    if (found !== undefined) key = found;
  }
  return key;
}

/** One child of the normalized top-level `$and`: its own filter, the path it tests and whether it records. */
interface Clause {
  rank: number;
  path: string;
  filter: Document;
  records: boolean;
}

function flatten(filter: Document): Clause[] {
  const clauses: Clause[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) clauses.push(...condition.flatMap((clause) => flatten(clause as Document)));
    else if (key === '$or' && Array.isArray(condition)) clauses.push(...orClauses(condition as Document[]));
    else if (key === '$nor') clauses.push({ rank: matchTypeRank('$nor'), path: '', filter: {}, records: false });
    else if (key === '$expr' || key === '$where') clauses.push({ rank: matchTypeRank(key), path: '', filter: {}, records: false });
    else if (key.startsWith('$')) continue;
    else clauses.push(...fieldClauses(key, condition));
  }
  return clauses;
}

/** An `$or` of one clause is that clause; of equalities on one path, an `$in` (OrMatchExpression's optimizer). */
function orClauses(branches: Document[]): Clause[] {
  if (branches.length === 1) return flatten(branches[0]!);
  const paths = branches.map((branch) => {
    const entries = Object.entries(branch);
    if (entries.length !== 1) return undefined;
    const [path, value] = entries[0]!;
    const equality = !path.startsWith('$') && (!isOperatorObject(value) || (Object.keys(value).length === 1 && '$eq' in value));
    return equality ? path : undefined;
  });
  const path = paths[0];
  if (path !== undefined && paths.every((candidate) => candidate === path)) return [{ rank: matchTypeRank('$in'), path, filter: { $or: branches }, records: true }];
  return [{ rank: matchTypeRank('$or'), path: '', filter: {}, records: false }];
}

const isOperatorObject = (value: unknown): value is Document =>
  isPlainDocument(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => key.startsWith('$'));

/** The clauses of `{path: condition}`: an equality, or one per operator (`$all` is one equality per value). */
function fieldClauses(path: string, condition: unknown): Clause[] {
  if (!isOperatorObject(condition)) return [{ rank: matchTypeRank('$eq'), path, filter: { [path]: condition }, records: true }];
  const clauses: Clause[] = [];
  for (const [operator, operand] of Object.entries(condition)) {
    if (operator === '$options') continue;
    if (operator === '$regex') clauses.push({ rank: matchTypeRank('$regex'), path, filter: { [path]: { $regex: operand, ...('$options' in condition ? { $options: condition.$options } : {}) } }, records: true });
    else if (operator === '$elemMatch') {
      const objectForm = isPlainDocument(operand) && Object.keys(operand).some((key) => !key.startsWith('$') || ['$and', '$or', '$nor', '$expr', '$where'].includes(key));
      clauses.push({ rank: matchTypeRank(objectForm ? '$elemMatchObject' : '$elemMatch'), path, filter: { [path]: { $elemMatch: operand } }, records: true });
    } else if (operator === '$all' && Array.isArray(operand)) {
      clauses.push(...operand.flatMap((value) => fieldClauses(path, isPlainDocument(value) && '$elemMatch' in value ? value : { $eq: value })));
    } else if (operator === '$in' && Array.isArray(operand) && operand.length === 1) {
      // A one-value $in is an equality after optimization.
      clauses.push({ rank: matchTypeRank('$eq'), path, filter: { [path]: { $in: operand } }, records: true });
    } else if (operator === '$not' || operator === '$ne' || operator === '$nin') clauses.push({ rank: matchTypeRank(operator), path, filter: {}, records: false });
    else if (operator === '$size') clauses.push({ rank: matchTypeRank('$size'), path, filter: {}, records: false });
    else clauses.push({ rank: matchTypeRank(operator), path, filter: { [path]: { [operator]: operand } }, records: true });
  }
  return clauses;
}

/**
 * The offset, in the first array on `path`, of the first element through which `filter` matches (the
 * array seen as that element alone), or undefined when it matches only through the whole array or no array
 * is on the path. An array reached by a position in the path (`a.0`) records nothing here.
 */
function firstMatchingOffset(filter: Document, path: string, doc: Document): number | undefined {
  const parts = pathParts(path);
  let node: unknown = doc;
  let depth = 0;
  while (!Array.isArray(node)) {
    if (depth === parts.length || !isPlainDocument(node)) return undefined;
    node = node[storedName(parts[depth]!)];
    depth++;
  }
  if (depth < parts.length && /^\d+$/.test(parts[depth]!)) return undefined;
  const predicate = compileFilter(filter);
  const arrayParts = parts.slice(0, depth);
  const index = node.findIndex((element) => predicate(withValueAt(doc, arrayParts, [element])));
  return index < 0 ? undefined : index;
}

/** A copy of `doc` with `value` at `parts` (documents only along the way), the rest shared. */
function withValueAt(doc: Document, parts: string[], value: unknown): Document {
  const [head, ...rest] = parts;
  const copy: Document = { ...doc };
  defineField(copy, storedName(head!), rest.length === 0 ? value : withValueAt(doc[storedName(head!)] as Document, rest, value));
  return copy;
}
