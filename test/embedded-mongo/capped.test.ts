import { type Long, MongoServerError } from 'mongodb';
import { describeEmbedded, removeTempDirs, tempDir, withAppDb } from './target';

const ids = (docs: { _id: unknown }[]) => docs.map((doc) => doc._id);
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: MongoServerError) => ({ code: error.code, message: error.message }));

/** Capped collections (engine/capped.ts, engine/tailable.ts): what a conformance case cannot show (time, restarts). */
describeEmbedded('capped collections', () => {
  afterAll(removeTempDirs);

  test('the oldest documents make room by count and by size, and the result survives a restart', async () => {
    const dbPath = tempDir();
    await withAppDb(dbPath, async (db) => {
      await db.createCollection('log', { capped: true, size: 100_000, max: 3 });
      for (let i = 1; i <= 5; i++) await db.collection('log').insertOne({ _id: i as never });
      expect(ids(await db.collection('log').find().toArray())).toEqual([3, 4, 5]);
      // Each document is 27 bytes ({_id: int32, s: 'xxxxx'}): a 60-byte collection keeps two.
      await db.createCollection('small', { capped: true, size: 60 });
      for (let i = 1; i <= 4; i++) await db.collection('small').insertOne({ _id: i as never, s: 'xxxxx' });
      expect(ids(await db.collection('small').find().toArray())).toEqual([3, 4]);
    });
    await withAppDb(dbPath, async (db) => {
      expect(ids(await db.collection('log').find().toArray())).toEqual([3, 4, 5]);
      await db.collection('log').insertOne({ _id: 6 as never });
      expect(ids(await db.collection('log').find().sort({ $natural: -1 }).toArray())).toEqual([6, 5, 4]);
      const [info] = await db.listCollections({ name: 'log' }, { nameOnly: false }).toArray();
      expect(info?.options).toEqual({ capped: true, size: 100_000, max: 3 });
    });
  });

  test('a tailable awaitData cursor waits for the next insert and then returns it', async () => {
    await withAppDb(tempDir(), async (db) => {
      await db.createCollection('events', { capped: true, size: 10_000 });
      await db.collection('events').insertOne({ _id: 1 as never });
      const first = await db.command({ find: 'events', tailable: true, awaitData: true });
      expect(ids(first.cursor.firstBatch)).toEqual([1]);
      const cursorId = first.cursor.id as Long;
      expect(cursorId.isZero()).toBe(false);

      const started = Date.now();
      const empty = await db.command({ getMore: cursorId, collection: 'events', maxTimeMS: 200 });
      expect(empty.cursor.nextBatch).toEqual([]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(150);
      expect(empty.cursor.id).toEqual(cursorId);

      const waiting = db.command({ getMore: cursorId, collection: 'events', maxTimeMS: 5000 });
      const inserted = new Promise((resolve) => setTimeout(() => resolve(db.collection('events').insertOne({ _id: 2 as never })), 100));
      const woken = Date.now();
      const next = await waiting;
      await inserted;
      expect(ids(next.cursor.nextBatch)).toEqual([2]);
      expect(Date.now() - woken).toBeLessThan(3000);
    });
  });

  test('a tailable cursor whose position was overwritten gets CappedPositionLost', async () => {
    await withAppDb(tempDir(), async (db) => {
      await db.createCollection('ring', { capped: true, size: 10_000, max: 2 });
      await db.collection('ring').insertMany([{ _id: 1 as never }, { _id: 2 as never }]);
      const first = await db.command({ find: 'ring', tailable: true });
      await db.collection('ring').insertMany([{ _id: 3 as never }, { _id: 4 as never }]);
      expect(await failure(db.command({ getMore: first.cursor.id as Long, collection: 'ring' }))).toEqual({
        code: 136,
        message: 'CollectionScan died due to position in capped collection being deleted. Last seen record id: RecordId(2)',
      });
    });
  });

  test('a tailable getMore returns only what was inserted since, and maxTimeMS needs awaitData', async () => {
    await withAppDb(tempDir(), async (db) => {
      await db.createCollection('feed', { capped: true, size: 10_000 });
      await db.collection('feed').insertMany([{ _id: 1 as never, k: 'a' }, { _id: 2 as never, k: 'b' }]);
      const first = await db.command({ find: 'feed', filter: { k: 'a' }, tailable: true });
      expect(ids(first.cursor.firstBatch)).toEqual([1]);
      await db.collection('feed').insertMany([{ _id: 3 as never, k: 'a' }, { _id: 4 as never, k: 'b' }]);
      const next = await db.command({ getMore: first.cursor.id as Long, collection: 'feed' });
      expect(ids(next.cursor.nextBatch)).toEqual([3]);
      expect(await failure(db.command({ getMore: first.cursor.id as Long, collection: 'feed', maxTimeMS: 10 }))).toEqual({
        code: 2,
        message: 'cannot set maxTimeMS on getMore command for a non-awaitData cursor',
      });
    });
  });

  test('convertToCapped keeps the newest documents and survives a restart', async () => {
    const dbPath = tempDir();
    await withAppDb(dbPath, async (db) => {
      await db.collection('plain').insertMany(Array.from({ length: 10 }, (_, i) => ({ _id: i as never, pad: 'x'.repeat(100) })));
      await db.collection('plain').createIndex({ pad: 1 });
      expect(await db.command({ convertToCapped: 'plain', size: 400 })).toEqual({ ok: 1 });
    });
    await withAppDb(dbPath, async (db) => {
      expect(ids(await db.collection('plain').find().toArray())).toEqual([7, 8, 9]);
      expect((await db.collection('plain').listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_']);
      const [info] = await db.listCollections({ name: 'plain' }, { nameOnly: false }).toArray();
      expect(info?.options).toEqual({ capped: true, size: 400 });
    });
  });
});
