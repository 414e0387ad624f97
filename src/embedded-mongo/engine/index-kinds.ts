import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { bsonType, isNumeric, toDouble } from '../query/bson-values';
import { realName } from '../storage/field-names';
import { indexFlag, indexVersionOf } from './index-spec-fields';
import { wildcardProjectionLeaves } from './wildcard-projection-paths';

/**
 * The key patterns beyond ascending/descending that the store builds: `hashed` (one field, possibly within a
 * compound index) and wildcard (`$**`, `path.$**`, compound with `wildcardProjection`), checked with mongod
 * 7.0's rules and errors (index_key_validate.cpp, wildcard_validation.cpp, index_catalog_impl.cpp,
 * expression_params.cpp). Other plugins (text, 2d, 2dsphere) stay refused.
 */
export type IndexKind = 'btree' | 'hashed' | 'wildcard';

export const HASHED = 'hashed';

export const isWildcardField = (field: string): boolean => realName(field) === '$**' || realName(field).endsWith('.$**');

/** A key pattern as mongod prints a BSONObj in messages: `{ a: "hashed", b: 1 }`. */
export function keyPatternText(key: Document): string {
  const value = (direction: unknown) => {
    if (typeof direction === 'string') return JSON.stringify(direction);
    const number = toDouble(direction);
    // mongod writes a double with a fraction part (`1.0`), an int32 or int64 without.
    if (bsonType(direction) === 'Double' && Number.isInteger(number)) return `${number}.0`;
    return String(number);
  };
  return `{ ${Object.entries(key).map(([field, direction]) => `${realName(field)}: ${value(direction)}`).join(', ')} }`;
}

const cannotCreate = (message: string) => new MongoCommandError('CannotCreateIndex', message);

/** IndexNames::findPluginName: the first string value, else `wildcard` when a field is `$**`, else a b-tree. */
function pluginName(key: Document): string {
  const named = Object.values(key).find((direction) => typeof direction === 'string');
  if (typeof named === 'string') return named;
  return Object.keys(key).some(isWildcardField) ? 'wildcard' : 'btree';
}

/**
 * validateKeyPattern's checks of a key pattern's values. `buildable`: the index is to be built, so a plugin the
 * store does not build (text, 2d, 2dsphere...) is refused (238) rather than silently built wrong.
 */
export function checkKeyPattern(key: Document, buildable = true): void {
  const plugin = pluginName(key);
  if (!buildable) checkPluginKnown(plugin);
  if (plugin === 'wildcard') validateWildcardKey(key);
  for (const [field, direction] of Object.entries(key)) {
    if (isNumeric(direction)) {
      const number = toDouble(direction);
      if (Number.isNaN(number)) throw cannotCreate('Values in the index key pattern cannot be NaN.');
      if (number === 0) throw cannotCreate('Values in the index key pattern cannot be 0.');
    } else if (typeof direction === 'string') {
      if (direction !== plugin) throw cannotCreate("Can't use more than one index plugin for a single index.");
      if (direction === 'wildcard') throw cannotCreate("The key pattern value for an 'wildcard' index must be a non-zero number, not a string.");
      if (direction !== HASHED && buildable) {
        throw new MongoCommandError('NotImplemented', `index type ${JSON.stringify(direction)} on field '${field}' is not supported by the embedded store`);
      }
    }
  }
}

/** IndexNames::isKnownName (index_names.cpp): the plugins mongod 7.0 can name, geoHaystack no longer built. */
const KNOWN_PLUGINS = new Set(['btree', '2d', '2dsphere', '2dsphere_bucket', 'text', HASHED, 'wildcard', 'columnstore']);

function checkPluginKnown(plugin: string): void {
  if (plugin === 'geoHaystack') throw cannotCreate('GeoHaystack indexes cannot be created in version 5.0 and above');
  if (!KNOWN_PLUGINS.has(plugin)) throw cannotCreate(`Unknown index plugin '${plugin}'`);
}

/** The kind of a key pattern, or mongod's error for one it refuses. */
export function indexKindOf(raw: Document): IndexKind {
  const key = raw.key as Document;
  const plugin = pluginName(key);
  checkKeyPattern(key);
  if (plugin === HASHED) {
    const hashedFields = Object.values(key).filter((direction) => direction === HASHED).length;
    if (hashedFields > 1) {
      throw new MongoCommandError('Location31303', `A maximum of one index field is allowed to be hashed but found ${hashedFields} for 'key' ${keyPatternText(key)}`);
    }
    if (indexFlag(raw.unique)) throw new MongoCommandError('Location16764', 'Currently hashed indexes cannot guarantee uniqueness. Use a regular index.');
    return 'hashed';
  }
  if (plugin === 'wildcard') {
    validateWildcardOptions(raw, key);
    return 'wildcard';
  }
  if (raw.wildcardProjection !== undefined) {
    throw new MongoCommandError('BadValue', "The field 'wildcardProjection' is only allowed in 'wildcard' indexes");
  }
  return 'btree';
}

const isPrefixOrEqual = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}.`);

/** validateWildcardIndex: one wildcard field, and no key field under a `path.$**`. */
function validateWildcardKey(key: Document): void {
  const wildcards = Object.keys(key).filter(isWildcardField);
  if (wildcards.length > 1) throw new MongoCommandError('Location7246201', 'Index Key can contain only one wildcard index field');
  const base = realName(wildcards[0]!).slice(0, -'$**'.length).replace(/\.$/, '');
  for (const field of Object.keys(key).filter((name) => !isWildcardField(name))) {
    if (base !== '' && isPrefixOrEqual(base, realName(field))) {
      throw new MongoCommandError(
        'Location7246204',
        `A wildcard index field should not overlap with and index key fields if wildcard projection is empty, however '${realName(field)}' is overlapping with the wildcard index field.`,
      );
    }
  }
}

/** The option checks of validateIndexSpec and IndexCatalogImpl::_isSpecOk for a wildcard index. */
function validateWildcardOptions(raw: Document, key: Document): void {
  const fields = Object.keys(key);
  if (fields.includes('$**') && fields.length > 1 && raw.wildcardProjection === undefined) {
    throw cannotCreate("Compound wildcard indexes on all fields must also specify 'wildcardProjection' option");
  }
  const projection = raw.wildcardProjection as unknown;
  if (projection !== undefined) {
    if (projection === null || typeof projection !== 'object' || Array.isArray(projection) || bsonType(projection)) {
      throw new MongoCommandError('TypeMismatch', "The field 'wildcardProjection' must be a non-empty object, but got " + describeType(projection));
    }
    if (!fields.includes('$**')) {
      throw new MongoCommandError('FailedToParse', `The field 'wildcardProjection' is only allowed when 'key' is {"$**": ±1} or {"$**": "columnstore"}`);
    }
    if (Object.keys(projection).length === 0) throw new MongoCommandError('FailedToParse', "The 'wildcardProjection' field can't be an empty object");
    validateProjection(projection as Document, fields.filter((field) => !isWildcardField(field)).map(realName));
  }
  if (raw.sparse === true) throw cannotCreate("Index type 'wildcard' does not support the sparse option");
  if (raw.unique === true) throw cannotCreate("Index type 'wildcard' does not support the unique option");
  if (raw.expireAfterSeconds !== undefined) throw cannotCreate("Index type 'wildcard' cannot be a TTL index");
  // validateWildcardSpec's last check: wildcard indexes came after version 2.
  if (indexVersionOf(raw) === 1) throw cannotCreate("Index type 'wildcard' is not allowed with index version v: 1");
}

function describeType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (value === null) return 'null';
  return isNumeric(value) ? 'double' : 'object';
}

/**
 * wildcardProjection: numbers or booleans, all inclusions or all exclusions (an `_id` aside), and for a compound
 * wildcard index no overlap with the other key fields (inclusions) or every key field excluded (exclusions).
 */
function validateProjection(projection: Document, keyFields: string[]): void {
  const included: string[] = [];
  const excluded: string[] = [];
  // A `$**` index reads its projection as a projection (sub-documents are dotted paths); a compound wildcard
  // index takes only numbers and booleans.
  const leaves = keyFields.length === 0 ? wildcardProjectionLeaves(projection) : Object.entries(projection);
  for (const [rawPath, value] of leaves) {
    const path = realName(rawPath);
    if (!isNumeric(value) && typeof value !== 'boolean') {
      throw new MongoCommandError('Location7246207', `Fields in wildcardProjection must be numbers, however '${path}: ${JSON.stringify(value)}' is a ${describeType(value)}.`);
    }
    (value === true || (isNumeric(value) && toDouble(value) !== 0) ? included : excluded).push(path);
  }
  if (keyFields.length > 0) {
    for (const list of [included, excluded]) {
      const sorted = [...list].sort();
      for (let i = 1; i < sorted.length; i++) {
        if (isPrefixOrEqual(sorted[i - 1]!, sorted[i]!)) {
          throw new MongoCommandError('Location7246200', `Fields in Wildcard Projection cannot overlap, however '${sorted[i - 1]}' is overlapped with '${sorted[i]}`);
        }
      }
    }
    for (const field of [...keyFields].sort()) {
      const overlap = included.find((path) => isPrefixOrEqual(path, field));
      if (overlap) {
        throw new MongoCommandError(
          'Location7246208',
          `Index Key and Wildcard Projection cannot contain overlapping fields, however '${field}' index field is ovverlapping with '${overlap}' wildcardProjection path.`,
        );
      }
    }
    if (excluded.length > 0) {
      const missing = [...keyFields].sort().find((field) => !excluded.some((path) => isPrefixOrEqual(path, field)));
      // mongod walks both sorted lists: a later exclusion path stops the walk (7246209), running out of them 7246210.
      const code = excluded.some((path) => missing !== undefined && path > missing) ? 'Location7246209' : 'Location7246210';
      if (missing) throw new MongoCommandError(code, `wildcardProjection paths must exclude all regular index fields, however '${missing}'is not excluded.`);
    }
  }
  const onlyId = (list: string[]) => list.length === 1 && list[0] === '_id';
  if (keyFields.length > 0 && included.length > 0 && excluded.length > 0 && !onlyId(included) && !onlyId(excluded)) {
    throw new MongoCommandError(
      'Location7246211',
      'Inclusion and exclusion statements cannot combine in the wildcardProjection with an exception of explicitly including _id field',
    );
  }
  checkProjectionMode(projection);
}

/** The projection parser's own check (the first field other than `_id` decides inclusion or exclusion). */
function checkProjectionMode(projection: Document): void {
  let inclusion: boolean | undefined;
  for (const [rawPath, value] of wildcardProjectionLeaves(projection)) {
    const path = realName(rawPath);
    if (path === '_id') continue;
    const includes = value === true || (isNumeric(value) && toDouble(value) !== 0);
    inclusion ??= includes;
    if (includes !== inclusion) {
      const [code, message] = inclusion
        ? (['Location31254', `Cannot do exclusion on field ${path} in inclusion projection`] as const)
        : (['Location31253', `Cannot do inclusion on field ${path} in exclusion projection`] as const);
      throw new MongoCommandError(code, `Failed to parse projection: wildcardProjection :: caused by :: ${message}`);
    }
  }
}
