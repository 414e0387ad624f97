import { type Db } from 'mongodb';
import { describeEmbedded, suiteAppDb } from './target';

/**
 * `$meta` in aggregation: what a conformance case cannot pin down (random values, metadata kept out of the
 * stored documents and out of sibling `$facet` branches).
 */
describeEmbedded('$meta in aggregation on the embedded store', () => {
  const appDb = suiteAppDb(async (db) => {
    await db.collection<{ _id: number; a: number }>('m').insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: i, a: 50 - i })));
  });
  let db: Db;
  beforeAll(() => {
    db = appDb();
  });

  test('$sample gives each document a distinct random double in [0, 1), highest first', async () => {
    const sampled = await db.collection('m').aggregate<{ r: number }>([{ $sample: { size: 20 } }, { $project: { _id: 0, r: { $meta: 'randVal' } } }]).toArray();
    const values = sampled.map(({ r }) => r);
    expect(values).toHaveLength(20);
    expect(values.every((value) => typeof value === 'number' && value >= 0 && value < 1)).toBe(true);
    expect([...values].sort((x, y) => y - x)).toEqual(values);
    expect(new Set(values).size).toBe(20);
  });

  test('a $sort in one $facet branch gives no sort key to its sibling, nor to the stored documents', async () => {
    const [facets] = await db
      .collection('m')
      .aggregate([{ $match: { _id: { $lt: 2 } } }, { $facet: { sorted: [{ $sort: { a: 1 } }, { $project: { k: { $meta: 'sortKey' } } }], plain: [{ $project: { k: { $meta: 'sortKey' } } }] } }])
      .toArray();
    expect(facets).toEqual({ sorted: [{ _id: 1, k: [49] }, { _id: 0, k: [50] }], plain: [{ _id: 0 }, { _id: 1 }] });
    expect(await db.collection('m').aggregate([{ $match: { _id: 0 } }, { $project: { k: { $meta: 'sortKey' } } }]).toArray()).toEqual([{ _id: 0 }]);
  });

  test('metadata never sticks to the stored documents a stage passes on', async () => {
    const pipeline = [{ $sample: { size: 3 } }, { $unionWith: 'm' }, { $replaceRoot: { newRoot: { doc: '$$ROOT' } } }, { $replaceRoot: { newRoot: '$doc' } }, { $project: { r: { $meta: 'randVal' } } }];
    const united = await db.collection('m').aggregate<{ r?: number }>(pipeline).toArray();
    expect(united).toHaveLength(53);
    expect(united.filter(({ r }) => r !== undefined)).toHaveLength(3);
    expect(await db.collection('m').aggregate([{ $match: { _id: 0 } }, { $project: { r: { $meta: 'randVal' } } }]).toArray()).toEqual([{ _id: 0 }]);
  });

  test('what the store cannot tie to mongod metadata is refused, not answered missing', async () => {
    const refusal = (pipeline: object[]) => db.collection('m').aggregate(pipeline).toArray().then(() => 'answered', (error: Error) => error.message);
    expect(await refusal([{ $sample: { size: 2 } }, { $project: { k: { $meta: 'sortKey' } } }])).toBe("$meta 'sortKey' after a $sample stage is not supported by the embedded store");
    expect(await refusal([{ $sample: { size: 2 } }, { $setWindowFields: { output: { n: { $count: {} } } } }, { $project: { k: { $meta: 'randVal' } } }])).toBe("$meta 'randVal' after a $setWindowFields stage is not supported by the embedded store");
    expect(await refusal([{ $project: { k: { $meta: 'indexKey' } } }])).toBe("$meta 'indexKey' in an aggregation expression is not supported by the embedded store");
    expect(await refusal([{ $project: { k: { $meta: 'vectorSearchScore' } } }])).toBe("$meta 'vectorSearchScore' is not supported by the embedded store");
  });
});
