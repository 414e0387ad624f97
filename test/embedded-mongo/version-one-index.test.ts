import { type Db, Decimal128, type MongoServerError } from 'mongodb';
import { describeEmbedded, suiteAppDb, tempDir, withStore } from './target';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: MongoServerError) => [error.code, error.message],
  );
/** A build over existing documents fails inside mongod's index build coordinator, which adds its context. */
const UNSUPPORTED_FORMAT = [12, expect.stringMatching(/^Index build failed: [0-9a-f-]{36}: Collection app\.built \( [0-9a-f-]{36} \) :: caused by :: Index version does not support NumberDecimal$/)];

/** Version-1 indexes (KeyString V0) over NumberDecimals, as mongod 7.0 builds and writes them. */
describeEmbedded('version-1 indexes and decimals', () => {
  // The suite's afterAll also removes the folders tempDir gives the restart test.
  const appDb = suiteAppDb();
  let db: Db;
  beforeAll(() => {
    db = appDb();
  });

  test('a build over a decimal in its keys fails with 12 and leaves no index; hashed and v2 indexes build', async () => {
    const docs = db.collection<{ _id: number; d: unknown; s?: unknown }>('built');
    await docs.insertMany([{ _id: 1, d: 1 }, { _id: 2, d: Decimal128.fromString('2'), s: { x: [Decimal128.fromString('3')] } }]);
    expect(await refusal(db.command({ createIndexes: 'built', indexes: [{ key: { d: 1 }, name: 'd_v1', v: 1 }] }))).toEqual(UNSUPPORTED_FORMAT);
    expect(await refusal(db.command({ createIndexes: 'built', indexes: [{ key: { s: 1 }, name: 's_v1', v: 1 }] }))).toEqual(UNSUPPORTED_FORMAT);
    expect(await refusal(db.command({ createIndexes: 'built', indexes: [{ key: { z: 1, 's.x': 1 }, name: 'zsx_v1', v: 1 }] }))).toEqual(UNSUPPORTED_FORMAT);
    // One command's indexes are one build: none is kept, and the decimal fails it before a unique index's duplicates.
    const both = [{ key: { u: 1 }, name: 'u_1', unique: true }, { key: { d: 1 }, name: 'd_v1', v: 1 }];
    expect(await refusal(db.command({ createIndexes: 'built', indexes: both }))).toEqual(UNSUPPORTED_FORMAT);
    expect((await docs.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_']);
    // A sparse or partial index skips the document holding the decimal; a hashed field keys its hash.
    await db.command({ createIndexes: 'built', indexes: [{ key: { d: 1 }, name: 'd_partial_v1', v: 1, partialFilterExpression: { d: { $lt: 2 } } }] });
    await db.command({ createIndexes: 'built', indexes: [{ key: { d: 'hashed' }, name: 'd_hashed_v1', v: 1 }] });
    await db.command({ createIndexes: 'built', indexes: [{ key: { d: 1 }, name: 'd_v2' }] });
    expect((await docs.listIndexes().toArray()).map((index) => [index.name, index.v])).toEqual([
      ['_id_', 2],
      ['d_partial_v1', 1],
      ['d_hashed_v1', 1],
      ['d_v2', 2],
    ]);
  });

  test('create with a version-1 idIndex: listed with v: 1, a decimal _id is 12, kept by a restart and a rename within a database', async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      const app = client.db('app');
      await app.command({ create: 'v1id', idIndex: { key: { _id: 1 }, name: '_id_', v: 1 } });
      const ids = app.collection<{ _id: unknown; a?: unknown }>('v1id');
      expect(await ids.listIndexes().toArray()).toEqual([{ v: 1, key: { _id: 1 }, name: '_id_' }]);
      const [info] = await app.listCollections({ name: 'v1id' }).toArray();
      expect((info as { idIndex: unknown }).idIndex).toEqual({ v: 1, key: { _id: 1 }, name: '_id_' });
      await ids.insertOne({ _id: 1, a: Decimal128.fromString('1') });
      for (const _id of [Decimal128.fromString('2'), { x: [Decimal128.fromString('3')] }]) {
        const reply = await app.command({ insert: 'v1id', documents: [{ _id }] });
        expect(reply.writeErrors).toMatchObject([{ index: 0, code: 12, errmsg: 'Index version does not support NumberDecimal' }]);
      }
      const upsert = await app.command({ update: 'v1id', updates: [{ q: { _id: 9 }, u: { $set: { _id: 9, b: 1 } }, upsert: true }] });
      expect(upsert).toMatchObject({ n: 1, upserted: [{ index: 0, _id: 9 }] });
      // A query comparing _id with a decimal would seek the version-1 _id index with a key it cannot encode.
      expect(await refusal(ids.find({ _id: Decimal128.fromString('1') }).toArray())).toEqual([
        238,
        'a query comparing a field of an index with v: 1 to a NumberDecimal is not supported by the embedded store',
      ]);
      await client.db('admin').command({ renameCollection: 'app.v1id', to: 'app.renamed' });
    });
    await withStore(dbPath, async (client) => {
      const renamed = client.db('app').collection('renamed');
      expect((await renamed.listIndexes().toArray())[0]).toEqual({ v: 1, key: { _id: 1 }, name: '_id_' });
      // Across databases mongod copies the other indexes into a new collection with the default _id index.
      await client.db('admin').command({ renameCollection: 'app.renamed', to: 'other.moved' });
      expect((await client.db('other').collection('moved').listIndexes().toArray())[0]).toEqual({ v: 2, key: { _id: 1 }, name: '_id_' });
    });
  });
});
