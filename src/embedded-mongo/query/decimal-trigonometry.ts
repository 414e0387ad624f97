import { Decimal128 } from 'bson';
import { addBinary, type Binary128, binary128FromHex, multiplyBinary, type Rational, roundToBinary128, subtractBinary, toRational } from './binary128';
import { fromDecimalValue, multiplyDecimal, roundDecimal, toDecimalValue } from './decimal-arithmetic';
import { decimalExp, decimalParts, decimalSquareRoot, EXP_11000, fromQuad, MIN_EXPONENT, quad } from './decimal-math';
import { addExact, divideExact, type Exact, fromExact, multiplyExact } from './exact-decimal';
import { acoshRational, acosRational, asinhRational, asinRational, atanRational, expRational, halfPiRational, hyperbolicRational, lnRational, log1pRational, sqrtRational, tanhRational } from './real-functions';

/**
 * The trigonometric operators of a Decimal128 (`$atan`, `$tanh`, `$asin`, `$acos`, `$atanh`, `$asinh`,
 * `$acosh`, `$sinh`, `$cosh`, `$atan2`) as Intel's `bid128_*` functions compute them: the quad function of
 * the quad nearest x, with the library's own decimal steps where it has them (x nudged by a decimal fma
 * below 10^-40, sqrt(1 − x²) from a decimal fma near ±1, atanh from the decimal 2|x| / (1 − |x|),
 * sinh/cosh from the decimal exp up to 64, atan2 mostly in decimal). The quad primitives are assumed
 * correctly rounded, as for `$exp`/`$ln` (query/decimal-math.ts). sin, cos and tan (a 384-bit argument
 * reduction with truncations of its own) are not here.
 */

type Finite = Extract<ReturnType<typeof decimalParts>, { kind: 'finite' }>;

const QUAD_TINY = binary128FromHex('3f7a16c262777579c58c46475896767b'); // 1e-40
const QUAD_SEVEN_TENTHS = binary128FromHex('3ffe6666666666666666666666666666');
const QUAD_PI = binary128FromHex('4000921fb54442d18469898cc51701b8');
const QUAD_HALF = binary128FromHex('3ffe0000000000000000000000000000');
const QUAD_ONE = roundToBinary128({ numerator: 1n, denominator: 1n });

/** A decimal constant from its BID encoding (high and low 64-bit words, small-coefficient form). */
function bidConstant(high: bigint, low: bigint): Exact {
  const coefficient = ((high & ((1n << 49n) - 1n)) << 64n) | low;
  return { coefficient: high >> 63n === 1n ? -coefficient : coefficient, exponent: Number((high >> 49n) & 0x3fffn) - 6176 };
}

// BID128_PI2HI + BID128_PI2LO of bid128_acos.c: π/2 in two decimal parts, added in decimal.
const HALF_PI_DECIMAL = fromExact(addExact(bidConstant(0x2ffe4d723cabcb53n, 0xdd5f2ab27379cfc7n), bidConstant(0x2fbad9f8afb501d4n, 0x0492b4138a162883n), 1n));

const signed = (parts: Finite): Exact => ({ coefficient: parts.negative ? -parts.coefficient : parts.coefficient, exponent: parts.exponent });
const quadOf = (parts: Finite) => quad(parts.negative ? -parts.coefficient : parts.coefficient, parts.exponent);
const viaQuad = (compute: (x: Rational) => Rational) => (x: Binary128) => roundToBinary128(compute(toRational(x)));

function compareMagnitudes(a: Binary128, b: Binary128): number {
  const [x, y] = [toRational(a), toRational(b)];
  const left = (x.numerator < 0n ? -x.numerator : x.numerator) * y.denominator;
  const right = (y.numerator < 0n ? -y.numerator : y.numerator) * x.denominator;
  return left === right ? 0 : left < right ? -1 : 1;
}

/** A decimal result rounded into Decimal128 as Intel's operations round it (34 digits, the subnormal quantum 10^-6176). */
function rounded(value: Exact): Decimal128 {
  const negative = value.coefficient < 0n;
  return fromDecimalValue(roundDecimal(negative, negative ? -value.coefficient : value.coefficient, value.exponent));
}

/** `bid128_fma(x, ±10^-40, x)`: x nudged below its last digit, i.e. x rounded to 34 digits. */
function nudged(parts: Finite, sign: 1n | -1n): Decimal128 {
  if (parts.coefficient === 0n) return Decimal128.fromString(`${parts.negative ? '-' : ''}0E${Math.max(MIN_EXPONENT, parts.exponent - 40)}`);
  const x = signed(parts);
  return rounded(addExact(x, multiplyExact(x, { coefficient: sign, exponent: -40 }), 1n));
}

/** `bid128_fma(x, x, -1)` converted to quad: x² − 1 rounded to 34 digits first. */
function squareMinusOne(parts: Finite): Binary128 {
  const x = signed(parts);
  const result = decimalParts(rounded(addExact(multiplyExact(x, x), { coefficient: 1n, exponent: 0 }, -1n)));
  if (result.kind !== 'finite') throw new Error('a finite x² − 1');
  return quadOf(result);
}

const negate = (value: Binary128): Binary128 => ({ ...value, negative: !value.negative });
const atanQuad = viaQuad(atanRational);
const asinQuad = viaQuad(asinRational);
const acosQuad = viaQuad(acosRational);
const HALF_PI = roundToBinary128(halfPiRational());

/** `bid128_atan` / `bid128_tanh`: the quad function, x itself (nudged) below 10^-40. */
function naive(compute: (x: Binary128) => Binary128, atInfinity: Binary128) {
  return (value: Decimal128): Decimal128 => {
    const parts = decimalParts(value);
    if (parts.kind === 'nan') return value;
    if (parts.kind === 'infinity') return fromQuad(parts.negative ? negate(atInfinity) : atInfinity);
    const x = quadOf(parts);
    if (compareMagnitudes(x, QUAD_TINY) < 0) return parts.coefficient === 0n ? value : nudged(parts, -1n);
    return fromQuad(compute(x));
  };
}

/** `bid128_acos(x)` (|x| <= 1): acos via asin(sqrt(1 − x²)) beyond 0.7, a two-part decimal π/2 below 10^-40. */
function decimalAcos(value: Decimal128): Decimal128 {
  const parts = decimalParts(value);
  if (parts.kind !== 'finite') return value;
  const x = quadOf(parts);
  if (compareMagnitudes(x, QUAD_TINY) < 0) return HALF_PI_DECIMAL;
  if (compareMagnitudes(x, QUAD_SEVEN_TENTHS) <= 0) return fromQuad(acosQuad(x));
  if (!x.negative && compareMagnitudes(x, QUAD_ONE) >= 0) return Decimal128.fromString('0E-6176');
  const root = viaQuad(sqrtRational)(negate(squareMinusOne(parts)));
  const angle = asinQuad(root);
  return fromQuad(x.negative ? subtractBinary(QUAD_PI, angle) : angle);
}

/** `bid128_asin(x)` (|x| <= 1): acos(sqrt(1 − x²)) beyond 0.7, x nudged up below 10^-40. */
function decimalAsin(value: Decimal128): Decimal128 {
  const parts = decimalParts(value);
  if (parts.kind !== 'finite') return value;
  const x = quadOf(parts);
  if (compareMagnitudes(x, QUAD_TINY) < 0) return nudged(parts, 1n);
  if (compareMagnitudes(x, QUAD_SEVEN_TENTHS) <= 0) return fromQuad(asinQuad(x));
  const angle = acosQuad(viaQuad(sqrtRational)(negate(squareMinusOne(parts))));
  return fromQuad(x.negative ? negate(angle) : angle);
}

/** `bid128_atanh(x)` (|x| <= 1): log1p(2|x| / (1 − |x|)) / 2 with the division in decimal; x itself when e <= -51. */
function decimalAtanh(value: Decimal128): Decimal128 {
  const parts = decimalParts(value);
  if (parts.kind !== 'finite' || parts.coefficient === 0n || parts.exponent <= -51) return value;
  const magnitude: Exact = { coefficient: parts.coefficient, exponent: parts.exponent };
  const rest = decimalParts(rounded(addExact({ coefficient: 1n, exponent: 0 }, magnitude, -1n)));
  if (rest.kind !== 'finite') throw new Error('a finite 1 − |x|');
  if (rest.coefficient === 0n) return Decimal128.fromString(parts.negative ? '-Infinity' : 'Infinity');
  const ratio = decimalParts(rounded(divideExact(magnitude, signed(rest))));
  if (ratio.kind !== 'finite') throw new Error('a finite ratio');
  const doubled = decimalParts(rounded(addExact(signed(ratio), signed(ratio), 1n)));
  if (doubled.kind !== 'finite') throw new Error('a finite doubled ratio');
  const result = multiplyBinary(viaQuad(log1pRational)(quadOf(doubled)), QUAD_HALF);
  return fromQuad(parts.negative ? negate(result) : result);
}

const QUAD_LN_10 = binary128FromHex('400026bb1bbb5551582dd4adac5705a6');

/** ln(2·coefficient) + exponent·ln 10 in quad: asinh and acosh of a decimal whose exponent passes 34. */
function largeArgumentLog(parts: Finite): Binary128 {
  const twice = multiplyBinary(quad(parts.coefficient, 0), roundToBinary128({ numerator: 2n, denominator: 1n }));
  return addBinary(viaQuad(lnRational)(twice), multiplyBinary(roundToBinary128({ numerator: BigInt(parts.exponent), denominator: 1n }), QUAD_LN_10));
}

/** `bid128_asinh`: the quad asinh, or the large-argument log. */
function decimalAsinh(value: Decimal128): Decimal128 {
  const parts = decimalParts(value);
  if (parts.kind !== 'finite' || parts.coefficient === 0n) return value;
  if (parts.exponent <= 34) return fromQuad(viaQuad(asinhRational)(quadOf(parts)));
  const log = largeArgumentLog(parts);
  return fromQuad(parts.negative ? negate(log) : log);
}

const NEAR_ONE: Exact = { coefficient: 103125n, exponent: -5 }; // 1 + 1/32

/** `bid128_acosh` (x >= 1): asinh of the decimal sqrt(x² − 1) below 1 + 1/32, the large-argument log, else the quad acosh. */
function decimalAcosh(value: Decimal128): Decimal128 {
  const parts = decimalParts(value);
  if (parts.kind !== 'finite') return value;
  const x = signed(parts);
  if (addExact(x, NEAR_ONE, -1n).coefficient < 0n) {
    const root = decimalParts(decimalSquareRoot(rounded(addExact(multiplyExact(x, x), { coefficient: 1n, exponent: 0 }, -1n))));
    if (root.kind !== 'finite') throw new Error('a finite root');
    return fromQuad(viaQuad(asinhRational)(quadOf(root)));
  }
  if (parts.exponent > 34) return fromQuad(largeArgumentLog(parts));
  return fromQuad(viaQuad(acoshRational)(quadOf(parts)));
}

const HALF: Exact = { coefficient: 5n, exponent: -1 };
const ONE: Exact = { coefficient: 1n, exponent: 0 };
const SHIFTER = bidConstant(0x3040363bf3b1ceeen, 0xbe00000000000000n);
const QUAD_ELEVEN_THOUSAND = roundToBinary128({ numerator: 11000n, denominator: 1n });
const QUAD_TWENTY_TWO_THOUSAND = roundToBinary128({ numerator: 22000n, denominator: 1n });
const QUAD_SIXTY_FOUR = roundToBinary128({ numerator: 64n, denominator: 1n });
const COSH_OF_TINY = fromExact(addExact(ONE, { coefficient: 1n, exponent: -40 }, 1n));
const exactOf = (value: Decimal128): Exact => decimalExactOf(value);
const scaled = (value: Exact, factor: Exact) => exactOf(rounded(multiplyExact(value, factor)));

/**
 * `bid128_sinh` / `bid128_cosh`: the quad function up to |x| = 1; up to 64 (e^x ± e^-x) / 2 in decimal from
 * the decimal exp, a division and an fma; beyond, e^n · e^m / 2 in quad with n the nearest integer to |x|
 * (found by adding and subtracting a 34-digit shifter in decimal) and m the rest.
 */
function hyperbolic(kind: 'sinh' | 'cosh') {
  return (value: Decimal128): Decimal128 => {
    const parts = decimalParts(value);
    if (parts.kind === 'nan') return value;
    if (parts.kind === 'infinity') return Decimal128.fromString(kind === 'sinh' && parts.negative ? '-Infinity' : 'Infinity');
    const x = quadOf(parts);
    if (compareMagnitudes(x, QUAD_TINY) <= 0) return kind === 'sinh' ? nudged(parts, 1n) : COSH_OF_TINY;
    if (compareMagnitudes(x, QUAD_ONE) <= 0) return fromQuad(viaQuad((q) => hyperbolicRational(q, kind))(x));
    const magnitude: Exact = { coefficient: parts.coefficient, exponent: parts.exponent };
    const negative = kind === 'sinh' && parts.negative;
    if (compareMagnitudes(x, QUAD_SIXTY_FOUR) <= 0) {
      const power = exactOf(decimalExp(Decimal128.fromString(`${parts.coefficient}E${parts.exponent}`)));
      const inverse = exactOf(rounded(divideExact(ONE, power)));
      const half = negative ? HALF : kind === 'sinh' ? { ...HALF, coefficient: -5n } : HALF;
      const tail = scaled(inverse, half);
      const leading = negative ? { ...HALF, coefficient: -5n } : HALF;
      return rounded(addExact(multiplyExact(power, leading), tail, 1n));
    }
    const integer = exactOf(rounded(addExact(exactOf(rounded(addExact(magnitude, SHIFTER, 1n))), SHIFTER, -1n)));
    const rest = exactOf(rounded(addExact(magnitude, integer, -1n)));
    const [n, m] = [quad(integer.coefficient, integer.exponent), quad(rest.coefficient, rest.exponent)];
    // Beyond 11000 Intel takes e^(n − 11000) in quad and multiplies the decimal result by its 34-digit
    // e^11000 (bid128_mul, which overflows to Infinity); past 22000 that is Infinity whatever the quads give.
    const beyond = compareMagnitudes(n, QUAD_ELEVEN_THOUSAND) > 0;
    if (beyond && compareMagnitudes(n, QUAD_TWENTY_TWO_THOUSAND) > 0) return Decimal128.fromString(negative ? '-Infinity' : 'Infinity');
    const exp = viaQuad(expRational);
    const leading = exp(beyond ? subtractBinary(n, QUAD_ELEVEN_THOUSAND) : n);
    const result = kind === 'sinh' ? multiplyBinary(multiplyBinary(leading, exp(m)), QUAD_HALF) : multiplyBinary(multiplyBinary(QUAD_HALF, leading), exp(m));
    const decimal = fromQuad(negative ? negate(result) : result);
    return beyond ? fromDecimalValue(multiplyDecimal(toDecimalValue(decimal), EXP_11000)) : decimal;
  };
}

// bid128_atan2.c's decimal constants: π, π/2, π/4, 3π/4.
const DECIMAL_PI = fromExact(bidConstant(0x2ffe9ae4795796a7n, 0xbabe5564e6f39f8fn));
const DECIMAL_HALF_PI = fromExact(bidConstant(0x2ffe4d723cabcb53n, 0xdd5f2ab27379cfc7n));
const DECIMAL_QUARTER_PI = fromExact(bidConstant(0x2ffe26b91e55e5a9n, 0xeeaf955939bce7e4n));
const DECIMAL_THREE_QUARTERS_PI = fromExact(bidConstant(0x2ffe742b5b01b0fdn, 0xcc0ec00bad36b7abn));
const NAN = Decimal128.fromString('NaN');
const withSign = (value: Decimal128, negative: boolean) => (negative ? Decimal128.fromString(`-${value.toString()}`) : value);
const QUOTIENT_LIMIT = 36;

/**
 * `bid128_atan2(y, x)` (mongod's `$atan2: [y, x]` of decimals): the special values from decimal constants,
 * the quotient y/x in decimal, ±π/2 beyond 10^36, y/x itself (or ±π) below 10^-36, otherwise the quad atan
 * of |y/x|, subtracted from π in decimal when x is negative, with y's sign.
 */
export function decimalAtan2(first: Decimal128, second: Decimal128): Decimal128 {
  const y = decimalParts(first);
  const x = decimalParts(second);
  if (y.kind === 'nan') return NAN;
  const negative = y.negative;
  const zero = Decimal128.fromString(`${negative ? '-' : ''}0E-6176`);
  if (y.kind === 'infinity') {
    if (x.kind === 'infinity') return withSign(x.negative ? DECIMAL_THREE_QUARTERS_PI : DECIMAL_QUARTER_PI, negative);
    return x.kind === 'nan' ? NAN : withSign(DECIMAL_HALF_PI, negative);
  }
  const yZero = y.coefficient === 0n;
  if (x.kind === 'nan') return NAN;
  if (x.kind === 'infinity') return x.negative ? withSign(DECIMAL_PI, negative) : zero;
  if (x.coefficient === 0n) return yZero ? (x.negative ? withSign(DECIMAL_PI, negative) : zero) : withSign(DECIMAL_HALF_PI, negative);
  if (yZero) return x.negative ? withSign(DECIMAL_PI, negative) : zero;
  // Both finite and non-zero: the decimal quotient, compared with 10^±36 by its magnitude.
  const scale = y.coefficient.toString().length + y.exponent - (x.coefficient.toString().length + x.exponent);
  if (scale > QUOTIENT_LIMIT + 2) return withSign(DECIMAL_HALF_PI, negative);
  if (scale < -QUOTIENT_LIMIT - 2) {
    if (x.negative) return withSign(DECIMAL_PI, negative);
    return rounded(divideExact(signed(y), signed(x)));
  }
  const quotient = decimalParts(rounded(divideExact(signed(y), signed(x))));
  if (quotient.kind !== 'finite') throw new Error('a finite quotient');
  const magnitude = { ...quotient, negative: false };
  const exceeds = (power: number) => (quotient.coefficient.toString().length - 1 + quotient.exponent >= power && !(quotient.coefficient === 10n ** BigInt(quotient.coefficient.toString().length - 1) && quotient.coefficient.toString().length - 1 + quotient.exponent === power));
  if (exceeds(QUOTIENT_LIMIT)) return withSign(DECIMAL_HALF_PI, negative);
  if (quotient.coefficient.toString().length - 1 + quotient.exponent < -QUOTIENT_LIMIT) {
    return x.negative ? withSign(DECIMAL_PI, negative) : fromExact(signed(quotient));
  }
  const angle = fromQuad(atanQuad(quadOf(magnitude)));
  const result = x.negative ? rounded(addExact(decimalExactOf(DECIMAL_PI), decimalExactOf(angle), -1n)) : angle;
  return withSign(result, negative);
}

function decimalExactOf(value: Decimal128): Exact {
  const parts = decimalParts(value);
  if (parts.kind !== 'finite') throw new Error('a finite decimal');
  return signed(parts);
}

/** The decimal routes by operator; the others are refused by trigonometry.ts. */
export const DECIMAL_TRIGONOMETRY: Record<string, (value: Decimal128) => Decimal128> = {
  $atan: naive(atanQuad, HALF_PI),
  $tanh: naive(viaQuad(tanhRational), QUAD_ONE),
  $asin: decimalAsin,
  $acos: decimalAcos,
  $atanh: decimalAtanh,
  $asinh: decimalAsinh,
  $acosh: decimalAcosh,
  $sinh: hyperbolic('sinh'),
  $cosh: hyperbolic('cosh'),
};
