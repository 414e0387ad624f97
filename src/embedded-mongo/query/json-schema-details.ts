import { type Document, Int32 } from 'bson';
import { realName } from '../storage/field-names';
import { additionalNames, dependencyHolds, firstDuplicate, KEYWORD_TESTS, matchesSchema, rejectsEveryDocument, type Schema } from './json-schema';
import { typeName } from './describe';
import { isEncrypted } from './json-schema-encrypt';

/**
 * Why a document fails a `$jsonSchema`, in mongod 7.0's `errInfo.details` shape (doc_validation_error.cpp): one
 * entry per failing keyword in the order mongod's parser builds them, each reported only for a value of the
 * keyword's own type (a missing required property is reported by `required`, not by its `bsonType`).
 */
export function schemaFailureDetails(schema: Schema, doc: Document): Document {
  if (rejectsEveryDocument(schema)) {
    return { operatorName: '$jsonSchema', specifiedAs: { $jsonSchema: schema.raw }, reason: 'expression always evaluates to false' };
  }
  return { operatorName: '$jsonSchema', ...schema.annotations, schemaRulesNotSatisfied: explainSchema(schema, doc, true) };
}

/** mongod's details of a `$jsonSchema` that matched where it must not (under `$not` / `$nor`). */
export const schemaMatchedDetails = (): Document => ({ operatorName: '$jsonSchema', reason: 'schema matched' });

function explainSchema(schema: Schema, value: unknown, root = false): Document[] {
  const errors: Document[] = [];
  for (const [keyword, test] of KEYWORD_TESTS) {
    if (schema[keyword] === undefined || test(schema, value, root)) continue;
    errors.push(...explainKeyword(keyword, schema, value, root));
  }
  return errors;
}

const int = (value: number) => new Int32(value);
const specified = (schema: Schema, keyword: string): Document => ({ [keyword]: schema.raw[keyword] });

/** A leaf keyword's error: its name, how it was specified, the reason and the value considered. */
const leaf = (schema: Schema, keyword: string, reason: string, value: unknown, extra: Document = {}): Document[] => [
  { operatorName: keyword, specifiedAs: specified(schema, keyword), reason, consideredValue: value, ...extra },
];

function explainKeyword(keyword: keyof Schema, schema: Schema, value: unknown, root: boolean): Document[] {
  switch (keyword) {
    case 'pattern':
      return leaf(schema, keyword, 'regular expression did not match', value);
    case 'maxLength':
    case 'minLength':
      return leaf(schema, keyword, 'specified string length was not satisfied', value);
    case 'multipleOf':
      return leaf(schema, keyword, 'considered value is not a multiple of the specified value', value);
    case 'maximum':
    case 'minimum': {
      const { exclusive } = schema[keyword]!;
      const exclusiveKeyword = keyword === 'maximum' ? 'exclusiveMaximum' : 'exclusiveMinimum';
      const specifiedAs = exclusive ? { [keyword]: schema.raw[keyword], [exclusiveKeyword]: true } : specified(schema, keyword);
      return [{ operatorName: keyword, specifiedAs, reason: 'comparison failed', consideredValue: value }];
    }
    case 'minItems':
    case 'maxItems':
      return leaf(schema, keyword, 'array did not match specified length', value, { numberOfItems: int((value as unknown[]).length) });
    case 'uniqueItems':
      return leaf(schema, keyword, 'found a duplicate item', value, { duplicatedValue: firstDuplicate(value as unknown[])!.value });
    case 'items':
      return explainItems(schema, value as unknown[]);
    case 'additionalItems':
      return explainAdditionalItems(schema, value as unknown[]);
    case 'properties':
      return explainProperties(schema, value as Document);
    case 'additionalProperties':
      return explainAdditionalProperties(schema, value as Document);
    case 'patternProperties':
      return explainPatternProperties(schema, value as Document);
    case 'required': {
      const missing = schema.required!.filter((name) => !Object.hasOwn(value as Document, name)).map(realName);
      return [{ operatorName: 'required', specifiedAs: specified(schema, 'required'), missingProperties: missing }];
    }
    case 'minProperties':
    case 'maxProperties':
      return [{ operatorName: keyword, specifiedAs: specified(schema, keyword), reason: 'specified number of properties was not satisfied', numberOfProperties: int(Object.keys(value as Document).length) }];
    case 'dependencies':
      return explainDependencies(schema, value as Document);
    case 'allOf':
    case 'anyOf':
      return [{ operatorName: keyword, schemasNotSatisfied: indexedFailures(schema[keyword]!, value) }];
    case 'oneOf': {
      const matching = schema.oneOf!.flatMap((item, i) => (matchesSchema(item, value) ? [int(i)] : []));
      if (matching.length > 1) return [{ operatorName: 'oneOf', reason: 'more than one subschema matched', matchingSchemaIndexes: matching }];
      return [{ operatorName: 'oneOf', schemasNotSatisfied: indexedFailures(schema.oneOf!, value) }];
    }
    case 'not':
      return [{ operatorName: 'not', reason: 'child expression matched' }];
    case 'encrypt':
      // mongod's two nodes: the subtype check, then (with a bsonType) the type in the encrypted header.
      if (value === undefined) return [];
      return [{ operatorName: 'encrypt', reason: isEncrypted(value) ? 'encrypted value has wrong type' : 'value was not encrypted' }];
    case 'enum':
      return value === undefined ? [] : leaf(schema, 'enum', 'value was not found in enum', value);
    case 'type': {
      if (value === undefined || root) return [];
      const { keyword: name, spec } = schema.type!;
      return [{ operatorName: name, specifiedAs: { [name]: spec }, reason: 'type did not match', consideredValue: value, consideredType: typeName(value) }];
    }
  }
  return [];
}

function indexedFailures(schemas: Schema[], value: unknown): Document[] {
  return schemas.flatMap((item, i) => (matchesSchema(item, value) ? [] : [{ index: int(i), ...item.annotations, details: explainSchema(item, value) }]));
}

function explainItems(schema: Schema, value: unknown[]): Document[] {
  const items = schema.items!;
  if (!Array.isArray(items)) {
    const at = value.findIndex((item) => !matchesSchema(items, item));
    return [{ operatorName: 'items', ...items.annotations, reason: 'At least one item did not match the sub-schema', itemIndex: int(at), details: explainSchema(items, value[at]) }];
  }
  const failing = items.flatMap((item, i) => (i < value.length && !matchesSchema(item, value[i]) ? [{ itemIndex: int(i), details: explainSchema(item, value[i]) }] : []));
  return [{ operatorName: 'items', details: failing }];
}

function explainAdditionalItems(schema: Schema, value: unknown[]): Document[] {
  const start = (schema.items as Schema[]).length;
  const rule = schema.additionalItems!;
  if (rule === false) {
    return [{ operatorName: 'additionalItems', specifiedAs: { additionalItems: false }, reason: 'found additional items', additionalItems: value.slice(start) }];
  }
  const at = value.findIndex((item, i) => i >= start && !matchesSchema(rule as Schema, item));
  return [{ operatorName: 'additionalItems', ...(rule as Schema).annotations, reason: 'At least one additional item did not match the sub-schema', itemIndex: int(at), details: explainSchema(rule as Schema, value[at]) }];
}

function explainProperties(schema: Schema, value: Document): Document[] {
  const failing = schema.properties!.flatMap(([name, property]) => {
    if (!Object.hasOwn(value, name)) return [];
    const details = explainSchema(property, value[name]);
    return details.length === 0 ? [] : [{ propertyName: realName(name), ...property.annotations, details }];
  });
  return failing.length === 0 ? [] : [{ operatorName: 'properties', propertiesNotSatisfied: failing }];
}

function explainAdditionalProperties(schema: Schema, value: Document): Document[] {
  const rule = schema.additionalProperties!;
  const names = additionalNames(schema, value);
  if (rule === false) return [{ operatorName: 'additionalProperties', specifiedAs: { additionalProperties: false }, additionalProperties: names.map(realName) }];
  const failing = names.find((name) => !matchesSchema(rule as Schema, value[name]))!;
  return [{
    operatorName: 'additionalProperties',
    ...(rule as Schema).annotations,
    reason: 'at least one additional property did not match the subschema',
    failingProperty: realName(failing),
    details: explainSchema(rule as Schema, value[failing]),
  }];
}

function explainPatternProperties(schema: Schema, value: Document): Document[] {
  const details = schema.patternProperties!.flatMap(({ source, regex, schema: property }) => {
    const failing = Object.keys(value).find((name) => regex.test(name) && !matchesSchema(property, value[name]));
    if (failing === undefined) return [];
    return [{ propertyName: realName(failing), ...property.annotations, regexMatched: source, details: explainSchema(property, value[failing]) }];
  });
  return [{ operatorName: 'patternProperties', details }];
}

function explainDependencies(schema: Schema, value: Document): Document[] {
  const { annotations, entries } = schema.dependencies!;
  const failing = entries.flatMap(([name, dependency]): Document[] => {
    if (dependencyHolds(value, name, dependency)) return [];
    if (Array.isArray(dependency)) return [{ conditionalProperty: realName(name), missingProperties: dependency.filter((other) => !Object.hasOwn(value, other)).map(realName) }];
    return [{ conditionalProperty: realName(name), details: explainSchema(dependency, value) }];
  });
  return [{ operatorName: 'dependencies', ...annotations, failingDependencies: failing }];
}
