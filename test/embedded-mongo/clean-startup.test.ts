import { Long } from 'mongodb';
import os from 'node:os';
import { describeEmbedded, removeTempDirs, tempDir, withStoreClient } from './target';

describeEmbedded('what the store writes as it starts, as mongod does', () => {
  afterAll(removeTempDirs);

  test('a clean start stores the feature compatibility version; each start appends to local.startup_log', async () => {
    const dbPath = tempDir();
    const first = await withStoreClient(dbPath, {}, async (client) => {
      expect(await client.db('admin').collection('system.version').find().toArray()).toEqual([{ _id: 'featureCompatibilityVersion', version: '7.0' }]);
      const [entry, ...others] = await client.db('local').collection('startup_log').find({}, { promoteLongs: false }).toArray();
      expect(others).toEqual([]);
      expect(Object.keys(entry!)).toEqual(['_id', 'hostname', 'startTime', 'startTimeLocal', 'cmdLine', 'pid', 'buildinfo']);
      expect(entry!._id).toMatch(new RegExp(`^${os.hostname()}-\\d+$`));
      expect((entry!.startTime as Date).getMilliseconds()).toBe(0);
      expect(entry!.startTimeLocal).toMatch(/^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d\.\d{3}$/);
      expect(entry!.cmdLine).toEqual((await client.db('admin').command({ getCmdLineOpts: 1 })).parsed);
      const { ok: _ok, ...buildInfo } = await client.db('admin').command({ buildInfo: 1 });
      expect(entry!.buildinfo).toEqual(buildInfo);
      expect(entry!.pid).toEqual(Long.fromNumber(process.pid));
      await client.db('app').collection<{ _id: number }>('c').insertOne({ _id: 1 });
      return String(entry!._id);
    });
    await withStoreClient(dbPath, {}, async (client) => {
      const ids = (await client.db('local').collection('startup_log').find().toArray()).map((doc) => doc._id);
      expect(ids).toHaveLength(2);
      expect(ids[0]).toBe(first);
      // Not a clean start: the version document is not written again.
      expect(await client.db('admin').collection('system.version').countDocuments()).toBe(1);
    });
  });
});
