import { BSONRegExp, BSONSymbol, Binary, Code, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId, Timestamp } from 'bson';
import { hashedKey } from '../../src/embedded-mongo/engine/hashed-key';

/**
 * The hash of hashed indexes and `$toHashedIndexKey` against the values mongod's own tests pin
 * (src/mongo/db/hasher_test.cpp, "determined experimentally ... consistent across platforms and server
 * versions", and the 7.x $toHashedIndexKey expression tests), plus the manual's example. (The old test that a
 * Date and a Timestamp of the same bytes hash alike no longer holds: since 4.x a Timestamp's canonical type is 47.)
 */
describe('hashedKey (mongod BSONElementHasher::hash64, seed 0)', () => {
  const cases: [string, unknown, string][] = [
    ['int32 42', new Int32(42), '-944302157085130861'],
    ['double 42.123 (truncated)', new Double(42.123), '-944302157085130861'],
    ['int64 42', Long.fromInt(42), '-944302157085130861'],
    ['0', new Int32(0), '4854801880128277513'],
    ['NaN (as 0)', new Double(Number.NaN), '4854801880128277513'],
    ['1.987', new Double(1.987), '5902408780260971510'],
    ['-1.789', new Double(-1.789), '1140205862565771219'],
    ['int32 min as double', new Double(-2147483648), '6165898260261354870'],
    ['int32 max', new Int32(2147483647), '1143184177162245883'],
    ['largest double (clamped to int64 max)', new Double(Number.MAX_VALUE), '921523596458303250'],
    ['int64 max', Long.MAX_VALUE, '921523596458303250'],
    ['most negative double', new Double(-Number.MAX_VALUE), '4532067210535695462'],
    ['int64 min', Long.MIN_VALUE, '4532067210535695462'],
    ['123', new Int32(123), '-6548868637522515075'],
    ['decimal 123 (as an integer)', Decimal128.fromString('123'), '-6548868637522515075'],
    ['$pow [2, 4] = 16', new Int32(16), '2598032665634823220'],
    ['MinKey', new MinKey(), '7961148599568647290'],
    ['MaxKey', new MaxKey(), '5504842513779440750'],
    ['null', null, '2338878944348059895'],
    ['missing (as null)', undefined, '2338878944348059895'],
    ['"abc"', 'abc', '8478485326885698097'],
    ['symbol "abc"', new BSONSymbol('abc'), '8478485326885698097'],
    ['""', '', '2049396243249673340'],
    ['"string to hash" (the manual)', 'string to hash', '763543691661428748'],
    ['"hashThisStringLiteral"', 'hashThisStringLiteral', '-5776344739422278694'],
    ['{a: "abc", b: 123LL}', { a: 'abc', b: Long.fromInt(123) }, '4771603801758380216'],
    ['{}', {}, '7980500913326740417'],
    ['["bar", "baz", "qux"]', ['bar', 'baz', 'qux'], '-2938911267422831539'],
    ['[]', [], '8849948234993459283'],
    ['BinData 0', new Binary(Buffer.from([0, 1, 2, 3, 4, 6]), 0), '7252465090394235301'],
    ['BinData 128', new Binary(Buffer.from([0, 1, 2, 3, 4, 6]), 128), '5736670452907618262'],
    ['UUID', new Binary(Buffer.from([...Array(16).keys()]), 4), '6084661258071355978'],
    ['ObjectId 0102…', new ObjectId('010203040506070809101112'), '-5588663249627035708'],
    ['ObjectId 0000…', new ObjectId('000000000000000000000000'), '-4293118519463489418'],
    ['ObjectId 47cc…', new ObjectId('47cc67093475061e3d95369d'), '1576265281381834298'],
    ['true', true, '6405873908747105701'],
    ['false', false, '6289544573401934092'],
    ['Date 0', new Date(0), '-1178696894582842035'],
    ['Timestamp(0, 0)', new Timestamp({ t: 0, i: 0 }), '-7867208682377458672'],
    ['regex /mongodb/', new BSONRegExp('mongodb'), '-7275792090268217043'],
    ['regex /.*/i', new BSONRegExp('.*', 'i'), '7095855029187981886'],
    ['Code', new Code('func f() { return 1; }'), '6861638109178014270'],
    ['CodeWScope', new Code('func f() { return 1; }', { c: true }), '501342939894575968'],
  ];

  test.each(cases)('%s', (_name, value, expected) => {
    const hash = hashedKey(value);
    expect(hash).toBeInstanceOf(Long);
    expect(hash.toString()).toBe(expected);
  });

  test('numbers squash the same way inside documents and arrays', () => {
    expect(hashedKey({ x: { a: new Int32(3), b: [new Double(3.1), { c: new Int32(3) }] } }).toString()).toBe(
      hashedKey({ x: { a: new Double(3.1), b: [new Int32(3), { c: new Double(3) }] } }).toString(),
    );
  });

  test('a decimal rounds half to even (Decimal128::toLong), a double 2^63 wraps to -2^63', () => {
    expect(hashedKey(Decimal128.fromString('2.5')).toString()).toBe(hashedKey(new Int32(2)).toString());
    expect(hashedKey(Decimal128.fromString('3.5')).toString()).toBe(hashedKey(new Int32(4)).toString());
    expect(hashedKey(new Double(2 ** 63)).toString()).toBe(hashedKey(Long.MIN_VALUE).toString());
  });
});
