import type { Db, Document } from 'mongodb';
import { beforeKill9 } from './child-store';
import { describeEmbedded, removeTempDirs, tempDir, withAppDb } from './target';

/** Three buckets (one per meta value): some, none and all of whose measurements have b < 12. */
const measurements = (['A', 'B', 'C'] as const).flatMap((bucket, n) =>
  [0, 1, 2, 3, 4].map((i) => ({ time: new Date(946684800000 + i * 1000), m: { bucket }, a: n * 5 + i, b: [[20, 16, 12, 8, 4], [99, 99, 99, 99, 99], [0, 0, 0, 0, 0]][n]![i] })),
);

const hinted = (db: Db, match: Document) =>
  db
    .collection('metrics')
    .aggregate([{ $match: match }, { $sort: { a: 1 } }, { $project: { _id: 0, a: 1 } }], { hint: { a: 1 } })
    .toArray()
    .then((docs) => docs.map(({ a }) => a as number));

/** A time series' partial index on measurements (engine/timeseries-partial-filter.ts, internal-expr-filter.ts). */
describeEmbedded('time series partial index on measurements', () => {
  afterAll(removeTempDirs);

  test('the buckets index keeps the converted filter and the buckets it holds through kill -9 and a restart', async () => {
    const dbPath = tempDir();
    await beforeKill9(dbPath, async (db) => {
      await db.createCollection('metrics', { timeseries: { timeField: 'time', metaField: 'm' } });
      await db.collection('metrics').insertMany(measurements);
      await db.collection('metrics').createIndex({ a: 1 }, { partialFilterExpression: { 'm.bucket': { $gte: 'A' }, b: { $lt: 12 } } });
    });
    await withAppDb(dbPath, async (db) => {
      const [, bucketsIndex] = await db.collection('system.buckets.metrics').indexes();
      expect(bucketsIndex).toMatchObject({
        key: { 'control.min.a': 1, 'control.max.a': 1 },
        name: 'a_1',
        partialFilterExpression: { 'meta.bucket': { $gte: 'A' }, 'control.min.b': { $_internalExprLt: 12 } },
      });
      const [, listed] = await db.collection('metrics').indexes();
      expect(listed).toEqual({ v: 2, key: { a: 1 }, name: 'a_1', partialFilterExpression: { 'm.bucket': { $gte: 'A' }, b: { $lt: 12 } } });
      expect(await hinted(db, { a: { $lt: 999 }, b: { $lt: 12 } })).toEqual([3, 4, 10, 11, 12, 13, 14]);
      // Bucket B (every b is 99) is not in the index: a hinted scan never reaches it.
      expect(await hinted(db, { a: { $gte: 0 } })).toEqual([0, 1, 2, 3, 4, 10, 11, 12, 13, 14]);
      // A new bucket is indexed by its own bounds.
      await db.collection('metrics').insertOne({ time: new Date(946684800000), m: { bucket: 'D' }, a: 20, b: 11 });
      expect(await hinted(db, { a: { $gte: 15 } })).toEqual([20]);
    });
  });

  test('the $_internalExpr bounds compare without type bracketing; a missing field sorts below every value', async () => {
    await withAppDb(tempDir(), async (db) => {
      await db.createCollection('metrics', { timeseries: { timeField: 'time', metaField: 'm' } });
      await db.collection('metrics').createIndex({ a: 1 }, { partialFilterExpression: { b: { $lt: 12 } } });
      const at = new Date(946684800000);
      await db.collection('metrics').insertMany([
        { time: at, m: 'string', a: 1, b: 'x' },
        { time: at, m: 'missing', a: 2 },
        { time: at, m: 'null', a: 3, b: null },
        { time: at, m: 'small', a: 4, b: 11 },
      ]);
      expect(await hinted(db, { a: { $gte: 0 } })).toEqual([2, 3, 4]);
    });
  });
});
