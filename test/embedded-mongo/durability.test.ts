import { type Document, MongoClient, type ObjectId } from 'mongodb';
import fs from 'node:fs';
import path from 'node:path';
import { startEmbeddedMongo } from '../../src/embedded-mongo';
import { spawnStore } from './child-store';
import { describeEmbedded, removeTempDirs, tempDir, withStoreClient } from './target';

const quiet = () => undefined;

const withStore = <T>(dbPath: string, run: (client: MongoClient) => Promise<T>, options: { compactThresholdBytes?: number } = {}) => withStoreClient(dbPath, options, run);

describeEmbedded('embedded store durability', () => {
  afterAll(removeTempDirs);

  test('data, updates, deletes and indexes survive a clean restart', async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      const items = client.db('app').collection('items');
      await items.createIndex({ sku: 1 }, { unique: true });
      await items.createIndex({ at: 1 }, { expireAfterSeconds: 3600 });
      await items.insertMany(Array.from({ length: 50 }, (_, i) => ({ sku: `s${i}`, qty: i })));
      await items.updateOne({ sku: 's1' }, { $set: { qty: 100 } });
      await items.deleteOne({ sku: 's2' });
    });
    await withStore(dbPath, async (client) => {
      const items = client.db('app').collection('items');
      expect(await items.countDocuments()).toBe(49);
      expect((await items.findOne({ sku: 's1' }))?.qty).toBe(100);
      expect(await items.findOne({ sku: 's2' })).toBeNull();
      await expect(items.insertOne({ sku: 's3' })).rejects.toMatchObject({ code: 11000 });
      // Re-creating the same indexes after a restart (as connect-mongo and mongoose do at start) is a no-op.
      expect(await items.createIndexes([{ key: { sku: 1 }, unique: true }, { key: { at: 1 }, expireAfterSeconds: 3600 }])).toEqual(['sku_1', 'at_1']);
    });
    expect(fs.existsSync(path.join(dbPath, 'mongod.lock'))).toBe(false);
  });

  test('an index converted to unique through collMod stays unique after a restart', async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      const db = client.db('app');
      const items = db.collection('items');
      await items.insertMany([{ _id: 1, sku: 'a' }, { _id: 2, sku: 'a' }, { _id: 3, sku: 'b' }] as never[]);
      await items.createIndex({ sku: 1 });
      await db.command({ collMod: 'items', index: { keyPattern: { sku: 1 }, prepareUnique: true } });
      await expect(db.command({ collMod: 'items', index: { keyPattern: { sku: 1 }, unique: true } })).rejects.toMatchObject({
        code: 359,
        violations: [{ ids: [1, 2] }],
      });
      await items.deleteOne({ _id: 2 } as never);
      expect(await db.command({ collMod: 'items', index: { keyPattern: { sku: 1 }, unique: true } })).toMatchObject({ unique_new: true, ok: 1 });
    });
    await withStore(dbPath, async (client) => {
      const items = client.db('app').collection('items');
      expect((await items.indexes()).find((index) => index.name === 'sku_1')).toMatchObject({ unique: true });
      await expect(items.insertOne({ sku: 'b' })).rejects.toMatchObject({ code: 11000 });
    });
  });

  test("a collection's default collation survives a restart, for queries and its _id index", async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      await client.db('app').createCollection('people', { collation: { locale: 'en', strength: 2 } });
      await client.db('app').collection('people').insertOne({ _id: 'ann' as unknown as ObjectId, name: 'Ann' });
    });
    await withStore(dbPath, async (client) => {
      const people = client.db('app').collection('people');
      expect(await people.countDocuments({ name: 'ANN' })).toBe(1);
      await expect(people.insertOne({ _id: 'ANN' as unknown as ObjectId })).rejects.toMatchObject({ code: 11000 });
    });
  });

  test('storage engine options of a collection and of a time series are kept and listed after a restart', async () => {
    const dbPath = tempDir();
    const storageEngine = { wiredTiger: {} };
    const indexOptionDefaults = { storageEngine: { wiredTiger: { configString: '' } } };
    await withStore(dbPath, async (client) => {
      await client.db('app').createCollection('tuned', { storageEngine, indexOptionDefaults });
      await client.db('app').createCollection('series', { timeseries: { timeField: 'at' }, storageEngine });
      await client.db('app').collection('tuned').createIndex({ sku: 1 }, { storageEngine });
    });
    await withStore(dbPath, async (client) => {
      const infos = (await client.db('app').listCollections({ name: { $in: ['tuned', 'series'] } }).toArray()) as Document[];
      expect(infos.map(({ name, options }) => ({ name, options }))).toEqual([
        { name: 'tuned', options: { storageEngine, indexOptionDefaults } },
        { name: 'series', options: { storageEngine, timeseries: { timeField: 'at', granularity: 'seconds', bucketRoundingSeconds: 60, bucketMaxSpanSeconds: 3600 } } },
      ]);
      expect(await client.db('app').collection('tuned').indexes()).toEqual([
        { v: 2, key: { _id: 1 }, name: '_id_' },
        { v: 2, key: { sku: 1 }, name: 'sku_1', storageEngine },
      ]);
    });
  });

  test('a view, a change to it by collMod and the drop of another survive restarts', async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      const db = client.db('app');
      await db.collection('orders').insertMany([{ _id: 1 as unknown as ObjectId, state: 'open' }, { _id: 2 as unknown as ObjectId, state: 'done' }]);
      await db.createCollection('open', { viewOn: 'orders', pipeline: [{ $match: { state: 'open' } }] });
      await db.createCollection('gone', { viewOn: 'open', pipeline: [] });
    });
    await withStore(dbPath, async (client) => {
      const db = client.db('app');
      expect(await db.collection('open').find().toArray()).toEqual([{ _id: 1, state: 'open' }]);
      await db.command({ collMod: 'open', viewOn: 'orders', pipeline: [{ $match: { state: 'done' } }] });
      await db.collection('gone').drop();
    });
    await withStore(dbPath, async (client) => {
      const db = client.db('app');
      const infos = await db.listCollections({ type: 'view' }).toArray();
      expect(infos).toEqual([{ name: 'open', type: 'view', options: { viewOn: 'orders', pipeline: [{ $match: { state: 'done' } }] }, info: { readOnly: true } }]);
      expect(await db.collection('open').find().toArray()).toEqual([{ _id: 2, state: 'done' }]);
    });
  });

  test('compaction into a snapshot keeps every write', async () => {
    const dbPath = tempDir();
    await withStore(
      dbPath,
      async (client) => {
        const items = client.db('app').collection('items');
        for (let round = 0; round < 20; round++) {
          await items.insertMany(Array.from({ length: 20 }, (_, i) => ({ round, i, pad: 'x'.repeat(200) })));
          await items.updateMany({ round }, { $inc: { touched: 1 } });
          await items.deleteMany({ round, i: { $gte: 15 } });
        }
        expect(fs.existsSync(path.join(dbPath, 'snapshot.bson'))).toBe(true);
      },
      { compactThresholdBytes: 16 * 1024 },
    );
    await withStore(dbPath, async (client) => {
      const items = client.db('app').collection('items');
      expect(await items.countDocuments()).toBe(20 * 15);
      expect(await items.countDocuments({ touched: 1 })).toBe(20 * 15);
    });
  });

  test('a torn or corrupt log tail is truncated and the store opens again', async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      await client.db('app').collection('items').insertMany([{ n: 1 }, { n: 2 }]);
    });
    const log = fs.readdirSync(dbPath).find((file) => file.endsWith('.wal'))!;
    // A half-written frame: a length prefix promising more bytes than exist, then garbage.
    fs.appendFileSync(path.join(dbPath, log), Buffer.from([0xff, 0x00, 0x00, 0x00, 0x12, 0x34, 0x56, 0x78, 1, 2, 3]));
    await withStore(dbPath, async (client) => {
      const items = client.db('app').collection('items');
      expect(await items.countDocuments()).toBe(2);
      await items.insertOne({ n: 3 });
    });
    await withStore(dbPath, async (client) => {
      expect(await client.db('app').collection('items').countDocuments()).toBe(3);
    });
  });

  test('after kill -9 mid-stream every acknowledged insert is present', async () => {
    const dbPath = tempDir();
    const store = spawnStore(dbPath);
    const uri = await store.ready;
    const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 2000, maxPoolSize: 8 });
    const items = client.db('app').collection('stream');
    const acknowledged: ObjectId[] = [];
    let killed = false;
    // 8 writers insert as fast as they can until the process dies under them.
    const writers = Array.from({ length: 8 }, async (_, writer) => {
      for (let i = 0; !killed; i++) {
        try {
          const { insertedId } = await items.insertOne({ writer, i, pad: 'p'.repeat(100) });
          acknowledged.push(insertedId);
        } catch {
          return;
        }
      }
    });
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 5));
    store.child.kill('SIGKILL');
    killed = true;
    expect((await store.exited).signal).toBe('SIGKILL');
    await Promise.all(writers);
    await client.close(true);

    await withStore(dbPath, async (reopened) => {
      const stream = reopened.db('app').collection('stream');
      const present = new Set((await stream.find({}, { projection: { _id: 1 } }).toArray()).map((doc) => doc._id.toHexString()));
      const missing = acknowledged.filter((id) => !present.has(id.toHexString()));
      expect(missing).toEqual([]);
      expect(present.size).toBeGreaterThanOrEqual(acknowledged.length);
    });
  });

  test('the CLI stops cleanly on SIGTERM and its data opens again', async () => {
    const dbPath = tempDir();
    const store = spawnStore(dbPath);
    const client = await MongoClient.connect(await store.ready, { serverSelectionTimeoutMS: 2000 });
    await client.db('app').collection('cli').insertOne({ from: 'cli' });
    await client.close();
    store.child.kill('SIGTERM');
    expect((await store.exited).code).toBe(0);
    expect(fs.existsSync(path.join(dbPath, 'mongod.lock'))).toBe(false);
    await withStore(dbPath, async (reopened) => {
      expect(await reopened.db('app').collection('cli').countDocuments({ from: 'cli' })).toBe(1);
    });
  });

  test('a second process on the same folder gets a clear lock error', async () => {
    const dbPath = tempDir();
    const mongo = await startEmbeddedMongo({ dbPath, logger: quiet });
    try {
      await expect(startEmbeddedMongo({ dbPath, logger: quiet })).rejects.toThrow(/already in use/);
      const second = spawnStore(dbPath);
      const { code, stderr } = await second.exited;
      expect(code).toBe(1);
      expect(stderr).toContain(path.resolve(dbPath));
      expect(stderr).toContain('already in use');
    } finally {
      await mongo.stop();
    }
  });
});
