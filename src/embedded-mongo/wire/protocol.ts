import { BSON, type Document, Double } from 'bson';
import { deserializeExact } from '../storage/exact-dates';
import { markNames, unmarkNames } from '../storage/field-names';
import { EXACT_BSON } from '../storage/records';
import { compressorIdOf, decompressMessage, ZSTD_COMPRESSOR_ID } from './compression';
import { HEADER_SIZE, MsgFlag, OpCode } from './constants';
import { FramingError } from './message-reader';

/** A decoded client request: the command document plus what is needed to address the reply. */
export interface WireRequest {
  requestId: number;
  opCode: typeof OpCode.Msg | typeof OpCode.Query;
  /** OP_MSG moreToCome: the client expects no reply (w:0 writes). */
  moreToCome: boolean;
  /** OP_MSG exhaustAllowed: the client reads a getMore's further batches as they are streamed (wire/exhaust.ts). */
  exhaustAllowed: boolean;
  command: Document;
  /** The message's size once decompressed: what mongod's `network.bytesIn` counts (its logical bytes). */
  size: number;
  /** The compressor of an OP_COMPRESSED request: its reply is compressed with it (wire/compression.ts). */
  compressorId?: number;
  /** Why the store answers this request with 238 NotImplemented instead of running it. */
  refusal?: string;
}

/**
 * mongod checks a request's BSON structurally only (bson/bson_validate.h: UTF-8 validity belongs to the full
 * mode of `validate`), so it stores and returns strings and names that are not valid UTF-8 byte for byte.
 * The store holds strings as JavaScript strings, which cannot keep such bytes: the request is refused rather
 * than stored changed. Its document is still decoded (invalid bytes replaced) so the refusal can be addressed.
 */
const INVALID_UTF8_REFUSAL = 'a string or field name that is not valid UTF-8 is not supported by the embedded store';
const REPLACING_INVALID_UTF8 = { ...EXACT_BSON, validation: { utf8: false } } as const;

function readDocument(buffer: Buffer, offset: number): { doc: Document; end: number; invalidUtf8: boolean } {
  if (offset + 4 > buffer.length) throw new FramingError('truncated BSON document');
  const size = buffer.readInt32LE(offset);
  if (size < 5 || offset + size > buffer.length) throw new FramingError('invalid BSON document size');
  const bytes = markNames(buffer.subarray(offset, offset + size));
  try {
    return { doc: deserializeExact(bytes, EXACT_BSON), end: offset + size, invalidUtf8: false };
  } catch (error) {
    if (!isInvalidUtf8(error)) throw new FramingError(`invalid BSON: ${(error as Error).message}`);
  }
  try {
    return { doc: deserializeExact(bytes, REPLACING_INVALID_UTF8), end: offset + size, invalidUtf8: true };
  } catch (error) {
    throw new FramingError(`invalid BSON: ${(error as Error).message}`);
  }
}

function isInvalidUtf8(error: unknown): boolean {
  return BSON.BSONError.isBSONError(error) && /invalid UTF-8/i.test(error.message);
}

function readCString(buffer: Buffer, offset: number): { value: string; end: number } {
  const zero = buffer.indexOf(0, offset);
  if (zero < 0) throw new FramingError('unterminated cstring');
  return { value: buffer.toString('utf8', offset, zero), end: zero + 1 };
}

/** Kind 0 is the command body; kind 1 sections carry document sequences (e.g. `documents` of an insert). */
function parseOpMsg(message: Buffer, requestId: number): WireRequest {
  const flags = message.readUInt32LE(HEADER_SIZE);
  // The optional trailing CRC-32C is for transport corruption; TCP on loopback does not need it, so skip it.
  const end = flags & MsgFlag.ChecksumPresent ? message.length - 4 : message.length;
  let offset = HEADER_SIZE + 4;
  let body: Document | undefined;
  const sequences: [string, Document[]][] = [];
  let invalidUtf8 = false;
  while (offset < end) {
    const kind = message[offset++];
    if (kind === 0) {
      if (body) throw new FramingError('OP_MSG with two body sections');
      const read = readDocument(message, offset);
      body = read.doc;
      invalidUtf8 ||= read.invalidUtf8;
      offset = read.end;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new FramingError('truncated document sequence');
      const sectionEnd = offset + message.readInt32LE(offset);
      if (sectionEnd > end || sectionEnd < offset + 5) throw new FramingError('invalid document sequence size');
      const id = readCString(message, offset + 4);
      const docs: Document[] = [];
      let cursor = id.end;
      while (cursor < sectionEnd) {
        const read = readDocument(message, cursor);
        docs.push(read.doc);
        invalidUtf8 ||= read.invalidUtf8;
        cursor = read.end;
      }
      if (cursor !== sectionEnd) throw new FramingError('document sequence overruns its section');
      sequences.push([id.value, docs]);
      offset = sectionEnd;
    } else {
      throw new FramingError(`unknown OP_MSG section kind ${String(kind)}`);
    }
  }
  if (!body) throw new FramingError('OP_MSG without a body section');
  for (const [identifier, docs] of sequences) body[identifier] = docs;
  return {
    requestId,
    opCode: OpCode.Msg,
    moreToCome: (flags & MsgFlag.MoreToCome) !== 0,
    exhaustAllowed: (flags & MsgFlag.ExhaustAllowed) !== 0,
    command: body,
    size: message.length,
    ...(invalidUtf8 && { refusal: INVALID_UTF8_REFUSAL }),
  };
}

/** Legacy OP_QUERY is only used by drivers for the very first handshake (`db.$cmd` hello/isMaster). */
function parseOpQuery(message: Buffer, requestId: number): WireRequest {
  const collection = readCString(message, HEADER_SIZE + 4);
  const read = readDocument(message, collection.end + 8);
  const query = read.doc;
  // Old drivers wrap the command as { $query: {...}, $readPreference: ... }.
  const command = query.$query && typeof query.$query === 'object' ? (query.$query as Document) : query;
  const db = collection.value.endsWith('.$cmd') ? collection.value.slice(0, -5) : collection.value;
  const refusal = read.invalidUtf8 ? { refusal: INVALID_UTF8_REFUSAL } : {};
  return { requestId, opCode: OpCode.Query, moreToCome: false, exhaustAllowed: false, command: { ...command, $db: db }, size: message.length, ...refusal };
}

export function parseMessage(message: Buffer): WireRequest {
  const requestId = message.readInt32LE(4);
  if (message.readInt32LE(12) === OpCode.Compressed) {
    const compressorId = compressorIdOf(message);
    if (compressorId === ZSTD_COMPRESSOR_ID) {
      const refusal = 'zstd-compressed messages are not supported by the embedded store';
      return { requestId, opCode: OpCode.Msg, moreToCome: false, exhaustAllowed: false, command: {}, size: message.length, refusal };
    }
    return { ...parseUncompressed(decompressMessage(message), requestId), compressorId };
  }
  return parseUncompressed(message, requestId);
}

function parseUncompressed(message: Buffer, requestId: number): WireRequest {
  const opCode = message.readInt32LE(12);
  if (opCode === OpCode.Msg && message.length >= HEADER_SIZE + 5) return parseOpMsg(message, requestId);
  if (opCode === OpCode.Query && message.length >= HEADER_SIZE + 4 + 1 + 8 + 5) return parseOpQuery(message, requestId);
  throw new FramingError(`unsupported opCode ${opCode}`);
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const head = Buffer.allocUnsafe(HEADER_SIZE);
  head.writeInt32LE(length, 0);
  head.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  head.writeInt32LE(responseTo, 8);
  head.writeInt32LE(opCode, 12);
  return head;
}

/**
 * Replies in the same protocol the request used: OP_REPLY for OP_QUERY, OP_MSG otherwise; `moreToCome` marks an
 * OP_MSG reply that another will follow unasked (an exhaust stream).
 */
export function encodeReply(request: WireRequest, reply: Document, moreToCome = false): Buffer {
  // mongod's `ok` is a double (1.0 / 0.0); clients that read types exactly see the difference.
  const body = unmarkNames(BSON.serialize(typeof reply.ok === 'number' ? { ...reply, ok: new Double(reply.ok) } : reply));
  if (request.opCode === OpCode.Query) {
    // responseFlags(4) cursorID(8) startingFrom(4) numberReturned(4)
    const prefix = Buffer.alloc(20);
    prefix.writeInt32LE(1, 16);
    const length = HEADER_SIZE + prefix.length + body.length;
    return Buffer.concat([header(length, request.requestId, OpCode.Reply), prefix, body], length);
  }
  const prefix = Buffer.alloc(5); // flagBits, then section kind 0
  if (moreToCome) prefix.writeUInt32LE(MsgFlag.MoreToCome, 0);
  const length = HEADER_SIZE + prefix.length + body.length;
  return Buffer.concat([header(length, request.requestId, OpCode.Msg), prefix, body], length);
}
