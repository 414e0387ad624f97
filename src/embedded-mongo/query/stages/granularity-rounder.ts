import { Decimal128, Double, Int32 } from 'bson';
import { MongoCommandError } from '../../errors';
import { powNumber } from '../arithmetic';
import { exactInteger, numericKind, toDouble } from '../bson-values';
import { decimalLogarithm } from '../decimal-math';
import { decimalPower } from '../decimal-power';
import { addExact, divideExact, type Exact, fromExact, multiplyExact, toExact } from '../exact-decimal';

/**
 * The `granularity` of `$bucketAuto`: rounds a bucket's boundaries up or down to a preferred number series,
 * as mongod's granularity_rounder_*.cpp do, value types included (a double or integer boundary rounds to
 * a double series value, a decimal to a decimal, `POWERSOF2` to `$pow(2, exponent)`'s type; zero stays as it
 * is). Only non-negative numbers reach a rounder ($bucketAuto checks its keys first).
 */
export interface GranularityRounder {
  roundUp(value: unknown): unknown;
  roundDown(value: unknown): unknown;
}

// The preferred number series (Renard, 1-2-5, E series) mongod rounds to, one decade each.
const SERIES: Record<string, number[]> = {
  R5: [10, 16, 25, 40, 63],
  R10: [100, 125, 160, 200, 250, 315, 400, 500, 630, 800],
  R20: [100, 112, 125, 140, 160, 180, 200, 224, 250, 280, 315, 355, 400, 450, 500, 560, 630, 710, 800, 900],
  R40: [
    100, 106, 112, 118, 125, 132, 140, 150, 160, 170, 180, 190, 200, 212, 224, 236, 250, 265, 280, 300, 315, 355, 375, 400, 425, 450, 475, 500,
    530, 560, 600, 630, 670, 710, 750, 800, 850, 900, 950,
  ],
  R80: [
    103, 109, 115, 122, 128, 136, 145, 155, 165, 175, 185, 195, 206, 218, 230, 243, 258, 272, 290, 307, 325, 345, 365, 387, 412, 437, 462, 487,
    515, 545, 575, 615, 650, 690, 730, 775, 825, 875, 925, 975,
  ],
  '1-2-5': [10, 20, 50],
  E6: [10, 15, 22, 33, 47, 68],
  E12: [10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68, 82],
  E24: [10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91],
  E48: [
    100, 105, 110, 115, 121, 127, 133, 140, 147, 154, 162, 169, 178, 187, 196, 205, 215, 226, 237, 249, 261, 274, 287, 301, 316, 332, 348, 365,
    383, 402, 422, 442, 464, 487, 511, 536, 562, 590, 619, 649, 681, 715, 750, 787, 825, 866, 909, 953,
  ],
  E96: [
    100, 102, 105, 107, 110, 113, 115, 118, 121, 124, 127, 130, 133, 137, 140, 143, 147, 150, 154, 158, 162, 165, 169, 174, 178, 182, 187, 191,
    196, 200, 205, 210, 215, 221, 226, 232, 237, 243, 249, 255, 261, 267, 274, 280, 287, 294, 301, 309, 316, 324, 332, 340, 348, 357, 365, 374,
    383, 392, 402, 412, 422, 432, 442, 453, 464, 475, 487, 499, 511, 523, 536, 549, 562, 576, 590, 604, 619, 634, 649, 665, 681, 698, 715, 732,
    750, 768, 787, 806, 825, 845, 866, 887, 909, 931, 953, 976,
  ],
  E192: [
    100, 101, 102, 104, 105, 106, 107, 109, 110, 111, 113, 114, 115, 117, 118, 120, 121, 123, 124, 126, 127, 129, 130, 132, 133, 135, 137, 138,
    140, 142, 143, 145, 147, 149, 150, 152, 154, 156, 158, 160, 162, 164, 165, 167, 169, 172, 174, 176, 178, 180, 182, 184, 187, 189, 191, 193,
    196, 198, 200, 203, 205, 208, 210, 213, 215, 218, 221, 223, 226, 229, 232, 234, 237, 240, 243, 246, 249, 252, 255, 258, 261, 264, 267, 271,
    274, 277, 280, 284, 287, 291, 294, 298, 301, 305, 309, 312, 316, 320, 324, 328, 332, 336, 340, 344, 348, 352, 357, 361, 365, 370, 374, 379,
    383, 388, 392, 397, 402, 407, 412, 417, 422, 427, 432, 437, 442, 448, 453, 459, 464, 470, 475, 481, 487, 493, 499, 505, 511, 517, 523, 530,
    536, 542, 549, 556, 562, 569, 576, 583, 590, 597, 604, 612, 619, 626, 634, 642, 649, 657, 665, 673, 681, 690, 698, 706, 715, 723, 732, 741,
    750, 759, 768, 777, 787, 796, 806, 816, 825, 835, 845, 856, 866, 876, 887, 898, 909, 920, 931, 942, 953, 965, 976, 988,
  ],
};

/** The rounder `granularity` names; mongod's error 40257 for any other name. */
export function granularityRounder(name: string): GranularityRounder {
  if (name === 'POWERSOF2') return powersOfTwo;
  const series = SERIES[name];
  if (!series) throw new MongoCommandError('Location40257', `Unknown rounding granularity '${name}'`);
  return { roundUp: (value) => roundToSeries(series, value, 'up'), roundDown: (value) => roundToSeries(series, value, 'down') };
}

/**
 * The arithmetic a series rounder scales with: doubles for every number but a decimal, which mongod rounds
 * in decimals (the series values then carry 15 significant digits, as mongod's Decimal128(double) gives them).
 */
interface Scale<T> {
  of(value: number): T;
  times(a: T, b: T): T;
  dividedByTen(a: T): T;
  compare(a: T, b: T): number;
  result(value: T): unknown;
}

const DOUBLES: Scale<number> = {
  of: (value) => value,
  times: (a, b) => a * b,
  dividedByTen: (a) => a / 10,
  compare: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  result: (value) => value,
};

const TEN: Exact = { coefficient: 10n, exponent: 0 };
const DECIMALS: Scale<Exact> = {
  of: (value) => toExact(value),
  times: multiplyExact,
  dividedByTen: (a) => divideExact(a, TEN),
  compare: (a, b) => {
    const difference = addExact(a, b, -1n).coefficient;
    return difference < 0n ? -1 : difference > 0n ? 1 : 0;
  },
  result: fromExact,
};

function roundToSeries(series: number[], value: unknown, direction: 'up' | 'down'): unknown {
  if (toDouble(value) === 0) return value;
  if (numericKind(value) === 'decimal') return roundWith(DECIMALS, toExact(value), series.map((n) => toExact(new Double(n))), direction);
  // A double keeps JavaScript numbers, whose `a * b` and `a / 10` are the C++ double operations mongod runs.
  return new Double(roundWith(DOUBLES, toDouble(value), series, direction) as number);
}

/** mongod's search: scale the series by powers of ten until the value falls inside one decade, then pick. */
function roundWith<T>(scale: Scale<T>, number: T, series: T[], direction: 'up' | 'down'): unknown {
  const first = series[0]!;
  const last = series[series.length - 1]!;
  const ten = scale.of(10);
  let multiplier = scale.of(1);
  const at = (seriesValue: T) => scale.times(seriesValue, multiplier);
  if (direction === 'up') {
    while (scale.compare(number, at(last)) >= 0) multiplier = scale.times(multiplier, ten);
    while (scale.compare(number, at(first)) < 0) {
      const previousMin = at(first);
      multiplier = scale.dividedByTen(multiplier);
      // Between one decade's top and the next decade's bottom (0.8 in E6): up to that bottom.
      if (scale.compare(number, at(last)) >= 0) return scale.result(previousMin);
    }
    return scale.result(at(series.find((seriesValue) => scale.compare(number, at(seriesValue)) < 0)!));
  }
  while (scale.compare(number, at(first)) <= 0) multiplier = scale.dividedByTen(multiplier);
  // A value so close to zero that the multiplier underflowed (the smallest subnormal double): every scaled
  // series value is zero, so it rounds down to zero (mongod's SERVER-57091; before it, mongod looped forever).
  if (scale.compare(at(last), scale.of(0)) === 0) return scale.result(at(last));
  while (scale.compare(number, at(last)) > 0) {
    const previousMax = at(last);
    multiplier = scale.times(multiplier, ten);
    if (scale.compare(number, at(first)) <= 0) return scale.result(previousMax);
  }
  const above = series.findIndex((seriesValue) => scale.compare(at(seriesValue), number) >= 0);
  return scale.result(at(series[above - 1]!));
}

/**
 * `POWERSOF2`: the next power of two above (below) the value, computed as mongod does, as `$pow(2, exponent)`
 * (an int or long for integer exponents, a double for negative ones). For a decimal the exponent comes from
 * its decimal log2 (read back as a double) and the boundary is mongod's decimal `$pow(2, n)`: 34 digits.
 */
const powersOfTwo: GranularityRounder = {
  roundUp: (value) => (toDouble(value) === 0 ? value : powerOfTwo(value, 'up')),
  roundDown: (value) => (toDouble(value) === 0 ? value : powerOfTwo(value, 'down')),
};

function powerOfTwo(value: unknown, direction: 'up' | 'down'): unknown {
  if (numericKind(value) === 'decimal') {
    const log = Number(decimalLogarithm(value as Decimal128, 'log2').toString());
    return decimalPower(Decimal128.fromString('2'), Decimal128.fromString(String(direction === 'up' ? Math.floor(log) + 1 : Math.ceil(log) - 1)));
  }
  return powNumber(new Int32(2), new Int32(powerOfTwoExponent(value, direction)));
}

function powerOfTwoExponent(value: unknown, direction: 'up' | 'down'): number {
  const kind = numericKind(value);
  if (kind === 'double') {
    const log = Math.log2(toDouble(value));
    return direction === 'up' ? Math.floor(log) + 1 : Math.ceil(log) - 1;
  }
  const integer = exactInteger(value)!;
  const highestBit = integer.toString(2).length - 1;
  if (direction === 'up') return highestBit + 1;
  const isPowerOfTwo = (integer & (integer - 1n)) === 0n;
  return isPowerOfTwo ? highestBit - 1 : highestBit;
}
