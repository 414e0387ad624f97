import { Decimal128 } from 'bson';
import { binary128ToDecimalString, roundToBinary128 } from '../../src/embedded-mongo/query/binary128';
import { convertAngle, decimalExp, decimalLogarithm, decimalSquareRoot } from '../../src/embedded-mongo/query/decimal-math';
import { decimalSine, modulus } from '../../src/embedded-mongo/query/decimal-sine';
import { DECIMAL_TRIGONOMETRY } from '../../src/embedded-mongo/query/decimal-trigonometry';
import { decimalPower } from '../../src/embedded-mongo/query/decimal-power';

const decimalPowerOfTwo = (n: number) => decimalPower(Decimal128.fromString('2'), Decimal128.fromString(String(n)));

/**
 * The Decimal128 math that follows Intel's decimal library step by step (the conformance group
 * `decimal math functions` checks the same through the wire). These pin the rules read from Intel's
 * sources that no conformance value shows on its own.
 */
const d = (text: string) => Decimal128.fromString(text);
const text = (value: Decimal128) => value.toString();

describe('binary128 → Decimal128 as binary128_to_bid128 converts', () => {
  const convert = (numerator: bigint, denominator: bigint) => binary128ToDecimalString(roundToBinary128({ numerator, denominator }));

  test('an integer below 10^34 keeps exponent 0, zero is 0E0', () => {
    expect(convert(8n, 1n)).toBe('8');
    expect(convert(0n, 1n)).toBe('0');
  });
  test('an exact short decimal fraction keeps its own digits', () => {
    expect(convert(1n, 2n)).toBe('5E-1');
    expect(convert(-3n, 8n)).toBe('-375E-3');
  });
  test('anything else is rounded half to even to 34 digits', () => {
    expect(convert(1n, 3n)).toBe('3333333333333333333333333333333333E-34');
    expect(convert(2n ** 120n, 1n)).toBe('1329227995784915872903807060280345E3');
  });
});

describe('$sqrt of a decimal (bid128_sqrt)', () => {
  test('an exact root has exponent floor(e/2), without trimming zeros', () => {
    expect(text(decimalSquareRoot(d('100')))).toBe('10');
    expect(text(decimalSquareRoot(d('1.00E+3')))).toBe('31.62277660168379331998893544432719');
    expect(text(decimalSquareRoot(d('9.0E+1')))).toBe('9.486832980505137995996680633298156');
    expect(text(decimalSquareRoot(d('1E-6176')))).toBe('1E-3088');
  });
  test('an inexact root has 34 digits, rounded half to even', () => {
    expect(text(decimalSquareRoot(d('3')))).toBe('1.732050807568877293527446341505872');
  });
  test('zero keeps its sign, NaN and Infinity pass through', () => {
    expect(text(decimalSquareRoot(d('-0E+5')))).toBe('-0E+2');
    expect(text(decimalSquareRoot(d('NaN')))).toBe('NaN');
    expect(text(decimalSquareRoot(d('Infinity')))).toBe('Infinity');
  });
});

describe('$exp of a decimal (bid128_exp)', () => {
  test('zero is exactly 1, -Infinity is 0, beyond 15000 over/underflows', () => {
    expect(text(decimalExp(d('-0.000')))).toBe('1');
    expect(text(decimalExp(d('-Infinity')))).toBe('0');
    expect(text(decimalExp(d('15001')))).toBe('Infinity');
    expect(text(decimalExp(d('-15001')))).toBe('0E-6176');
  });
  test("between 11000 and 15000: e^(x ∓ 11000) in quad, times Intel's 34-digit e^±11000 in decimal", () => {
    // Checked against an independent model of the route (Python, exact fractions).
    expect(text(decimalExp(d('12000')))).toBe('3.418084847210553614682469551547374E+5211');
    expect(text(decimalExp(d('-12000')))).toBe('2.925614912152004050318842167924113E-5212');
    expect(text(decimalExp(d('13500.5')))).toBe('1.558306688924734301975916839677696E+5863');
    // Rounded to the subnormal quantum 10^-6176, or below it to zero.
    expect(text(decimalExp(d('-14200')))).toBe('1.043174528E-6167');
    expect(text(decimalExp(d('-14500')))).toBe('0E-6176');
    expect(text(decimalExp(d('14500')))).toBe('Infinity');
  });
  test('a tiny argument gives 1 plus it, to 34 digits', () => {
    expect(text(decimalExp(d('1E-20')))).toBe('1.000000000000000000010000000000000');
  });
});

describe('$ln / $log10 of a decimal (bid128_log, bid128_log10)', () => {
  test('the last digit is the binary128 route’s, not the correctly rounded one', () => {
    // ln 2.5 = 0.91629073187415506518352721176801107…: correctly rounded …0111, mongod …0110.
    expect(text(decimalLogarithm(d('2.5'), 'ln'))).toBe('0.9162907318741550651835272117680110');
    // log10 2.5 = 0.39794000867203760957252221055101394…: correctly rounded …0139, mongod …0140.
    expect(text(decimalLogarithm(d('2.5'), 'log10'))).toBe('0.3979400086720376095725222105510140');
  });
  test('near 1 the decimal x − 1 corrects the quad log, so no digits cancel away', () => {
    // ln(1 + 1E-33) = 9.999999999999999999999999999999995…E-34; the quad steps leave one unit more.
    expect(text(decimalLogarithm(d('1.000000000000000000000000000000001'), 'ln'))).toBe('9.999999999999999999999999999999996E-34');
  });
  test('beyond quad range (10^±4464) the decimal is rescaled first', () => {
    expect(text(decimalLogarithm(d('1E+5000'), 'log2'))).toBe('16609.64047443681173935159714744695');
    expect(text(decimalLogarithm(d('1E-5000'), 'log2'))).toBe('-16609.64047443681173935159714744695');
  });
  test('Infinity is Infinity', () => {
    expect(text(decimalLogarithm(d('Infinity'), 'ln'))).toBe('Infinity');
  });
});

describe('$degreesToRadians / $radiansToDegrees of a decimal', () => {
  test('a multiplication by mongod’s 34-digit factor, exact decimal rounding', () => {
    expect(text(convertAngle(d('-90'), 'radians'))).toBe('-1.570796326794896619231321691639752');
    expect(text(convertAngle(d('-0'), 'degrees'))).toBe('-0E-32');
  });
  test('a product beyond Decimal128’s exponent range rounds as bid128_mul does: subnormal, zero or Infinity', () => {
    expect(text(convertAngle(d('1E-6176'), 'radians'))).toBe('0E-6176');
    expect(text(convertAngle(d('90E-6176'), 'radians'))).toBe('2E-6176');
    expect(text(convertAngle(d('1E-6176'), 'degrees'))).toBe('5.7E-6175');
    expect(text(convertAngle(d('9E+6143'), 'degrees'))).toBe('Infinity');
  });
});

describe('POWERSOF2 boundaries of decimals (bid128_exp2, then power()’s normalization)', () => {
  test('2^n padded to 34 digits', () => {
    expect(text(decimalPowerOfTwo(-10))).toBe('0.0009765625000000000000000000000000000');
    expect(text(decimalPowerOfTwo(113))).toBe('1.038459371706965525706099265844019E+34');
  });
  test("beyond 2^±11000 the quad power is scaled by Intel's 34-digit 2^±11000 in decimal", () => {
    expect(text(decimalPowerOfTwo(11000))).toBe('2.137727301617594663994741880109512E+3311');
    expect(text(decimalPowerOfTwo(-11000))).toBe('4.677865129211340627076550713009785E-3312');
    expect(text(decimalPowerOfTwo(30000))).toBe('Infinity');
  });
});

describe('$atan, $tanh, $asin, $acos, $atanh of a decimal (bid128_atan … bid128_atanh)', () => {
  const route = (operator: string, value: string) => text(DECIMAL_TRIGONOMETRY[operator]!(d(value)));

  test('below 10^-40 the result is x itself, nudged to 34 digits by a decimal fma', () => {
    expect(route('$atan', '1E-45')).toBe('1.000000000000000000000000000000000E-45');
    expect(route('$tanh', '-2E-50')).toBe('-2.000000000000000000000000000000000E-50');
    expect(route('$asin', '0')).toBe('0E-40');
    expect(route('$asin', '-0')).toBe('-0E-40');
    expect(route('$atan', '0.000')).toBe('0.000');
  });
  test('$acos below 10^-40 is the decimal sum of its two-part π/2', () => {
    expect(route('$acos', '1E-50')).toBe('1.570796326794896619231321691639751');
  });
  test('$atanh returns x unchanged when its exponent is -51 or less, whatever its digits', () => {
    expect(route('$atanh', '12345678901234567890E-51')).toBe('1.2345678901234567890E-32');
  });
  test('near ±1 asin/acos go through sqrt(1 − x²) from a decimal fma', () => {
    expect(route('$asin', '-1')).toBe('-1.570796326794896619231321691639751');
    expect(route('$acos', '0.9')).toBe('0.4510268117962624325446446357943518');
  });
});

describe('$sinh, $cosh, $acosh of a decimal (bid128_sinh, bid128_cosh, bid128_acosh)', () => {
  const route = (operator: string, value: string) => text(DECIMAL_TRIGONOMETRY[operator]!(d(value)));

  test('below 10^-40: sinh is x nudged by a decimal fma, cosh the decimal 1 + 10^-40 in 34 digits', () => {
    expect(route('$sinh', '-0.0')).toBe('-0E-41');
    expect(route('$cosh', '1E-45')).toBe('1.000000000000000000000000000000000');
  });
  test('up to 64, (e^x ± e^-x) / 2 in decimal; beyond, e^n · e^m / 2 in quad', () => {
    expect(route('$cosh', '63.5')).toBe('1890904542695644939492666332.170818');
    expect(route('$sinh', '-100')).toBe('-1.344058570908067724206312775790007E+43');
  });
  test("beyond 11000, e^(n − 11000) · e^m / 2 in quad times Intel's 34-digit e^11000 in decimal, then Infinity", () => {
    // Checked against an independent model of the route (Python, exact fractions).
    expect(route('$cosh', '12000')).toBe('1.709042423605276807341234775773687E+5211');
    expect(route('$cosh', '14000')).toBe('6.633101605688556379688884451678155E+6079');
    expect(route('$sinh', '-12000')).toBe('-1.709042423605276807341234775773687E+5211');
    expect(route('$sinh', '-14200')).toBe('-Infinity');
    expect(route('$cosh', '1E+50')).toBe('Infinity');
  });
  test('the trivial paths near 10^-6176 round at the subnormal quantum as Intel’s fma does', () => {
    expect(route('$atan', '1E-6176')).toBe('1E-6176');
    expect(route('$sinh', '-35E-6176')).toBe('-3.5E-6175');
    expect(route('$tanh', '0E-6176')).toBe('0E-6176');
  });
  test('acosh below 1 + 1/32 is the quad asinh of the decimal sqrt(x² − 1)', () => {
    expect(route('$acosh', '1')).toBe('0');
    expect(route('$acosh', '1.01')).toBe('0.1413037694856485773511516469743547');
  });
});

describe('$sin, $cos of a decimal (bid128_sin, bid128_cos)', () => {
  const word = (words: bigint[]) => words.reduce((sum, value, i) => sum | (value << BigInt(64 * i)), 0n);

  test('the reduction table is Intel’s: (10^e / 2π) mod 1 in 384 bits, rounded to nearest', () => {
    // bid_decimal128_moduli[0] (e = -35) and [35] (e = 0) of bid128_sin.c
    expect(modulus(-35)).toBe(word([0x4abfd0d644dca156n, 0xe9cf4c5596df69ecn, 0xd5ccdc56a81e2464n, 0x9382546d1dfa1e2an, 0x21dn]));
    expect(modulus(0)).toBe(word([0x01924bba82746487n, 0x6dc91b8e909374b8n, 0x7f9458eaf7aef158n, 0x36d8a5664f10e410n, 0x7f09d5f47d4d3770n, 0x28be60db9391054an]));
  });
  test('below 10^-35 the quad function of the quad nearest x; below 10^-52 x itself or 1 − 10^-40 in decimal', () => {
    expect(text(decimalSine(d('1E-40'), 'cos'))).toBe('1');
    expect(text(decimalSine(d('1E-60'), 'cos'))).toBe('1.000000000000000000000000000000000');
    expect(text(decimalSine(d('-1E-60'), 'sin'))).toBe('-1.000000000000000000000000000000000E-60');
  });
  test('a huge argument is reduced exactly', () => {
    expect(text(decimalSine(d('1E+6000'), 'sin'))).toBe('-0.7249266534376325863453460198136025');
  });
});

describe('$tan of a decimal (bid128_tan)', () => {
  test('an odd quadrant is −1 / tan in quad; a zero goes through the trivial fma', () => {
    expect(text(decimalSine(d('2'), 'tan'))).toBe('-2.185039863261518991643306102313683');
    expect(text(decimalSine(d('-0.0'), 'tan'))).toBe('-0E-41');
    expect(text(decimalSine(d('1E-60'), 'tan'))).toBe('1.000000000000000000000000000000000E-60');
  });
});
