import { lnRational } from './real-functions';

/**
 * The two-part natural logarithm inside Intel's `bid128_pow` (IntelRDFPMathLib20U1, which mongod vendors),
 * in its own 192-bit fixed-point arithmetic with every truncation where Intel truncates: ln|x| as
 * e·ln 10 + k·ln 2 (k the bit length of the coefficient) minus two table logarithms from a bipartite
 * reciprocal reduction, minus a ten-term series for the remaining ln(1 − z); then converted to a decimal
 * high part (units of 10^-28) and low part (units of 10^-47). The tables are recomputed here from their
 * definition (floor(2^71/(b + 1)) and floor(2^77/(16257 + b)) as reciprocals, their logarithms rounded to
 * 2^-160); the constants and a sample of the entries were checked against Intel's.
 */

const WIDTH = 192n;
const MASK = (1n << WIDTH) - 1n;
const wrap = (value: bigint) => value & MASK;
/** The top 192 bits of a 192 × 192-bit product (Intel's `__mul_192x192_to_192_hi`). */
const highProduct = (a: bigint, b: bigint) => (a * b) >> WIDTH;

const LOG_SCALE = 160;
const lnFixed = (numerator: bigint, denominator: bigint): bigint => {
  const { numerator: n, denominator: d } = lnRational({ numerator, denominator });
  // Rounded to nearest 2^-160 (the ~300-bit logarithm leaves no doubt about the rounding).
  return (2n * (n << BigInt(LOG_SCALE)) + d) / (2n * d);
};

const LN_2 = lnFixed(2n, 1n);
const LN_10 = lnFixed(10n, 1n);
const firstReciprocal = (b: number) => (1n << 71n) / BigInt(b + 1);
const secondReciprocal = (b: number) => (1n << 77n) / BigInt(16257 + b);
const FIRST_LOGS = Array.from({ length: 128 }, (_, i) => lnFixed(firstReciprocal(128 + i), 1n << 63n));
const SECOND_LOGS = Array.from({ length: 128 }, (_, b) => lnFixed(secondReciprocal(b), 1n << 63n));

/** 1/n as 192-bit fractions: floor(2^192/n), except 1/6 and 1/10, which Intel rounds up. */
const SERIES = [2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n].map((n) => (1n << WIDTH) / n + (n === 6n || n === 10n ? 1n : 0n));

/** 10^28 · 2^96, the decimal alignment multiplier. */
const DECIMAL_MULTIPLIER = 10n ** 28n << 96n;

const bitLength = (value: bigint) => value.toString(2).length;

export interface LogParts {
  negative: boolean;
  /** |ln x| ≈ high × 10^-28 + low × 10^-47 */
  high: bigint;
  low: bigint;
  /** Intel's test for a logarithm too small for this route (it then uses a decimal Taylor series). */
  tiny: boolean;
}

/** ln of coefficient × 10^exponent (coefficient > 0), as `bid128_pow` computes it before its decimal steps. */
export function logParts(coefficient: bigint, exponent: number): LogParts {
  const k = bitLength(coefficient);
  const c = coefficient << BigInt(128 - k);
  let ans = wrap(BigInt(k) * LN_2 + BigInt(exponent) * LN_10);
  const b = Number(c >> 120n);
  const p = firstReciprocal(b) * c;
  ans = wrap(ans - FIRST_LOGS[b - 128]!);
  const b2 = Number((p >> (128n + 49n)) & 0x7fn);
  const q = secondReciprocal(b2) * p;
  ans = wrap(ans - SECOND_LOGS[b2]!);
  // The top 192 bits of q shifted left by 2 (the bits below are not shifted in), then complemented.
  const z = wrap(~wrap((q >> 64n) << 2n));
  let sum = z;
  let power = z;
  for (const reciprocal of SERIES) {
    power = highProduct(power, z);
    sum = wrap(sum + highProduct(power, reciprocal));
  }
  ans = wrap(ans - (sum >> 32n));
  const negative = ans >> 191n === 1n;
  if (negative) ans = wrap(~ans);
  const decimal = highProduct(ans, DECIMAL_MULTIPLIER);
  const low = (10n ** 19n * (decimal & ((1n << 64n) - 1n))) >> 64n;
  return { negative, high: decimal >> 64n, low, tiny: decimal >> 128n < 2n };
}
