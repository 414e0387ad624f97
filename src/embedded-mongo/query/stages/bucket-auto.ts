import { type Document, Int32 } from 'bson';
import { MongoCommandError } from '../../errors';
import { ExpressionSet, isPlainObject, readsDocument } from '../aggregation-expressions';
import { exactInteger, isNumeric, toDouble } from '../bson-values';
import { describeValue, typeName } from '../describe';
import { compareValues } from '../compare';
import { exactAccumulator } from '../accumulators';
import { groupStage } from '../group';
import { type GranularityRounder, granularityRounder } from './granularity-rounder';

/**
 * `$bucketAuto`: documents sorted by `groupBy`, cut into buckets of about n / buckets documents (equal values
 * never split, the last bucket takes the rest), the output accumulators computed by `$group`'s code. Each
 * `_id` is `{min, max}`: without `granularity` the values themselves (max is the next bucket's min, the last
 * bucket's own largest value); with it, boundaries rounded by the granularity's series
 * (granularity-rounder.ts), a bucket absorbing the values below its rounded-up max, as mongod builds them.
 */
export function bucketAutoStage(docs: Document[], spec: unknown): Document[] {
  if (!isPlainObject(spec)) throw new MongoCommandError('Location40240', `The argument to $bucketAuto must be an object, but found type: ${typeName(spec)}`);
  const { buckets, rounder } = checkSpec(spec);
  const expressions = new ExpressionSet();
  const groupBy = expressions.compile(spec.groupBy);
  const valueOf = expressions.evaluateAll(docs);
  const keyed = docs.map((doc, i) => {
    const value = valueOf(groupBy, i);
    if (rounder) checkRoundable(value);
    return { doc, value: value ?? null };
  });
  const sorted = keyed.sort((a, b) => compareValues(a.value, b.value));
  const size = Math.max(Math.round(sorted.length / buckets), 1);

  const keys: unknown[] = [];
  const members: Document[] = [];
  let previousMax: unknown;
  for (let from = 0, bucket = 1; from < sorted.length && bucket <= buckets; bucket++) {
    let to = bucket === buckets ? sorted.length : Math.min(sorted.length, from + size);
    let max = sorted[to - 1]!.value;
    // Values equal to the last one, and with a granularity those below its rounded-up boundary, join the bucket.
    const boundary = rounder?.roundUp(max);
    const absorbs = (next: unknown) => compareValues(max, next) === 0 || (boundary !== undefined && compareValues(boundary, next) > 0);
    while (to < sorted.length && absorbs(sorted[to]!.value)) max = sorted[to++]!.value;
    const next = to < sorted.length ? sorted[to]!.value : undefined;
    let id: Document;
    if (rounder) {
      // A bucket whose values are all zero ends where the next bucket's rounded-down min starts.
      const upper = toDouble(boundary) === 0 && next !== undefined ? rounder.roundDown(next) : boundary;
      id = { min: previousMax === undefined ? rounder.roundDown(sorted[from]!.value) : previousMax, max: upper };
      previousMax = upper;
    } else {
      id = { min: sorted[from]!.value, max: next === undefined ? max : next };
    }
    for (let i = from; i < to; i++) {
      members.push(sorted[i]!.doc);
      keys.push(id);
    }
    from = to;
  }
  const output = isPlainObject(spec.output) ? spec.output : { count: { $sum: new Int32(1) } };
  return groupStage(members, { _id: null, ...output }, keys);
}

/** mongod's checks of a `groupBy` value when boundaries are rounded. */
function checkRoundable(value: unknown): void {
  if (!isNumeric(value)) {
    throw new MongoCommandError('Location40258', `$bucketAuto can specify a 'granularity' with numeric boundaries only, but found a value with type: ${typeName(value)}`);
  }
  const number = toDouble(value);
  if (Number.isNaN(number)) throw new MongoCommandError('Location40259', "$bucketAuto can specify a 'granularity' with numeric boundaries only, but found a NaN");
  if (number < 0) throw new MongoCommandError('Location40260', "$bucketAuto can specify a 'granularity' with non-negative numbers only, but found a negative number");
}

/** mongod's checks of the spec, in its order; answers the number of buckets and the granularity's rounder. */
function checkSpec(spec: Document): { buckets: number; rounder?: GranularityRounder } {
  let rounder: GranularityRounder | undefined;
  for (const [name, value] of Object.entries(spec)) {
    if (name === 'groupBy') {
      const isExpression = (typeof value === 'string' && value.startsWith('$')) || (isPlainObject(value) && Object.keys(value)[0]?.startsWith('$'));
      if (!isExpression) throw new MongoCommandError('Location40239', `The $bucketAuto 'groupBy' field must be defined as a $-prefixed path or an expression object, but found: ${describeValue(value)}`);
    } else if (name === 'buckets') {
      if (!isNumeric(value)) throw new MongoCommandError('Location40241', `The $bucketAuto 'buckets' field must be a numeric value, but found type: ${typeName(value)}`);
      if (exactInteger(value) === undefined) throw new MongoCommandError('Location40242', `The $bucketAuto 'buckets' field must be representable as a 32-bit integer, but found ${toDouble(value)}`);
    } else if (name === 'output') {
      if (!isPlainObject(value)) throw new MongoCommandError('Location40244', `The $bucketAuto 'output' field must be an object, but found type: ${typeName(value)}`);
      for (const accumulator of Object.values(value)) {
        const [operator, operand] = isPlainObject(accumulator) ? (Object.entries(accumulator)[0] ?? []) : [];
        const initializer = operator === undefined ? undefined : exactAccumulator(operator, operand)?.initializer;
        // A bucket has no single group key, so `n` of `$topN`... must be a constant here.
        if (readsDocument(initializer)) throw new MongoCommandError('Location4544714', "Can't refer to the group key in $bucketAuto");
      }
    } else if (name === 'granularity') {
      if (typeof value !== 'string') throw new MongoCommandError('Location40261', `The $bucketAuto 'granularity' field must be a string, but found type: ${typeName(value)}`);
      rounder = granularityRounder(value);
    } else {
      throw new MongoCommandError('Location40245', `Unrecognized option to $bucketAuto: ${name}`);
    }
  }
  if (spec.groupBy === undefined || spec.buckets === undefined) throw new MongoCommandError('Location40246', "$bucketAuto requires 'groupBy' and 'buckets' to be specified");
  const buckets = Number(exactInteger(spec.buckets));
  if (buckets <= 0) throw new MongoCommandError('Location40243', `The $bucketAuto 'buckets' field must be greater than 0, but found: ${buckets}`);
  return { buckets, rounder };
}
