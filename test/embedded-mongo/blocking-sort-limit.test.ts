import { type Db, MongoServerError } from 'mongodb';
import { describeEmbedded, suiteAppDb } from './target';

const REFUSAL = 'a blocking sort that may hold more than 104857600 bytes with allowDiskUse: false is not supported by the embedded store';

/**
 * A blocking sort under allowDiskUse: false, which mongod 7.0 fails with 292 past 100 MB: the store refuses
 * wherever mongod's count could pass the limit, and answers where it certainly does not (or where no blocking
 * sort runs).
 */
describeEmbedded('a blocking sort with allowDiskUse: false', () => {
  // 60 documents of about 1 MB: 60 MB of BSON, which a sort holding its keys as well may take past 100 MB.
  const appDb = suiteAppDb(async (db) => {
    const pad = 'x'.repeat(1024 * 1024);
    await db.collection<{ _id: number; n: number; pad: string }>('big').insertMany(Array.from({ length: 60 }, (_, i) => ({ _id: i, n: 59 - i, pad })));
    await db.collection('big').createIndex({ indexed: 1 });
  });
  let db: Db;
  beforeAll(() => {
    db = appDb();
  });

  const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: MongoServerError) => ({ code: error.code, message: error.message }));
  const firstNs = async (options: Record<string, unknown>) =>
    (await db.command({ find: 'big', sort: { n: 1 }, projection: { pad: 0 }, ...options })).cursor.firstBatch.slice(0, 2).map((doc: { n: number }) => doc.n);

  test('is refused on find, and on an aggregate whether the query layer runs its $sort or the pipeline does', async () => {
    expect(await refusal(firstNs({ allowDiskUse: false }))).toEqual({ code: 238, message: REFUSAL });
    const absorbed = db.collection('big').aggregate([{ $sort: { n: -1 } }, { $project: { pad: 0 } }], { allowDiskUse: false }).toArray();
    expect(await refusal(absorbed)).toEqual({ code: 238, message: REFUSAL });
    const staged = db.collection('big').aggregate([{ $addFields: { m: '$n' } }, { $sort: { m: -1 } }, { $project: { pad: 0 } }], { allowDiskUse: false }).toArray();
    expect(await refusal(staged)).toEqual({ code: 238, message: REFUSAL });
    // The stage's spec is checked first.
    const badSpec = db.collection('big').aggregate([{ $addFields: { m: '$n' } }, { $sort: {} }], { allowDiskUse: false }).toArray();
    expect(await refusal(badSpec)).toEqual({ code: 15976, message: '$sort stage must have at least one sort key' });
  });

  test('answers without allowDiskUse: false, under a small limit, and where no blocking sort runs', async () => {
    expect(await firstNs({})).toEqual([0, 1]);
    expect(await firstNs({ allowDiskUse: true })).toEqual([0, 1]);
    // A top-k sort holds only skip + limit documents.
    expect(await firstNs({ allowDiskUse: false, limit: 5 })).toEqual([0, 1]);
    // An index provides the order (mongod walks it), and so does the _id index for a sort on _id alone.
    const byIndex = await db.command({ find: 'big', sort: { indexed: 1 }, projection: { n: 1 }, allowDiskUse: false, batchSize: 2 });
    expect(byIndex.cursor.firstBatch).toHaveLength(2);
    const byId = await db.command({ find: 'big', sort: { _id: -1 }, projection: { n: 1 }, allowDiskUse: false, batchSize: 1 });
    expect(byId.cursor.firstBatch).toEqual([{ _id: 59, n: 0 }]);
    // A filter that leaves a few documents leaves a small sort.
    const few = await db.command({ find: 'big', filter: { n: { $lt: 3 } }, sort: { n: 1 }, projection: { n: 1 }, allowDiskUse: false });
    expect(few.cursor.firstBatch.map((doc: { n: number }) => doc.n)).toEqual([0, 1, 2]);
  });
});
