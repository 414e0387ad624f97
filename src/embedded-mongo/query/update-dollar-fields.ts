import { BSON, type Document } from 'bson';
import { MongoCommandError } from '../errors';
import { typeName } from './describe';
import { realName } from '../storage/field-names';

/**
 * Since 5.0 mongod stores `$`-prefixed field names below the top level, and at the top level only from an
 * insert or a pipeline-style update. A replacement document, and a field an update operator writes, are
 * validated for storage without top-level `$` names (storage_validation.cpp: storageValid with
 * allowTopLevelDollarPrefixes false, called by ObjectReplaceExecutor::applyReplacementUpdate and by each
 * modifier's validateUpdate). Only a DBRef's `$ref`, `$id`, `$db` in that order pass
 * (validateDollarPrefixElement).
 */

const invalidDbRef = (message: string) => new MongoCommandError('InvalidDBRef', message);

/** validateDollarPrefixElement for the top-level field `keys[index]` of `doc` (its stored names, in order). */
function checkDollarPrefixed(doc: Document, keys: string[], index: number): void {
  const name = (i: number) => (i >= 0 && i < keys.length ? realName(keys[i]!) : undefined);
  let at = index;
  if (name(at) === '$db') {
    if (typeof doc[keys[at]!] !== 'string') throw invalidDbRef(`The DBRef $db field must be a String, not a ${typeName(doc[keys[at]!])}`);
    at -= 1;
    if (name(at) !== '$id') throw invalidDbRef('Found $db field without a $id before it, which is invalid.');
  }
  if (name(at) === '$id') {
    at -= 1;
    if (name(at) !== '$ref') throw invalidDbRef('Found $id field without a $ref before it, which is invalid.');
  }
  if (name(at) === '$ref') {
    if (typeof doc[keys[at]!] !== 'string') throw invalidDbRef(`The DBRef $ref field must be a String, not a ${typeName(doc[keys[at]!])}`);
    if (name(at + 1) !== '$id') throw invalidDbRef('The DBRef $ref field must be followed by a $id field');
    return;
  }
  const field = realName(keys[index]!);
  throw new MongoCommandError(
    'DollarPrefixedFieldName',
    `The dollar ($) prefixed field '${field}' in '${field}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
  );
}

const sameValue = (a: unknown, b: unknown) => Buffer.compare(BSON.serialize({ v: a }), BSON.serialize({ v: b })) === 0;

/**
 * The top-level `$` names of an updated document (`after`) mongod refuses: all of a replacement's, and those an
 * operator update created or changed (`before` is the document it started from). Pipeline updates may add them.
 */
export function checkUpdatedDollarFields(update: Document | Document[], operatorUpdate: boolean, before: Document, after: Document): void {
  if (Array.isArray(update)) return;
  const keys = Object.keys(after);
  keys.forEach((key, index) => {
    if (!key.startsWith('$')) return;
    if (operatorUpdate && Object.hasOwn(before, key) && sameValue(before[key], after[key])) return;
    checkDollarPrefixed(after, keys, index);
  });
}
