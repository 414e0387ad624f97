import type { Document } from 'bson';
import { MongoCommandError } from '../errors';
import { isPlainDocument } from './filter';

/**
 * Which operators of the query language mongod 7.0 keeps out of API version 1, for `apiStrict: true`
 * (assertLanguageFeatureIsAllowed, src/mongo/db/query/allowed_contexts.cpp, called by Expression::parseExpression).
 * Every operator of 5.0 to 5.2 is in version 1 (jstests/core/api/api_version_new_5{0,1,2}_language_features.js).
 */

/** Expressions registered with kNeverInVersion1 (accumulator_percentile.cpp); as $group accumulators they are allowed. */
const NEVER_IN_VERSION_ONE = new Set(['$median', '$percentile']);

/**
 * Operators whose 7.0 registration could not be read: refused under apiStrict rather than answered where mongod
 * may refuse them (docs/embedded-mongo-unsupported.md).
 */
const UNCONFIRMED = new Set(['$bitAnd', '$bitOr', '$bitXor', '$bitNot', '$toHashedIndexKey', '$rand', '$sampleRate', '$meta', '$linearFill']);

/** Where an operator stands: an expression, a $group/$bucket accumulator, a $setWindowFields window function. */
export type Slot = 'expression' | 'accumulator' | 'window';

const unconfirmed = (name: string) =>
  new MongoCommandError('NotImplemented', `${name} with 'apiStrict: true' is not supported by the embedded store`);

/** Throws what mongod answers under apiStrict for an operator standing in `slot`. */
export function checkVersionOneOperator(name: string, slot: Slot): void {
  if (UNCONFIRMED.has(name) || (slot === 'window' && NEVER_IN_VERSION_ONE.has(name))) throw unconfirmed(name);
  if (slot === 'expression' && NEVER_IN_VERSION_ONE.has(name)) {
    throw new MongoCommandError('APIStrictError', `${name} is not allowed with 'apiStrict: true' in API Version 1`);
  }
}

/** The operators a value holds, each with where it stands (only the value's own level is in `slot`). */
export function* operatorsOf(value: unknown, slot: Slot = 'expression'): Generator<[string, Slot]> {
  if (Array.isArray(value)) {
    for (const item of value) yield* operatorsOf(item);
    return;
  }
  if (!isPlainDocument(value)) return;
  for (const [key, item] of Object.entries(value as Document)) {
    if (key.startsWith('$')) yield [key, slot];
    // A literal's operand is a value, never parsed as an expression.
    if (key !== '$literal') yield* operatorsOf(item);
  }
}

/**
 * A validator stored without apiStrict keeps a mark when it parsed an expression outside version 1, and a write
 * under apiStrict then fails its validation with mongod's 323 (CollectionImpl::checkValidatorAPIVersionCompatability,
 * called by checkValidation in src/mongo/db/catalog/collection_impl.cpp). An unconfirmed operator is refused (238).
 */
export function validatorOutsideVersionOne(validator: Document): MongoCommandError | undefined {
  let outside = false;
  for (const [name] of operatorsOf(validator)) {
    if (UNCONFIRMED.has(name)) throw unconfirmed(name);
    outside ||= NEVER_IN_VERSION_ONE.has(name);
  }
  return outside ? new MongoCommandError('APIStrictError', 'The validator uses unstable expression(s) for API Version 1.') : undefined;
}
