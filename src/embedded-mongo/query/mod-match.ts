import { MongoCommandError } from '../errors';
import { exactInteger, isNumeric, numericKind, toDouble } from './bson-values';
import { isNonFinite, toExact } from './exact-decimal';

/**
 * The query operator `$mod: [divisor, remainder]`, as mongod's `parseMOD` and
 * `ModMatchExpression::matchesSingleElement` (matcher/expression_parser.cpp, expression_leaf.cpp) read it:
 * every number is truncated toward zero to a 64-bit integer, exactly (a double would lose a long's digits).
 */

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** The number truncated toward zero, or undefined for NaN, an infinity or a value outside int64. */
function truncatedToInt64(value: unknown): bigint | undefined {
  if (isNonFinite(value)) return undefined;
  const kind = numericKind(value);
  let whole: bigint;
  if (kind === 'double') whole = BigInt(Math.trunc(toDouble(value)));
  else if (kind === 'decimal') {
    const { coefficient, exponent } = toExact(value);
    whole = exponent >= 0 ? coefficient * 10n ** BigInt(exponent) : coefficient / 10n ** BigInt(-exponent);
  } else whole = exactInteger(value)!;
  return whole >= INT64_MIN && whole <= INT64_MAX ? whole : undefined;
}

/** BSONElement::tryCoerce<long long>, with the context parseMOD adds to its failure. */
function coerceOperand(value: unknown, role: 'divisor' | 'remainder'): bigint {
  const whole = truncatedToInt64(value);
  if (whole !== undefined) return whole;
  const reason = isNonFinite(value) ? 'Unable to coerce NaN/Inf to integral type' : 'Out of bounds coercing to integral value';
  throw new MongoCommandError('BadValue', `malformed mod, ${role} value is invalid :: caused by :: ${reason}`);
}

/** Parses the operand, with mongod's checks in its order, and returns the test of one value. */
export function modValueTest(operand: unknown): (value: unknown) => boolean {
  if (!Array.isArray(operand)) throw new MongoCommandError('BadValue', 'malformed mod, needs to be an array');
  if (operand.length < 1) throw new MongoCommandError('BadValue', 'malformed mod, not enough elements');
  if (!isNumeric(operand[0])) throw new MongoCommandError('BadValue', 'malformed mod, divisor not a number');
  if (operand.length < 2) throw new MongoCommandError('BadValue', 'malformed mod, not enough elements');
  if (!isNumeric(operand[1])) throw new MongoCommandError('BadValue', 'malformed mod, remainder not a number');
  if (operand.length > 2) throw new MongoCommandError('BadValue', 'malformed mod, too many elements');
  const divisor = coerceOperand(operand[0], 'divisor');
  const remainder = coerceOperand(operand[1], 'remainder');
  if (divisor === 0n) throw new MongoCommandError('BadValue', 'divisor cannot be 0');
  return (value) => {
    if (!isNumeric(value)) return false;
    const dividend = truncatedToInt64(value);
    if (dividend === undefined) return false;
    // overflow::safeMod: anything modulo -1 is 0 (INT64_MIN % -1 overflows in C++).
    return (divisor === -1n ? 0n : dividend % divisor) === remainder;
  };
}
