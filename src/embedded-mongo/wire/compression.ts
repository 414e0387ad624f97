import { deflateSync, inflateSync } from 'node:zlib';
import { wrongTypeError } from '../wrong-type';
import { HEADER_SIZE, MAX_MESSAGE_SIZE_BYTES, OpCode } from './constants';
import { FramingError } from './message-reader';
import { snappyCompress, snappyUncompress } from './snappy';

/**
 * OP_COMPRESSED (mongod's transport/message_compressor_*.cpp): the compressors a 7.0 mongod offers by
 * default are snappy, zstd and zlib; the store has snappy and zlib (Node has no zstd before 22.15), so a
 * client offering zstd negotiates the others, and a zstd-compressed message is answered 238 (protocol.ts).
 * Ids are mongod's MessageCompressorId values.
 */
interface Compressor {
  id: number;
  compress(data: Buffer): Buffer;
  /** Never produces more than `size` bytes (the header's uncompressed size), so a lying header costs nothing. */
  uncompress(data: Buffer, size: number): Buffer;
}

const COMPRESSORS: Record<string, Compressor> = {
  snappy: { id: 1, compress: snappyCompress, uncompress: snappyUncompress },
  // mongod's zlib compressor is zlib's compress2/uncompress: the zlib stream format, as deflateSync/inflateSync.
  zlib: { id: 2, compress: (data) => deflateSync(data), uncompress: (data, size) => inflateSync(data, { maxOutputLength: Math.max(size, 1) }) },
};

export const ZSTD_COMPRESSOR_ID = 3;

/**
 * MessageCompressorManager::serverNegotiate: the client's compressors the server has, in the client's order.
 * Without a `compression` field a hello asks for the connection's current list (none yet: no field at all).
 * hello.idl types the field `array<string>` (parsed as `hello` whichever of its names was sent).
 */
export function negotiateCompressors(requested: unknown, current: string[] | undefined): string[] | undefined {
  if (requested === undefined) return current;
  if (!Array.isArray(requested)) throw wrongTypeError('hello.compression', requested, 'array');
  requested.forEach((name, index) => {
    if (typeof name !== 'string') throw wrongTypeError(`hello.compression.${index}`, name, 'string');
  });
  const agreed = (requested as string[]).filter((name) => name in COMPRESSORS);
  return agreed.length > 0 ? agreed : undefined;
}

/** The compressor id an OP_COMPRESSED message names (after the original opCode and uncompressed size). */
export function compressorIdOf(message: Buffer): number {
  if (message.length < HEADER_SIZE + 9) throw new FramingError('Invalid compressed message header');
  return message.readUInt8(HEADER_SIZE + 8);
}

/** The message an OP_COMPRESSED carries, with its own opCode and the compressed message's ids. */
export function decompressMessage(message: Buffer): Buffer {
  const originalOpCode = message.readInt32LE(HEADER_SIZE);
  const uncompressedSize = message.readInt32LE(HEADER_SIZE + 4);
  const compressor = Object.values(COMPRESSORS).find((candidate) => candidate.id === compressorIdOf(message));
  if (!compressor) throw new FramingError('Compression algorithm specified in message is not available');
  if (uncompressedSize < 0 || uncompressedSize + HEADER_SIZE > MAX_MESSAGE_SIZE_BYTES) {
    throw new FramingError('Decompressed message would be larger than maximum message size');
  }
  let body: Buffer;
  try {
    body = compressor.uncompress(message.subarray(HEADER_SIZE + 9), uncompressedSize);
  } catch (error) {
    if (error instanceof FramingError) throw error;
    throw new FramingError(`invalid compressed message: ${(error as Error).message}`);
  }
  if (body.length !== uncompressedSize) throw new FramingError('Decompressing message returned less data than expected');
  const head = Buffer.from(message.subarray(0, HEADER_SIZE));
  head.writeInt32LE(HEADER_SIZE + body.length, 0);
  head.writeInt32LE(originalOpCode, 12);
  return Buffer.concat([head, body]);
}

/** A reply compressed with the compressor of the request it answers, as mongod's session workflow does. */
export function compressMessage(message: Buffer, compressorId: number): Buffer {
  const compressor = Object.values(COMPRESSORS).find((candidate) => candidate.id === compressorId)!;
  const body = compressor.compress(message.subarray(HEADER_SIZE));
  const head = Buffer.alloc(HEADER_SIZE + 9);
  message.copy(head, 0, 0, HEADER_SIZE);
  head.writeInt32LE(head.length + body.length, 0);
  head.writeInt32LE(OpCode.Compressed, 12);
  head.writeInt32LE(message.readInt32LE(12), HEADER_SIZE);
  head.writeInt32LE(message.length - HEADER_SIZE, HEADER_SIZE + 4);
  head.writeUInt8(compressorId, HEADER_SIZE + 8);
  return Buffer.concat([head, body]);
}
