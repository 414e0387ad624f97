import { describeEmbedded, removeTempDirs, tempDir, withAppDb } from './target';

/** Text/geo options kept on a b-tree index, and dropDups dropped, are what the index is after a restart too. */
describeEmbedded('index specification fields through a restart', () => {
  afterAll(removeTempDirs);

  test('kept plugin options survive a restart; dropDups and a legacy _id never reach the catalog', async () => {
    const dbPath = tempDir();
    await withAppDb(dbPath, async (db) => {
      await db.command({ createIndexes: 'k', indexes: [{ key: { a: 1 }, name: 'a_1', default_language: 'french', bits: 26, dropDups: true, _id: 5, unique: 1 }] });
    });
    await withAppDb(dbPath, async (db) => {
      const index = (await db.collection('k').listIndexes().toArray()).find((spec) => spec.name === 'a_1');
      expect(index).toEqual({ v: 2, key: { a: 1 }, name: 'a_1', unique: true, default_language: 'french', bits: 26 });
      await db.collection('k').insertOne({ a: 1 });
      await expect(db.collection('k').insertOne({ a: 1 })).rejects.toMatchObject({ code: 11000 });
    });
  });
});
