import { Binary, BSONRegExp, Decimal128, Double, Int32, Long, MongoClient, MongoServerError, type Collection, type Document } from 'mongodb';
import { startEmbeddedMongo } from '../../src/embedded-mongo';
import { describeEmbedded, removeTempDirs, tempDir } from './target';

const EXACT = { promoteValues: false, bsonRegExp: true } as const;
const typeOf = (value: unknown) => (value as { _bsontype?: string })._bsontype;

/** Values, types and MongoDB's update/query semantics through the real driver, and again after a restart. */
describeEmbedded('embedded store keeps BSON exact and answers like mongod', () => {
  const dbPath = tempDir();
  let mongo: Awaited<ReturnType<typeof startEmbeddedMongo>>;
  let client: MongoClient;
  let items: Collection<Document>;

  const restart = async () => {
    await client.close();
    await mongo.stop();
    mongo = await startEmbeddedMongo({ dbPath, logger: () => undefined });
    client = await MongoClient.connect(mongo.uri);
    items = client.db('app').collection('items');
  };

  beforeAll(async () => {
    mongo = await startEmbeddedMongo({ dbPath, logger: () => undefined });
    client = await MongoClient.connect(mongo.uri);
    items = client.db('app').collection('items');
  });
  afterAll(async () => {
    await client.close();
    await mongo.stop();
    removeTempDirs();
  });

  test('numbers keep their BSON type through insert, $inc, aggregate and a restart', async () => {
    await items.insertOne({
      _id: 'types' as never,
      long: Long.fromString('1700000000000'),
      negative: Long.fromString('-1099511627776'),
      small: Long.fromInt(5),
      huge: Long.fromString('9007199254740993'),
      ten: new Double(10),
      int: new Int32(7),
      dec: Decimal128.fromString('1.50'),
      regex: new BSONRegExp('a b', 'x'),
      bin: new Binary(Buffer.from([1, 2]), 4),
    });
    await items.updateOne({ _id: 'types' as never }, { $inc: { small: new Int32(1), dec: Decimal128.fromString('0.25'), int: 1 } });
    await items.updateOne({ _id: 'types' as never }, { $set: { bin: new Binary(Buffer.from([1, 2]), 0), __proto__x: 1 } });
    for (const round of ['before', 'after']) {
      if (round === 'after') await restart();
      const doc = (await items.findOne({ _id: 'types' as never }, EXACT))!;
      expect([typeOf(doc.long), doc.long.toString()]).toEqual(['Long', '1700000000000']);
      expect([typeOf(doc.negative), doc.negative.toString()]).toEqual(['Long', '-1099511627776']);
      expect([typeOf(doc.small), doc.small.toString()]).toEqual(['Long', '6']);
      expect(doc.huge.toString()).toBe('9007199254740993');
      expect(typeOf(doc.ten)).toBe('Double');
      expect([typeOf(doc.int), doc.int.valueOf()]).toEqual(['Int32', 8]);
      expect([typeOf(doc.dec), doc.dec.toString()]).toEqual(['Decimal128', '1.75']);
      expect([doc.regex.pattern, doc.regex.options]).toEqual(['a b', 'x']);
      expect((doc.bin as Binary).sub_type).toBe(0);
      const [aggregated] = await items.aggregate([{ $match: { _id: 'types' } }, { $project: { ten: 1, huge: 1 } }], EXACT).toArray();
      expect([typeOf(aggregated!.ten), aggregated!.huge.toString()]).toEqual(['Double', '9007199254740993']);
    }
  });

  test('integer-like field names keep their order through insert, update, aggregate, the log and a restart', async () => {
    /** The field names of a raw BSON document, in the order they are stored (a JS object would reorder them). */
    const namesOf = (raw: Buffer, start = 0): string[] => {
      const names: string[] = [];
      for (let offset = start + 4; raw[offset] !== 0; ) {
        const type = raw[offset]!;
        const end = raw.indexOf(0, offset + 1);
        names.push(raw.toString('utf8', offset + 1, end));
        offset = end + 1 + (type === 0x02 ? 4 + raw.readInt32LE(end + 1) : type === 0x03 ? raw.readInt32LE(end + 1) : 4);
      }
      return names;
    };
    const raw = async (pipeline: Document[]) => (await items.aggregate<Buffer>(pipeline, { raw: true }).toArray())[0]!;
    // A JS object would reorder the names on the client already; a Map is serialized in its own order.
    const doc = new Map<string, unknown>([['_id', 'order'], ['z', 1], ['2', 'two'], ['1', 'one'], ['sub', new Map<string, unknown>([['b', 1], ['10', 'ten']])]]);
    await client.db('app').command({ insert: 'items', documents: [doc] });
    expect(namesOf(await raw([{ $match: { _id: 'order' } }]))).toEqual(['_id', 'z', '2', '1', 'sub']);
    await items.updateOne({ _id: 'order' as never }, { $set: { '1': 'uno', '0': 'zero' } });
    expect(namesOf(await raw([{ $match: { _id: 'order' } }, { $replaceWith: '$sub' }]))).toEqual(['b', '10']);
    await restart();
    const stored = await raw([{ $match: { _id: 'order' } }, { $project: { sub: 0 } }]);
    expect(namesOf(stored)).toEqual(['_id', 'z', '2', '1', '0']);
    expect(await items.countDocuments({ '1': 'uno', 'sub.10': 'ten' })).toBe(1);
  });

  test('dates outside the range of a JS Date keep their milliseconds through update and restart', async () => {
    // The driver writes a Date as getTime(); this one stands for DatetimeMS(2 ** 62), which JS cannot hold.
    class FarDate extends Date {
      override getTime() {
        return 2 ** 62;
      }
    }
    await items.insertOne({ _id: 'far' as never, at: new FarDate(0), n: 1 });
    await items.updateOne({ _id: 'far' as never }, { $inc: { n: 1 } });
    for (const round of ['before', 'after']) {
      if (round === 'after') await restart();
      const [raw] = (await items.find({ _id: 'far' as never }, { raw: true }).toArray()) as unknown as Buffer[];
      // The stored datetime: type 0x09, name "at", then the int64.
      const at = raw!.indexOf(Buffer.from([0x09, 0x61, 0x74, 0x00]));
      expect(at).toBeGreaterThan(0);
      expect(raw!.readBigInt64LE(at + 4)).toBe(2n ** 62n);
    }
  });

  test('a $set of a __proto__ field stores it as a field', async () => {
    await items.insertOne({ _id: 'proto' as never });
    await items.updateOne({ _id: 'proto' as never }, { $set: JSON.parse('{"__proto__": {"polluted": 1}}') as Document });
    const raw = await client.db('app').command({ find: 'items', filter: { _id: 'proto' } });
    expect(Object.keys(raw.cursor.firstBatch[0])).toEqual(['_id', '__proto__']);
    expect(({} as Document).polluted).toBeUndefined();
  });

  test('numeric equality across int, long, double and decimal; _id 1 and 1.0 are one key', async () => {
    const numbers = client.db('app').collection('numbers');
    await numbers.insertMany([{ _id: 1, v: new Int32(1) }, { _id: 2, v: Long.fromInt(1) }, { _id: 3, v: new Double(1) }, { _id: 4, v: Decimal128.fromString('1.0') }] as never);
    expect(await numbers.countDocuments({ v: 1 })).toBe(4);
    await expect(numbers.insertOne({ _id: new Double(1) } as never)).rejects.toMatchObject({ code: 11000 });
  });

  test('updates: two paths through one positional $, $pull with $or, MongoDB errors', async () => {
    const orders = client.db('app').collection('orders');
    await orders.insertOne({ _id: 1, items: [{ sku: 'a', state: 'new' }, { sku: 'b', state: 'new' }], n: 'text', count: 3 } as never);
    await orders.updateOne({ _id: 1, 'items.sku': 'b' } as never, { $set: { 'items.$.state': 'sent', 'items.$.updatedAt': 5 } });
    expect((await orders.findOne({ _id: 1 } as never))!.items[1]).toEqual({ sku: 'b', state: 'sent', updatedAt: 5 });
    await orders.updateOne({ _id: 1 } as never, { $pull: { items: { $or: [{ sku: 'a' }, { sku: 'z' }] } } as never });
    expect((await orders.findOne({ _id: 1 } as never))!.items.map((item: Document) => item.sku)).toEqual(['b']);

    const failure = async (update: Document) => orders.updateOne({ _id: 1 } as never, update).catch((error: MongoServerError) => error);
    expect(await failure({ $push: { count: 1 } })).toMatchObject({ code: 2, message: "The field 'count' must be an array but is of type int in document {_id: 1}" });
    expect(await failure({ $inc: { n: 1 } })).toMatchObject({
      code: 14,
      message: "Cannot apply $inc to a value of non-numeric type. {_id: 1} has the field 'n' of non-numeric type string",
    });
    expect(await failure({ $set: { 'items.state': 'x' } })).toMatchObject({ code: 28, codeName: 'PathNotViable' });
    expect(await failure({ $set: { a: 1 }, $inc: { a: 1 } })).toMatchObject({ code: 40, message: "Updating the path 'a' would create a conflict at 'a'" });
    await orders.updateOne({ _id: 1 } as never, [{ $set: { total: { $add: ['$count', 1] } } }]);
    expect((await orders.findOne({ _id: 1 } as never))!.total).toBe(4);
  });

  test('queries: $mod, ordered embedded equality, $type, $all on a scalar, bits on BinData, unknown operators', async () => {
    const q = client.db('app').collection('queries');
    await q.insertMany([
      { _id: 1, n: 10, sub: { a: 1, b: 2 }, d: new Double(2), bin: new Binary(Buffer.from([0b101])), tag: 'x' },
      { _id: 2, n: 11, sub: { b: 2, a: 1 }, d: new Int32(2), bin: new Binary(Buffer.from([0b010])), tag: ['x', 'y'] },
    ] as never);
    const ids = async (filter: Document) => (await q.find(filter).toArray()).map((doc) => doc._id);
    expect(await ids({ n: { $mod: [5, 0] } })).toEqual([1]);
    expect(await ids({ sub: { a: 1, b: 2 } })).toEqual([1]);
    expect(await ids({ d: { $type: 'double' } })).toEqual([1]);
    expect(await ids({ d: { $type: 16 } })).toEqual([2]);
    expect(await ids({ tag: { $all: ['x'] } })).toEqual([1, 2]);
    expect(await ids({ bin: { $bitsAllSet: [0, 2] } })).toEqual([1]);
    await expect(client.db('app').collection('empty').findOne({ a: { $foo: 1 } })).rejects.toMatchObject({ code: 2, message: 'unknown operator: $foo' });
  });

  test('projections: positional, $slice keeps other fields, $elemMatch with operators only', async () => {
    const p = client.db('app').collection('projections');
    await p.insertOne({ _id: 1, name: 'n', scores: [1, 5, 9], other: 1 } as never);
    expect(await p.findOne({ scores: { $gt: 4 } }, { projection: { 'scores.$': 1 } })).toEqual({ _id: 1, scores: [5] });
    expect(await p.findOne({}, { projection: { scores: { $slice: 1 }, other: 0 } })).toEqual({ _id: 1, name: 'n', scores: [1] });
    expect(await p.findOne({}, { projection: { scores: { $elemMatch: { $in: [9] } } } })).toEqual({ _id: 1, scores: [9] });
  });

  test('strings sort by UTF-8 bytes', async () => {
    const s = client.db('app').collection('strings');
    await s.insertMany([{ v: '\u{1F600}' }, { v: '\uFF21' }, { v: 'a' }]);
    expect((await s.find().sort({ v: 1 }).toArray()).map((doc) => doc.v)).toEqual(['a', '\uFF21', '\u{1F600}']);
  });
});
