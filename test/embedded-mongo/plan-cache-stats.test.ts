import { type Db } from 'mongodb';
import { describeEmbedded, suiteAppDb } from './target';

const planCacheStats = (db: Db, name: string) => db.collection(name).aggregate([{ $planCacheStats: {} }]).toArray();
const REFUSED = { code: 238, message: '$planCacheStats of a collection queried since its plan cache was last cleared is not supported by the embedded store' };

/** $planCacheStats answers only where mongod's plan cache is certainly empty (commands/plan-cache.ts). */
describeEmbedded('$planCacheStats: empty until a query may have cached a plan', () => {
  const appDb = suiteAppDb();

  test('a collection nobody queried has no entries; after a query it is refused, after an index build empty again', async () => {
    const db = appDb();
    await db.collection('p1').insertMany([{ a: 1 }, { a: 2 }]);
    await db.collection('p1').createIndex({ a: 1 });
    expect(await planCacheStats(db, 'p1')).toEqual([]);
    expect(await planCacheStats(db, 'p1')).toEqual([]);
    await db.collection('p1').find({ a: 1 }).toArray();
    await expect(planCacheStats(db, 'p1')).rejects.toMatchObject(REFUSED);
    await db.collection('p1').createIndex({ b: 1 });
    expect(await planCacheStats(db, 'p1')).toEqual([]);
    await db.collection('p1').dropIndex('b_1');
    expect(await planCacheStats(db, 'p1')).toEqual([]);
  });

  test('reads through $lookup, views and writes mark the collections they reach; a dropped and re-created collection starts empty', async () => {
    const db = appDb();
    await db.collection('p2').insertOne({ a: 1 });
    await db.collection('p3').insertOne({ a: 1 });
    await db.collection('p4').insertOne({ a: 1 });
    await db.collection('p2').aggregate([{ $lookup: { from: 'p3', localField: 'a', foreignField: 'a', as: 'x' } }]).toArray();
    await expect(planCacheStats(db, 'p3')).rejects.toMatchObject(REFUSED);
    await db.createCollection('p4view', { viewOn: 'p4', pipeline: [] });
    await db.collection('p4view').countDocuments();
    await expect(planCacheStats(db, 'p4')).rejects.toMatchObject(REFUSED);
    await db.collection('p2').drop();
    await db.collection('p2').insertOne({ a: 1 });
    expect(await planCacheStats(db, 'p2')).toEqual([]);
    await db.collection('p2').updateOne({ a: 1 }, { $set: { b: 1 } });
    await expect(planCacheStats(db, 'p2')).rejects.toMatchObject(REFUSED);
  });

  test('a renamed collection keeps its refusal; a missing one is 50933', async () => {
    const db = appDb();
    await db.collection('p5').insertOne({ a: 1 });
    await db.collection('p5').findOne({ a: 1 });
    await db.collection('p5').rename('p6');
    await expect(planCacheStats(db, 'p6')).rejects.toMatchObject(REFUSED);
    await expect(planCacheStats(db, 'p5')).rejects.toMatchObject({ code: 50933, message: "collection 'app.p5' does not exist" });
  });
});
