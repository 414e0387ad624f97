import { Decimal128, Double, Int32, Long } from 'bson';
import {
  absNumber,
  add,
  addNumbers,
  ceilOrFloor,
  divideNumbers,
  modNumbers,
  multiplyNumbers,
  powNumber,
  roundNumber,
  subtractNumbers,
} from '../../src/embedded-mongo/query/arithmetic';
import { convertNumber } from '../../src/embedded-mongo/query/numeric-conversions';

/** A result as `type:value`, so that a test fails on a wrong BSON type as well as on a wrong value. */
function typed(value: unknown): string {
  const type = (value as { _bsontype?: string })._bsontype ?? typeof value;
  if (value instanceof Double) return `Double:${Object.is(value.value, -0) ? '-0' : String(value.value)}`;
  return `${type}:${String(value)}`;
}

/** The rules behind the conformance suite's `arithmetic types` group, at the edges a client case cannot reach cheaply. */
describe('embedded store numeric type rules (query/arithmetic.ts)', () => {
  test('integer arithmetic widens int32 to long, and a long that overflows to a double (aggregation) or an error ($inc)', () => {
    expect(typed(addNumbers(new Int32(2147483647), new Int32(1)))).toBe('Long:2147483648');
    expect(typed(subtractNumbers(new Int32(-2147483648), new Int32(1)))).toBe('Long:-2147483649');
    expect(typed(multiplyNumbers(Long.fromString('9223372036854775807'), new Int32(2)))).toBe('Double:18446744073709552000');
    expect(() => add(Long.fromString('9223372036854775807'), new Int32(1), () => 'overflow')).toThrow('overflow');
    expect(typed(addNumbers(Long.fromString('9007199254740993'), new Int32(0)))).toBe('Long:9007199254740993');
  });

  test('decimal results are exact and rounded half to even to 34 digits', () => {
    expect(typed(addNumbers(Decimal128.fromString('0.1'), Decimal128.fromString('0.2')))).toBe('Decimal128:0.3');
    expect(typed(divideNumbers(Decimal128.fromString('2'), new Int32(3)))).toBe('Decimal128:0.6666666666666666666666666666666667');
    expect(typed(divideNumbers(Decimal128.fromString('1.00'), new Int32(4)))).toBe('Decimal128:0.25');
    // 34 nines plus a half carries into a 35th digit, which rounds again.
    expect(typed(addNumbers(Decimal128.fromString('9999999999999999999999999999999999'), Decimal128.fromString('0.5')))).toBe('Decimal128:1.000000000000000000000000000000000E+34');
    // A double joins decimal arithmetic with 15 significant digits, as mongod converts it.
    expect(typed(addNumbers(Decimal128.fromString('1'), new Double(0.1)))).toBe('Decimal128:1.100000000000000');
    // NaN and infinities have no exact digits: they stay NaN and infinities, as decimals.
    expect(typed(addNumbers(Decimal128.fromString('1'), new Double(Number.NaN)))).toBe('Decimal128:NaN');
    expect(typed(convertNumber(new Double(Number.NEGATIVE_INFINITY), 'decimal'))).toBe('Decimal128:-Infinity');
  });

  test('$mod keeps integers when the divisor is an integral double, and the dividend\'s sign', () => {
    expect(typed(modNumbers(new Int32(-7), new Double(3)))).toBe('Int32:-1');
    expect(typed(modNumbers(new Double(-7.5), new Int32(2)))).toBe('Double:-1.5');
    expect(typed(modNumbers(Decimal128.fromString('-7.5'), new Int32(2)))).toBe('Decimal128:-1.5');
  });

  test('$round rounds the exact digits half to even, keeps the sign of zero, and widens an int that outgrows int32', () => {
    expect(typed(roundNumber(new Double(0.5), 0, 'halfEven'))).toBe('Double:0');
    expect(typed(roundNumber(new Double(1.5), 0, 'halfEven'))).toBe('Double:2');
    expect(typed(roundNumber(new Double(-0.4), 0, 'halfEven'))).toBe('Double:-0');
    expect(typed(roundNumber(new Double(1.005), 2, 'halfEven'))).toBe('Double:1');
    expect(typed(roundNumber(new Int32(2147483600), -2, 'halfEven'))).toBe('Int32:2147483600');
    expect(typed(roundNumber(new Int32(2147483647), -1, 'halfEven'))).toBe('Long:2147483650');
    expect(typed(roundNumber(Decimal128.fromString('5'), 2, 'halfEven'))).toBe('Decimal128:5.00');
    expect(typed(ceilOrFloor(new Double(-0.5), 'ceiling'))).toBe('Double:-0');
    expect(typed(ceilOrFloor(Decimal128.fromString('-1.5'), 'floor'))).toBe('Decimal128:-2');
  });

  test('$abs and $pow at the integer limits', () => {
    expect(typed(absNumber(new Int32(-2147483648)))).toBe('Long:2147483648');
    expect(() => absNumber(Long.fromString('-9223372036854775808'))).toThrow("can't take $abs of long long min");
    expect(typed(powNumber(new Int32(-1), new Int32(-3)))).toBe('Int32:-1');
    expect(typed(powNumber(new Int32(2), new Int32(63)))).toBe('Double:9223372036854776000');
    expect(typed(powNumber(new Int32(2), Long.fromNumber(62)))).toBe('Long:4611686018427387904');
  });

  test('conversions truncate toward zero and refuse what does not fit', () => {
    expect(typed(convertNumber(new Double(-2.9), 'int'))).toBe('Int32:-2');
    expect(typed(convertNumber(Decimal128.fromString('-2.9'), 'long'))).toBe('Long:-2');
    expect(typed(convertNumber('-1.5e3', 'double'))).toBe('Double:-1500');
    expect(typed(convertNumber(new Int32(7), 'decimal'))).toBe('Decimal128:7');
    expect(() => convertNumber(Long.fromString('2147483648'), 'int')).toThrow('Conversion would overflow target type');
    expect(() => convertNumber(new Double(Number.NaN), 'long')).toThrow('Attempt to convert NaN value to integer type');
    expect(() => convertNumber(new Date(0), 'int')).toThrow('Unsupported conversion from date to int');
  });
});
