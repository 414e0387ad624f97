import { BSON, type Document, MongoClient } from 'mongodb';
import net from 'node:net';
import { deflateSync, inflateSync } from 'node:zlib';
import { snappyCompress, snappyUncompress } from '../../src/embedded-mongo/wire/snappy';
import { exchangeOpMsg, opCompressed, opMsg, rawCommand } from './raw-op-msg';
import { startTarget, type Target } from './target';

let target: Target;

beforeAll(async () => {
  target = await startTarget();
});

afterAll(async () => {
  await target?.stop();
});

/** Sends one message and returns the one reply's raw bytes. */
function exchangeRaw(message: Buffer): Promise<Buffer> {
  const { hostname, port } = new URL(target.uri);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname.replace(/^\[|\]$/g, ''), () => socket.write(message));
    let data = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      if (data.length >= 4 && data.length >= data.readInt32LE(0)) {
        socket.destroy();
        resolve(data.subarray(0, data.readInt32LE(0)));
      }
    });
  });
}

/** The OP_MSG body of a reply, read through OP_COMPRESSED with `uncompress` when the reply is compressed. */
function replyBody(reply: Buffer, uncompress: (data: Buffer) => Buffer): { compressorId?: number; body: Document } {
  if (reply.readInt32LE(12) !== 2012) return { body: BSON.deserialize(reply.subarray(21)) };
  const inner = uncompress(reply.subarray(25));
  expect(inner.length).toBe(reply.readInt32LE(20));
  expect(reply.readInt32LE(16)).toBe(2013);
  return { compressorId: reply.readUInt8(24), body: BSON.deserialize(inner.subarray(5)) };
}

describe('snappy raw blocks (wire/snappy.ts)', () => {
  test('literals and overlapping copies with 1- and 2-byte offsets decode as the format describes', () => {
    // "abc", a copy of 9 from 3 back (1-byte offset: tag 1 | (9-4)<<2), then "d" and a copy of 2 from 4 back (2-byte offset).
    const block = Buffer.from([15, 2 << 2, 0x61, 0x62, 0x63, 1 | (5 << 2), 3, 0, 0x64, 2 | (1 << 2), 4, 0]);
    expect(snappyUncompress(block, 15).toString()).toBe('abcabcabcabcdab');
  });

  test('what the store writes reads back exactly, at every literal length form', () => {
    for (const size of [0, 1, 60, 61, 256, 257, 65536, 65537, 200_000]) {
      const data = Buffer.from(Array.from({ length: size }, (_, i) => (i * 7919) % 251));
      expect(snappyUncompress(snappyCompress(data), size).equals(data)).toBe(true);
    }
  });

  test('a copy reaching before the start, a block shorter than it says or longer than the message header says, is malformed', () => {
    expect(() => snappyUncompress(Buffer.from([4, 0, 0x61, 1, 2]), 4)).toThrow('invalid snappy copy');
    expect(() => snappyUncompress(Buffer.from([4, 0, 0x61]), 4)).toThrow('snappy block shorter than announced');
    expect(() => snappyUncompress(Buffer.from([0x80, 0x80, 0x80, 0x80, 0x0f]), 100)).toThrow('snappy block longer than announced');
  });
});

describe('OP_COMPRESSED (network message compression)', () => {
  test('a zlib-compressed command is answered compressed with zlib', async () => {
    const reply = await exchangeRaw(opCompressed(opMsg(7, 0, { ping: 1, $db: 'admin' }), 2, deflateSync));
    expect(reply.readInt32LE(8)).toBe(7);
    expect(replyBody(reply, inflateSync)).toEqual({ compressorId: 2, body: { ok: 1 } });
  });

  test('a snappy-compressed command is answered compressed with snappy', async () => {
    const reply = await exchangeRaw(opCompressed(opMsg(8, 0, { ping: 1, $db: 'admin' }), 1, snappyCompress));
    expect(replyBody(reply, (data) => snappyUncompress(data, Infinity))).toEqual({ compressorId: 1, body: { ok: 1 } });
  });

  test("serverStatus' network.bytesIn counts a compressed message's decompressed size, as mongod's logical bytes", async () => {
    const network = async (requestId: number) => {
      const [reply] = await exchangeOpMsg(target.uri, opMsg(requestId, 0, { serverStatus: 1, $db: 'admin' }));
      return Number(reply!.body.network.bytesIn);
    };
    const before = await network(10);
    const padded = opMsg(11, 0, { ping: 1, pad: 'x'.repeat(100_000), $db: 'admin' });
    await exchangeRaw(opCompressed(padded, 2, deflateSync));
    const after = await network(12);
    expect(after - before).toBeGreaterThanOrEqual(padded.length + opMsg(12, 0, { serverStatus: 1, $db: 'admin' }).length);
  });

  test('hello negotiates the offered compressors it has, in the client order, after readOnly; a connection that offered none gets no field', async () => {
    const offered = await rawCommand(target.uri, { hello: 1, compression: ['zlib', 'snappy', 'lz4'], $db: 'admin' });
    expect(offered.compression).toEqual(['zlib', 'snappy']);
    expect(Object.keys(offered).indexOf('compression')).toBe(Object.keys(offered).indexOf('readOnly') + 1);
    expect((await rawCommand(target.uri, { hello: 1, $db: 'admin' })).compression).toBeUndefined();
  });

  test('a driver that negotiated zlib reads and writes a large document through it', async () => {
    const client = await MongoClient.connect(target.uri, { compressors: ['zlib'], serverSelectionTimeoutMS: 5000 });
    try {
      const coll = client.db('compression_test').collection<{ _id: number; text: string }>('c');
      await coll.deleteMany({});
      const text = 'x'.repeat(1_000_000);
      await coll.insertOne({ _id: 1, text });
      expect((await coll.findOne({ _id: 1 }))?.text).toBe(text);
    } finally {
      await client.close();
    }
  });
});
