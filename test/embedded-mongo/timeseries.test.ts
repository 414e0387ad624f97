import type { Document } from 'mongodb';
import { describeEmbedded, removeTempDirs, tempDir, withStore } from './target';

/** Time series collections through the driver: what survives a restart, and expiry by the TTL monitor. */
describeEmbedded('time series collections', () => {
  afterAll(removeTempDirs);


  const at = (iso: string) => new Date(iso);

  test('buckets, options, indexes and changes survive a restart', async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      const db = client.db('farm');
      await db.createCollection('readings', { timeseries: { timeField: 'at', metaField: 'printer', granularity: 'minutes' } });
      const readings = db.collection<{ _id: number; [field: string]: unknown }>('readings');
      await readings.insertMany([
        { _id: 1, printer: 'p1', at: at('2024-03-01T10:00:00Z'), nozzle: 210 },
        { _id: 2, printer: 'p1', at: at('2024-03-01T10:30:00Z'), nozzle: 215 },
        { _id: 3, printer: 'p2', at: at('2024-03-01T11:00:00Z'), nozzle: 190 },
      ]);
      await readings.createIndex({ nozzle: 1 });
      expect(await readings.updateMany({ printer: 'p2' }, { $set: { printer: 'p3' } })).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
      expect(await readings.deleteMany({ nozzle: { $gt: 212 } })).toMatchObject({ deletedCount: 1 });
      await db.command({ collMod: 'readings', timeseries: { granularity: 'hours' } });
    });
    await withStore(dbPath, async (client) => {
      const db = client.db('farm');
      const readings = db.collection<{ _id: number; [field: string]: unknown }>('readings');
      expect(await readings.find().sort({ _id: 1 }).toArray()).toEqual([
        { at: at('2024-03-01T10:00:00Z'), printer: 'p1', _id: 1, nozzle: 210 },
        { at: at('2024-03-01T11:00:00Z'), printer: 'p3', _id: 3, nozzle: 190 },
      ]);
      const [info] = await db.listCollections({ name: 'readings' }).toArray();
      expect(info).toEqual({
        name: 'readings',
        type: 'timeseries',
        options: { timeseries: { timeField: 'at', metaField: 'printer', granularity: 'hours', bucketRoundingSeconds: 86400, bucketMaxSpanSeconds: 2592000 } },
        info: { readOnly: false },
      });
      expect((await readings.indexes()).map((index) => index.name)).toEqual(['printer_1_at_1', 'nozzle_1']);
      // A new measurement of p1 joins the bucket that already holds p1's earlier one.
      await readings.insertOne({ _id: 4, printer: 'p1', at: at('2024-03-01T10:10:00Z'), nozzle: 211 });
      expect(await db.collection('system.buckets.readings').countDocuments({ meta: 'p1' })).toBe(1);
      await expect(readings.insertOne({ _id: 5, printer: 'p1' })).rejects.toMatchObject({ code: 2, message: "'at' must be present and contain a valid BSON UTC datetime value" });
    });
  });

  test('the TTL monitor removes buckets whose whole window has expired', async () => {
    await withStore(tempDir(), async (client) => {
      const db = client.db('farm');
      await db.createCollection('events', { timeseries: { timeField: 'at', metaField: 'job' }, expireAfterSeconds: 60 });
      const [info] = (await db.listCollections({ name: 'events' }).toArray()) as Document[];
      // A long in BSON (the conformance suite checks the type); the driver promotes it.
      expect(info?.options).toEqual({ expireAfterSeconds: 60, timeseries: expect.objectContaining({ timeField: 'at' }) });
      const events = db.collection<Document>('events');
      const now = Date.now();
      await events.insertMany([
        { job: 'old', at: new Date(now - 3 * 3600 * 1000), state: 'done' },
        { job: 'new', at: new Date(now), state: 'printing' },
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await events.find({}, { projection: { _id: 0, job: 1, state: 1 } }).toArray()).toEqual([{ job: 'new', state: 'printing' }]);
    }, { ttlIntervalMs: 50 });
  });
  test('a partial TTL index on the metaField expires whole buckets of matching meta values, after a restart too', async () => {
    const dbPath = tempDir();
    const now = Date.now();
    await withStore(dbPath, async (client) => {
      const db = client.db('farm');
      await db.createCollection('jobs', { timeseries: { timeField: 'at', metaField: 'kind' } });
      const jobs = db.collection<Document>('jobs');
      await jobs.createIndex({ at: 1 }, { name: 'scratch_ttl', expireAfterSeconds: 60, partialFilterExpression: { kind: 'scratch' } });
      expect(await jobs.indexes()).toEqual([
        { v: 2, key: { kind: 1, at: 1 }, name: 'kind_1_at_1' },
        { v: 2, key: { at: 1 }, name: 'scratch_ttl', partialFilterExpression: { kind: 'scratch' }, expireAfterSeconds: 60 },
      ]);
      const [bucketsIndex] = (await db.collection('system.buckets.jobs').indexes()).filter((index) => index.name === 'scratch_ttl');
      expect(bucketsIndex).toMatchObject({ key: { 'control.min.at': 1 }, partialFilterExpression: { meta: { $eq: 'scratch' } }, expireAfterSeconds: 60 });
      await jobs.insertMany([
        { kind: 'scratch', at: new Date(now - 3 * 3600 * 1000), n: 1 },
        { kind: 'kept', at: new Date(now - 3 * 3600 * 1000), n: 2 },
        { kind: 'scratch', at: new Date(now), n: 3 },
      ]);
    });
    await withStore(dbPath, async (client) => {
      const jobs = client.db('farm').collection<Document>('jobs');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The old scratch bucket's window (start + 3600 s + 60 s) has passed; the other meta value has no TTL.
      expect(await jobs.find({}, { projection: { _id: 0, kind: 1, n: 1 } }).sort({ n: 1 }).toArray()).toEqual([
        { kind: 'kept', n: 2 },
        { kind: 'scratch', n: 3 },
      ]);
      expect((await jobs.indexes()).map((index) => index.name)).toEqual(['kind_1_at_1', 'scratch_ttl']);
    }, { ttlIntervalMs: 50 });
  });
  test('the TTL monitor leaves a time series alone once it held a date before 1970, until a restart', async () => {
    const dbPath = tempDir();
    const old = new Date(Date.now() - 3 * 3600 * 1000);
    const wait = () => new Promise((resolve) => setTimeout(resolve, 300));
    await withStore(dbPath, async (client) => {
      const db = client.db('farm');
      await db.createCollection('logs', { timeseries: { timeField: 'at', metaField: 'job' }, expireAfterSeconds: 60 });
      const logs = db.collection<Document>('logs');
      await logs.insertMany([
        { job: 'old', at: old },
        { job: 'archive', at: new Date('1960-05-01T00:00:00Z') },
      ]);
      await wait();
      expect(await logs.countDocuments()).toBe(2);
      // mongod keeps the extended-range flag while it runs, even once such measurements are gone.
      await logs.deleteMany({ job: 'archive' });
      await wait();
      expect(await logs.countDocuments({ job: 'old' })).toBe(1);
    }, { ttlIntervalMs: 50 });
    await withStore(dbPath, async (client) => {
      await wait();
      expect(await client.db('farm').collection('logs').countDocuments()).toBe(0);
    }, { ttlIntervalMs: 50 });
  });
});
