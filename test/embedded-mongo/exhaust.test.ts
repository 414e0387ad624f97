import { Long, MongoClient } from 'mongodb';
import { exchangeOpMsg, MORE_TO_COME, opMsg } from './raw-op-msg';
import { startTarget, type Target } from './target';

let target: Target;
let client: MongoClient;

beforeAll(async () => {
  target = await startTarget();
  client = await MongoClient.connect(target.uri, { serverSelectionTimeoutMS: 5000 });
  const coll = client.db('exhaust_test').collection<{ _id: number }>('c');
  await coll.deleteMany({});
  await coll.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }]);
});

afterAll(async () => {
  await client?.close();
  await target?.stop();
});

const EXHAUST_ALLOWED = 1 << 16;

const exchange = (message: Buffer) => exchangeOpMsg(target.uri, message);

describe('exhaust cursors (OP_MSG exhaustAllowed)', () => {
  test('a getMore with exhaustAllowed streams every batch, moreToCome on all but the last', async () => {
    const [found] = await exchange(opMsg(1, 0, { find: 'c', filter: {}, sort: { _id: 1 }, batchSize: 1, $db: 'exhaust_test' }));
    const cursorId = found!.body.cursor.id as Long;
    expect(found!.body.cursor.firstBatch).toEqual([{ _id: 1 }]);
    const replies = await exchange(opMsg(2, EXHAUST_ALLOWED, { getMore: cursorId, collection: 'c', batchSize: 1, $db: 'exhaust_test' }));
    expect(replies.map((reply) => reply.body.cursor.nextBatch)).toEqual([[{ _id: 2 }], [{ _id: 3 }], []]);
    expect(replies.map((reply) => (reply.flags & MORE_TO_COME) !== 0)).toEqual([true, true, false]);
    expect(replies.map((reply) => Long.fromValue(reply.body.cursor.id).isZero())).toEqual([false, false, true]);
    // Each reply answers the previous one: mongod's synthetic request takes the last reply's id.
    expect(replies[0]!.responseTo).toBe(2);
    expect(replies[1]!.responseTo).toBe(replies[0]!.requestId);
    expect(replies[2]!.responseTo).toBe(replies[1]!.requestId);
  });

  test('without exhaustAllowed a getMore gets one reply', async () => {
    const [found] = await exchange(opMsg(3, 0, { find: 'c', filter: {}, batchSize: 1, $db: 'exhaust_test' }));
    const replies = await exchange(opMsg(4, 0, { getMore: found!.body.cursor.id as Long, collection: 'c', batchSize: 1, $db: 'exhaust_test' }));
    expect(replies).toHaveLength(1);
    expect(replies[0]!.flags & MORE_TO_COME).toBe(0);
  });
});
