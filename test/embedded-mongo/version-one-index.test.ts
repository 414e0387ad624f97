import { type Db, Decimal128, type MongoServerError } from 'mongodb';
import { describeEmbedded, suiteAppDb } from './target';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: MongoServerError) => [error.code, error.message],
  );
const UNSUPPORTED_FORMAT = [12, 'Index version does not support NumberDecimal'];

/** Version-1 indexes (KeyString V0) over NumberDecimals, as mongod 7.0 builds and writes them. */
describeEmbedded('version-1 indexes and decimals', () => {
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
});
