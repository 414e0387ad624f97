import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import { realName } from '../../storage/field-names';
import { ExpressionSet, isPlainObject } from '../aggregation-expressions';
import { typeName } from '../describe';
import { getPath } from '../paths';
import { checkIdlFields } from './idl-fields';
import { withField } from './set-field';
import { setWindowFieldsStage } from './set-window-fields';

/**
 * `$fill`, as mongod defines it: the `method` fields through `$setWindowFields` (`$locf`, `$linearFill`,
 * window-functions.ts), then the `value` fields set where the field is null or missing (`$ifNull`), each
 * field in its place. The spec is checked as mongod checks it, with its codes; an output field with neither
 * `method` nor `value` is left alone, as mongod leaves it.
 */
export function fillStage(docs: Document[], spec: unknown): Document[] {
  if (!isPlainObject(spec)) throw new MongoCommandError('FailedToParse', `The $fill stage specification must be an object, found ${typeName(spec)}`);
  checkIdlFields('$fill', spec, { sortBy: 'object', partitionBy: 'any', partitionByFields: 'array', output: 'object' }, ['output']);
  const output = spec.output as Document;
  if (Object.keys(output).length === 0) throw new MongoCommandError('Location6050203', "The output field in '$fill' must contain an object with at least one element");
  const methods: Document = {};
  const values: [string, unknown][] = [];
  for (const [key, definition] of Object.entries(output)) {
    const field = realName(key);
    if (!isPlainObject(definition)) throw new MongoCommandError('Location6050200', 'Each fill output specification must be an object with exactly one field');
    checkIdlFields('$fill', definition, { method: 'string', value: 'any' }, []);
    if (definition.method !== undefined) {
      if (definition.value !== undefined) throw new MongoCommandError('Location6050201', "Each fill output specification must have exactly one of 'method' or 'value' fields, not both");
      if (definition.method === 'locf') methods[field] = { $locf: `$${field}` };
      else if (definition.method === 'linear') methods[field] = { $linearFill: `$${field}` };
      else throw new MongoCommandError('Location6050202', 'Method must be either locf or linear');
    }
    if (definition.value !== undefined) values.push([field, definition.value]);
  }
  if (spec.partitionBy !== undefined && spec.partitionByFields !== undefined) {
    throw new MongoCommandError('Location6050204', "Maximum one of 'partitionBy' and 'partitionByFields can be specified in '$fill'");
  }
  const partitionBy = spec.partitionBy ?? (Array.isArray(spec.partitionByFields) ? Object.fromEntries(spec.partitionByFields.map((name) => [String(name), `$${String(name)}`])) : undefined);
  let filled = docs;
  if (Object.keys(methods).length > 0) {
    filled = setWindowFieldsStage(docs, { ...(partitionBy === undefined ? {} : { partitionBy }), ...(spec.sortBy === undefined ? {} : { sortBy: spec.sortBy }), output: methods });
  }
  if (values.length === 0) return filled;
  const expressions = new ExpressionSet();
  const plans = values.map(([field, value]) => [field, expressions.compile(value)] as const);
  const valueOf = expressions.evaluateAll(filled);
  return filled.map((doc, i) => {
    let result = doc;
    for (const [field, plan] of plans) {
      const current = getPath(doc, field);
      if (current === undefined || current === null) result = withField(result, field, valueOf(plan, i));
    }
    return result;
  });
}
