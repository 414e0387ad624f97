import { Decimal128, Double } from 'bson';
import { MongoCommandError } from '../errors';
import { numericKind, toDouble } from './bson-values';
import { decimalRational } from './binary128';
import { convertAngle, decimalParts } from './decimal-math';
import { decimalSine } from './decimal-sine';
import { DECIMAL_TRIGONOMETRY, decimalAtan2 } from './decimal-trigonometry';
import { coerceToDecimal } from './exact-decimal';
import { typeName } from './describe';
import { argumentList, arity, isNullish, type NativeOperator } from './native-operators';
import { formatDoubleG } from './string-conversion';

/**
 * The trigonometric expressions as mongod 7 evaluates them (expression_trigonometric.h): ints, longs and
 * doubles are computed as doubles (JavaScript's Math, which may differ from the C library in the last bit),
 * the result is a double; a NaN input of a bounded function comes back unchanged; an input outside a
 * function's domain is error 50989. mongod computes Decimal128 inputs with Intel's decimal library: the
 * store follows it for the degree/radian conversions (an exact decimal multiplication) and for every
 * other function (query/decimal-trigonometry.ts, decimal-sine.ts).
 */

type Operator = (operand: unknown) => NativeOperator;

interface Bounds {
  lower: number;
  upper: number;
  inclusive: boolean;
}

const INCLUSIVE_UNIT: Bounds = { lower: -1, upper: 1, inclusive: true };
const FINITE: Bounds = { lower: -Infinity, upper: Infinity, inclusive: false };

/** C++'s `<<` of a double (`%g`), which mongod's messages use: `inf`, `-inf`, `2`, `1.5`. */
const streamed = (value: number) => (Number.isFinite(value) ? formatDoubleG(value) : value > 0 ? 'inf' : '-inf');

function inBounds(value: number, { lower, upper, inclusive }: Bounds): boolean {
  return inclusive ? value >= lower && value <= upper : value > lower && value < upper;
}

const DECIMAL_ROUTES: Record<string, (x: Decimal128) => Decimal128> = {
  ...DECIMAL_TRIGONOMETRY,
  $sin: (x) => decimalSine(x, 'sin'),
  $cos: (x) => decimalSine(x, 'cos'),
  $tan: (x) => decimalSine(x, 'tan'),
  $degreesToRadians: (x) => convertAngle(x, 'radians'),
  $radiansToDegrees: (x) => convertAngle(x, 'degrees'),
};

/** mongod compares a decimal with its (integral or infinite) bounds in decimal, not as a double. */
function decimalInBounds(value: Decimal128, bounds: Bounds): boolean {
  const parts = decimalParts(value);
  if (parts.kind !== 'finite') return parts.kind === 'infinity' && inBounds(parts.negative ? -Infinity : Infinity, bounds);
  const { numerator, denominator } = decimalRational(parts.negative ? -parts.coefficient : parts.coefficient, parts.exponent);
  const compare = (bound: number) => (Number.isFinite(bound) ? Math.sign(Number(numerator - BigInt(bound) * denominator)) : bound > 0 ? -1 : 1);
  const [lower, upper] = [compare(bounds.lower), compare(bounds.upper)];
  return bounds.inclusive ? lower >= 0 && upper <= 0 : lower > 0 && upper < 0;
}

function boundsError(operator: string, shown: string, { lower, upper, inclusive }: Bounds): MongoCommandError {
  const [open, close] = inclusive ? ['[', ']'] : ['(', ')'];
  return new MongoCommandError('Location50989', `cannot apply ${operator} to ${shown}, value must in ${open}${streamed(lower)},${streamed(upper)}${close}`);
}

/** A decimal operand as mongod evaluates it: NaN passes a bounded function untouched, then the bounds, then Intel's route. */
function decimalTrigonometric(operator: string, value: Decimal128, bounds: Bounds | undefined): Decimal128 {
  const route = DECIMAL_ROUTES[operator];
  if (!route) throw new Error(`no decimal route for ${operator}`);
  if (bounds && decimalParts(value).kind === 'nan') return value;
  if (bounds && !decimalInBounds(value, bounds)) throw boundsError(operator, value.toString(), bounds);
  return route(value);
}

function trigonometric(operator: string, compute: (x: number) => number, bounds?: Bounds): Operator {
  return (operand) => ({
    args: arity(operator, argumentList(operand), 1),
    apply: ([arg]) => {
      const value = arg!();
      if (isNullish(value)) return null;
      if (numericKind(value) === undefined) throw new MongoCommandError('Location28765', `${operator} only supports numeric types, not ${typeName(value)}`);
      if (numericKind(value) === 'decimal') return decimalTrigonometric(operator, value as Decimal128, bounds);
      const x = toDouble(value);
      if (bounds && !Number.isNaN(x) && !inBounds(x, bounds)) throw boundsError(operator, streamed(x), bounds);
      return new Double(bounds && Number.isNaN(x) ? x : compute(x));
    },
  });
}

const $atan2: Operator = (operand) => ({
  args: arity('$atan2', argumentList(operand), 2),
  apply: ([first, second]) => {
    const values: unknown[] = [];
    for (const [i, thunk] of [first!, second!].entries()) {
      const value = thunk();
      if (isNullish(value)) return null;
      if (numericKind(value) === undefined) throw new MongoCommandError(i === 0 ? 'Location51044' : 'Location51045', `$atan2 only supports numeric types, not ${typeName(value)}`);
      values.push(value);
    }
    const [y, x] = values;
    if (numericKind(y) === 'decimal' || numericKind(x) === 'decimal') return decimalAtan2(coerceToDecimal(y), coerceToDecimal(x));
    return new Double(Math.atan2(toDouble(y), toDouble(x)));
  },
});

/** mongod's constants: pi as the double 3.141592653589793, the factor computed once. */
const PI = 3.141592653589793;

export const TRIGONOMETRIC_OPERATORS: Record<string, Operator> = {
  $sin: trigonometric('$sin', Math.sin, FINITE),
  $cos: trigonometric('$cos', Math.cos, FINITE),
  $tan: trigonometric('$tan', Math.tan, FINITE),
  $asin: trigonometric('$asin', Math.asin, INCLUSIVE_UNIT),
  $acos: trigonometric('$acos', Math.acos, INCLUSIVE_UNIT),
  $atanh: trigonometric('$atanh', Math.atanh, INCLUSIVE_UNIT),
  $acosh: trigonometric('$acosh', Math.acosh, { lower: 1, upper: Infinity, inclusive: true }),
  $atan: trigonometric('$atan', Math.atan),
  $asinh: trigonometric('$asinh', Math.asinh),
  $sinh: trigonometric('$sinh', Math.sinh),
  $cosh: trigonometric('$cosh', Math.cosh),
  $tanh: trigonometric('$tanh', Math.tanh),
  $atan2,
  $degreesToRadians: trigonometric('$degreesToRadians', (x) => x * (PI / 180)),
  $radiansToDegrees: trigonometric('$radiansToDegrees', (x) => x * (180 / PI)),
};
