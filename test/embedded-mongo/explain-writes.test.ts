import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../../src/embedded-mongo';
import { describeEmbedded, removeTempDirs, tempDir } from './target';

/** Explain of writes runs them without changing anything; findAndModify's explain needs a database mongod holds open. */
describeEmbedded('explain of writes', () => {
  afterAll(() => removeTempDirs());

  test('an explained write changes nothing, and its execution error is reported, the explain succeeding', async () => {
    const mongo = await startEmbeddedMongo({ dbPath: tempDir(), logger: () => undefined });
    const client = await MongoClient.connect(mongo.uri);
    try {
      const db = client.db('app');
      await db.collection<{ _id: number; a: unknown }>('w').insertMany([{ _id: 1, a: 1 }, { _id: 2, a: 'x' }]);
      const multi = await db.command({ explain: { update: 'w', updates: [{ q: {}, u: { $inc: { a: 1 } }, multi: true }] }, verbosity: 'executionStats' });
      expect(multi.executionStats).toMatchObject({ executionSuccess: false, errorCode: 14, executionStages: { stage: 'UPDATE', nMatched: 2, nWouldModify: 1 } });
      const removed = await db.command({ explain: { delete: 'w', deletes: [{ q: {}, limit: 0 }] } });
      expect(removed.executionStats.executionStages).toMatchObject({ stage: 'BATCHED_DELETE', nWouldDelete: 2 });
      expect(await db.collection('w').find().toArray()).toEqual([{ _id: 1, a: 1 }, { _id: 2, a: 'x' }]);
    } finally {
      await client.close();
      await mongo.stop();
    }
  });

  test('a database stays open when its last collection is dropped, until dropDatabase or a restart', async () => {
    const dbPath = tempDir();
    let mongo = await startEmbeddedMongo({ dbPath, logger: () => undefined });
    let client = await MongoClient.connect(mongo.uri);
    const explainRemove = () => client.db('gone').command({ explain: { findAndModify: 'w', remove: true, query: {} } });
    const refusal = (run: Promise<unknown>) => run.then(() => undefined, (error: { code: number; message: string }) => [error.code, error.message]);
    expect(await refusal(explainRemove())).toEqual([26, 'database gone does not exist']);
    await client.db('gone').collection<{ _id: number }>('w').insertOne({ _id: 1 });
    await client.db('gone').collection('w').drop();
    expect((await explainRemove()).queryPlanner.winningPlan).toEqual({ stage: 'EOF' });
    await client.close();
    await mongo.stop();

    mongo = await startEmbeddedMongo({ dbPath, logger: () => undefined });
    client = await MongoClient.connect(mongo.uri);
    try {
      expect(await refusal(explainRemove())).toEqual([26, 'database gone does not exist']);
      await client.db('gone').createCollection('w');
      await client.db('gone').dropDatabase();
      expect(await refusal(explainRemove())).toEqual([26, 'database gone does not exist']);
    } finally {
      await client.close();
      await mongo.stop();
    }
  });
});
