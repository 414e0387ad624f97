import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isOperatorObject, isPlainDocument } from '../query/filter';
import { typeRank } from '../query/compare';
import type { TimeseriesOptions } from './timeseries-options';

/**
 * mongod 7.0's BucketSpec::pushdownPredicate for a time series' partial index (makeTimeseriesCreateIndexesCommand
 * calls it with assumeNoMixedSchemaData and the kError policy): the filter, parsed as MatchExpressionParser
 * parses it, is split into its metaField-only part (renamed to `meta`) and the rest, whose measurement
 * comparisons become bounds on the buckets' `control.min`/`control.max` (createComparisonPredicate), and both are
 * serialized as mongod serializes match expressions. The store takes the comparisons `$eq`, `$gt`, `$gte`,
 * `$lt`, `$lte` to scalars and `$exists: true`, joined by `$and` (or implicitly); anything else, and any
 * predicate on the time field (whose `_id` bounds differ between mongod versions), is refused.
 */

type Operator = '$eq' | '$gt' | '$gte' | '$lt' | '$lte' | '$exists' | '$_internalExprGt' | '$_internalExprGte' | '$_internalExprLt' | '$_internalExprLte';
type Node = { and: Node[] } | { path: string; operator: Operator; value: unknown };

const COMPARISONS = new Set(['$eq', '$gt', '$gte', '$lt', '$lte']);

const unsupported = () =>
  new MongoCommandError('NotImplemented', "this partialFilterExpression on a time series' measurement fields is not supported by the embedded store");

const isAnd = (node: Node): node is { and: Node[] } => 'and' in node;

/** One condition of a field: its operators are leaves of the enclosing AND, as MatchExpressionParser adds them. */
function fieldLeaves(path: string, condition: unknown): Node[] {
  if (!isOperatorObject(condition)) {
    if (condition instanceof RegExp || (condition as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp') throw unsupported();
    return [{ path, operator: '$eq', value: condition }];
  }
  return Object.entries(condition).map(([operator, value]) => {
    if (COMPARISONS.has(operator)) return { path, operator: operator as Operator, value };
    if (operator === '$exists' && value === true) return { path, operator, value };
    throw unsupported();
  });
}

/** A query document as mongod parses it: an AND of its entries, unwrapped when it holds one; `$and` keeps its own node. */
function parse(filter: Document): Node {
  const children: Node[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and') {
      if (!Array.isArray(value) || value.length === 0 || !value.every(isPlainDocument)) throw unsupported();
      children.push({ and: value.map((clause) => parse(clause as Document)) });
    } else if (key.startsWith('$')) throw unsupported();
    else children.push(...fieldLeaves(key, value));
  }
  // An empty filter (an AND of nothing) is left to the metaField-only path.
  if (children.length === 0) throw unsupported();
  return children.length === 1 ? children[0]! : { and: children };
}

const isMetaPath = (path: string, metaField: string | undefined) => metaField !== undefined && (path === metaField || path.startsWith(`${metaField}.`));

const onlyMeta = (node: Node, metaField: string | undefined): boolean =>
  isAnd(node) ? node.and.every((child) => onlyMeta(child, metaField)) : isMetaPath(node.path, metaField);

const andOf = (nodes: Node[]): Node | undefined => (nodes.length === 0 ? undefined : nodes.length === 1 ? nodes[0] : { and: nodes });

/** expression::splitMatchExpressionBy: the metaField-only part and the rest, splitting through ANDs. */
function split(node: Node, metaField: string | undefined): [Node | undefined, Node | undefined] {
  if (onlyMeta(node, metaField)) return [node, undefined];
  if (!isAnd(node)) return [undefined, node];
  const meta: Node[] = [];
  const rest: Node[] = [];
  for (const child of node.and) {
    const [childMeta, childRest] = split(child, metaField);
    if (childMeta) meta.push(childMeta);
    if (childRest) rest.push(childRest);
  }
  return [andOf(meta), andOf(rest)];
}

const namesTimeField = (node: Node, timeField: string): boolean => (isAnd(node) ? node.and.some((child) => namesTimeField(child, timeField)) : node.path === timeField);

/** createComparisonPredicate of a measurement: bounds on the bucket's control.min / control.max, compared without type bracketing. */
function bucketPredicate(node: Node): Node | undefined {
  if (isAnd(node)) return andOf(node.and.map(bucketPredicate).filter((child): child is Node => child !== undefined));
  const { path, operator, value } = node;
  const min = `control.min.${path}`;
  const max = `control.max.${path}`;
  if (operator === '$exists') return { and: [{ path: min, operator, value }, { path: max, operator, value }] };
  // checkComparisonPredicateErrors: mongod answers 5916301 for these operands (objects, arrays, null).
  const rank = typeRank(value);
  if (value === null || value === undefined || rank === 4 || rank === 5 || rank === 11) throw unsupported();
  switch (operator) {
    case '$eq':
      return { and: [{ path: min, operator: '$_internalExprLte', value }, { path: max, operator: '$_internalExprGte', value }] };
    case '$gt':
      return { path: max, operator: '$_internalExprGt', value };
    case '$gte':
      return { path: max, operator: '$_internalExprGte', value };
    case '$lt':
      return { path: min, operator: '$_internalExprLt', value };
    default:
      return { path: min, operator: '$_internalExprLte', value };
  }
}

/** MatchExpression::serialize: a leaf as `{path: {$op: value}}`, an AND as `{$and: [...]}`. */
function serialize(node: Node, rename: (path: string) => string = (path) => path): Document {
  if (isAnd(node)) return { $and: node.and.map((child) => serialize(child, rename)) };
  return { [rename(node.path)]: { [node.operator]: node.value } };
}

/**
 * The buckets' partialFilterExpression of a time series' index whose filter names a measurement field (undefined
 * when it names the time field, which the store does not convert), and whether any predicate stayed on
 * measurements (mongod's hasMetricPred: then it is not a filter on the metaField).
 */
export function bucketsPartialFilter(filter: Document, options: TimeseriesOptions): { filter?: Document; onMeasurements: boolean } {
  const { metaField } = options;
  const [meta, rest] = metaField === undefined ? [undefined, parse(filter)] : split(parse(filter), metaField);
  if (rest && namesTimeField(rest, options.timeField)) return { onMeasurements: true };
  const metric = rest ? bucketPredicate(rest) : undefined;
  const metaPart = meta ? serialize(meta, (path) => `meta${path.slice(metaField!.length)}`) : {};
  const metricPart = metric ? serialize(metric) : {};
  // Both parts an AND: mongod's builder would hold `$and` twice, which the store's documents cannot.
  if ('$and' in metaPart && '$and' in metricPart) throw unsupported();
  return { filter: { ...metaPart, ...metricPart }, onMeasurements: metric !== undefined };
}
