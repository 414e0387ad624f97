import type { Document } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { idKey } from '../engine/collection';
import { MongoCommandError } from '../errors';
import { type Accumulator, exactAccumulator } from './accumulators';
import { ExpressionSet, isPlainObject } from './aggregation-expressions';
import { isNumeric } from './bson-values';
import { collating, compareValues } from './compare';
import { MINGO_OPTIONS } from './mingo-context';
import { promote } from './promote';

/**
 * `$group` on BSON-typed documents: group keys compare as mongod compares them (1, 1.0 and Int64(1) are one
 * group; a missing key is null) and the accumulators keep mongod's result types (see accumulators.ts).
 */

/** A Map key equal for values mongod puts in one group. */
function groupKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(groupKey).join(',')}]`;
  if (isPlainObject(value)) return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${groupKey(item)}`).join(',')}}`;
  if (isNumeric(value)) return idKey(value);
  return idKey(value ?? null);
}

interface Field {
  name: string;
  operator: string;
  operand: unknown;
  exact?: ReturnType<typeof exactAccumulator>;
}

function parseFields(spec: Document): Field[] {
  return Object.entries(spec)
    .filter(([name]) => name !== '_id')
    .map(([name, accumulator]) => {
      if (name.includes('.')) throw new MongoCommandError('Location40235', `The field name '${name}' cannot contain '.'`);
      const entries = isPlainObject(accumulator) ? Object.entries(accumulator) : [];
      if (entries.length !== 1) throw new MongoCommandError('Location40238', `The field '${name}' must specify one accumulator`);
      const [operator, operand] = entries[0]!;
      return { name, operator, operand, exact: exactAccumulator(operator, operand) };
    });
}

/** An accumulator the store does not have (`$accumulator`, disabled JavaScript, or an unknown one): mingo answers its error. */
function mingoAccumulate(field: Field, docs: Document[]): unknown {
  const stage = { $group: { _id: null, value: { [field.operator]: promote(field.operand) } } };
  const [result] = new Aggregator([stage], MINGO_OPTIONS).run(docs.map(promote) as Document[]) as Document[];
  return result?.value ?? null;
}

interface Group {
  id: unknown;
  accumulators: (Accumulator | undefined)[];
  members: Document[];
}

/** `keys`, when given, are the group keys already computed (by `$bucket`), in place of `_id`'s expression. */
export function groupStage(docs: Document[], spec: unknown, keys?: unknown[]): Document[] {
  if (!isPlainObject(spec)) throw new MongoCommandError('Location15947', 'a group\'s fields must be specified in an object');
  if (!Object.hasOwn(spec, '_id')) throw new MongoCommandError('Location15955', 'a group specification must include an _id');
  const fields = parseFields(spec);
  const expressions = new ExpressionSet();
  const idPlan = expressions.compile(spec._id);
  // mongod groups on an `_id` object's fields one by one; a lone field's value is the key itself, and a
  // missing key is null (computeGroupKey), so a missing `a` joins `{_id: {a: null}}`. With two fields or
  // more a missing one stays missing (`{b: 1}` and `{a: null, b: 1}` are two groups).
  const loneField = idPlan.kind === 'object' && idPlan.fields.length === 1 ? idPlan.fields[0]! : undefined;
  const argumentPlans = fields.map((field) => (field.exact && field.exact.argument !== undefined ? expressions.compile(field.exact.argument) : undefined));
  const valueOf = expressions.evaluateAll(docs);
  const idOf = (index: number) => (loneField ? { [loneField[0]]: valueOf(loneField[1], index) ?? null } : valueOf(idPlan, index));
  const needsMembers = fields.some((field) => !field.exact);

  const groups = new Map<string, Group>();
  // Under a collation, equal strings need not be equal bytes: groups are then found by comparison.
  const findGroup = collating() ? (id: unknown) => [...groups.values()].find((group) => compareValues(group.id, id) === 0) : (id: unknown) => groups.get(groupKey(id));
  docs.forEach((doc, index) => {
    const id = (keys ? keys[index] : idOf(index)) ?? null;
    let group = findGroup(id);
    if (!group) {
      // mongod evaluates an accumulator's initializer (`n` of `$topN`) against the `_id` document; `$bucket`'s keys are boundaries.
      const root = !keys && isPlainObject(id) ? id : {};
      group = { id, accumulators: fields.map((field) => field.exact?.create(root)), members: [] };
      groups.set(collating() ? String(groups.size) : groupKey(id), group);
    }
    fields.forEach((field, i) => {
      const plan = argumentPlans[i];
      group.accumulators[i]?.add(plan ? valueOf(plan, index) : undefined);
    });
    if (needsMembers) group.members.push(doc);
  });

  return [...groups.values()].map((group) => {
    const output: Document = { _id: group.id };
    fields.forEach((field, i) => {
      output[field.name] = group.accumulators[i] ? group.accumulators[i].result() : mingoAccumulate(field, group.members);
    });
    return output;
  });
}
