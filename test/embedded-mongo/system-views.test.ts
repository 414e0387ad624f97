import { beforeKill9, md5Of } from './child-store';
import { describeEmbedded, removeTempDirs, tempDir, withAppDb } from './target';

/** The views' definitions in `system.views` (engine/system-views.ts): what conformance cases cannot show. */
describeEmbedded('system.views', () => {
  afterAll(removeTempDirs);

  test('the definitions survive a restart and kill -9, and dbHash hashes them as mongod does', async () => {
    const dbPath = tempDir();
    await beforeKill9(dbPath, async (db) => {
      await db.collection('orders').insertOne({ _id: 1 as never, total: 5 });
      await db.createCollection('big', { viewOn: 'orders', pipeline: [{ $match: { total: { $gt: 1 } } }] });
      await db.createCollection('all', { viewOn: 'orders', pipeline: [] });
      await db.command({ collMod: 'all', viewOn: 'orders', pipeline: [{ $project: { total: 1 } }] });
    });

    await withAppDb(dbPath, async (restarted) => {
      const stored = await restarted.collection('system.views').find().toArray();
      // Natural order: collMod rewrote `all` in place.
      expect(stored).toEqual([
        { _id: 'app.big', viewOn: 'orders', pipeline: [{ $match: { total: { $gt: 1 } } }] },
        { _id: 'app.all', viewOn: 'orders', pipeline: [{ $project: { total: 1 } }] },
      ]);
      const reply = await restarted.command({ dbHash: 1 });
      const byId = [...stored].sort((a, b) => String(a._id).localeCompare(String(b._id)));
      expect(reply.collections).toEqual({ orders: md5Of([{ _id: 1, total: 5 }]), 'system.views': md5Of(byId) });
      expect(await restarted.collection('big').countDocuments()).toBe(1);
    });
  });

  test('dropping system.views drops the views', async () => {
    await withAppDb(tempDir(), async (db) => {
      await db.collection('orders').insertOne({ total: 5 });
      await db.createCollection('v', { viewOn: 'orders', pipeline: [] });
      expect(await db.collection('system.views').drop()).toBe(true);
      expect((await db.listCollections({}, { nameOnly: true }).toArray()).map(({ name }) => name)).toEqual(['orders']);
    });
  });
});
