import { Decimal128 } from 'bson';
import { type Binary128, binary128FromHex, divideBinary, multiplyBinary, roundToBinary128, toRational } from './binary128';
import { finite, fromDecimalValue, fusedMultiplyAdd } from './decimal-arithmetic';
import { decimalParts, fromQuad, quad } from './decimal-math';
import { addExact, fromExact } from './exact-decimal';
import { piFixed, sineRational } from './real-functions';

/**
 * `$sin` / `$cos` / `$tan` of a Decimal128 as Intel's `bid128_sin` / `bid128_cos` / `bid128_tan` compute them. From 10^-35 up the
 * coefficient is multiplied by a 384-bit value of (10^e / 2π) mod 1 (Intel's table, rounded to nearest,
 * recomputed here), the product's fraction taken in quarter turns, folded to the nearest quarter,
 * truncated to a 113-bit quad, times π/2 in quad, and the quad sin or cos of that by quadrant (tan, or
 * −1/tan in quad for an odd quadrant). Below, the quad function of the quad nearest x, or x (sin, tan) /
 * 1 − 10^-40 (cos) rounded in decimal. The quad sin, cos and tan are assumed correctly rounded, as every
 * quad primitive is (query/decimal-math.ts).
 */

type Kind = 'sin' | 'cos' | 'tan';
type Primitive = 'sin' | 'cos';

const TABLE_BITS = 384n;
const WORD = 64n;
const mask = (bits: bigint) => (1n << bits) - 1n;
const QUAD_HALF_PI = binary128FromHex('3fff921fb54442d18469898cc51701b8');
const QUAD_MINUS_ONE = binary128FromHex('bfff0000000000000000000000000000');

// 1/(2π) with enough bits for 10^6111 · 1/(2π) to keep 384 fraction bits (and guard bits).
const INVERSE_BITS = 21000;
let inverseTwoPi: bigint | undefined;
const moduli = new Map<number, bigint>();

/** Intel's `bid_decimal128_moduli[e + 35]`: (10^e / 2π) mod 1, as a 384-bit fraction rounded to nearest. */
export function modulus(exponent: number): bigint {
  const cached = moduli.get(exponent);
  if (cached !== undefined) return cached;
  inverseTwoPi ??= (1n << BigInt(2 * INVERSE_BITS)) / (2n * piFixed(INVERSE_BITS));
  const scaled = exponent >= 0 ? (10n ** BigInt(exponent) * inverseTwoPi) & mask(BigInt(INVERSE_BITS)) : inverseTwoPi / 10n ** BigInt(-exponent);
  const shift = BigInt(INVERSE_BITS) - TABLE_BITS;
  const value = ((scaled + (1n << (shift - 1n))) >> shift) & mask(TABLE_BITS);
  moduli.set(exponent, value);
  return value;
}

/** The reduced argument as Intel builds it: quadrant k and the quad fraction (in quarter turns) times π/2. */
function reduce(coefficient: bigint, exponent: number, negative: boolean): { quadrant: number; argument: Binary128 } {
  const product = (coefficient * modulus(exponent)) & mask(TABLE_BITS);
  let quadrant = Number(product >> (TABLE_BITS - 2n));
  // Words 2..5 of the product (bits 128-383), shifted up past the quadrant bits.
  let fraction = ((product >> (2n * WORD)) << 2n) & mask(4n * WORD);
  let signOfFraction = negative;
  if (fraction >> (4n * WORD - 1n) === 1n) {
    quadrant = (quadrant + 1) & 3;
    fraction ^= mask(4n * WORD); // complement (Intel's, not a negation)
    signOfFraction = !negative;
  }
  if (negative) quadrant = (4 - quadrant) & 3;
  let biased = 16382;
  if (fraction >> (3n * WORD) === 0n) {
    biased -= 64;
    fraction = (fraction << WORD) & mask(4n * WORD);
  }
  const top = fraction >> (3n * WORD);
  const leadingZeros = top === 0n ? 63 : 64 - top.toString(2).length;
  biased -= leadingZeros;
  const high192 = ((fraction >> WORD) << BigInt(leadingZeros)) & mask(3n * WORD);
  const significand = ((high192 >> WORD) >> 15n) & mask(112n);
  const quarterTurns: Binary128 = { negative: signOfFraction, significand: significand | (1n << 112n), exponent: biased - 16383 - 112 };
  return { quadrant, argument: multiplyBinary(QUAD_HALF_PI, quarterTurns) };
}

function viaQuad(kind: Kind) {
  return (x: Binary128): Binary128 => {
    if (kind !== 'tan') return roundToBinary128(sineRational(toRational(x), kind));
    // tan = sin / cos, both to ~300 bits (fixed point with the same scale, which cancels); cos > 0 here.
    return roundToBinary128({ numerator: sineRational(toRational(x), 'sin').numerator, denominator: sineRational(toRational(x), 'cos').numerator });
  };
}
const negate = (value: Binary128): Binary128 => ({ ...value, negative: !value.negative });

// Which quad function, and its sign, each quadrant k takes.
const QUADRANTS: Record<Primitive, [Primitive, boolean][]> = {
  sin: [['sin', false], ['cos', false], ['sin', true], ['cos', true]],
  cos: [['cos', false], ['sin', true], ['cos', true], ['sin', false]],
};

/** `bid128_sin` / `bid128_cos` / `bid128_tan` of a finite decimal or NaN (mongod refuses infinities before, error 50989). */
export function decimalSine(value: Decimal128, kind: Kind): Decimal128 {
  const parts = decimalParts(value);
  if (parts.kind !== 'finite') return value;
  const { coefficient, exponent, negative } = parts;
  const small = coefficient === 0n ? (kind === 'sin' ? -99999 : -53) : exponent;
  if (small < -35) {
    if (kind === 'sin' && coefficient === 0n) return value;
    if (small < -52) {
      if (kind === 'cos') return fromExact(addExact({ coefficient: 1n, exponent: 0 }, { coefficient: 1n, exponent: -40 }, -1n));
      // x + x · (∓10^-40), the fma of the trivial path (tan's zero keeps its sign and takes exponent e − 40).
      if (coefficient === 0n) return Decimal128.fromString(`${negative ? '-' : ''}0E${Math.max(-6176, exponent - 40)}`);
      const x = finite(negative, coefficient, exponent);
      return fromDecimalValue(fusedMultiplyAdd(x, finite(kind === 'sin', 1n, -40), x));
    }
    return fromQuad(viaQuad(kind)(quad(negative ? -coefficient : coefficient, exponent)));
  }
  const { quadrant, argument } = reduce(coefficient, exponent, negative);
  if (kind === 'tan') {
    const tangent = viaQuad('tan')(argument);
    return fromQuad(quadrant % 2 === 0 ? tangent : divideBinary(QUAD_MINUS_ONE, tangent));
  }
  const [primitive, negated] = QUADRANTS[kind][quadrant]!;
  const result = viaQuad(primitive)(argument);
  return fromQuad(negated ? negate(result) : result);
}
