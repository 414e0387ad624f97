import type { Db } from 'mongodb';
import { describeEmbedded, suiteAppDb } from './target';

/**
 * Arrays too long to spread into a function call (V8 overflows its stack near a few hundred thousand
 * arguments) are within a 16 MB document: every path that copies a user's array must copy it element by element.
 */
describeEmbedded('arrays of hundreds of thousands of elements', () => {
  const appDb = suiteAppDb();
  let db: Db;
  beforeAll(() => {
    db = appDb();
  });

  const big = Array.from({ length: 300_000 }, (_, index) => index);

  test('$push with $each, $position and $slice', async () => {
    const docs = db.collection<{ _id: number; a: number[] }>('pushed');
    await docs.insertOne({ _id: 1, a: [-1] });
    await docs.updateOne({ _id: 1 }, { $push: { a: { $each: big, $position: 0 } } });
    const pushed = await docs.findOne({ _id: 1 });
    expect([pushed?.a.length, pushed?.a[0], pushed?.a.at(-1)]).toEqual([300_001, 0, -1]);
    await docs.updateOne({ _id: 1 }, { $push: { a: { $each: [7], $slice: -200_000 } } });
    const sliced = await docs.findOne({ _id: 1 });
    expect([sliced?.a.length, sliced?.a.at(-1)]).toEqual([200_000, 7]);
  });

  test('$concatArrays over long arrays, and the documents $unwind makes of one', async () => {
    const [sized] = await db
      .aggregate([{ $documents: [{}] }, { $project: { n: { $size: { $concatArrays: [big, big, big] } } } }])
      .toArray();
    expect(sized).toEqual({ n: 900_000 });
    const doubled = { $reduce: { input: { $range: [0, 18] }, initialValue: [0], in: { $concatArrays: ['$$value', '$$value'] } } };
    const unwound = await db.aggregate([{ $documents: [{}] }, { $set: { field: doubled } }, { $unwind: '$field' }, { $count: 'n' }]).toArray();
    expect(unwound).toEqual([{ n: 2 ** 18 }]);
  });
});
