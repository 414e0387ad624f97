import { describeEmbedded, removeTempDirs, tempDir, withStore } from './target';

/** renameCollection across databases through the driver, and that the move survives a restart. */
describeEmbedded('renameCollection across databases', () => {
  afterAll(removeTempDirs);


  test('moves documents, indexes and options, drops a target with dropTarget, and survives a restart', async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      const admin = client.db('admin');
      const orders = await client.db('app').createCollection<{ _id: number; ref: string }>('orders', { collation: { locale: 'en', strength: 2 } });
      await orders.insertMany([{ _id: 1, ref: 'a' }, { _id: 2, ref: 'b' }]);
      await orders.createIndex({ ref: 1 }, { unique: true, name: 'ref_unique' });
      await client.db('archive').collection<{ _id: number }>('orders').insertOne({ _id: 99 });
      await expect(admin.command({ renameCollection: 'app.orders', to: 'archive.orders' })).rejects.toMatchObject({ code: 48, message: 'target namespace exists' });
      expect(await admin.command({ renameCollection: 'app.orders', to: 'archive.orders', dropTarget: true })).toEqual({ ok: 1 });
      expect((await client.db('app').listCollections().toArray()).map((c) => c.name)).toEqual([]);
    });
    await withStore(dbPath, async (client) => {
      const moved = client.db('archive').collection<{ _id: number; ref: string }>('orders');
      expect(await moved.find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 1, ref: 'a' }, { _id: 2, ref: 'b' }]);
      expect((await moved.indexes()).map((index) => [index.name, index.unique ?? false])).toEqual([['_id_', false], ['ref_unique', true]]);
      // The collection's collation came along: 'A' finds 'a', and the unique index compares under it.
      expect(await moved.countDocuments({ ref: 'A' })).toBe(1);
      await expect(moved.insertOne({ _id: 3, ref: 'B' })).rejects.toMatchObject({ code: 11000 });
      expect(await client.db('app').collection('orders').countDocuments()).toBe(0);
    });
  });

  test('refuses what mongod refuses, with its codes and messages', async () => {
    await withStore(tempDir(), async (client) => {
      const admin = client.db('admin');
      const refusal = (command: object) => admin.command(command).then(() => undefined, (error: { code: number; message: string }) => [error.code, error.message]);
      await client.db('app').collection<{ _id: number }>('src').insertOne({ _id: 1 });
      await client.db('app').createCollection('shown', { viewOn: 'src', pipeline: [] });
      await client.db('other').createCollection('shown', { viewOn: 'x', pipeline: [] });
      expect(await refusal({ renameCollection: 'app.nothing', to: 'other.x' })).toEqual([26, 'source namespace does not exist']);
      expect(await refusal({ renameCollection: 'app.shown', to: 'other.y' })).toEqual([166, 'cannot rename view: app.shown']);
      expect(await refusal({ renameCollection: 'app.src', to: 'other.shown' })).toEqual([48, 'a view already exists with that name: other.shown']);
      expect(await refusal({ renameCollection: 'app.src', to: 'other.system.foo' })).toEqual([20, 'error with target namespace: Invalid system namespace: other.system.foo']);
      expect(await refusal({ renameCollection: 'app.src', to: 'other.system.views' })).toEqual([20, 'error with target namespace: cannot write to other.system.views']);
      expect(await refusal({ renameCollection: 'app.src', to: 'app.src' })).toEqual([20, "Can't rename a collection to itself"]);
      expect(await client.db('app').collection('src').countDocuments()).toBe(1);
    });
  });
});
