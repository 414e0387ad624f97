import { realName } from '../storage/field-names';
import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { bsonTypeNumber, TYPE_NUMBERS } from './bson-type-names';
import { isNumeric, toDouble } from './bson-values';
import { compareValues } from './compare';
import { isPlainDocument } from './filter';
import { encryptMatches, type EncryptKeyword, parseEncryptKeywords } from './json-schema-encrypt';
import { toJsRegExp } from './regex';
import { typeName } from './describe';

/**
 * `$jsonSchema` as mongod 7.0 parses and matches it (json_schema_parser.cpp): draft 4 keywords plus `bsonType`,
 * each keyword a restriction on the values of its own type (a `maxLength` never fails for a number), a schema
 * below the top level applying to one value, the top level to the document. Unknown keywords and the ones
 * mongod refuses ($ref, default...) are its FailedToParse errors.
 */
export interface Schema {
  raw: Document;
  /** `title` and `description`, which mongod repeats in validation error details. */
  annotations: Document;
  type?: { keyword: 'type' | 'bsonType'; spec: unknown; names: Set<string> };
  pattern?: { source: string; regex: RegExp };
  maxLength?: number;
  minLength?: number;
  multipleOf?: unknown;
  maximum?: { limit: unknown; exclusive: boolean };
  minimum?: { limit: unknown; exclusive: boolean };
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: Schema | Schema[];
  additionalItems?: boolean | Schema;
  properties?: [string, Schema][];
  patternProperties?: { source: string; regex: RegExp; schema: Schema }[];
  additionalProperties?: boolean | Schema;
  required?: string[];
  minProperties?: number;
  maxProperties?: number;
  dependencies?: { annotations: Document; entries: [string, Schema | string[]][] };
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  not?: Schema;
  enum?: unknown[];
  /** `encrypt`: the value must already be encrypted (BinData subtype 6), which also implies type BinData. */
  encrypt?: EncryptKeyword;
}

const KEYWORDS = new Set([
  'additionalItems', 'additionalProperties', 'allOf', 'anyOf', 'bsonType', 'dependencies', 'description', 'encrypt',
  'encryptMetadata', 'enum', 'exclusiveMaximum', 'exclusiveMinimum', 'items', 'maxItems', 'maxLength', 'maxProperties',
  'maximum', 'minItems', 'minLength', 'minProperties', 'minimum', 'multipleOf', 'not', 'oneOf', 'pattern',
  'patternProperties', 'properties', 'required', 'title', 'type', 'uniqueItems',
]);
const UNSUPPORTED = new Set(['$ref', '$schema', 'default', 'definitions', 'format', 'id']);
const JSON_TYPES = new Set(['array', 'boolean', 'null', 'number', 'object', 'string']);

const failedToParse = (message: string) => new MongoCommandError('FailedToParse', message);
const typeMismatch = (message: string) => new MongoCommandError('TypeMismatch', message);

/** Whether `value` is one of the named types (`number` is every numeric type; `boolean` is JSON's `bool`). */
export function hasType(names: Set<string>, value: unknown): boolean {
  if (value === undefined) return false;
  if (names.has('number') && isNumeric(value)) return true;
  const name = typeName(value);
  return names.has(name) || (name === 'bool' && names.has('boolean'));
}

function parseTypeSet(keyword: 'type' | 'bsonType', spec: unknown): Set<string> {
  if (typeof spec !== 'string' && !Array.isArray(spec)) throw typeMismatch(`$jsonSchema keyword '${keyword}' must be either a string or an array of strings`);
  const names = new Set<string>();
  for (const name of typeof spec === 'string' ? [spec] : spec) {
    if (typeof name !== 'string') throw typeMismatch(`$jsonSchema keyword '${keyword}' array elements must be strings`);
    if (name === 'integer') throw failedToParse("$jsonSchema type 'integer' is not currently supported.");
    if (names.has(name)) throw failedToParse(`$jsonSchema keyword '${keyword}' has duplicate value: ${name}`);
    names.add(name);
  }
  for (const name of names) {
    const known = keyword === 'type' ? JSON_TYPES.has(name) : name === 'number' || Object.hasOwn(TYPE_NUMBERS, name);
    if (!known) throw new MongoCommandError('BadValue', `Unknown type name alias: ${name}`);
  }
  if (names.size === 0) throw failedToParse(`$jsonSchema keyword '${keyword}' must name at least one type`);
  return names;
}

/** mongod's parseIntegerElementToNonNegativeLong, for the length and count keywords. */
function count(keyword: string, value: unknown): number {
  if (!isNumeric(value)) throw typeMismatch(`Expected a number in: ${keyword}: ${JSON.stringify(value)}`);
  const number = toDouble(value);
  if (!Number.isInteger(number)) throw failedToParse(`Expected an integer: ${keyword}: ${number}`);
  if (number < 0) throw failedToParse(`Expected a positive number in: ${keyword}: ${number}`);
  return number;
}

function numberKeyword(keyword: string, value: unknown): unknown {
  if (!isNumeric(value)) throw typeMismatch(`$jsonSchema keyword '${keyword}' must be a number`);
  return value;
}

function bound(schema: Document, keyword: 'maximum' | 'minimum'): { limit: unknown; exclusive: boolean } | undefined {
  const exclusiveKeyword = keyword === 'maximum' ? 'exclusiveMaximum' : 'exclusiveMinimum';
  const exclusive = schema[exclusiveKeyword] as unknown;
  if (schema[keyword] === undefined) {
    if (exclusive !== undefined) throw failedToParse(`$jsonSchema keyword '${keyword}' must be a present if ${exclusiveKeyword} is present`);
    return undefined;
  }
  if (exclusive !== undefined && typeof exclusive !== 'boolean') throw typeMismatch(`$jsonSchema keyword '${exclusiveKeyword}' must be a boolean`);
  return { limit: numberKeyword(keyword, schema[keyword]), exclusive: exclusive === true };
}

function subschema(keyword: string, value: unknown, message = `$jsonSchema keyword '${keyword}' must be an object`): Schema {
  if (!isPlainDocument(value)) throw typeMismatch(message);
  return parseSchema(value);
}

function schemaList(keyword: string, value: unknown): Schema[] {
  if (!Array.isArray(value)) throw typeMismatch(`$jsonSchema keyword '${keyword}' must be an array`);
  if (value.length === 0) throw new MongoCommandError('BadValue', `$jsonSchema keyword '${keyword}' must be a non-empty array`);
  return value.map((item) => {
    if (!isPlainDocument(item)) {
      throw typeMismatch(`$jsonSchema keyword '${keyword}' must be an array of objects, but found an element of type ${typeName(item)}`);
    }
    return parseSchema(item);
  });
}

function pattern(keyword: string, source: string): RegExp {
  try {
    return toJsRegExp(source, '');
  } catch {
    throw failedToParse(`$jsonSchema keyword '${keyword}' has an invalid regular expression: ${source}`);
  }
}

function parseRequired(value: unknown): string[] {
  if (!Array.isArray(value)) throw typeMismatch(`$jsonSchema keyword 'required' must be an array, but found an element of type ${typeName(value)}`);
  const names = new Set<string>();
  for (const name of value) {
    if (typeof name !== 'string') {
      throw typeMismatch(`$jsonSchema keyword 'required' must be an array of strings, but found an element of type: ${typeName(name)}`);
    }
    if (names.has(name)) throw failedToParse("$jsonSchema keyword 'required' array cannot contain duplicate values");
    names.add(name);
  }
  if (names.size === 0) throw failedToParse("$jsonSchema keyword 'required' cannot be an empty array");
  // mongod checks them in byte order (a sorted set).
  return [...names].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

function parseDependencies(value: unknown): Schema['dependencies'] {
  if (!isPlainDocument(value)) throw typeMismatch("$jsonSchema keyword 'dependencies' must be an object");
  const entries: [string, Schema | string[]][] = [];
  for (const [name, dependency] of Object.entries(value)) {
    if (Array.isArray(dependency)) {
      if (dependency.length === 0) throw failedToParse(`property '${name}' in $jsonSchema keyword 'dependencies' cannot be an empty array`);
      const names = new Set<string>();
      for (const item of dependency) {
        if (typeof item !== 'string') {
          throw typeMismatch(`array '${name}' in $jsonSchema keyword 'dependencies' can only contain strings, but found element of type: ${typeName(item)}`);
        }
        if (names.has(item)) throw failedToParse(`array '${name}' in $jsonSchema keyword 'dependencies' contains duplicate element: ${item}`);
        names.add(item);
      }
      entries.push([name, [...names]]);
    } else if (isPlainDocument(dependency)) {
      entries.push([name, parseSchema(dependency)]);
    } else if (!((name === 'title' || name === 'description') && typeof dependency === 'string')) {
      throw typeMismatch(`property '${name}' in $jsonSchema keyword 'dependencies' must be either an object or an array`);
    }
  }
  return { annotations: annotationsOf(value), entries };
}

function parseEnum(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw typeMismatch(`$jsonSchema keyword 'enum' must be an array, but found an element of type ${typeName(value)}`);
  if (value.length === 0) throw failedToParse("$jsonSchema keyword 'enum' cannot be an empty array");
  value.forEach((item, i) => {
    if (value.slice(0, i).some((other) => unorderedEqual(other, item))) throw failedToParse("$jsonSchema keyword 'enum' array cannot contain duplicate values.");
  });
  return value;
}

const annotationsOf = (schema: Document): Document => {
  const annotations: Document = {};
  if (typeof schema.title === 'string') annotations.title = schema.title;
  if (typeof schema.description === 'string') annotations.description = schema.description;
  return annotations;
};

/** Whether the schema being parsed may use `encrypt`/`encryptMetadata` (mongod's kEncryptKeywords feature). */
let encryptKeywordsAllowed = true;

/**
 * Runs `parse` (a filter's compilation) where mongod parses without the encryption keywords: a validator whose
 * level is `moderate` or whose action is `warn`, so that no encrypted value reaches the log in plain text.
 */
export function withoutEncryptKeywords<T>(parse: () => T): T {
  encryptKeywordsAllowed = false;
  try {
    return parse();
  } finally {
    encryptKeywordsAllowed = true;
  }
}

/** Parses one (sub)schema, with mongod's errors for what it refuses. */
export function parseSchema(schema: Document): Schema {
  for (const keyword of Object.keys(schema).map(realName)) {
    if (KEYWORDS.has(keyword)) continue;
    if (UNSUPPORTED.has(keyword)) throw failedToParse(`$jsonSchema keyword '${keyword}' is not currently supported`);
    throw failedToParse(`Unknown $jsonSchema keyword: ${keyword}`);
  }
  for (const keyword of ['description', 'title']) {
    if (schema[keyword] !== undefined && typeof schema[keyword] !== 'string') throw typeMismatch(`$jsonSchema keyword '${keyword}' must be of type string`);
  }
  if (schema.type !== undefined && schema.bsonType !== undefined) throw failedToParse("Cannot specify both $jsonSchema keywords 'type' and 'bsonType'");
  if (schema.encrypt !== undefined && (schema.type !== undefined || schema.bsonType !== undefined)) {
    const other = schema.type !== undefined ? 'type' : 'bsonType';
    throw failedToParse(`$jsonSchema keyword 'encrypt' cannot be used in conjunction with '${other}', 'encrypt' implies type 'bsonType::BinData'`);
  }
  const parsed: Schema = { raw: schema, annotations: annotationsOf(schema) };
  const typeKeyword = schema.type !== undefined ? 'type' : schema.bsonType !== undefined ? 'bsonType' : undefined;
  if (typeKeyword) parsed.type = { keyword: typeKeyword, spec: schema[typeKeyword], names: parseTypeSet(typeKeyword, schema[typeKeyword]) };
  if (schema.pattern !== undefined) {
    if (typeof schema.pattern !== 'string') throw typeMismatch("$jsonSchema keyword 'pattern' must be a string");
    parsed.pattern = { source: schema.pattern, regex: pattern('pattern', schema.pattern) };
  }
  if (schema.maxLength !== undefined) parsed.maxLength = count('maxLength', schema.maxLength);
  if (schema.minLength !== undefined) parsed.minLength = count('minLength', schema.minLength);
  if (schema.multipleOf !== undefined) {
    if (toDouble(numberKeyword('multipleOf', schema.multipleOf)) <= 0) throw failedToParse("$jsonSchema keyword 'multipleOf' must have a positive value");
    parsed.multipleOf = schema.multipleOf;
  }
  parsed.maximum = bound(schema, 'maximum');
  parsed.minimum = bound(schema, 'minimum');
  if (schema.minItems !== undefined) parsed.minItems = count('minItems', schema.minItems);
  if (schema.maxItems !== undefined) parsed.maxItems = count('maxItems', schema.maxItems);
  if (schema.uniqueItems !== undefined) {
    if (typeof schema.uniqueItems !== 'boolean') throw typeMismatch("$jsonSchema keyword 'uniqueItems' must be a boolean");
    parsed.uniqueItems = schema.uniqueItems;
  }
  if (schema.items !== undefined) {
    if (Array.isArray(schema.items)) {
      parsed.items = schema.items.map((item) => {
        if (!isPlainDocument(item)) throw typeMismatch(`$jsonSchema keyword 'items' requires that each element of the array is an object, but found a ${typeName(item)}`);
        return parseSchema(item);
      });
    } else parsed.items = subschema('items', schema.items, `$jsonSchema keyword 'items' must be an array or an object, not ${typeName(schema.items)}`);
  }
  if (schema.additionalItems !== undefined) {
    if (typeof schema.additionalItems === 'boolean') parsed.additionalItems = schema.additionalItems;
    else parsed.additionalItems = subschema('additionalItems', schema.additionalItems, `$jsonSchema keyword 'additionalItems' must be either an object or a boolean, but got a ${typeName(schema.additionalItems)}`);
  }
  // mongod translates the encryption keywords after the array keywords and before the object ones.
  const encrypt = parseEncryptKeywords(schema, encryptKeywordsAllowed);
  if (encrypt) parsed.encrypt = encrypt;
  if (schema.required !== undefined) parsed.required = parseRequired(schema.required);
  if (schema.properties !== undefined) {
    if (!isPlainDocument(schema.properties)) throw typeMismatch("$jsonSchema keyword 'properties' must be an object");
    parsed.properties = Object.entries(schema.properties).map(([name, property]) => [
      name,
      subschema(name, property, `Nested schema for $jsonSchema property '${name}' must be an object`),
    ]);
  }
  if (schema.patternProperties !== undefined) {
    if (!isPlainDocument(schema.patternProperties)) throw typeMismatch("$jsonSchema keyword 'patternProperties' must be an object");
    parsed.patternProperties = Object.entries(schema.patternProperties).map(([source, property]) => ({
      source,
      regex: pattern('patternProperties', source),
      schema: subschema(source, property, `$jsonSchema keyword 'patternProperties' has property '${source}' which is not an object`),
    }));
  }
  if (schema.additionalProperties !== undefined) {
    if (typeof schema.additionalProperties === 'boolean') parsed.additionalProperties = schema.additionalProperties;
    else parsed.additionalProperties = subschema('additionalProperties', schema.additionalProperties, "$jsonSchema keyword 'additionalProperties' must be an object or a boolean");
  }
  if (schema.minProperties !== undefined) parsed.minProperties = count('minProperties', schema.minProperties);
  if (schema.maxProperties !== undefined) parsed.maxProperties = count('maxProperties', schema.maxProperties);
  if (schema.dependencies !== undefined) parsed.dependencies = parseDependencies(schema.dependencies);
  if (schema.allOf !== undefined) parsed.allOf = schemaList('allOf', schema.allOf);
  if (schema.anyOf !== undefined) parsed.anyOf = schemaList('anyOf', schema.anyOf);
  if (schema.oneOf !== undefined) parsed.oneOf = schemaList('oneOf', schema.oneOf);
  if (schema.not !== undefined) parsed.not = subschema('not', schema.not, `$jsonSchema keyword 'not' must be an object, but found an element of type ${typeName(schema.not)}`);
  if (schema.enum !== undefined) parsed.enum = parseEnum(schema.enum);
  return parsed;
}

/** Equality as mongod's schema keywords test it (`enum`, `uniqueItems`): embedded documents regardless of field order. */
export function unorderedEqual(a: unknown, b: unknown): boolean {
  if (isPlainDocument(a) && isPlainDocument(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && unorderedEqual(a[key], b[key]));
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => unorderedEqual(item, b[i]));
  return compareValues(a, b) === 0;
}

const lengthOf = (text: string) => [...text].length;

function isMultiple(value: unknown, divisor: unknown): boolean {
  const quotient = toDouble(value) / toDouble(divisor);
  return Number.isFinite(quotient) && Number.isInteger(quotient);
}

/** The first value of an array that repeats an earlier one (what `uniqueItems` reports), or undefined. */
export function firstDuplicate(items: unknown[]): { value: unknown } | undefined {
  for (let i = 1; i < items.length; i++) {
    if (items.slice(0, i).some((other) => unorderedEqual(other, items[i]))) return { value: items[i] };
  }
  return undefined;
}

/** The names of an object not covered by `properties` or a `patternProperties` pattern. */
export function additionalNames(schema: Schema, value: Document): string[] {
  const named = new Set((schema.properties ?? []).map(([name]) => name));
  return Object.keys(value).filter((name) => !named.has(name) && !(schema.patternProperties ?? []).some(({ regex }) => regex.test(name)));
}

/**
 * One keyword's test of a value, each on the values of its own type only; `root` is the document itself, where
 * mongod drops the scalar and array keywords (a document is neither) and the type keyword (always an object).
 */
export const KEYWORD_TESTS: [keyof Schema, (schema: Schema, value: unknown, root: boolean) => boolean][] = [
  ['pattern', (s, v, root) => root || typeof v !== 'string' || s.pattern!.regex.test(v)],
  ['maxLength', (s, v, root) => root || typeof v !== 'string' || lengthOf(v) <= s.maxLength!],
  ['minLength', (s, v, root) => root || typeof v !== 'string' || lengthOf(v) >= s.minLength!],
  ['multipleOf', (s, v, root) => root || !isNumeric(v) || isMultiple(v, s.multipleOf)],
  ['maximum', (s, v, root) => root || !isNumeric(v) || (s.maximum!.exclusive ? compareValues(v, s.maximum!.limit) < 0 : compareValues(v, s.maximum!.limit) <= 0)],
  ['minimum', (s, v, root) => root || !isNumeric(v) || (s.minimum!.exclusive ? compareValues(v, s.minimum!.limit) > 0 : compareValues(v, s.minimum!.limit) >= 0)],
  ['minItems', (s, v, root) => root || !Array.isArray(v) || v.length >= s.minItems!],
  ['maxItems', (s, v, root) => root || !Array.isArray(v) || v.length <= s.maxItems!],
  ['uniqueItems', (s, v, root) => root || !s.uniqueItems || !Array.isArray(v) || !firstDuplicate(v)],
  ['items', (s, v, root) => root || !Array.isArray(v) || itemsMatch(s, v)],
  ['additionalItems', (s, v, root) => root || !Array.isArray(v) || additionalItemsMatch(s, v)],
  ['encrypt', (s, v, root) => root || encryptMatches(s.encrypt!, v)],
  ['properties', (s, v) => !isPlainDocument(v) || s.properties!.every(([name, property]) => !Object.hasOwn(v, name) ? !s.required?.includes(name) || matchesSchema(property, undefined) : matchesSchema(property, v[name]))],
  // One expression in mongod, which reports `additionalProperties` before `patternProperties`.
  ['additionalProperties', (s, v) => !isPlainDocument(v) || additionalPropertiesMatch(s, v)],
  ['patternProperties', (s, v) => !isPlainDocument(v) || s.patternProperties!.every(({ regex, schema }) => Object.entries(v).every(([name, item]) => !regex.test(name) || matchesSchema(schema, item)))],
  ['required', (s, v) => !isPlainDocument(v) || s.required!.every((name) => Object.hasOwn(v, name))],
  ['minProperties', (s, v) => !isPlainDocument(v) || Object.keys(v).length >= s.minProperties!],
  ['maxProperties', (s, v) => !isPlainDocument(v) || Object.keys(v).length <= s.maxProperties!],
  ['dependencies', (s, v) => !isPlainDocument(v) || s.dependencies!.entries.every(([name, dependency]) => dependencyHolds(v, name, dependency))],
  ['allOf', (s, v) => s.allOf!.every((item) => matchesSchema(item, v))],
  ['anyOf', (s, v) => s.anyOf!.some((item) => matchesSchema(item, v))],
  ['oneOf', (s, v) => s.oneOf!.filter((item) => matchesSchema(item, v)).length === 1],
  ['not', (s, v) => !matchesSchema(s.not!, v)],
  ['enum', (s, v) => v !== undefined && s.enum!.some((item) => unorderedEqual(item, v))],
  ['type', (s, v, root) => root || hasType(s.type!.names, v)],
];

function itemsMatch(schema: Schema, value: unknown[]): boolean {
  const items = schema.items!;
  if (!Array.isArray(items)) return value.every((item) => matchesSchema(items, item));
  return items.every((item, i) => i >= value.length || matchesSchema(item, value[i]));
}

function additionalItemsMatch(schema: Schema, value: unknown[]): boolean {
  const { items, additionalItems } = schema;
  // Only an array of `items` leaves additional positions; without one (or with one schema) it has no effect.
  if (!Array.isArray(items) || additionalItems === true) return true;
  const rest = value.slice(items.length);
  return additionalItems === false ? rest.length === 0 : rest.every((item) => matchesSchema(additionalItems!, item));
}

function additionalPropertiesMatch(schema: Schema, value: Document): boolean {
  const rule = schema.additionalProperties!;
  if (rule === true) return true;
  const names = additionalNames(schema, value);
  return rule === false ? names.length === 0 : names.every((name) => matchesSchema(rule, value[name]));
}

export function dependencyHolds(value: Document, name: string, dependency: Schema | string[]): boolean {
  if (!Object.hasOwn(value, name)) return true;
  return Array.isArray(dependency) ? dependency.every((other) => Object.hasOwn(value, other)) : matchesSchema(dependency, value);
}

/** A top-level schema whose type (stated, or BinData implied by `encrypt`) is not object: mongod's AlwaysFalse. */
export const rejectsEveryDocument = (schema: Schema): boolean =>
  schema.encrypt !== undefined || (schema.type !== undefined && !schema.type.names.has('object'));

/** Whether a value (undefined: missing) satisfies a subschema; `root` for the document a `$jsonSchema` tests. */
export function matchesSchema(schema: Schema, value: unknown, root = false): boolean {
  if (root && rejectsEveryDocument(schema)) return false;
  return KEYWORD_TESTS.every(([keyword, test]) => schema[keyword] === undefined || test(schema, value, root));
}
