import { MongoClient, MongoServerError } from 'mongodb';
import { spawnStore } from './child-store';
import { describeEmbedded, removeTempDirs, tempDir, withAppDb } from './target';

const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: MongoServerError) => error.code);

/** Document validation (engine/validation.ts): what a conformance case cannot show (restarts, the log, drivers' helpers). */
describeEmbedded('document validation', () => {
  afterAll(removeTempDirs);

  test('a validator set by create and changed by collMod survives restarts', async () => {
    const dbPath = tempDir();
    await withAppDb(dbPath, async (db) => {
      await db.createCollection('orders', { validator: { $jsonSchema: { required: ['total'], properties: { total: { bsonType: 'int', minimum: 0 } } } } });
      await db.collection('orders').insertOne({ _id: 1 as never, total: 5 });
    });
    await withAppDb(dbPath, async (db) => {
      expect(await refusal(db.collection('orders').insertOne({ _id: 2 as never }))).toBe(121);
      await db.command({ collMod: 'orders', validator: { total: { $gte: 10 } }, validationAction: 'error', validationLevel: 'strict' });
    });
    await withAppDb(dbPath, async (db) => {
      expect(await refusal(db.collection('orders').insertOne({ _id: 3 as never, total: 5 }))).toBe(121);
      await db.collection('orders').insertOne({ _id: 4 as never, total: 12 });
      const [info] = await db.listCollections({ name: 'orders' }, { nameOnly: false }).toArray();
      expect(info?.options).toEqual({ validator: { total: { $gte: 10 } }, validationLevel: 'strict', validationAction: 'error' });
      expect(await db.collection('orders').countDocuments()).toBe(2);
    });
  });

  test('after kill -9 the log replays a collMod of the validator and the deletes of a capped collection', async () => {
    const dbPath = tempDir();
    const store = spawnStore(dbPath);
    const client = await MongoClient.connect(await store.ready, { serverSelectionTimeoutMS: 2000 });
    const db = client.db('app');
    await db.createCollection('audit', { capped: true, size: 100_000, max: 2 });
    await db.collection('audit').insertMany([{ _id: 1 as never }, { _id: 2 as never }, { _id: 3 as never }]);
    await db.createCollection('items');
    await db.command({ collMod: 'items', validator: { name: { $type: 'string' } } });
    store.child.kill('SIGKILL');
    expect((await store.exited).signal).toBe('SIGKILL');
    await client.close(true);

    await withAppDb(dbPath, async (reopened) => {
      expect((await reopened.collection('audit').find().toArray()).map((doc) => doc._id)).toEqual([2, 3]);
      expect(await refusal(reopened.collection('items').insertOne({ name: 5 }))).toBe(121);
      await reopened.collection('audit').insertOne({ _id: 4 as never });
      expect((await reopened.collection('audit').find().toArray()).map((doc) => doc._id)).toEqual([3, 4]);
    });
  });

  test("validationAction 'warn' accepts the document and writes mongod's warning to the log", async () => {
    await withAppDb(tempDir(), async (db) => {
      await db.createCollection('notes', { validator: { text: { $type: 'string' } }, validationAction: 'warn' });
      await db.collection('notes').insertOne({ _id: 7 as never, text: 42 });
      expect(await db.collection('notes').countDocuments()).toBe(1);
      const { log } = await db.admin().command({ getLog: 'global' });
      expect((log as string[]).some((line) => line.includes('Document would fail validation') && line.includes('app.notes'))).toBe(true);
    });
  });

  test("the driver's errInfo carries the failing document's id and the failing rule", async () => {
    await withAppDb(tempDir(), async (db) => {
      await db.createCollection('people', { validator: { $jsonSchema: { properties: { age: { bsonType: 'int', maximum: 150 } } } } });
      const error = await db.collection('people').insertOne({ _id: 'p1' as never, age: 200 }).then(() => undefined, (caught: MongoServerError) => caught);
      expect(error?.code).toBe(121);
      expect(error?.errInfo).toEqual({
        failingDocumentId: 'p1',
        details: {
          operatorName: '$jsonSchema',
          schemaRulesNotSatisfied: [
            { operatorName: 'properties', propertiesNotSatisfied: [{ propertyName: 'age', details: [{ operatorName: 'maximum', specifiedAs: { maximum: 150 }, reason: 'comparison failed', consideredValue: 200 }] }] },
          ],
        },
      });
    });
  });
  test('a validator with encrypt keywords cannot be moved to moderate or warn by collMod, and keeps its settings', async () => {
    await withAppDb(tempDir(), async (db) => {
      const validator = { $jsonSchema: { properties: { ssn: { encrypt: { bsonType: 'string' } } } } };
      await db.createCollection('people', { validator });
      const message = 'Parsing of collection validator failed :: caused by :: Encryption-related validator keywords are not allowed in this context';
      for (const change of [{ validationLevel: 'moderate' }, { validationAction: 'warn' }]) {
        await expect(db.command({ collMod: 'people', ...change })).rejects.toMatchObject({ code: 224, message });
      }
      await db.command({ collMod: 'people', validationLevel: 'moderate', validator: { ssn: { $exists: true } } });
      await expect(db.command({ collMod: 'people', validator })).rejects.toMatchObject({ code: 224, message });
      const [info] = await db.listCollections({ name: 'people' }, { nameOnly: false }).toArray();
      expect(info?.options).toEqual({ validator: { ssn: { $exists: true } }, validationLevel: 'moderate' });
    });
  });
});
