import { BSON, type Document, Long, MongoClient } from 'mongodb';
import net from 'node:net';
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
const MORE_TO_COME = 1 << 1;

function opMsg(requestId: number, flags: number, body: Document): Buffer {
  const doc = Buffer.from(BSON.serialize(body));
  const head = Buffer.alloc(21);
  head.writeInt32LE(21 + doc.length, 0);
  head.writeInt32LE(requestId, 4);
  head.writeInt32LE(2013, 12);
  head.writeUInt32LE(flags, 16);
  return Buffer.concat([head, doc]);
}

interface Reply {
  requestId: number;
  responseTo: number;
  flags: number;
  body: Document;
}

/** Sends one message and reads replies until one arrives without moreToCome (an exhaust stream ends). */
function exchange(message: Buffer): Promise<Reply[]> {
  const { hostname, port } = new URL(target.uri);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname.replace(/^\[|\]$/g, ''), () => socket.write(message));
    const replies: Reply[] = [];
    let data = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      while (data.length >= 4 && data.length >= data.readInt32LE(0)) {
        const length = data.readInt32LE(0);
        const flags = data.readUInt32LE(16);
        replies.push({ requestId: data.readInt32LE(4), responseTo: data.readInt32LE(8), flags, body: BSON.deserialize(data.subarray(21, length)) });
        data = data.subarray(length);
        if ((flags & MORE_TO_COME) === 0) {
          socket.destroy();
          resolve(replies);
          return;
        }
      }
    });
  });
}

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
