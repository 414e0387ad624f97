import { describeEmbedded, removeTempDirs, tempDir, withStore } from './target';

/** A view's own collation is kept in the log: after a restart reads still run under it and others are still refused. */
describeEmbedded('a view with its own collation', () => {
  afterAll(removeTempDirs);


  test('survives a restart, with its collation applied and enforced', async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      const db = client.db('app');
      await db.collection<{ _id: number; email: string }>('people').insertMany([{ _id: 1, email: 'Ann@x' }, { _id: 2, email: 'ann@x' }, { _id: 3, email: 'bob@x' }]);
      await db.createCollection('emails', { viewOn: 'people', pipeline: [{ $project: { email: 1 } }], collation: { locale: 'en', strength: 2 } });
    });
    await withStore(dbPath, async (client) => {
      const db = client.db('app');
      expect(await db.collection('emails').countDocuments({ email: 'ANN@X' })).toBe(2);
      const [info] = await db.listCollections({ name: 'emails' }).toArray();
      expect(info).toMatchObject({ type: 'view', options: { viewOn: 'people', collation: { locale: 'en', strength: 2, version: '57.1' } } });
      await expect(db.collection('emails').find({}, { collation: { locale: 'en' } }).toArray()).rejects.toMatchObject({
        code: 167,
        message: "Cannot override a view's default collation",
      });
      await expect(db.createCollection('plain', { viewOn: 'emails', pipeline: [] })).rejects.toMatchObject({
        code: 167,
        message: 'View app.plain has conflicting collation with view app.emails',
      });
      await expect(db.collection('people').aggregate([{ $unionWith: 'emails' }]).toArray()).rejects.toMatchObject({
        code: 167,
        message: "Cannot override a view's default collationapp.emails",
      });
    });
  });
});
