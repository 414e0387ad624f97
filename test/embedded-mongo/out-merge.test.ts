import { describeEmbedded, removeTempDirs, tempDir, withStore } from './target';

/** `$out` and `$merge` through the driver, across databases, and what of them survives a restart. */
describeEmbedded('$out and $merge through the driver', () => {
  afterAll(removeTempDirs);


  test('write into another database of the store, keep no temporary collection, and survive a restart', async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      const source = client.db('app').collection<{ _id: number; sku: string; qty: number }>('orders');
      await source.insertMany([{ _id: 1, sku: 'a', qty: 2 }, { _id: 2, sku: 'b', qty: 1 }, { _id: 3, sku: 'a', qty: 5 }]);
      const out = await source.aggregate([{ $group: { _id: '$sku', total: { $sum: '$qty' } } }, { $sort: { _id: 1 } }, { $out: { db: 'reports', coll: 'totals' } }]).toArray();
      expect(out).toEqual([]);
      const stock = client.db('reports').collection('stock');
      await stock.createIndex({ sku: 1 }, { unique: true });
      await stock.insertOne({ sku: 'a', level: 10 });
      await source.aggregate([
        { $project: { _id: 0, sku: 1, qty: 1 } },
        { $merge: { into: { db: 'reports', coll: 'stock' }, on: 'sku', whenMatched: [{ $set: { level: { $subtract: ['$level', '$$new.qty'] } } }] } },
      ]).toArray();
      expect((await client.db('reports').listCollections().toArray()).map((c) => c.name).sort()).toEqual(['stock', 'totals']);
    });
    await withStore(dbPath, async (client) => {
      const reports = client.db('reports');
      expect(await reports.collection('totals').find().toArray()).toEqual([{ _id: 'a', total: 7 }, { _id: 'b', total: 1 }]);
      expect(await reports.collection('stock').find({}, { projection: { _id: 0 } }).sort({ sku: 1 }).toArray()).toEqual([
        { sku: 'a', level: 3 },
        { sku: 'b', qty: 1 },
      ]);
    });
  });

  test('a failed $out leaves the target as it was, also after a restart', async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      const db = client.db('app');
      await db.collection<{ _id: number; email: string }>('src').insertMany([{ _id: 1, email: 'x' }, { _id: 2, email: 'x' }]);
      await db.collection('dest').createIndex({ email: 1 }, { unique: true });
      await db.collection<{ _id: number; email: string }>('dest').insertOne({ _id: 9, email: 'kept' });
      await expect(db.collection('src').aggregate([{ $out: 'dest' }]).toArray()).rejects.toMatchObject({ code: 11000 });
    });
    await withStore(dbPath, async (client) => {
      const db = client.db('app');
      expect(await db.collection('dest').find().toArray()).toEqual([{ _id: 9, email: 'kept' }]);
      expect((await db.listCollections().toArray()).map((c) => c.name).sort()).toEqual(['dest', 'src']);
    });
  });

  test('a writing stage inside $facet, $lookup or $unionWith or into a view is refused with mongod\'s error', async () => {
    await withStore(tempDir(), async (client) => {
      const source = client.db('app').collection('src');
      await source.insertOne({ a: 1 });
      const refusal = (pipeline: object[]) => source.aggregate(pipeline).toArray().then(() => undefined, (error: { code: number; message: string }) => [error.code, error.message]);
      expect(await refusal([{ $facet: { x: [{ $out: 'y' }] } }])).toEqual([40600, '$out is not allowed to be used within a $facet stage']);
      expect(await refusal([{ $lookup: { from: 'src', pipeline: [{ $merge: 'y' }], as: 'l' } }])).toEqual([51047, "$merge is not allowed within a $lookup's sub-pipeline"]);
      expect(await refusal([{ $unionWith: { coll: 'src', pipeline: [{ $out: 'y' }] } }])).toEqual([31441, "$out is not allowed within a $unionWith's sub-pipeline"]);
      await client.db('app').createCollection('shown', { viewOn: 'src', pipeline: [] });
      expect(await refusal([{ $out: 'shown' }])).toEqual([166, 'Namespace app.shown is a view, not a collection']);
      expect(await refusal([{ $merge: 'shown' }])).toEqual([166, 'Namespace app.shown is a view, not a collection']);
      expect((await client.db('app').listCollections().toArray()).map((c) => c.name).sort()).toEqual(['shown', 'src', 'system.views']);
    });
  });
});
