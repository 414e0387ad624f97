import { Binary, Code, Decimal128, Double, Int32, Long, MinKey, ObjectId } from 'bson';
import { bsonObjToString, doubleNice } from '../../src/embedded-mongo/engine/bson-to-string';

// mongod's StringBuilder::appendDoubleNice (util/str.h): `%.16g`, then `.0` unless the text holds '.', 'E' or 'N'.
describe('doubleNice', () => {
  test.each([
    [2, '2.0'],
    [2.5, '2.5'],
    [0.1, '0.1'],
    [0.30000000000000004, '0.3'],
    [-0, '-0.0'],
    [1e21, '1e+21.0'],
    [1e-5, '1e-05.0'],
    [0.0001, '0.0001'],
    [1234567890123456789, '1.234567890123457e+18'],
    [1e15, '1000000000000000.0'],
    [1e16, '1e+16.0'],
    [Infinity, 'inf.0'],
    [-Infinity, '-inf.0'],
    [NaN, 'nan.0'],
  ])('%p prints as %s', (value, text) => {
    expect(doubleNice(value)).toBe(text);
  });
});

describe('bsonObjToString', () => {
  test('prints values in the shell-like form of BSONObj::toString', () => {
    const doc = {
      a: new ObjectId('64b000000000000000000001'),
      b: new Date(1500),
      c: new Double(3),
      d: new Int32(4),
      e: Long.fromNumber(5),
      f: Decimal128.fromString('1.50'),
      g: [1, 'q', {}],
      h: {},
      i: [],
      j: null,
      k: true,
      l: new MinKey(),
      m: new Binary(Buffer.from('Hello'), 0),
      n: new Code('return 1'),
    };
    expect(bsonObjToString(doc)).toBe(
      "{ a: ObjectId('64b000000000000000000001'), b: new Date(1500), c: 3.0, d: 4, e: 5, f: 1.50, " +
        'g: [ 1, "q", {} ], h: {}, i: [], j: null, k: true, l: MinKey, m: BinData(0, 48656C6C6F), n: return 1 }',
    );
  });

  test('cuts a string over 159 bytes to its first 150, and a binary over 80 bytes to its first 70', () => {
    expect(bsonObjToString({ s: 'a'.repeat(159) })).toBe(`{ s: "${'a'.repeat(159)}" }`);
    expect(bsonObjToString({ s: 'a'.repeat(160) })).toBe(`{ s: "${'a'.repeat(150)}..." }`);
    expect(bsonObjToString({ b: new Binary(Buffer.alloc(81, 1), 0) })).toBe(`{ b: BinData(0, ${'01'.repeat(70)}...) }`);
  });

  test('prints a field name held behind the order mark as the client gave it', () => {
    expect(bsonObjToString({ z: 1, '\uE0002': 'two' })).toBe('{ z: 1, 2: "two" }');
  });
});
