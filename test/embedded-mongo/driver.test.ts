import { Long, MongoServerError, ObjectId } from 'mongodb';
import { connectTarget, usingEmbedded } from './target';

const connected = connectTarget();

describe('MongoDB driver contract', () => {
  test('insert, find, update, delete round-trip BSON types', async () => {
    const items = connected.db.collection('crud');
    const when = new Date('2024-05-01T10:00:00Z');
    const { insertedId } = await items.insertOne({ name: 'bench', tags: ['wood', 'pla'], when, big: Long.fromString('9007199254740993'), nested: { a: 1 } });
    const found = await items.findOne({ _id: insertedId });
    expect(found).toEqual({ _id: insertedId, name: 'bench', tags: ['wood', 'pla'], when, big: Long.fromString('9007199254740993'), nested: { a: 1 } });
    expect(Object.keys(found!)[0]).toBe('_id');

    const updated = await items.updateOne({ _id: insertedId }, { $set: { 'nested.b': 2 }, $inc: { count: 1 }, $unset: { tags: '' } });
    expect(updated).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await items.findOne({ _id: insertedId }, { projection: { nested: 1, count: 1 } })).toEqual({ _id: insertedId, nested: { a: 1, b: 2 }, count: 1 });

    const noop = await items.updateOne({ _id: insertedId }, { $set: { count: 1 } });
    expect(noop).toMatchObject({ matchedCount: 1, modifiedCount: 0 });

    await items.insertMany([{ name: 'a', n: 1 }, { name: 'b', n: 2 }, { name: 'c', n: 3 }]);
    const many = await items.updateMany({ n: { $gte: 2 } }, { $set: { big: true } });
    expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    expect(await items.deleteOne({ name: 'a' })).toMatchObject({ deletedCount: 1 });
    expect(await items.deleteMany({ big: true })).toMatchObject({ deletedCount: 2 });
    expect(await items.countDocuments()).toBe(1);
    expect(await items.estimatedDocumentCount()).toBe(1);
  });

  test('replaceOne keeps _id and refuses to change it', async () => {
    const items = connected.db.collection('replace');
    const { insertedId } = await items.insertOne({ a: 1 });
    await items.replaceOne({ _id: insertedId }, { b: 2 });
    expect(await items.findOne({ _id: insertedId })).toEqual({ _id: insertedId, b: 2 });
    await expect(items.updateOne({ _id: insertedId }, { $set: { _id: new ObjectId() } })).rejects.toMatchObject({ code: 66 });
  });

  test('sort, skip, limit, projection and countDocuments', async () => {
    const items = connected.db.collection('sorting');
    await items.insertMany(Array.from({ length: 30 }, (_, i) => ({ i, group: i % 3, label: `item-${String(i).padStart(2, '0')}` })));
    const page = await items.find({ group: 1 }).sort({ i: -1 }).skip(2).limit(3).project({ _id: 0, i: 1 }).toArray();
    expect(page).toEqual([{ i: 22 }, { i: 19 }, { i: 16 }]);
    const multi = await items.find({ i: { $lt: 6 } }).sort({ group: 1, i: -1 }).project({ _id: 0, i: 1 }).toArray();
    expect(multi.map((doc) => doc.i)).toEqual([3, 0, 4, 1, 5, 2]);
    expect(await items.countDocuments({ group: 2 })).toBe(10);
    expect(await items.countDocuments({}, { skip: 25, limit: 10 })).toBe(5);
    expect(await items.distinct('group', { i: { $lt: 10 } })).toEqual([0, 1, 2]);
    const grouped = await items.aggregate([{ $match: { i: { $lt: 9 } } }, { $group: { _id: '$group', total: { $sum: '$i' } } }, { $sort: { _id: 1 } }]).toArray();
    expect(grouped).toEqual([{ _id: 0, total: 9 }, { _id: 1, total: 12 }, { _id: 2, total: 15 }]);
  });

  test('counting: $group by a constant, $facet of counts, $expr filters', async () => {
    const items = connected.db.collection('counting');
    await items.insertMany(Array.from({ length: 12 }, (_, i) => ({ i, read: i % 3 === 0, archived: i >= 10, name: `Name ${i}` })));
    expect(await items.countDocuments({ archived: false })).toBe(10);
    expect(await items.countDocuments({ archived: false }, { skip: 4, limit: 3 })).toBe(3);
    expect(await items.countDocuments({ archived: 'no' })).toBe(0);
    const group = (stage: object) => items.aggregate([{ $match: { archived: false } }, { $group: stage }]).toArray();
    expect(await group({ _id: null, total: { $sum: 2 } })).toEqual([{ _id: null, total: 20 }]);
    expect(await items.aggregate([{ $match: { i: -1 } }, { $group: { _id: 1, n: { $sum: 1 } } }]).toArray()).toEqual([]);
    // Not a constant group: every distinct value of `read` is its own group.
    const byRead = await group({ _id: '$read', n: { $sum: 1 } });
    expect(byRead.sort((a, b) => Number(a._id) - Number(b._id))).toEqual([{ _id: false, n: 6 }, { _id: true, n: 4 }]);

    const [counts] = await items
      .aggregate([
        {
          $facet: {
            total: [{ $match: { archived: false, name: /name 1/i } }, { $count: 'n' }],
            unread: [{ $match: { archived: false, read: false } }, { $count: 'n' }],
            none: [{ $match: { i: 99 } }, { $count: 'n' }],
          },
        },
      ])
      .toArray();
    expect(counts).toEqual({ total: [{ n: 1 }], unread: [{ n: 6 }], none: [] });
    expect(await items.countDocuments()).toBe(12);

    const doubled = await items.find({ $expr: { $gt: [{ $multiply: ['$i', 2] }, 20] } }).project({ _id: 0, i: 1 }).toArray();
    expect(doubled).toEqual([{ i: 11 }]);
    const nested = await items.find({ $or: [{ i: 0 }, { $expr: { $eq: ['$i', 5] } }] }).project({ _id: 0, i: 1 }).sort({ i: 1 }).toArray();
    expect(nested).toEqual([{ i: 0 }, { i: 5 }]);
  });

  test('an index in sort order gives the same answers as an in-memory sort', async () => {
    const items = connected.db.collection('indexed_sort');
    const base = Date.UTC(2024, 0, 1);
    await items.insertMany(Array.from({ length: 500 }, (_, i) => ({ i, created_at: new Date(base + ((i * 7919) % 500) * 1000), status: i % 4 === 0 ? 'new' : 'read' })));
    const unindexed = await items.find({ status: 'new' }).sort({ created_at: -1 }).limit(20).toArray();
    await items.createIndex({ created_at: -1 });
    const indexed = await items.find({ status: 'new' }).sort({ created_at: -1 }).limit(20).toArray();
    expect(indexed).toEqual(unindexed);
    const ascending = await items.find({}).sort({ created_at: 1 }).skip(10).limit(5).toArray();
    expect(ascending.map((doc) => doc.created_at.getTime())).toEqual([10, 11, 12, 13, 14].map((s) => base + s * 1000));
    await items.insertOne({ i: 1000, created_at: new Date(base + 10_000_000), status: 'new' });
    expect((await items.find({}).sort({ created_at: -1 }).limit(1).next())?.i).toBe(1000);
  });

  test('unique index violation is a writeError with code 11000, keyPattern and keyValue', async () => {
    const users = connected.db.collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertOne({ email: 'a@example.com' });
    const error = await users.insertOne({ email: 'a@example.com' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'a@example.com' } });
    // An unordered batch stores the valid documents and reports each failure with its index.
    const bulk = await users.insertMany([{ email: 'b@example.com' }, { email: 'a@example.com' }, { email: 'c@example.com' }], { ordered: false }).catch((e: unknown) => e);
    expect(bulk).toMatchObject({ code: 11000, writeErrors: [expect.objectContaining({ index: 1, code: 11000 })] });
    expect(await users.countDocuments()).toBe(3);
    // Building a unique index over duplicate data fails the same way.
    await connected.db.collection('dupes').insertMany([{ k: 1 }, { k: 1 }]);
    await expect(connected.db.collection('dupes').createIndex({ k: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
  });

  test('upserts, $setOnInsert and findOneAndUpdate', async () => {
    const counters = connected.db.collection('counters');
    const first = await counters.updateOne({ name: 'orders' }, { $inc: { seq: 1 }, $setOnInsert: { createdBy: 'test' } }, { upsert: true });
    expect(first).toMatchObject({ matchedCount: 0, upsertedCount: 1 });
    const second = await counters.updateOne({ name: 'orders' }, { $inc: { seq: 1 }, $setOnInsert: { createdBy: 'other' } }, { upsert: true });
    expect(second).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect(await counters.findOne({ name: 'orders' }, { projection: { _id: 0 } })).toEqual({ name: 'orders', seq: 2, createdBy: 'test' });

    const after = await counters.findOneAndUpdate({ name: 'orders' }, { $inc: { seq: 1 } }, { returnDocument: 'after', projection: { _id: 0, seq: 1 } });
    expect(after).toEqual({ seq: 3 });
    const before = await counters.findOneAndUpdate({ name: 'orders' }, { $inc: { seq: 1 } }, { returnDocument: 'before' });
    expect(before?.seq).toBe(3);
    const created = await counters.findOneAndUpdate({ name: 'invoices' }, { $set: { seq: 10 } }, { upsert: true, returnDocument: 'after' });
    expect(created).toMatchObject({ name: 'invoices', seq: 10 });
    const missing = await counters.findOneAndUpdate({ name: 'nope' }, { $set: { seq: 1 } });
    expect(missing).toBeNull();

    await counters.insertMany([{ kind: 'job', at: 3 }, { kind: 'job', at: 1 }, { kind: 'job', at: 2 }]);
    const oldest = await counters.findOneAndDelete({ kind: 'job' }, { sort: { at: 1 } });
    expect(oldest?.at).toBe(1);
    expect(await counters.countDocuments({ kind: 'job' })).toBe(2);

    await counters.deleteMany({ kind: 'job' });
    await counters.createIndex({ name: 1 }, { unique: true });
    await expect(counters.findOneAndUpdate({ name: 'orders' }, { $set: { name: 'invoices' } })).rejects.toMatchObject({
      code: 11000,
      keyPattern: { name: 1 },
      keyValue: { name: 'invoices' },
    });
  });

  test('200 parallel inserts are all stored exactly once', async () => {
    const items = connected.db.collection('parallel');
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => items.insertOne({ i })));
    expect(new Set(results.map((result) => result.insertedId.toHexString())).size).toBe(200);
    const stored = await items.find({}, { projection: { _id: 0, i: 1 } }).toArray();
    expect(stored.map((doc) => doc.i).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  test('cursors: batches, getMore and killCursors', async () => {
    const items = connected.db.collection('cursors');
    await items.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
    expect(await items.find({}).toArray()).toHaveLength(250); // first batch of 101, then getMore

    const cursor = items.find({}).sort({ i: 1 }).batchSize(10);
    const firstTen: number[] = [];
    for (let n = 0; n < 10; n++) firstTen.push((await cursor.next())!.i);
    expect(firstTen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await cursor.next())?.i).toBe(10); // served by getMore
    const id = cursor.id!;
    expect(id.isZero()).toBe(false);
    // A getMore must name the cursor's own collection, as mongod checks.
    await expect(connected.db.command({ getMore: id, collection: 'other' })).rejects.toMatchObject({
      code: 13,
      message: `Requested getMore on namespace '${connected.target.dbName}.other', but cursor belongs to a different namespace ${connected.target.dbName}.cursors`,
    });
    expect((await cursor.next())?.i).toBe(11);
    await cursor.close(); // killCursors
    await expect(connected.db.command({ getMore: id, collection: 'cursors' })).rejects.toMatchObject({ code: 43 });

    const killed = await connected.db.command({ killCursors: 'cursors', cursors: [Long.fromNumber(12345)] });
    expect(killed.cursorsNotFound).toHaveLength(1);
  });

  test('collections and indexes: create, list, drop', async () => {
    await connected.db.createCollection('made');
    // mongod 7.0: creating it again with the same options succeeds, with other options is 48 NamespaceExists.
    await connected.db.createCollection('made');
    await expect(connected.db.createCollection('made', { capped: true, size: 4096 })).rejects.toMatchObject({ code: 48 });
    const names = (await connected.db.listCollections({}, { nameOnly: true }).toArray()).map((info) => info.name);
    expect(names).toContain('made');
    const made = connected.db.collection('made');
    await made.createIndex({ at: 1 }, { expireAfterSeconds: 3600 });
    await made.createIndex({ a: 1, b: -1 }, { name: 'a_b' });
    const indexes = await made.listIndexes().toArray();
    expect(indexes.map((index) => index.name)).toEqual(['_id_', 'at_1', 'a_b']);
    expect(indexes[1]).toMatchObject({ key: { at: 1 }, expireAfterSeconds: 3600 });
    await made.dropIndex('a_b');
    expect(await made.indexExists('a_b')).toBe(false);
    await expect(connected.db.collection('never_created').listIndexes().toArray()).rejects.toMatchObject({ code: 26 });
    expect(await made.drop()).toBe(true);
    expect((await connected.db.listCollections({ name: 'made' }).toArray()).length).toBe(0);
  });

  test('unsupported commands answer CommandNotFound naming the command', async () => {
    await expect(connected.db.command({ frobnicate: 1 })).rejects.toMatchObject({ code: 59, codeName: 'CommandNotFound', message: expect.stringContaining("no such command: 'frobnicate'") });
  });

  test('a document over 16 MB is refused', async () => {
    const big = { payload: 'x'.repeat(16 * 1024 * 1024) };
    const error = await connected.db.collection('big').insertOne(big).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect([2, 10334]).toContain((error as MongoServerError).code);
    expect(await connected.db.collection('big').countDocuments()).toBe(0);
    // The connection is still usable afterwards.
    expect(await connected.db.command({ ping: 1 })).toMatchObject({ ok: 1 });
  });

  test('unacknowledged (w:0) writes get no reply and still apply', async () => {
    const items = connected.db.collection('fire_and_forget');
    await items.insertOne({ w0: true }, { writeConcern: { w: 0 } });
    const deadline = Date.now() + 2000;
    while ((await items.countDocuments({ w0: true })) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await items.countDocuments({ w0: true })).toBe(1);
  });

  test('hello describes a standalone server', async () => {
    const hello = await connected.db.admin().command({ hello: 1 });
    expect(hello).toMatchObject({ isWritablePrimary: true, ok: 1 });
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(8);
    expect(hello.logicalSessionTimeoutMinutes).toBeGreaterThan(0);
    expect(hello.setName).toBeUndefined();
    if (usingEmbedded) expect(hello.topologyVersion).toBeUndefined();
  });
});
