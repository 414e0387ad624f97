import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import type { SortSpec } from '../query/matcher';
import type { Collection } from './collection';
import { isWildcardField } from './index-kinds';

/**
 * Which index mongod 7.0's planner reads an unhinted query through, where that choice is certain, for the
 * answers that show it (`returnKey`, `{$meta: 'indexKey'}`): no index relevant to the filter's fields or to
 * the sort's first field → a collection scan; exactly one, a plain ascending/descending index whose leading
 * field only takes conjunctive equality, `$in` or range predicates on scalars → that index (mongod builds
 * no collection scan when an indexed plan exists). Anything else may be a multi-planning race or a plan
 * this store does not build: refused. A sort with no index relevant to the filter is planned as mongod's
 * QueryPlanner::plan does (query_planner.cpp, "there may be an index that provides it"): every non-sparse
 * btree index whose key pattern the sort is a prefix of (forward or reversed) yields a whole-index scan, and
 * a collection scan is built only when none does — so exactly one such index is the plan, none is a scan.
 * The answer is a hint, so the store reads the data the same way.
 */
export type ReturnKeyPlan = { hint: Document | string } | 'ambiguous';

/** Operators on a field that an index scan answers exactly (index bounds on scalars). */
const RANGE_OPERATORS = new Set(['$eq', '$gt', '$gte', '$lt', '$lte', '$in']);

interface FilterPaths {
  /** Every field path the filter names (top level, or inside $and/$or/$nor). */
  all: string[];
  /** Paths whose every predicate is a top-level conjunct an index can bound exactly. */
  boundable: Set<string>;
  /** The filter holds something whose index use is not simple to foresee ($expr, $text, $where…). */
  opaque: boolean;
}

const isScalar = (value: unknown): boolean =>
  value === null || typeof value !== 'object' || (value instanceof Date) || Boolean((value as { _bsontype?: string })._bsontype);

function boundablePredicate(condition: unknown): boolean {
  if (isScalar(condition)) return true;
  if (condition instanceof RegExp || Array.isArray(condition)) return false;
  const entries = Object.entries(condition as Document);
  return entries.length > 0 && entries.every(([operator, operand]) =>
    RANGE_OPERATORS.has(operator) && (operator === '$in' ? Array.isArray(operand) && operand.length > 0 && operand.every(isScalar) : isScalar(operand)));
}

function collectPaths(filter: Document, paths: FilterPaths, conjunctive: boolean, unboundable: Set<string>): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$comment') continue;
    if (field === '$and' || field === '$or' || field === '$nor') {
      if (!Array.isArray(condition)) {
        paths.opaque = true;
        continue;
      }
      for (const clause of condition) {
        if (clause === null || typeof clause !== 'object') paths.opaque = true;
        else collectPaths(clause as Document, paths, conjunctive && field === '$and', unboundable);
      }
      continue;
    }
    if (field.startsWith('$')) {
      paths.opaque = true;
      continue;
    }
    paths.all.push(field);
    if (conjunctive && boundablePredicate(condition)) paths.boundable.add(field);
    else unboundable.add(field);
  }
}

function filterPaths(filter: Document): FilterPaths {
  const paths: FilterPaths = { all: [], boundable: new Set(), opaque: false };
  const unboundable = new Set<string>();
  collectPaths(filter, paths, true, unboundable);
  for (const field of unboundable) paths.boundable.delete(field);
  return paths;
}

/** Could a predicate on `path` touch an index led by `field`? Prefixes count too, to stay on the safe side. */
const related = (path: string, field: string): boolean => path === field || path.startsWith(`${field}.`) || field.startsWith(`${path}.`);

/** Whether the filter may bound a scan of an index on `fields` (a predicate on a related path, or one not foreseen). */
export function filterTouches(filter: Document, fields: string[]): boolean {
  const paths = filterPaths(filter);
  return paths.opaque || paths.all.some((path) => fields.some((field) => related(path, field)));
}

interface Candidate {
  name: string;
  key: Document;
  leading: string;
  /** A plain index the store's walk reads as mongod's index scan does (not multikey, sparse, partial, collated, hashed, wildcard). */
  plain: boolean;
  wildcard: boolean;
  /** mongod's planner never uses a sparse index to give a sort. */
  sparse: boolean;
}

function candidatesOf(collection: Collection): Candidate[] {
  const id: Candidate = { name: '_id_', key: { _id: 1 }, leading: '_id', plain: !collection.options.collation, wildcard: false, sparse: false };
  const secondary = [...collection.indexes.values()]
    .filter((index) => !index.spec.hidden)
    .map((index) => ({
      name: index.spec.name,
      key: index.spec.key,
      leading: index.fields[0]!,
      plain: index.complete && !index.hashedField && !index.wildcard,
      wildcard: index.fields.some(isWildcardField),
      sparse: index.spec.sparse === true,
    }));
  return [id, ...secondary];
}

/** Whether the sort is a prefix of the index's key pattern, all in its directions or all reversed (providesSort). */
function providesSort(candidate: Candidate, sort: SortSpec): boolean {
  const key = Object.entries(candidate.key);
  if (key.length < sort.length) return false;
  const matches = (sign: 1 | -1) => sort.every(([field, direction], i) => key[i]![0] === field && Number(key[i]![1]) === direction * sign);
  return matches(1) || matches(-1);
}

const hintOf = (candidate: Candidate): { hint: Document | string } => ({ hint: candidate.name === '_id_' ? { _id: 1 } : candidate.name });

/** The plan of a sorted query no index is relevant to the filter of: the one index giving the sort, or a scan. */
function sortPlan(collection: Collection, candidates: Candidate[], sort: SortSpec, collated: boolean): ReturnKeyPlan {
  const touched = candidates.filter((candidate) => candidate.wildcard || related(sort[0]![0], candidate.leading));
  if (touched.length === 0) return { hint: { $natural: 1 } };
  // A collation, a clustered collection's own order or a wildcard index changes which plans compete: not foreseen here.
  if (collated || collection.options.clusteredIndex !== undefined || touched.some((candidate) => candidate.wildcard)) return 'ambiguous';
  const providers = touched.filter((candidate) => !candidate.sparse && providesSort(candidate, sort));
  if (providers.length === 0) return { hint: { $natural: 1 } };
  return providers.length === 1 && providers[0]!.plain ? hintOf(providers[0]!) : 'ambiguous';
}

export function returnKeyPlan(collection: Collection, filter: Document, sort: SortSpec, collated: boolean): ReturnKeyPlan {
  const paths = filterPaths(filter);
  if (paths.opaque) return 'ambiguous';
  const candidates = candidatesOf(collection);
  const relevant = candidates.filter((candidate) =>
    candidate.wildcard ? paths.all.length > 0 || sort.length > 0 : paths.all.some((path) => related(path, candidate.leading)));
  if (sort.length > 0 && (paths.all.length === 0 || relevant.length === 0)) return sortPlan(collection, candidates, sort, collated);
  // An index that can give the sort's order competes with the ones the filter can use (and with a scan and a sort).
  if (sort.length > 0 && candidates.some((candidate) => candidate.wildcard || related(sort[0]![0], candidate.leading))) return 'ambiguous';
  if (relevant.length === 0) return { hint: { $natural: 1 } };
  const [only] = relevant;
  if (relevant.length > 1 || collated || !only!.plain || !paths.boundable.has(only!.leading)) return 'ambiguous';
  if (paths.all.some((path) => path !== only!.leading && related(path, only!.leading))) return 'ambiguous';
  return hintOf(only!);
}

export function ambiguousPlanError(what: string): MongoCommandError {
  return new MongoCommandError('NotImplemented', `${what} without a hint where mongod's planner may choose among indexes is not supported by the embedded store`);
}
