import { Long, MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../../src/embedded-mongo';
import { spawnStore } from './child-store';
import { describeEmbedded, removeTempDirs, tempDir } from './target';

/** showRecordId's record ids survive a restart, and counting resumes after the highest stored one (as mongod's). */
describeEmbedded('record ids (find showRecordId)', () => {
  afterAll(() => removeTempDirs());

  async function recordIds(uri: string): Promise<[unknown, string][]> {
    const client = await MongoClient.connect(uri);
    try {
      const reply = await client.db('app').command({ find: 'r', showRecordId: true, projection: { _id: 1 }, sort: { _id: 1 } }, { promoteLongs: false });
      return (reply.cursor.firstBatch as { _id: unknown; $recordId: Long }[]).map((doc) => {
        expect(doc.$recordId).toBeInstanceOf(Long);
        return [doc._id, doc.$recordId.toString()];
      });
    } finally {
      await client.close();
    }
  }

  test('kept by updates and a restart; a deleted highest id is taken again after the restart', async () => {
    const dbPath = tempDir();
    let mongo = await startEmbeddedMongo({ dbPath, logger: () => undefined });
    let client = await MongoClient.connect(mongo.uri);
    const r = () => client.db('app').collection<{ _id: number; x?: number }>('r');
    await r().insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }]);
    await r().deleteOne({ _id: 2 });
    await r().insertOne({ _id: 4 });
    await r().updateOne({ _id: 1 }, { $set: { x: 1 } });
    expect(await recordIds(mongo.uri)).toEqual([[1, '1'], [3, '3'], [4, '4']]);
    await r().deleteOne({ _id: 4 });
    await client.close();
    await mongo.stop();

    mongo = await startEmbeddedMongo({ dbPath, logger: () => undefined });
    client = await MongoClient.connect(mongo.uri);
    expect(await recordIds(mongo.uri)).toEqual([[1, '1'], [3, '3']]);
    await r().insertOne({ _id: 5 });
    expect(await recordIds(mongo.uri)).toEqual([[1, '1'], [3, '3'], [5, '4']]);
    await client.close();
    await mongo.stop();
  });

  test('record ids, a hashed and a wildcard index survive kill -9 (replayed from the log)', async () => {
    const dbPath = tempDir();
    const store = spawnStore(dbPath);
    const uri = await store.ready;
    const client = await MongoClient.connect(uri);
    const r = client.db('app').collection<{ _id: number; a?: string }>('r');
    await r.insertMany([{ _id: 1, a: 'x' }, { _id: 2, a: 'y' }, { _id: 3 }]);
    await r.deleteOne({ _id: 1 });
    await r.createIndex({ a: 'hashed' });
    await r.createIndex({ '$**': 1 }, { wildcardProjection: { a: 1 } });
    await client.close();
    store.child.kill('SIGKILL');
    await store.exited;

    const mongo = await startEmbeddedMongo({ dbPath, logger: () => undefined });
    try {
      expect(await recordIds(mongo.uri)).toEqual([[2, '2'], [3, '3']]);
      const again = await MongoClient.connect(mongo.uri);
      const indexes = await again.db('app').collection('r').listIndexes().toArray();
      expect(indexes.map((index) => [index.name, index.key, index.wildcardProjection])).toEqual([
        ['_id_', { _id: 1 }, undefined],
        ['a_hashed', { a: 'hashed' }, undefined],
        ['$**_1', { '$**': 1 }, { a: 1 }],
      ]);
      const plan = await again.db('app').collection('r').find({ a: 'y' }).explain();
      expect(plan.queryPlanner.winningPlan.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'a_hashed' });
      expect(await again.db('app').collection('r').find({ a: 'y' }).toArray()).toEqual([{ _id: 2, a: 'y' }]);
      await again.close();
    } finally {
      await mongo.stop();
    }
  });
});
