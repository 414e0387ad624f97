import { type Document, Int32 } from 'bson';
import { MongoCommandError } from '../../errors';
import { ExpressionSet, isPlainObject } from '../aggregation-expressions';
import { exactInteger, isNumeric, toDouble } from '../bson-values';
import { describeValue, typeName } from '../describe';
import { compareValues } from '../compare';
import { groupStage } from '../group';

/**
 * `$bucketAuto` without `granularity`: documents sorted by `groupBy`, cut into buckets of about
 * n / buckets documents (equal values never split, the last bucket takes the rest), each `_id` `{min, max}`
 * holding the values themselves (max is the next bucket's min, the last bucket's own largest value), the
 * output accumulators computed by `$group`'s code. Undefined for `granularity` (left to mingo).
 */
export function bucketAutoStage(docs: Document[], spec: unknown): Document[] | undefined {
  if (!isPlainObject(spec)) throw new MongoCommandError('Location40240', `The argument to $bucketAuto must be an object, but found type: ${typeName(spec)}`);
  const buckets = checkSpec(spec);
  if (spec.granularity !== undefined) return undefined;
  const expressions = new ExpressionSet();
  const groupBy = expressions.compile(spec.groupBy);
  const valueOf = expressions.evaluateAll(docs);
  const sorted = docs.map((doc, i) => ({ doc, value: valueOf(groupBy, i) ?? null })).sort((a, b) => compareValues(a.value, b.value));
  const size = Math.round(sorted.length / buckets);

  const ranges: [from: number, to: number][] = [];
  for (let from = 0; from < sorted.length; ) {
    let to = ranges.length === buckets - 1 ? sorted.length : Math.min(sorted.length, from + Math.max(size, 1));
    while (to < sorted.length && compareValues(sorted[to]!.value, sorted[to - 1]!.value) === 0) to++;
    ranges.push([from, to]);
    from = to;
  }
  const keys: unknown[] = [];
  const members: Document[] = [];
  ranges.forEach(([from, to], r) => {
    const max = r + 1 < ranges.length ? sorted[ranges[r + 1]![0]]!.value : sorted[to - 1]!.value;
    const id = { min: sorted[from]!.value, max };
    for (let i = from; i < to; i++) {
      members.push(sorted[i]!.doc);
      keys.push(id);
    }
  });
  const output = isPlainObject(spec.output) ? spec.output : { count: { $sum: new Int32(1) } };
  return groupStage(members, { _id: null, ...output }, keys);
}

/** mongod's checks of the spec, in its order; answers the number of buckets. */
function checkSpec(spec: Document): number {
  for (const [name, value] of Object.entries(spec)) {
    if (name === 'groupBy') {
      const isExpression = (typeof value === 'string' && value.startsWith('$')) || (isPlainObject(value) && Object.keys(value)[0]?.startsWith('$'));
      if (!isExpression) throw new MongoCommandError('Location40239', `The $bucketAuto 'groupBy' field must be defined as a $-prefixed path or an expression object, but found: ${describeValue(value)}`);
    } else if (name === 'buckets') {
      if (!isNumeric(value)) throw new MongoCommandError('Location40241', `The $bucketAuto 'buckets' field must be a numeric value, but found type: ${typeName(value)}`);
      if (exactInteger(value) === undefined) throw new MongoCommandError('Location40242', `The $bucketAuto 'buckets' field must be representable as a 32-bit integer, but found ${toDouble(value)}`);
    } else if (name === 'output') {
      if (!isPlainObject(value)) throw new MongoCommandError('Location40244', `The $bucketAuto 'output' field must be an object, but found type: ${typeName(value)}`);
    } else if (name !== 'granularity') {
      throw new MongoCommandError('Location40245', `Unrecognized option to $bucketAuto: ${name}`);
    }
  }
  if (spec.groupBy === undefined || spec.buckets === undefined) throw new MongoCommandError('Location40246', "$bucketAuto requires 'groupBy' and 'buckets' to be specified");
  const buckets = Number(exactInteger(spec.buckets));
  if (buckets <= 0) throw new MongoCommandError('Location40243', `The $bucketAuto 'buckets' field must be greater than 0, but found: ${buckets}`);
  return buckets;
}
