import { MongoCommandError } from '../errors';
import { exactInteger, isNumeric, numericKind, toDouble } from './bson-values';

/**
 * mongod's MatchExpressionParser::parseIntegerElementToLong: a number that is exactly an int64, else
 * `9 FailedToParse` naming the element (`element` is its text, `field: value`). Used by `$pop`'s operand
 * and by `$alwaysTrue`/`$alwaysFalse`.
 */
export function integerElementToLong(operand: unknown, element: string): bigint {
  if (!isNumeric(operand)) throw new MongoCommandError('FailedToParse', `Expected a number in: ${element}`);
  const kind = numericKind(operand);
  const number = toDouble(operand);
  const outOfRange = number >= 2 ** 63 || number < -(2 ** 63);
  if (kind === 'double') {
    if (Number.isNaN(number)) throw new MongoCommandError('FailedToParse', `Expected an integer, but found NaN in: ${element}`);
    if (outOfRange) throw new MongoCommandError('FailedToParse', `Cannot represent as a 64-bit integer: ${element}`);
    if (!Number.isInteger(number)) throw new MongoCommandError('FailedToParse', `Expected an integer: ${element}`);
  } else if (kind === 'decimal' && (!Number.isInteger(number) || outOfRange)) {
    // Decimal128::toLongExact signals an inexact or out-of-range conversion.
    throw new MongoCommandError('FailedToParse', `Cannot represent as a 64-bit integer: ${element}`);
  }
  return kind === 'int' || kind === 'long' ? exactInteger(operand)! : BigInt(number);
}
