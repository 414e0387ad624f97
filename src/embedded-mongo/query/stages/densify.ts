import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import { realName } from '../../storage/field-names';
import { isPlainObject } from '../aggregation-expressions';
import { exactInteger, isNumeric, toDouble } from '../bson-values';
import { typeName } from '../describe';
import { compareValues } from '../compare';
import { getPath } from '../paths';
import { checkIdlFields } from './idl-fields';
import { withField } from './set-field';
import { isTimeUnit, stepValue } from './window-bounds';

/**
 * `$densify`: within each partition (`partitionByFields`), documents sorted by `field`, and the missing values
 * of the grid `start, start + step, …` added as documents holding only `field` and the partition fields. The
 * grid is computed by repeated addition (arithmetic.ts, so an int32 step on int32 values gives int32, a
 * double step doubles) or, for dates, by `unit`. Documents without the field pass through first. The spec
 * is checked as mongod checks it, with its codes.
 */
export function densifyStage(docs: Document[], spec: unknown): Document[] {
  if (!isPlainObject(spec)) throw new MongoCommandError('FailedToParse', `The $densify stage specification must be an object, found ${typeName(spec)}`);
  checkSpec(spec);
  const field = realName(spec.field as string);
  const { step, unit, bounds } = spec.range as Document;
  const partitionFields = Array.isArray(spec.partitionByFields) ? spec.partitionByFields.map((name) => realName(String(name))) : [];
  const next = (value: unknown) => stepValue(value, step, unit as string | undefined);

  const withValue = docs.filter((doc) => getPath(doc, field) !== undefined && getPath(doc, field) !== null);
  const passThrough = docs.filter((doc) => !withValue.includes(doc));
  const partitionOf = (doc: Document) => partitionFields.map((name) => getPath(doc, name) ?? null);
  const sorted = [...withValue].sort((a, b) => comparePartitions(partitionOf(a), partitionOf(b)) || compareValues(getPath(a, field), getPath(b, field)));
  const values = sorted.map((doc) => getPath(doc, field));
  for (const value of values) checkValue(value, unit);
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

/**
 * mongod's checks of each value it densifies, in the order of its `$sort` (DensifyValue::getFromDocument,
 * then the unit's type): a string in the field would otherwise never be reached by the grid.
 */
function checkValue(value: unknown, unit: unknown): void {
  if (!isNumeric(value) && !(value instanceof Date)) throw new MongoCommandError('Location5733201', 'Densify field type must be numeric or a date');
  if (unit !== undefined && isNumeric(value)) throw new MongoCommandError('Location6053600', 'Encountered numeric densify value in collection when step has a date unit.');
  if (unit === undefined && value instanceof Date) throw new MongoCommandError('Location6053600', 'Encountered date densify value in collection when step does not have a date unit.');
}

/** mongod's checks of the spec (IDL, then RangeStatement::parse, then the partition rule), in its order. */
function checkSpec(spec: Document): void {
  checkIdlFields('$densify', spec, { field: 'string', partitionByFields: 'array', range: 'object' }, ['field', 'range']);
  const range = spec.range as Document;
  checkIdlFields('$densify.range', range, { step: 'any', unit: 'string', bounds: 'any' }, ['step', 'bounds']);
  const { step, unit, bounds } = range;
  if (!isNumeric(step) || toDouble(step) <= 0) throw new MongoCommandError('Location5733401', 'The step parameter in a range statement must be a strictly positive numeric value');
  if (unit !== undefined) {
    if (exactInteger(step) === undefined) throw new MongoCommandError('Location6586400', 'The step parameter in a range statement must be a whole number when densifying a date range');
    if (!isTimeUnit(unit)) throw new MongoCommandError('FailedToParse', `unknown time unit value: ${String(unit)}`);
  }
  if (Array.isArray(bounds)) {
    if (bounds.length !== 2) throw new MongoCommandError('Location5733403', 'A bounding array in a range statement must have exactly two elements');
    const [lower, upper] = bounds as [unknown, unknown];
    if (compareValues(lower, upper) > 0) throw new MongoCommandError('Location5733402', 'A bounding array must be an ascending array of either two dates or two numbers');
    if (isNumeric(lower)) {
      if (unit !== undefined) throw new MongoCommandError('Location5733409', 'Numeric bounds may not have unit parameter');
      if (!isNumeric(upper)) throw new MongoCommandError('Location5733406', 'A bounding array must contain either both dates or both numeric types');
    } else if (lower instanceof Date) {
      if (!(upper instanceof Date)) throw new MongoCommandError('Location5733405', 'A bounding array must contain either both dates or both numeric types');
      if (unit === undefined) throw new MongoCommandError('Location5733410', 'A bounding array of dates must specify a unit');
    } else {
      throw new MongoCommandError('Location5946800', 'Explicit bounds must be numeric or dates');
    }
  } else if (typeof bounds === 'string') {
    if (bounds !== 'full' && bounds !== 'partition') throw new MongoCommandError('Location5946802', "Bounds string must either be 'full' or 'partition'");
  } else {
    throw new MongoCommandError('Location5733404', "The bounds in a range statement must be the string 'full', 'partition', or an ascending array of two numbers or two dates");
  }
  const partitionFields = (spec.partitionByFields as unknown[] | undefined) ?? [];
  if (bounds === 'partition' && partitionFields.length === 0) {
    throw new MongoCommandError(
      'Location5733408',
      "One cannot specify the bounds as 'partition' without specifying a non-empty array of partitionByFields. You may have meant to specify 'full' bounds.",
    );
  }
}

function comparePartitions(a: unknown[], b: unknown[]): number {
  for (let i = 0; i < a.length; i++) {
    const order = compareValues(a[i], b[i]);
    if (order !== 0) return order;
  }
  return 0;
}
