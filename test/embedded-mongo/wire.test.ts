import { BSON, MongoClient } from 'mongodb';
import net from 'node:net';
import { startTarget, type Target, usingEmbedded } from './target';

let target: Target;
let client: MongoClient;

beforeAll(async () => {
  target = await startTarget();
  client = await MongoClient.connect(target.uri, { serverSelectionTimeoutMS: 5000 });
});

afterAll(async () => {
  await client?.close();
  await target?.stop();
});

function connect(): Promise<net.Socket> {
  const { hostname, port } = new URL(target.uri);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname.replace(/^\[|\]$/g, ''), () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with everything received once the server closes the socket. */
function untilClosed(socket: net.Socket): Promise<Buffer> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => undefined);
  return new Promise((resolve) => socket.on('close', () => resolve(Buffer.concat(chunks))));
}

function opQueryHello(): Buffer {
  const query = Buffer.from(BSON.serialize({ isMaster: 1 }));
  const collection = Buffer.from('admin.$cmd\0');
  const body = Buffer.concat([Buffer.alloc(4), collection, Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]), query]);
  const header = Buffer.alloc(16);
  header.writeInt32LE(16 + body.length, 0);
  header.writeInt32LE(7, 4);
  header.writeInt32LE(2004, 12);
  return Buffer.concat([header, body]);
}

describe('wire protocol robustness', () => {
  test('the legacy OP_QUERY handshake gets an OP_REPLY', async () => {
    const socket = await connect();
    const reply = await new Promise<Buffer>((resolve) => {
      let data = Buffer.alloc(0);
      socket.on('data', (chunk: Buffer) => {
        data = Buffer.concat([data, chunk]);
        if (data.length >= 4 && data.length >= data.readInt32LE(0)) resolve(data);
      });
      socket.write(opQueryHello());
    });
    socket.destroy();
    expect(reply.readInt32LE(8)).toBe(7); // responseTo
    expect(reply.readInt32LE(12)).toBe(1); // OP_REPLY
    const doc = BSON.deserialize(reply.subarray(36));
    expect(doc).toMatchObject({ ismaster: true, ok: 1 });
  });

  test('an invalid message length closes only that connection', async () => {
    const socket = await connect();
    const closed = untilClosed(socket);
    const header = Buffer.alloc(16);
    header.writeInt32LE(3, 0); // shorter than a header
    socket.write(header);
    await closed;
    expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
  });

  test('a message announcing more than 48 MB closes only that connection', async () => {
    const socket = await connect();
    const closed = untilClosed(socket);
    const header = Buffer.alloc(16);
    header.writeInt32LE(64 * 1024 * 1024, 0);
    header.writeInt32LE(2013, 12);
    socket.write(header);
    await closed;
    expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
  });

  (usingEmbedded ? test : test.skip)('an OP_MSG with corrupt BSON closes only that connection', async () => {
    const socket = await connect();
    const closed = untilClosed(socket);
    const garbage = Buffer.from([0x20, 0, 0, 0, 0x02, 0x61, 0, 0xff, 0xff, 0xff, 0x7f, 0x41, 0, 0, 0]);
    const header = Buffer.alloc(21);
    header.writeInt32LE(21 + garbage.length, 0);
    header.writeInt32LE(2013, 12);
    socket.write(Buffer.concat([header, garbage]));
    await closed;
    expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
  });
});
