import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import { realName } from '../../storage/field-names';
import { isPlainObject } from '../aggregation-expressions';
import { isNumeric, toDouble } from '../bson-values';
import { compareValues } from '../compare';
import { getPath } from '../paths';
import { withField } from './set-field';
import { isTimeUnit, stepValue } from './window-bounds';

/**
 * `$densify`: within each partition (`partitionByFields`), documents sorted by `field`, and the missing values
 * of the grid `start, start + step, …` added as documents holding only `field` and the partition fields. The
 * grid is computed by repeated addition (arithmetic.ts, so an int32 step on int32 values gives int32, a
 * double step doubles) or, for dates, by `unit`. Documents without the field pass through first.
 */
export function densifyStage(docs: Document[], spec: unknown): Document[] {
  if (!isPlainObject(spec) || typeof spec.field !== 'string' || !isPlainObject(spec.range)) {
    throw new MongoCommandError('FailedToParse', "BSON field '$densify.field' is missing but a required field");
  }
  const field = realName(spec.field);
  const { step, unit, bounds } = spec.range;
  if (!isNumeric(step) || toDouble(step) <= 0) throw new MongoCommandError('Location5733401', 'The step parameter in a range statement must be a strictly positive numeric value');
  if (unit !== undefined && !isTimeUnit(unit)) throw new MongoCommandError('BadValue', `unknown time unit value: ${String(unit)}`);
  const partitionFields = Array.isArray(spec.partitionByFields) ? spec.partitionByFields.map((name) => realName(String(name))) : [];
  const next = (value: unknown) => stepValue(value, step, unit as string | undefined);

  const withValue = docs.filter((doc) => getPath(doc, field) !== undefined && getPath(doc, field) !== null);
  const passThrough = docs.filter((doc) => !withValue.includes(doc));
  const partitionOf = (doc: Document) => partitionFields.map((name) => getPath(doc, name) ?? null);
  const sorted = [...withValue].sort((a, b) => comparePartitions(partitionOf(a), partitionOf(b)) || compareValues(getPath(a, field), getPath(b, field)));
  const values = sorted.map((doc) => getPath(doc, field));
  const full = bounds === 'full' && values.length > 0 ? [values.reduce((a, b) => (compareValues(a, b) <= 0 ? a : b)), values.reduce((a, b) => (compareValues(a, b) >= 0 ? a : b))] : undefined;

  const output = [...passThrough];
  for (let start = 0; start < sorted.length; ) {
    const partition = partitionOf(sorted[start]!);
    let end = start;
    while (end < sorted.length && comparePartitions(partitionOf(sorted[end]!), partition) === 0) end++;
    const present = values.slice(start, end);
    // The grid runs from `low` up to `high` (inclusive for 'full'/'partition', exclusive for explicit bounds).
    const [low, high, inclusive] = Array.isArray(bounds) ? [bounds[0], bounds[1], false] : full ? [full[0], full[1], true] : [present[0], present[present.length - 1], true];
    const template = (value: unknown) => partitionFields.reduce((doc, name, i) => withField(doc, name, partition[i]), withField({}, field, value));
    let grid: unknown = low;
    let index = 0;
    const beyond = (value: unknown) => (inclusive ? compareValues(value, high) > 0 : compareValues(value, high) >= 0);
    while (grid !== undefined && !beyond(grid)) {
      while (index < present.length && compareValues(present[index], grid) < 0) output.push(sorted[start + index++]!);
      if (index < present.length && compareValues(present[index], grid) === 0) output.push(sorted[start + index++]!);
      else output.push(template(grid));
      grid = next(grid);
    }
    while (index < present.length) output.push(sorted[start + index++]!);
    start = end;
  }
  return output;
}

function comparePartitions(a: unknown[], b: unknown[]): number {
  for (let i = 0; i < a.length; i++) {
    const order = compareValues(a[i], b[i]);
    if (order !== 0) return order;
  }
  return 0;
}
