import { Decimal128, Double, Int32, Long } from 'bson';
import { powNumber } from '../../src/embedded-mongo/query/arithmetic';
import { decimalPower } from '../../src/embedded-mongo/query/decimal-power';

/**
 * `$pow` with a decimal operand: mongod's `Decimal128::power` (exp10 for base 10, exp2 for base 2,
 * Intel's `bid128_pow` otherwise, normalized to 34 digits). The values are mongod's own jstests
 * (jstests/aggregation/expressions/expression_log_exponential*.js) and what Intel's code gives by its
 * special-case rules.
 */
const d = (text: string) => Decimal128.fromString(text);
const pow = (base: unknown, exponent: unknown) => String(powNumber(base, exponent));

describe('$pow of decimals as mongod computes it', () => {
  test("mongod's jstest values", () => {
    expect(pow(d('10.0'), new Int32(-2))).toBe('0.01000000000000000000000000000000000');
    expect(pow(new Double(0.5), d('-1'))).toBe('2.000000000000000000000000000000000');
    expect(pow(new Double(-2), d('2'))).toBe('4.000000000000000000000000000000000');
    expect(pow(new Int32(2), d('2'))).toBe('4.000000000000000000000000000000000');
    expect(pow(d('-2.0'), new Int32(2))).toBe('4.000000000000000000000000000000000');
    expect(pow(d('10.0'), new Int32(2))).toBe('100.0000000000000000000000000000000');
    expect(pow(new Int32(5), d('-112'))).toBe('5.192296858534827628530496329220096E-79');
    expect(pow(new Double(NaN), d('2'))).toBe('NaN');
    expect(pow(d('0.5'), new Double(NaN))).toBe('NaN');
  });
  test('a zero base with a negative exponent is 28764', () => {
    expect(() => powNumber(d('0'), Long.fromNumber(-1))).toThrow('$pow cannot take a base of 0 and a negative exponent');
    expect(() => powNumber(d('0.00'), d('-0'))).toThrow('$pow cannot take a base of 0 and a negative exponent');
  });
  test("Intel's special cases, then the 0E-6176 normalization", () => {
    const power = (x: string, y: string) => decimalPower(d(x), d(y)).toString();
    expect(power('7', '0')).toBe('1.000000000000000000000000000000000');
    expect(power('1', 'NaN')).toBe('1.000000000000000000000000000000000');
    expect(power('-1', 'Infinity')).toBe('1.000000000000000000000000000000000');
    expect(power('0.5', 'Infinity')).toBe('0E-6176');
    expect(power('0.5', '-Infinity')).toBe('Infinity');
    expect(power('-Infinity', '3')).toBe('-Infinity');
    // Intel answers -0 here; the normalizing addition of +0E-6176 makes it +0 (IEEE 754's sum of opposite zeros).
    expect(power('-Infinity', '-3')).toBe('0E-6176');
    expect(power('-0', '3')).toBe('0E-6176');
    expect(power('0', '2.5')).toBe('0E-6176');
    expect(power('-8', '0.5')).toBe('NaN');
    expect(power('3', '100000')).toBe('Infinity');
    expect(power('3', '-100000')).toBe('0E-6176');
    expect(power('-3', '-100001')).toBe('0E-6176');
    expect(power('10', '6200')).toBe('Infinity');
    expect(power('10', '-6177')).toBe('0E-6176');
    expect(power('10', '-6176')).toBe('1E-6176');
    expect(power('2', '-25001')).toBe('0E-6176');
  });
  test('the general routes land on the correctly rounded value where it is far from a rounding boundary', () => {
    const power = (x: string, y: string) => decimalPower(d(x), d(y)).toString();
    // bid128_pow: the 192-bit logarithm, or its decimal Taylor series for x within ~4e-9 of 1
    expect(power('1.5', '2.5')).toBe('2.755675960631075360471944584044128');
    expect(power('123.456', '78.9')).toBe('1.047882791667101860405776738081690E+165');
    expect(power('1.000000001', '3')).toBe('1.000000003000000003000000001000000');
    expect(power('0.999999999', '-2')).toBe('1.000000002000000003000000004000000');
    expect(power('-3', '3')).toBe('-27.00000000000000000000000000000000');
    // bid128_exp2 and bid128_exp10 of non-integers
    expect(power('2', '0.5')).toBe('1.414213562373095048801688724209698');
    expect(power('2', '1000.5')).toBe('1.515342004482324461532259326246123E+301');
    expect(power('10', '-2.5')).toBe('0.003162277660168379331998893544432719');
    expect(power('10', '6300.5')).toBe('Infinity');
  });
});
