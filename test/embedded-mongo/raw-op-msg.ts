import { BSON, type Document } from 'mongodb';
import net from 'node:net';

/**
 * OP_MSG written and read by hand, for what a driver will not send as given: exhaust streams, commands
 * whose session fields (`lsid`, `txnNumber`) a driver would replace with its own, and compressed messages.
 */

export const MORE_TO_COME = 1 << 1;

export function opMsg(requestId: number, flags: number, body: Document): Buffer {
  const doc = Buffer.from(BSON.serialize(body));
  const head = Buffer.alloc(21);
  head.writeInt32LE(21 + doc.length, 0);
  head.writeInt32LE(requestId, 4);
  head.writeInt32LE(2013, 12);
  head.writeUInt32LE(flags, 16);
  return Buffer.concat([head, doc]);
}

/** OP_COMPRESSED around `message` (mongod's CompressionHeader: original opCode, uncompressed size, compressor id). */
export function opCompressed(message: Buffer, compressorId: number, compress: (data: Buffer) => Buffer): Buffer {
  const body = compress(message.subarray(16));
  const head = Buffer.alloc(25);
  message.copy(head, 0, 0, 16);
  head.writeInt32LE(25 + body.length, 0);
  head.writeInt32LE(2012, 12);
  head.writeInt32LE(message.readInt32LE(12), 16);
  head.writeInt32LE(message.length - 16, 20);
  head.writeUInt8(compressorId, 24);
  return Buffer.concat([head, body]);
}

export interface Reply {
  requestId: number;
  responseTo: number;
  flags: number;
  body: Document;
}

/** Sends one message to `uri`'s server and reads replies until one arrives without moreToCome (an exhaust stream ends). */
export function exchangeOpMsg(uri: string, message: Buffer): Promise<Reply[]> {
  const { hostname, port } = new URL(uri);
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

/** One command, sent exactly as given; its one reply. */
export async function rawCommand(uri: string, body: Document): Promise<Document> {
  const [reply] = await exchangeOpMsg(uri, opMsg(1, 0, body));
  return reply!.body;
}
