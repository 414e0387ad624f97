import { type Document, Int32, MongoServerError } from 'mongodb';
import { beforeKill9, md5Of } from './child-store';
import { describeEmbedded, removeTempDirs, tempDir, withAppDb } from './target';

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: MongoServerError) => ({ code: error.code, message: error.message }));

/** What mongod's create writes into system.views for a time series (view_catalog.cpp, generateViewPipeline). */
const unpack = (spec: Document) => [{ $_internalUnpackBucket: spec }];

/** The time series' documents in `system.views` (engine/catalog.ts): what conformance cases cannot show. */
describeEmbedded('time series in system.views', () => {
  afterAll(removeTempDirs);

  test('create and collMod write the view document; it survives kill -9 and a restart, and dbHash hashes it', async () => {
    const dbPath = tempDir();
    await beforeKill9(dbPath, async (db) => {
      await db.createCollection('metrics', { timeseries: { timeField: 't', metaField: 'm' } });
      await db.createCollection('plain', { timeseries: { timeField: 't', granularity: 'minutes' }, collation: { locale: 'fr' } });
      await db.collection('metrics').insertOne({ t: new Date('2026-01-01T00:00:00Z'), m: 1, v: 5 });
      await db.command({ collMod: 'metrics', timeseries: { granularity: 'hours' } });
    });

    await withAppDb(dbPath, async (restarted) => {
      const stored = await restarted.collection('system.views').find().toArray();
      expect(stored).toEqual([
        // collMod rewrote the span in place (natural order kept).
        { _id: 'app.metrics', viewOn: 'system.buckets.metrics', pipeline: unpack({ timeField: 't', metaField: 'm', bucketMaxSpanSeconds: 2592000 }) },
        {
          _id: 'app.plain',
          viewOn: 'system.buckets.plain',
          pipeline: unpack({ timeField: 't', bucketMaxSpanSeconds: 86400 }),
          collation: expect.objectContaining({ locale: 'fr', strength: 3 }),
        },
      ]);
      const raw = await restarted.collection('system.views').find({}, { promoteValues: false }).toArray();
      expect(raw[0]?.pipeline[0].$_internalUnpackBucket.bucketMaxSpanSeconds).toEqual(new Int32(2592000));

      const reply = await restarted.command({ dbHash: 1 });
      const buckets = await restarted.collection('system.buckets.metrics').find().sort({ _id: 1 }).toArray();
      expect(reply.collections).toEqual({
        'system.buckets.metrics': md5Of(buckets),
        'system.buckets.plain': md5Of([]),
        'system.views': md5Of([...stored].sort((a, b) => String(a._id).localeCompare(String(b._id)))),
      });
      const { views, collections } = await restarted.command({ dbStats: 1 });
      expect({ views, collections }).toEqual({ views: 2, collections: 3 });
      expect(await restarted.collection('metrics').countDocuments()).toBe(1);
    });
  });

  test('dropping a time series removes its document; system.views cannot be dropped under a time series', async () => {
    await withAppDb(tempDir(), async (db) => {
      await db.createCollection('metrics', { timeseries: { timeField: 't' } });
      await db.createCollection('v', { viewOn: 'metrics', pipeline: [] });
      expect(await failure(db.collection('system.views').drop())).toEqual({
        code: 125,
        message: 'cannot drop collection app.system.views when time-series collections are present.',
      });
      expect(await db.collection('metrics').drop()).toBe(true);
      expect((await db.collection('system.views').find().toArray()).map(({ _id }) => _id)).toEqual(['app.v']);
      expect(await db.collection('system.views').drop()).toBe(true);
      expect((await db.listCollections({}, { nameOnly: true }).toArray()).map(({ name }) => name)).toEqual([]);
    });
  });

  test('a clean restart neither duplicates nor loses the document', async () => {
    const dbPath = tempDir();
    await withAppDb(dbPath, async (db) => {
      await db.createCollection('metrics', { timeseries: { timeField: 't' } });
    });
    await withAppDb(dbPath, async (db) => {
      expect(await db.collection('system.views').find().toArray()).toEqual([
        { _id: 'app.metrics', viewOn: 'system.buckets.metrics', pipeline: unpack({ timeField: 't', bucketMaxSpanSeconds: 3600 }) },
      ]);
    });
  });

  test('createIndexes on system.views is refused as mongod refuses it (73); dropIndexes runs as on any collection', async () => {
    await withAppDb(tempDir(), async (db) => {
      await db.createCollection('v', { viewOn: 'src', pipeline: [] });
      expect(await failure(db.collection('system.views').createIndex({ viewOn: 1 }))).toEqual({ code: 73, message: 'cannot write to app.system.views' });
      expect(await db.command({ dropIndexes: 'system.views', index: '*' })).toMatchObject({ nIndexesWas: 1, ok: 1 });
      expect(await failure(db.command({ dropIndexes: 'system.views', index: 'viewOn_1' }))).toMatchObject({ code: 27 });
      expect((await db.collection('system.views').indexes()).map(({ name }) => name)).toEqual(['_id_']);
    });
  });
});
