import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import { realName } from '../../storage/field-names';
import { ExpressionSet, isPlainObject } from '../aggregation-expressions';
import { compareValues } from '../compare';
import { parseSort } from '../matcher';
import { withField } from './set-field';
import { type Partition, windowFunction } from './window-functions';
import { checkPartitionBy, checkStageFields, checkWindowFunction, partitionArrayError } from './window-spec';

/**
 * `$setWindowFields`: documents are sorted by the partition key then `sortBy` (mongod inserts that sort), each
 * partition's functions are computed (window-functions.ts) and each output field is set as `$addFields` sets
 * it, on the stored documents, so everything passed through keeps its type and place. The spec is checked
 * first as mongod checks it (window-spec.ts).
 */
export function setWindowFieldsStage(docs: Document[], spec: unknown): Document[] {
  if (!isPlainObject(spec)) throw new MongoCommandError('FailedToParse', 'the $setWindowFields stage specification must be an object');
  checkStageFields(spec);
  const sortBy = spec.sortBy === undefined ? undefined : parseSort(spec.sortBy);
  const sort = sortBy ?? [];
  const expressions = new ExpressionSet();
  const sortPlans = sort.map(([field]) => expressions.compile(`$${realName(field)}`));
  const outputs = Object.entries(spec.output as Document).map(([field, definition]) => {
    if (!isPlainObject(definition)) throw new MongoCommandError('FailedToParse', `The field '${realName(field)}' must be an object`);
    const operator = checkWindowFunction(definition, sortBy);
    return { field: realName(field), compute: windowFunction(operator, definition[operator], definition.window, expressions) };
  });
  checkPartitionBy(spec.partitionBy);
  const partitionPlan = expressions.compile(spec.partitionBy ?? null);
  const valueOf = expressions.evaluateAll(docs);

  const keys = docs.map((_, i) => {
    const partition = valueOf(partitionPlan, i) ?? null;
    if (Array.isArray(partition)) throw partitionArrayError();
    return { index: i, partition, sort: sortPlans.map((plan) => valueOf(plan, i) ?? null) };
  });
  const bySortKeys = (a: (typeof keys)[number], b: (typeof keys)[number]) => {
    for (let s = 0; s < sort.length; s++) {
      const order = compareValues(a.sort[s], b.sort[s]) * sort[s]![1];
      if (order !== 0) return order;
    }
    return 0;
  };
  keys.sort((a, b) => compareValues(a.partition, b.partition) || bySortKeys(a, b) || a.index - b.index);

  const output: Document[] = [];
  for (let start = 0; start < keys.length; ) {
    let end = start;
    while (end < keys.length && compareValues(keys[end]!.partition, keys[start]!.partition) === 0) end++;
    const members = keys.slice(start, end);
    const partition: Partition = {
      size: members.length,
      value: (plan, position) => valueOf(plan, members[position]!.index),
      sortKey: (position) => members[position]!.sort[0] ?? null,
      tied: (a, b) => bySortKeys(members[a]!, members[b]!) === 0,
    };
    const results = outputs.map(({ field, compute }) => ({ field, values: compute(partition) }));
    members.forEach((member, position) => {
      let doc = docs[member.index]!;
      for (const { field, values } of results) doc = withField(doc, field, values[position]);
      output.push(doc);
    });
    start = end;
  }
  return output;
}
