import type { Document } from 'mongodb';
import { describeEmbedded, removeTempDirs, tempDir, withStore } from './target';

/** collMod's changeStreamPreAndPostImages and a time series' index `hidden`: what a conformance case cannot show (restarts, namespaces in messages, admin). */
describeEmbedded('collMod options: pre-images and time-series indexes', () => {
  afterAll(removeTempDirs);

  test('changeStreamPreAndPostImages turned on and off by collMod survives restarts', async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      await client.db('farm').collection('notes').insertOne({ a: 1 });
      await client.db('farm').command({ collMod: 'notes', changeStreamPreAndPostImages: { enabled: true } });
    });
    await withStore(dbPath, async (client) => {
      const [info] = (await client.db('farm').listCollections({ name: 'notes' }).toArray()) as Document[];
      expect(info?.options).toEqual({ changeStreamPreAndPostImages: { enabled: true } });
      await client.db('farm').command({ collMod: 'notes', changeStreamPreAndPostImages: { enabled: false } });
    });
    await withStore(dbPath, async (client) => {
      const [info] = (await client.db('farm').listCollections({ name: 'notes' }).toArray()) as Document[];
      expect(info?.options).toEqual({});
    });
  });

  test('enabling it in admin is refused as mongod refuses it, disabling it there is allowed', async () => {
    await withStore(tempDir(), async (client) => {
      const admin = client.db('admin');
      await admin.collection('settings').insertOne({ a: 1 });
      await expect(admin.command({ collMod: 'settings', changeStreamPreAndPostImages: { enabled: true } })).rejects.toMatchObject({
        code: 72,
        message: 'changeStreamPreAndPostImages collection option is not supported on the admin database',
      });
      expect(await admin.command({ collMod: 'settings', changeStreamPreAndPostImages: { enabled: false } })).toEqual({ ok: 1 });
    });
  });

  test("a time series' hidden index survives a restart; a missing one is named for the buckets namespace", async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      const db = client.db('farm');
      await db.createCollection('readings', { timeseries: { timeField: 't', metaField: 'm' } });
      await db.collection('readings').createIndex({ m: 1 }, { name: 'by_m' });
      expect(await db.command({ collMod: 'readings', index: { keyPattern: { m: 1 }, hidden: true } })).toEqual({ hidden_old: false, hidden_new: true, ok: 1 });
      await expect(db.command({ collMod: 'readings', index: { name: 'nope', hidden: true } })).rejects.toMatchObject({
        code: 27,
        message: 'cannot find index nope for ns farm.system.buckets.readings',
      });
      await expect(db.command({ collMod: 'readings', index: { keyPattern: { m: -1, t: 1 }, hidden: true } })).rejects.toMatchObject({
        code: 27,
        message: 'cannot find index { meta: -1, control.min.t: 1, control.max.t: 1 } for ns farm.system.buckets.readings',
      });
    });
    await withStore(dbPath, async (client) => {
      const indexes = await client.db('farm').collection('readings').indexes();
      expect(indexes.map((index) => [index.name, index.hidden])).toEqual([
        ['m_1_t_1', undefined],
        ['by_m', true],
      ]);
    });
  });
});
