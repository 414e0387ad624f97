import type { Document } from 'bson';
import { MongoCommandError } from '../../errors';
import { realName } from '../../storage/field-names';
import { ExpressionSet, isPlainObject } from '../aggregation-expressions';
import { getPath } from '../paths';
import { withField } from './set-field';
import { setWindowFieldsStage } from './set-window-fields';

/**
 * `$fill`, as mongod defines it: the `method` fields through `$setWindowFields` (`$locf`, `$linearFill`,
 * window-functions.ts), then the `value` fields set where the field is null or missing (`$ifNull`), each
 * field in its place.
 */
export function fillStage(docs: Document[], spec: unknown): Document[] {
  if (!isPlainObject(spec) || !isPlainObject(spec.output)) throw new MongoCommandError('FailedToParse', "BSON field '$fill.output' is missing but a required field");
  const methods: Document = {};
  const values: [string, unknown][] = [];
  for (const [key, definition] of Object.entries(spec.output)) {
    const field = realName(key);
    if (!isPlainObject(definition) || (definition.method === undefined) === (definition.value === undefined)) {
      throw new MongoCommandError('FailedToParse', "Exactly one of 'value' or 'method' must be specified for each output field");
    }
    if (definition.value !== undefined) values.push([field, definition.value]);
    else if (definition.method === 'locf') methods[field] = { $locf: `$${field}` };
    else if (definition.method === 'linear') methods[field] = { $linearFill: `$${field}` };
    else throw new MongoCommandError('FailedToParse', "Method must be either 'locf' or 'linear'");
  }
  const partitionBy = spec.partitionBy ?? (Array.isArray(spec.partitionByFields) ? Object.fromEntries(spec.partitionByFields.map((name) => [String(name), `$${String(name)}`])) : undefined);
  let output = docs;
  if (Object.keys(methods).length > 0) {
    output = setWindowFieldsStage(docs, { ...(partitionBy === undefined ? {} : { partitionBy }), ...(spec.sortBy === undefined ? {} : { sortBy: spec.sortBy }), output: methods });
  }
  if (values.length === 0) return output;
  const expressions = new ExpressionSet();
  const plans = values.map(([field, value]) => [field, expressions.compile(value)] as const);
  const valueOf = expressions.evaluateAll(output);
  return output.map((doc, i) => {
    let filled = doc;
    for (const [field, plan] of plans) {
      const current = getPath(doc, field);
      if (current === undefined || current === null) filled = withField(filled, field, valueOf(plan, i));
    }
    return filled;
  });
}
