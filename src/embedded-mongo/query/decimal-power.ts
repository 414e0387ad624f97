import { Decimal128 } from 'bson';
import { type Binary128, multiplyBinary, roundToBinary128, toRational } from './binary128';
import {
  addDecimal,
  type DecimalValue,
  finite,
  fromDecimalValue,
  fusedMultiplyAdd,
  multiplyDecimal,
  negateDecimal,
  normalizeDecimal,
  subtractDecimal,
  toDecimalValue,
} from './decimal-arithmetic';
import { logParts } from './decimal-log-parts';
import { decimalExp, fromQuad, quad, quadExponentialRoute } from './decimal-math';
import { expRational, lnRational } from './real-functions';

/**
 * mongod's `Decimal128::power` (behind `$pow` with a decimal operand and `$bucketAuto`'s POWERSOF2):
 * `bid128_exp10` for a base equal to 10, `bid128_exp2` for a base equal to 2, `bid128_pow` otherwise, the
 * result normalized by adding 0E-6176. Each follows Intel's decimal library step by step, under the
 * assumption decimal-math.ts states (Intel's quad `exp`/`exp2`/`exp10` correctly rounded).
 */

const ONE = finite(false, 1n, 0);
const ZERO = finite(false, 0n, 0);
const INFINITY: DecimalValue = { kind: 'infinity', negative: false };

const isZero = (value: DecimalValue) => value.kind === 'finite' && value.coefficient === 0n;
const equalsInteger = (value: DecimalValue, n: bigint) =>
  value.kind === 'finite' && !value.negative && compareMagnitude(value, finite(false, n, 0)) === 0;

/** |a| compared with |b|, both finite. */
function compareMagnitude(a: DecimalValue, b: DecimalValue): number {
  if (a.kind !== 'finite' || b.kind !== 'finite') throw new Error('finite operands');
  const exponent = Math.min(a.exponent, b.exponent);
  const x = a.coefficient * 10n ** BigInt(a.exponent - exponent);
  const y = b.coefficient * 10n ** BigInt(b.exponent - exponent);
  return x === y ? 0 : x < y ? -1 : 1;
}

/** Whether a finite decimal is an integer, and an odd one. */
function integerParity(value: DecimalValue): { integer: boolean; odd: boolean } {
  if (value.kind !== 'finite') return { integer: false, odd: false };
  if (value.exponent >= 0) return { integer: true, odd: value.exponent === 0 && value.coefficient % 2n === 1n };
  const divisor = 10n ** BigInt(-value.exponent);
  if (value.coefficient % divisor !== 0n) return { integer: false, odd: false };
  return { integer: true, odd: (value.coefficient / divisor) % 2n === 1n };
}

const decimalOf = (value: DecimalValue) => toDecimalValue(decimalExpOf(value));
const decimalExpOf = (value: DecimalValue) => decimalExp(fromDecimalValue(value));

// Intel's Taylor coefficients -1/2, 1/3 (34 threes) and -1/4.
const MINUS_HALF = finite(true, 5n, -1);
const THIRD = finite(false, 10n ** 34n / 3n, -34);
const MINUS_QUARTER = finite(true, 25n, -2);

/** The two-part ln|x| of `bid128_pow`: the fixed-point route, or a decimal Taylor series for x near 1. */
function twoPartLog(x: DecimalValue & { kind: 'finite' }): { high: DecimalValue; low: DecimalValue } {
  const parts = logParts(x.coefficient, x.exponent);
  if (!parts.tiny) return { high: finite(parts.negative, parts.high, -28), low: finite(parts.negative, parts.low, -47) };
  const t = subtractDecimal({ ...x, negative: false }, ONE);
  let power = multiplyDecimal(t, t);
  let series = multiplyDecimal(MINUS_HALF, power);
  power = multiplyDecimal(t, power);
  series = addDecimal(series, multiplyDecimal(THIRD, power));
  power = multiplyDecimal(t, power);
  series = addDecimal(series, multiplyDecimal(MINUS_QUARTER, power));
  const high = addDecimal(t, series);
  return { high, low: subtractDecimal(subtractDecimal(high, t), series) };
}

/** `bid128_pow` in round-to-nearest. */
export function intelPow(x: DecimalValue, y: DecimalValue): DecimalValue {
  if (isZero(y)) return ONE;
  if (x.kind === 'finite' && !x.negative && equalsInteger(x, 1n)) return ONE;
  if (x.kind === 'nan' || y.kind === 'nan') return { kind: 'nan' };
  if (y.kind === 'infinity') {
    if (x.kind === 'finite' && equalsInteger({ ...x, negative: false }, 1n)) return ONE;
    const below = x.kind === 'finite' && compareMagnitude(x, ONE) < 0;
    return below === y.negative ? INFINITY : ZERO;
  }
  const { integer, odd } = integerParity(y);
  const flip = (value: DecimalValue) => (odd && x.negative ? negateDecimal(value) : value);
  if (x.kind === 'infinity') return flip(y.negative ? ZERO : INFINITY);
  if (isZero(x)) return flip(y.negative ? INFINITY : ZERO);
  if (x.negative && !integer) return { kind: 'nan' };
  const log = twoPartLog(x);
  const product = multiplyDecimal(y, log.high);
  const productError = fusedMultiplyAdd(y, log.high, negateDecimal(product));
  const low = fusedMultiplyAdd(y, log.low, productError);
  const power = decimalOf(product);
  if (power.kind === 'finite' && power.coefficient === 0n) return finite(false, 0n, -6176);
  if (power.kind === 'infinity') return power;
  return flip(fusedMultiplyAdd(power, low, power));
}

const LN_2 = lnRational({ numerator: 2n, denominator: 1n });
const LN_10 = lnRational({ numerator: 10n, denominator: 1n });
const QUAD_LN_2 = roundToBinary128(LN_2);
const scaledExp = (scale: { numerator: bigint; denominator: bigint }) => (x: Binary128) => {
  const r = toRational(x);
  return roundToBinary128(expRational({ numerator: r.numerator * scale.numerator, denominator: r.denominator * scale.denominator }));
};

/** Intel's 34-digit 2^±11000. */
const EXP2_11000 = finite(false, 2137727301617594663994741880109512n, 3278);
const EXP2_MINUS_11000 = finite(false, 4677865129211340627076550713009785n, -3345);

/** `bid128_exp2`: like `bid128_exp`, 2^hi · (1 + ln 2 · lo) in quad; Infinity or 0E-6176 beyond ±25000. */
export function intelExp2(x: DecimalValue): DecimalValue {
  if (x.kind === 'nan') return x;
  if (x.kind === 'infinity') return x.negative ? ZERO : INFINITY;
  if (x.coefficient === 0n) return ONE;
  if (compareMagnitude(x, finite(false, 25000n, 0)) > 0) return x.negative ? finite(false, 0n, -6176) : INFINITY;
  const correction = (raised: Binary128, low: Binary128) => multiplyBinary(multiplyBinary(raised, QUAD_LN_2), low);
  return quadExponentialRoute(x.negative ? -x.coefficient : x.coefficient, x.exponent, scaledExp(LN_2), correction, { up: EXP2_11000, down: EXP2_MINUS_11000 });
}

/** `bid128_exp10`: 10^(x − k) in quad for k the integer nearest x, then the exponent raised by k. */
export function intelExp10(x: DecimalValue): DecimalValue {
  if (x.kind === 'nan') return x;
  if (x.kind === 'infinity') return x.negative ? ZERO : INFINITY;
  if (x.coefficient === 0n) return ONE;
  const magnitude = { ...x, negative: false };
  if (compareMagnitude(magnitude, finite(false, 6400n, 0)) > 0) return x.negative ? finite(false, 0n, -6176) : INFINITY;
  const k = roundHalfEven(magnitude);
  const fraction = addDecimal(x, finite(!x.negative, k, 0));
  const fractionQuad = fraction.kind === 'finite' ? quad(fraction.negative ? -fraction.coefficient : fraction.coefficient, fraction.exponent) : quad(0n, 0);
  const raised = toDecimalValue(fromQuad(scaledExp(LN_10)(fractionQuad)));
  if (raised.kind !== 'finite') return raised;
  const signedK = x.negative ? -Number(k) : Number(k);
  if (compareMagnitude(magnitude, finite(false, 6111n, 0)) <= 0) return { ...raised, exponent: raised.exponent + signedK };
  // Beyond 10^±6111 Intel adds half of k to the exponent and multiplies by 10^(the rest), which rounds.
  const half = Math.floor(signedK / 2);
  return multiplyDecimal({ ...raised, exponent: raised.exponent + half }, finite(false, 1n, signedK - half));
}

function roundHalfEven(value: DecimalValue & { kind: 'finite' }): bigint {
  if (value.exponent >= 0) return value.coefficient * 10n ** BigInt(value.exponent);
  const divisor = 10n ** BigInt(-value.exponent);
  const quotient = value.coefficient / divisor;
  const twice = 2n * (value.coefficient % divisor);
  return twice > divisor || (twice === divisor && quotient % 2n === 1n) ? quotient + 1n : quotient;
}

/** mongod's `Decimal128::power`: exp10 for a base equal to 10, exp2 for 2, `bid128_pow` otherwise, normalized. */
export function decimalPower(base: Decimal128, exponent: Decimal128): Decimal128 {
  const x = toDecimalValue(base);
  const y = toDecimalValue(exponent);
  const result = equalsInteger(x, 10n) ? intelExp10(y) : equalsInteger(x, 2n) ? intelExp2(y) : intelPow(x, y);
  return fromDecimalValue(normalizeDecimal(result));
}
