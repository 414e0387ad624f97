import { Binary, type Document } from 'mongodb';
import { describeEmbedded, removeTempDirs, tempDir, withStore } from './target';

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: { code: number; message: string }) => ({ code: error.code, message: error.message }));

/** Clustered collections and create's other options (commands/clustered.ts, create-checks.ts): what a conformance case cannot show (restarts, the TTL monitor). */
describeEmbedded('clustered collections', () => {
  afterAll(removeTempDirs);

  test('the clustering, its TTL and a collMod of it survive a restart; documents come in _id order', async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      const db = client.db('farm');
      await db.createCollection('jobs', { clusteredIndex: { key: { _id: 1 }, unique: true, name: 'by_id' }, expireAfterSeconds: 600 });
      await db.collection<Document>('jobs').insertMany([{ _id: 3 as never }, { _id: 1 as never }, { _id: 2 as never }]);
      await db.command({ collMod: 'jobs', expireAfterSeconds: 900 });
    });
    await withStore(dbPath, async (client) => {
      const db = client.db('farm');
      const [info] = (await db.listCollections({ name: 'jobs' }).toArray()) as Document[];
      expect(info).toEqual({
        name: 'jobs',
        type: 'collection',
        options: { clusteredIndex: { v: 2, key: { _id: 1 }, name: 'by_id', unique: true }, expireAfterSeconds: 900 },
        info: { readOnly: false, uuid: expect.any(Binary) },
      });
      expect(await db.collection('jobs').indexes()).toEqual([{ v: 2, key: { _id: 1 }, name: 'by_id', unique: true, expireAfterSeconds: 900, clustered: true }]);
      expect((await db.collection<Document>('jobs').find().toArray()).map((doc) => doc._id)).toEqual([1, 2, 3]);
      // The record store's duplicate, as mongod's buildDupKeyErrorStatus words it without an index name.
      await expect(db.collection<Document>('jobs').insertOne({ _id: 2 as never })).rejects.toMatchObject({
        code: 11000,
        message: 'E11000 duplicate key error collection: farm.jobs dup key: { _id: 2 }',
      });
      await db.command({ collMod: 'jobs', expireAfterSeconds: 'off' });
    });
    await withStore(dbPath, async (client) => {
      const [info] = (await client.db('farm').listCollections({ name: 'jobs' }).toArray()) as Document[];
      expect(info?.options).toEqual({ clusteredIndex: { v: 2, key: { _id: 1 }, name: 'by_id', unique: true } });
    });
  });

  test('autoIndexId and changeStreamPreAndPostImages survive a restart in the options', async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      const reply = await client.db('farm').command({ create: 'notes', autoIndexId: true, changeStreamPreAndPostImages: { enabled: true } });
      expect(reply).toEqual({ note: 'The autoIndexId option is deprecated and will be removed in a future release', ok: 1 });
    });
    await withStore(dbPath, async (client) => {
      const [info] = (await client.db('farm').listCollections({ name: 'notes' }).toArray()) as Document[];
      expect(info?.options).toEqual({ autoIndexId: true, changeStreamPreAndPostImages: { enabled: true } });
    });
  });

  test('the TTL monitor removes the documents whose _id is a date that old, and no others', async () => {
    await withStore(tempDir(), async (client) => {
      const db = client.db('farm');
      await db.createCollection('events', { clusteredIndex: { key: { _id: 1 }, unique: true }, expireAfterSeconds: 60 });
      const now = Date.now();
      const events = db.collection<Document>('events');
      await events.insertMany([
        { _id: new Date(now - 3600_000) as never, n: 'old' },
        { _id: new Date(now + 3600_000) as never, n: 'new' },
        { _id: 5 as never, n: 'number' },
      ]);
      await events.insertOne({ n: 'objectId' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await events.find().toArray()).map((doc) => doc.n).sort()).toEqual(['new', 'number', 'objectId']);
    }, { ttlIntervalMs: 50 });
  });

  test('refused create options leave nothing created: 238 for what the store lacks, 50001 for autoIndexId false', async () => {
    await withStore(tempDir(), async (client) => {
      const db = client.db('farm');
      expect(await failure(db.command({ create: 'system.buckets.x', timeseries: { timeField: 't' } }))).toEqual({
        code: 238,
        message: 'create of a system.buckets collection with timeseries is not supported by the embedded store',
      });
      expect(await failure(db.command({ create: 'x', autoIndexId: false }))).toEqual({
        code: 50001,
        message: 'autoIndexId:false is not allowed for collection farm.x because it can be replicated',
      });
      expect(await db.listCollections().toArray()).toEqual([]);
    });
  });
});
