import mongoose, { Schema } from 'mongoose';
import { startTarget, type Target } from './target';

const MessageSchema = new Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true, unique: true },
    read: { type: Boolean, default: false },
    created_at: { type: Date, default: () => new Date(), index: true },
    visits: { type: Number, default: 0 },
  },
  { versionKey: false },
);

let target: Target;
let connection: mongoose.Connection;
const messageModel = (on: mongoose.Connection) => on.model('Message', MessageSchema);
let Message: ReturnType<typeof messageModel>;

beforeAll(async () => {
  target = await startTarget();
  connection = await mongoose.createConnection(target.uri, { dbName: target.dbName, serverSelectionTimeoutMS: 5000 }).asPromise();
  Message = messageModel(connection);
  await Message.init(); // creates the collection and the unique index
});

afterAll(async () => {
  await connection?.dropDatabase();
  await connection?.close();
  await target?.stop();
});

describe('mongoose contract', () => {
  test('create, query with sort/skip/limit, count', async () => {
    const base = Date.UTC(2024, 0, 1);
    await Message.create(Array.from({ length: 12 }, (_, i) => ({ name: `n${i}`, email: `n${i}@example.com`, created_at: new Date(base + i * 60_000), read: i % 2 === 0 })));
    const newest = await Message.find({ read: false }).sort({ created_at: -1 }).skip(1).limit(2).lean();
    expect(newest.map((doc) => doc.name)).toEqual(['n9', 'n7']);
    expect(await Message.countDocuments({ read: true })).toBe(6);
    const one = await Message.findOne({ email: 'n3@example.com' });
    expect(one?.name).toBe('n3');
    one!.read = true;
    await one!.save();
    expect(await Message.countDocuments({ read: true })).toBe(7);
    await Message.deleteOne({ _id: one!._id });
    expect(await Message.findById(one!._id)).toBeNull();
  });

  test('unique violation is a duplicate-key error with keyValue', async () => {
    await Message.create({ name: 'first', email: 'dup@example.com' });
    const error = await Message.create({ name: 'second', email: 'dup@example.com' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MongoServerError', code: 11000, keyValue: { email: 'dup@example.com' } });
  });

  test('findOneAndUpdate with upsert and $setOnInsert', async () => {
    const created = await Message.findOneAndUpdate(
      { email: 'upsert@example.com' },
      { $inc: { visits: 1 }, $setOnInsert: { name: 'Upserted' } },
      { upsert: true, returnDocument: 'after', setDefaultsOnInsert: false },
    ).lean();
    expect(created).toMatchObject({ email: 'upsert@example.com', name: 'Upserted', visits: 1 });
    const again = await Message.findOneAndUpdate(
      { email: 'upsert@example.com' },
      { $inc: { visits: 1 }, $setOnInsert: { name: 'Ignored' } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(again).toMatchObject({ name: 'Upserted', visits: 2 });
    const result = await Message.updateOne({ email: 'other@example.com' }, { $set: { name: 'Other' } }, { upsert: true });
    expect(result.upsertedCount).toBe(1);
  });

  test('indexes declared in the schema exist', async () => {
    const indexes = await Message.listIndexes();
    expect(indexes).toEqual(expect.arrayContaining([expect.objectContaining({ key: { email: 1 }, unique: true }), expect.objectContaining({ key: { created_at: 1 } })]));
  });
});
