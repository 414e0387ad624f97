import type { Rational } from './binary128';

/**
 * The natural logarithm and the exponential of an exact rational, to about 300 bits: far more than the
 * 113 bits the result is then rounded to, so the rounding is the one a correctly rounded quad function
 * makes (barring a value within 2^-290 of a rounding boundary).
 */

const BITS = 320;
const ONE = 1n << BigInt(BITS);

const bitLength = (value: bigint): number => (value === 0n ? 0 : value.toString(2).length);

/** atanh(z) for a fixed-point |z| <= 1/3: z + z^3/3 + z^5/5 + … */
function atanhFixed(z: bigint): bigint {
  const square = (z * z) >> BigInt(BITS);
  let term = z;
  let sum = 0n;
  for (let n = 1n; term !== 0n; n += 2n) {
    sum += term / n;
    term = (term * square) / ONE; // truncates toward zero, so a negative series ends too
  }
  return sum;
}

const LN2 = 2n * atanhFixed(ONE / 3n);

/** The integer square root (floor) of a non-negative bigint, by Newton's iteration. */
export function integerSquareRoot(value: bigint): bigint {
  if (value < 2n) return value;
  let root = 1n << BigInt(Math.ceil(bitLength(value) / 2));
  for (;;) {
    const next = (root + value / root) >> 1n;
    if (next >= root) return root;
    root = next;
  }
}

const SQRT2 = integerSquareRoot(2n << BigInt(2 * BITS));

/** ln(numerator / denominator), positive input, as a fixed-point rational with denominator 2^BITS. */
export function lnRational({ numerator, denominator }: Rational): Rational {
  // x = y · 2^k with y in [1/√2, √2) so that x near 1 has k = 0 (no cancellation between k·ln2 and ln y).
  let k = bitLength(numerator) - bitLength(denominator);
  const fixedAt = (shift: number) => (shift >= 0 ? (numerator << BigInt(BITS)) / (denominator << BigInt(shift)) : (numerator << BigInt(BITS - shift)) / denominator);
  let y = fixedAt(k);
  while (y >= SQRT2) y = fixedAt(++k);
  while (y * y < ONE * ONE / 2n) y = fixedAt(--k);
  const lnY = 2n * atanhFixed(((y - ONE) << BigInt(BITS)) / (y + ONE));
  return { numerator: BigInt(k) * LN2 + lnY, denominator: ONE };
}

/** log2(numerator / denominator) = ln x / ln 2, as a rational. */
export function log2Rational(value: Rational): Rational {
  // Both are fixed-point with the same scale, which cancels.
  return { numerator: lnRational(value).numerator, denominator: LN2 };
}

/** e^(numerator / denominator) for |x| up to a few tens of thousands, as a rational. */
export function expRational({ numerator, denominator }: Rational): Rational {
  const guard = 40;
  const wide = BigInt(BITS + guard);
  const x = (numerator << wide) / denominator;
  const ln2 = LN2 << BigInt(guard);
  // x = k·ln2 + r with |r| <= ln2/2, then e^r by its series on r / 2^16, squared back 16 times.
  const k = (x + (x >= 0n ? ln2 / 2n : -ln2 / 2n)) / ln2;
  const halvings = 16n;
  const r = (x - k * ln2) >> halvings;
  const one = 1n << wide;
  let term = one;
  let sum = 0n;
  for (let n = 1n; term !== 0n; n += 1n) {
    sum += term;
    term = (term * r) / (one * n);
  }
  for (let i = 0n; i < halvings; i += 1n) sum = (sum * sum) >> wide;
  return k >= 0n ? { numerator: sum << k, denominator: one } : { numerator: sum, denominator: one << -k };
}

/** atan(z) for a fixed-point |z| <= 1/5: z − z^3/3 + z^5/5 − … */
function atanSeries(z: bigint): bigint {
  const square = (z * z) / ONE;
  let term = z;
  let sum = 0n;
  for (let n = 1n; term !== 0n; n += 2n) {
    sum += (n % 4n === 1n ? term : -term) / n;
    term = (term * square) / ONE;
  }
  return sum;
}

/** π by Machin's formula, 16·atan(1/5) − 4·atan(1/239). */
const PI = 16n * atanSeries(ONE / 5n) - 4n * atanSeries(ONE / 239n);

const fixed = ({ numerator, denominator }: Rational): bigint => (numerator << BigInt(BITS)) / denominator;
const fromFixed = (value: bigint): Rational => ({ numerator: value, denominator: ONE });

/** √x of a non-negative rational, as a rational. */
export function sqrtRational({ numerator, denominator }: Rational): Rational {
  return { numerator: integerSquareRoot(numerator * denominator << BigInt(2 * BITS)), denominator: denominator << BigInt(BITS) };
}

/** π/2 as a rational (for the quad constants the routes need). */
export const halfPiRational = (): Rational => fromFixed(PI / 2n);

/** atan of a rational: 1/x above 1, then three argument halvings (z / (1 + √(1 + z²))) and the series. */
export function atanRational(value: Rational): Rational {
  const negative = value.numerator < 0n;
  const magnitude = { numerator: negative ? -value.numerator : value.numerator, denominator: value.denominator };
  const inverted = magnitude.numerator > magnitude.denominator;
  let z = fixed(inverted ? { numerator: magnitude.denominator, denominator: magnitude.numerator } : magnitude);
  for (let i = 0; i < 3; i += 1) z = (z * ONE) / (ONE + integerSquareRoot(ONE * ONE + z * z));
  let result = 8n * atanSeries(z);
  if (inverted) result = PI / 2n - result;
  return fromFixed(negative ? -result : result);
}

/** asin of a rational in [-1, 1]: atan(y / √(1 − y²)), ±π/2 at the ends. */
export function asinRational(value: Rational): Rational {
  const rest = { numerator: value.denominator * value.denominator - value.numerator * value.numerator, denominator: value.denominator * value.denominator };
  if (rest.numerator === 0n) return fromFixed(value.numerator < 0n ? -PI / 2n : PI / 2n);
  const root = sqrtRational(rest);
  return atanRational({ numerator: value.numerator * root.denominator, denominator: value.denominator * root.numerator });
}

/** acos of a rational in [-1, 1]: π/2 − asin. */
export function acosRational(value: Rational): Rational {
  return fromFixed(PI / 2n - fixed(asinRational(value)));
}

/** tanh of a rational: (e^2x − 1) / (e^2x + 1), ±1 once that is 1 to far more than quad precision. */
export function tanhRational(value: Rational): Rational {
  const negative = value.numerator < 0n;
  if ((negative ? -value.numerator : value.numerator) > 100n * value.denominator) return { numerator: negative ? -1n : 1n, denominator: 1n };
  const power = expRational({ numerator: 2n * value.numerator, denominator: value.denominator });
  return { numerator: power.numerator - power.denominator, denominator: power.numerator + power.denominator };
}

/** ln(1 + x) of a rational above −1. */
export const log1pRational = ({ numerator, denominator }: Rational): Rational => lnRational({ numerator: numerator + denominator, denominator });

/** asinh of a rational: sign · ln(|x| + √(x² + 1)). */
export function asinhRational(value: Rational): Rational {
  const negative = value.numerator < 0n;
  const magnitude = negative ? -value.numerator : value.numerator;
  const root = sqrtRational({ numerator: magnitude * magnitude + value.denominator * value.denominator, denominator: value.denominator * value.denominator });
  const { numerator, denominator } = lnRational({ numerator: magnitude * root.denominator + root.numerator * value.denominator, denominator: value.denominator * root.denominator });
  return { numerator: negative ? -numerator : numerator, denominator };
}

/** acosh of a rational >= 1: ln(x + √(x² − 1)). */
export function acoshRational(value: Rational): Rational {
  const { numerator: n, denominator: d } = value;
  const root = sqrtRational({ numerator: n * n - d * d, denominator: d * d });
  return lnRational({ numerator: n * root.denominator + root.numerator * d, denominator: d * root.denominator });
}

/** sinh or cosh of a rational of moderate size: (e^x ∓ e^-x) / 2. */
export function hyperbolicRational(value: Rational, kind: 'sinh' | 'cosh'): Rational {
  const power = expRational(value);
  // e^x = P/Q, e^-x = Q/P: (P² ∓ Q²) / (2PQ)
  const sign = kind === 'sinh' ? -1n : 1n;
  return { numerator: power.numerator * power.numerator + sign * power.denominator * power.denominator, denominator: 2n * power.numerator * power.denominator };
}

/** sin or cos of a rational of moderate size, by the Taylor series in fixed point. */
export function sineRational(value: Rational, kind: 'sin' | 'cos'): Rational {
  const x = fixed(value);
  const square = (x * x) / ONE;
  let term = kind === 'sin' ? x : ONE;
  let sum = 0n;
  for (let n = kind === 'sin' ? 1n : 0n; term !== 0n; n += 2n) {
    sum += term;
    term = -(term * square) / (ONE * (n + 1n) * (n + 2n));
  }
  return fromFixed(sum);
}

/** π · 2^bits, by Machin's formula at that precision (for reductions modulo 2π that need thousands of bits). */
export function piFixed(bits: number): bigint {
  const one = 1n << BigInt(bits + 32);
  const arctanInverse = (n: bigint) => {
    let term = one / n;
    let sum = 0n;
    for (let k = 1n; term !== 0n; k += 2n) {
      sum += (k % 4n === 1n ? term : -term) / k;
      term /= n * n;
    }
    return sum;
  };
  return (16n * arctanInverse(5n) - 4n * arctanInverse(239n)) >> 32n;
}
