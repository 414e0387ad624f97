/**
 * IEEE 754 binary128 ("quad") values, emulated exactly with bigints. mongod's Decimal128 transcendental
 * functions ($exp, $ln, $log10) come from Intel's decimal library, which converts the decimal to binary128,
 * computes in quad precision and converts back: the last of the 34 digits is the one that route gives, not
 * the correctly rounded one. Reproducing mongod's digits therefore means rounding to 113 bits where Intel
 * rounds, and converting back as Intel's `binary128_to_bid128` does.
 */

/** ±significand × 2^exponent; the significand has 113 bits, or fewer for a subnormal (exponent -16494) or zero. Overflow to infinity is not modelled: the routes keep their quads in range. */
export interface Binary128 {
  negative: boolean;
  significand: bigint;
  exponent: number;
}

/** A real number as the exact fraction numerator / denominator (denominator > 0). */
export interface Rational {
  numerator: bigint;
  denominator: bigint;
}

const PRECISION = 113;
const SUBNORMAL_EXPONENT = -16494;

const bitLength = (value: bigint): number => (value === 0n ? 0 : value.toString(2).length);
const abs = (value: bigint): bigint => (value < 0n ? -value : value);

/** The rational rounded to the nearest binary128, ties to even (the quad arithmetic's rounding). */
export function roundToBinary128({ numerator, denominator }: Rational): Binary128 {
  const negative = numerator < 0n;
  const magnitude = abs(numerator);
  if (magnitude === 0n) return { negative, significand: 0n, exponent: 0 };
  // Choose the exponent that leaves a 113-bit quotient: 2^112 <= magnitude / (denominator · 2^exponent) < 2^113.
  let exponent = bitLength(magnitude) - bitLength(denominator) - PRECISION;
  const quotientAt = (shift: number) => {
    const top = shift < 0 ? magnitude << BigInt(-shift) : magnitude;
    const bottom = shift > 0 ? denominator << BigInt(shift) : denominator;
    return { quotient: top / bottom, remainder: top % bottom, bottom };
  };
  let parts = quotientAt(exponent);
  while (bitLength(parts.quotient) > PRECISION) parts = quotientAt(++exponent);
  while (bitLength(parts.quotient) < PRECISION) parts = quotientAt(--exponent);
  // Below the smallest normal quad (2^-16382) the quantum stays 2^-16494: a subnormal, or zero.
  if (exponent < SUBNORMAL_EXPONENT) parts = quotientAt((exponent = SUBNORMAL_EXPONENT));
  let { quotient } = parts;
  const twice = 2n * parts.remainder;
  if (twice > parts.bottom || (twice === parts.bottom && quotient % 2n === 1n)) quotient += 1n;
  if (bitLength(quotient) > PRECISION) {
    quotient >>= 1n;
    exponent += 1;
  }
  return { negative, significand: quotient, exponent };
}

export function toRational({ negative, significand, exponent }: Binary128): Rational {
  const signed = negative ? -significand : significand;
  return exponent >= 0 ? { numerator: signed << BigInt(exponent), denominator: 1n } : { numerator: signed, denominator: 1n << BigInt(-exponent) };
}

/** `coefficient × 10^exponent` as a rational. */
export const decimalRational = (coefficient: bigint, exponent: number): Rational =>
  exponent >= 0 ? { numerator: coefficient * 10n ** BigInt(exponent), denominator: 1n } : { numerator: coefficient, denominator: 10n ** BigInt(-exponent) };

const combine = (a: Rational, b: Rational, sign: 1n | -1n): Rational => ({
  numerator: a.numerator * b.denominator + sign * b.numerator * a.denominator,
  denominator: a.denominator * b.denominator,
});

/** Quad arithmetic: the exact result rounded once, as IEEE 754 prescribes. */
export const addBinary = (a: Binary128, b: Binary128) => roundToBinary128(combine(toRational(a), toRational(b), 1n));
export const subtractBinary = (a: Binary128, b: Binary128) => roundToBinary128(combine(toRational(a), toRational(b), -1n));
export function multiplyBinary(a: Binary128, b: Binary128): Binary128 {
  const [x, y] = [toRational(a), toRational(b)];
  return roundToBinary128({ numerator: x.numerator * y.numerator, denominator: x.denominator * y.denominator });
}
export function divideBinary(a: Binary128, b: Binary128): Binary128 {
  const [x, y] = [toRational(a), toRational(b)];
  const numerator = x.numerator * y.denominator;
  const denominator = x.denominator * y.numerator;
  return roundToBinary128(denominator < 0n ? { numerator: -numerator, denominator: -denominator } : { numerator, denominator });
}

/** A constant given as the 32 hex digits of its binary128 encoding, as Intel's sources define them. */
export function binary128FromHex(hex: string): Binary128 {
  const bits = BigInt(`0x${hex}`);
  const biased = Number((bits >> 112n) & 0x7fffn);
  const fraction = bits & ((1n << 112n) - 1n);
  return { negative: bits >> 127n === 1n, significand: fraction | (1n << 112n), exponent: biased - 16383 - 112 };
}

export function compareMagnitudeWithHalf(value: Binary128): number {
  const { numerator, denominator } = toRational(value);
  const twice = 2n * abs(numerator);
  return twice === denominator ? 0 : twice < denominator ? -1 : 1;
}

const DECIMAL_DIGITS = 34;
const COEFFICIENT_LIMIT = 10n ** BigInt(DECIMAL_DIGITS);

/**
 * `binary128_to_bid128` in round-to-nearest: zero is 0E0 (keeping its sign); an integer below 10^34 comes
 * back with exponent 0; a fraction c/2^a that is exactly a decimal of at most 34 digits comes back with
 * exponent -a; anything else is rounded half to even to exactly 34 digits. Returned as Decimal128 text.
 */
export function binary128ToDecimalString(value: Binary128): string {
  const sign = value.negative ? '-' : '';
  if (value.significand === 0n) return `${sign}0`;
  const trailing = bitLength(value.significand & -value.significand) - 1;
  const odd = value.significand >> BigInt(trailing);
  const power = value.exponent + trailing;
  if (power >= 0 && odd << BigInt(power) < COEFFICIENT_LIMIT) return `${sign}${odd << BigInt(power)}`;
  if (power < 0 && -power <= 48 && odd * 5n ** BigInt(-power) < COEFFICIENT_LIMIT) return `${sign}${odd * 5n ** BigInt(-power)}E${power}`;
  const { numerator, denominator } = toRational({ ...value, negative: false });
  // Scale to a 34-digit integer part, then round the remainder half to even.
  let scale = DECIMAL_DIGITS - (numerator.toString().length - denominator.toString().length) - 1;
  const scaled = (shift: number) => (shift >= 0 ? { top: numerator * 10n ** BigInt(shift), bottom: denominator } : { top: numerator, bottom: denominator * 10n ** BigInt(-shift) });
  let { top, bottom } = scaled(scale);
  while (top / bottom >= COEFFICIENT_LIMIT) ({ top, bottom } = scaled(--scale));
  while (top / bottom < COEFFICIENT_LIMIT / 10n) ({ top, bottom } = scaled(++scale));
  let coefficient = top / bottom;
  const twice = 2n * (top % bottom);
  if (twice > bottom || (twice === bottom && coefficient % 2n === 1n)) coefficient += 1n;
  if (coefficient === COEFFICIENT_LIMIT) {
    coefficient /= 10n;
    scale -= 1;
  }
  return `${sign}${coefficient}E${-scale}`;
}
