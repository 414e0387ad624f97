import { Decimal128 } from 'bson';
import { MongoCommandError } from '../errors';
import { exactInteger, type NumericKind, numericKind, toDouble, wrapNumber } from './bson-values';

const RANK: Record<NumericKind, number> = { int: 0, long: 1, double: 2, decimal: 3 };
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** An exact decimal: coefficient × 10^exponent. */
interface Exact {
  coefficient: bigint;
  exponent: number;
}

function toExact(value: unknown): Exact {
  const kind = numericKind(value);
  // mongod converts a double to decimal with 15 significant digits.
  const text = kind === 'decimal' ? (value as Decimal128).toString() : kind === 'double' ? toDouble(value).toPrecision(15) : String(exactInteger(value));
  const match = /^(-?)(\d*)(?:\.(\d*))?(?:E([+-]?\d+))?$/i.exec(text);
  if (!match) throw new MongoCommandError('BadValue', `cannot do exact arithmetic on ${text}`);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  return { coefficient: BigInt(`${sign}${whole}${fraction}` || '0'), exponent: Number(exponent) - fraction.length };
}

const fromExact = ({ coefficient, exponent }: Exact) => Decimal128.fromString(`${coefficient}E${exponent}`);

function align(a: Exact, b: Exact): [bigint, bigint, number] {
  const exponent = Math.min(a.exponent, b.exponent);
  return [a.coefficient * 10n ** BigInt(a.exponent - exponent), b.coefficient * 10n ** BigInt(b.exponent - exponent), exponent];
}

function isSpecialDecimal(value: unknown): boolean {
  return numericKind(value) === 'decimal' && /NaN|Inf/.test((value as Decimal128).toString());
}

/**
 * `a op b` typed as mongod types it: the wider of the two types (int < long < double < decimal), an int32
 * result that overflows becomes a long, a long that overflows is an error.
 */
function combine(a: unknown, b: unknown, operator: 'add' | 'multiply', describe: () => string): unknown {
  const kindA = numericKind(a)!;
  const kindB = numericKind(b)!;
  const kind = RANK[kindA] >= RANK[kindB] ? kindA : kindB;
  if (kind === 'decimal') {
    if (isSpecialDecimal(a) || isSpecialDecimal(b)) {
      return Decimal128.fromString(String(operator === 'add' ? toDouble(a) + toDouble(b) : toDouble(a) * toDouble(b)));
    }
    const x = toExact(a);
    const y = toExact(b);
    if (operator === 'multiply') return fromExact({ coefficient: x.coefficient * y.coefficient, exponent: x.exponent + y.exponent });
    const [cx, cy, exponent] = align(x, y);
    return fromExact({ coefficient: cx + cy, exponent });
  }
  if (kind === 'double') return wrapNumber(operator === 'add' ? toDouble(a) + toDouble(b) : toDouble(a) * toDouble(b), 'double');
  const x = exactInteger(a)!;
  const y = exactInteger(b)!;
  const result = operator === 'add' ? x + y : x * y;
  if (result < INT64_MIN || result > INT64_MAX) throw new MongoCommandError('BadValue', describe());
  return wrapNumber(result, kind);
}

export const add = (a: unknown, b: unknown, describe: () => string) => combine(a, b, 'add', describe);
export const multiply = (a: unknown, b: unknown, describe: () => string) => combine(a, b, 'multiply', describe);

/** `$mul` of a missing field stores a zero of the multiplier's type. */
export function zeroOf(value: unknown): unknown {
  return wrapNumber(0, numericKind(value)!);
}
