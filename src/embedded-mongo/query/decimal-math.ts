import { Decimal128 } from 'bson';
import {
  addBinary,
  type Binary128,
  binary128FromHex,
  binary128ToDecimalString,
  compareMagnitudeWithHalf,
  decimalRational,
  divideBinary,
  multiplyBinary,
  roundToBinary128,
  subtractBinary,
  toRational,
} from './binary128';
import { type DecimalValue, finite, fromDecimalValue, multiplyDecimal, toDecimalValue } from './decimal-arithmetic';
import { divideExact, fromExact, multiplyExact } from './exact-decimal';
import { expRational, integerSquareRoot, lnRational, log2Rational } from './real-functions';

/**
 * mongod's Decimal128 math, following Intel's decimal library (the IntelRDFPMathLib20U1 sources mongod
 * vendors) step by step: `bid128_sqrt` and `bid128_mul` are exact decimal operations; `bid128_exp`,
 * `bid128_log` and `bid128_log10` compute in binary128 with the quad rounding at each step, which this
 * module reproduces exactly. The one assumption: Intel's quad `exp`/`log` primitives are correctly rounded
 * (checked against every Decimal128 value in mongod's own jstests; see docs/embedded-mongo-unsupported.md).
 */

type DecimalParts =
  | { kind: 'nan' }
  | { kind: 'infinity'; negative: boolean }
  | { kind: 'finite'; negative: boolean; coefficient: bigint; exponent: number };

export function decimalParts(value: Decimal128): DecimalParts {
  const text = value.toString();
  if (text === 'NaN') return { kind: 'nan' };
  if (/Infinity$/.test(text)) return { kind: 'infinity', negative: text.startsWith('-') };
  const [, sign, whole, fraction = '', exponent = '0'] = /^(-?)(\d+)(?:\.(\d+))?(?:E([+-]?\d+))?$/.exec(text)!;
  return { kind: 'finite', negative: sign === '-', coefficient: BigInt(`${whole}${fraction}`), exponent: Number(exponent) - fraction.length };
}

const decimal = (text: string) => Decimal128.fromString(text);
const digitCount = (value: bigint) => value.toString().length;
const floorHalf = (exponent: number) => Math.floor(exponent / 2);

/** `bid128_sqrt` (round to nearest): an exact root keeps exponent floor(e/2), an inexact one has 34 digits. */
export function decimalSquareRoot(value: Decimal128): Decimal128 {
  const parts = decimalParts(value);
  if (parts.kind !== 'finite') return value;
  const { coefficient, exponent, negative } = parts;
  if (coefficient === 0n) return decimal(`${negative ? '-' : ''}0E${floorHalf(exponent)}`);
  const odd = exponent % 2 !== 0;
  const radicand = odd ? coefficient * 10n : coefficient;
  const root = integerSquareRoot(radicand);
  if (root * root === radicand) return decimal(`${root}E${floorHalf(exponent)}`);
  // Inexact: scale the coefficient to 67 or 68 digits (an even exponent left), so the root has 34.
  let scale = 67 - digitCount(coefficient);
  const scaledExponent = exponent - scale;
  if (scaledExponent % 2 !== 0) scale += 1;
  const scaled = coefficient * 10n ** BigInt(scale);
  const floor = integerSquareRoot(scaled);
  // Round to nearest: up when scaled > (floor + 1/2)^2 (a tie is impossible, the root being irrational).
  const rounded = 4n * scaled > (2n * floor + 1n) ** 2n ? floor + 1n : floor;
  return decimal(`${rounded}E${floorHalf(scaledExponent)}`);
}

/** mongod's kPi: the 50-digit literal rounded to 34 digits, and the degree factors divided from it in decimal. */
const PI_EXACT = decimalExact(fromExact({ coefficient: 314159265358979323846264338327950288419716939937510n, exponent: -50 }));
const PI_OVER_180 = decimalExact(fromExact(divideExact(PI_EXACT, { coefficient: 180n, exponent: 0 })));
const DEGREES_PER_RADIAN = decimalExact(fromExact(divideExact({ coefficient: 180n, exponent: 0 }, PI_EXACT)));

function decimalExact(value: Decimal128) {
  const parts = decimalParts(value);
  if (parts.kind !== 'finite') throw new Error('a finite constant');
  return { coefficient: parts.negative ? -parts.coefficient : parts.coefficient, exponent: parts.exponent };
}

export const MIN_EXPONENT = -6176;

/** `$degreesToRadians`/`$radiansToDegrees` of a decimal: `bid128_mul` by mongod's 34-digit factor (over- and underflow included). */
export function convertAngle(value: Decimal128, to: 'radians' | 'degrees'): Decimal128 {
  const parts = decimalParts(value);
  if (parts.kind !== 'finite') return value;
  const factor = to === 'radians' ? PI_OVER_180 : DEGREES_PER_RADIAN;
  return fromDecimalValue(multiplyDecimal(toDecimalValue(value), finite(false, factor.coefficient, factor.exponent)));
}

export const fromQuad = (value: Binary128) => decimal(binary128ToDecimalString(value));
export const quad = (coefficient: bigint, exponent: number) => roundToBinary128(decimalRational(coefficient, exponent));
const QUAD_ONE = roundToBinary128({ numerator: 1n, denominator: 1n });

/** Compares `coefficient × 10^exponent` (positive) with 10^power. */
function compareWithPowerOfTen(coefficient: bigint, exponent: number, power: number): number {
  const shift = exponent - power;
  const [left, right] = shift >= 0 ? [coefficient * 10n ** BigInt(shift), 1n] : [coefficient, 10n ** BigInt(-shift)];
  return left === right ? 0 : left < right ? -1 : 1;
}

const EXP_OVERFLOW = 15000n;
const EXP_QUAD_LIMIT = 11000;

/** Intel's 34-digit e^±11000 (its e^-11000 is one unit below the correctly rounded value). */
export const EXP_11000 = finite(false, 1735005819277738509638425077349642n, 4744);
const EXP_MINUS_11000 = finite(false, 5763669429168183696272822960961269n, -4811);

/** Splits the exact decimal into two quads, x ≈ high + low (Intel's `bid128_to_binary128_2part`). */
export function splitToQuads(coefficient: bigint, exponent: number): { high: Binary128; low: Binary128 } {
  const exact = decimalRational(coefficient, exponent);
  const high = roundToBinary128(exact);
  const highRational = toRational(high);
  const low = roundToBinary128({
    numerator: exact.numerator * highRational.denominator - highRational.numerator * exact.denominator,
    denominator: exact.denominator * highRational.denominator,
  });
  return { high, low };
}

/**
 * The quad route shared by `bid128_exp` and `bid128_exp2`: beyond ±11000 the quad power is taken of
 * high ∓ 11000 (exact in quad) and the decimal result multiplied by the 34-digit power of ±11000, which
 * rounds into Decimal128's range (overflow to Infinity, underflow through the subnormals to 0E-6176).
 */
export function quadExponentialRoute(
  coefficient: bigint,
  exponent: number,
  power: (x: Binary128) => Binary128,
  correction: (power: Binary128, low: Binary128) => Binary128,
  scales: { up: DecimalValue; down: DecimalValue },
): DecimalValue {
  const { high, low } = splitToQuads(coefficient, exponent);
  const highRational = toRational(high);
  const limit = BigInt(EXP_QUAD_LIMIT);
  const above = highRational.numerator > limit * highRational.denominator;
  const below = highRational.numerator < -limit * highRational.denominator;
  const shifted = above ? subtractBinary(high, quad(limit, 0)) : below ? addBinary(high, quad(limit, 0)) : high;
  const raised = power(shifted);
  const result = toDecimalValue(fromQuad(addBinary(raised, correction(raised, low))));
  return above ? multiplyDecimal(result, scales.up) : below ? multiplyDecimal(result, scales.down) : result;
}

/** `bid128_exp`: x split into two quads (x ≈ hi + lo), e^hi · (1 + lo) in quad arithmetic. */
export function decimalExp(value: Decimal128): Decimal128 {
  const parts = decimalParts(value);
  if (parts.kind === 'nan') return value;
  if (parts.kind === 'infinity') return decimal(parts.negative ? '0' : 'Infinity');
  const { coefficient, exponent, negative } = parts;
  if (coefficient === 0n) return decimal('1');
  // Beyond ±15000 Intel squares e^11000 or 10^-6000: Infinity, or the zero 0E-6176.
  if (decimalRationalGreater(coefficient, exponent, EXP_OVERFLOW)) return decimal(negative ? '0E-6176' : 'Infinity');
  const power = (x: Binary128) => roundToBinary128(expRational(toRational(x)));
  return fromDecimalValue(quadExponentialRoute(negative ? -coefficient : coefficient, exponent, power, (raised, low) => multiplyBinary(raised, low), { up: EXP_11000, down: EXP_MINUS_11000 }));
}

function decimalRationalGreater(coefficient: bigint, exponent: number, limit: bigint): boolean {
  const { numerator, denominator } = decimalRational(coefficient, exponent);
  return numerator > limit * denominator;
}

const QUAD_RANGE_POWER = 4464;

type Logarithm = 'ln' | 'log2' | 'log10';

/** What differs between Intel's three logarithms: the quad primitive and how the pieces are combined. */
interface LogarithmRoute {
  primitive: (x: Binary128) => Binary128;
  /** log of the scaled x plus (sign +1) or minus (-1) the logarithm of 10^4464, for x beyond quad range. */
  rescale: (log: Binary128, sign: 1 | -1) => Binary128;
  /** The near-1 correction term, from the quad error of x − 1 (quad minus decimal). */
  correction: (error: Binary128, x: Binary128) => Binary128;
  /** The final step on the corrected quad logarithm. */
  finish: (log: Binary128) => Binary128;
}

const plusOrMinus = (sign: 1 | -1) => (sign > 0 ? addBinary : subtractBinary);
const naturalLog = (x: Binary128) => roundToBinary128(lnRational(toRational(x)));
const LN_OF_10_POW_4464 = binary128FromHex('400c4135eb3929fba719f2c946d2d728');
const LOG2_OF_10_POW_4464 = binary128FromHex('400ccf68b235391208f6437dd4607b55');
const INVERSE_LN_10 = binary128FromHex('3ffdbcb7b1526e50e32a6ab7555f5a68');
const INVERSE_LN_2 = binary128FromHex('3fff71547652b82fe1777d0ffda0d23a');
const QUAD_4464 = roundToBinary128({ numerator: 4464n, denominator: 1n });

const LOGARITHMS: Record<Logarithm, LogarithmRoute> = {
  // bid128_log
  ln: {
    primitive: naturalLog,
    rescale: (log, sign) => plusOrMinus(sign)(log, LN_OF_10_POW_4464),
    correction: (error, x) => divideBinary(error, x),
    finish: (log) => log,
  },
  // bid128_log2
  log2: {
    primitive: (x) => roundToBinary128(log2Rational(toRational(x))),
    rescale: (log, sign) => plusOrMinus(sign)(log, LOG2_OF_10_POW_4464),
    correction: (error, x) => divideBinary(multiplyBinary(INVERSE_LN_2, error), x),
    finish: (log) => log,
  },
  // bid128_log10: ln, then times 1/ln 10 in quad
  log10: {
    primitive: naturalLog,
    rescale: (log, sign) => plusOrMinus(sign)(multiplyBinary(log, INVERSE_LN_10), QUAD_4464),
    correction: (error, x) => divideBinary(error, x),
    finish: (log) => multiplyBinary(log, INVERSE_LN_10),
  },
};

/**
 * `bid128_log` / `bid128_log2` / `bid128_log10` of a positive decimal: the log of the quad nearest x; near 1
 * corrected by the decimal x − 1 (exact) so no digits are lost; beyond 10^±4464 (outside quad range) the
 * decimal is scaled by 10^∓4464 first and the logarithm of that power added back in quad.
 */
export function decimalLogarithm(value: Decimal128, kind: Logarithm): Decimal128 {
  const parts = decimalParts(value);
  if (parts.kind !== 'finite') return value; // +Infinity; mongod decides NaN and the domain before calling
  const route = LOGARITHMS[kind];
  const { coefficient, exponent } = parts;
  const shift = compareWithPowerOfTen(coefficient, exponent, QUAD_RANGE_POWER) > 0 ? -QUAD_RANGE_POWER : compareWithPowerOfTen(coefficient, exponent, -QUAD_RANGE_POWER) < 0 ? QUAD_RANGE_POWER : 0;
  const x = quad(coefficient, exponent + shift);
  const log = route.primitive(x);
  if (shift !== 0) return fromQuad(route.rescale(log, shift < 0 ? 1 : -1));
  const offset = subtractBinary(x, QUAD_ONE);
  if (compareMagnitudeWithHalf(offset) >= 0) return fromQuad(route.finish(log));
  // The decimal x − 1 is exact here (|x − 1| < 1/2 and x has at most 34 digits).
  const decimalOffset = quad(coefficient - 10n ** BigInt(-exponent), exponent);
  return fromQuad(route.finish(subtractBinary(log, route.correction(subtractBinary(offset, decimalOffset), x))));
}
