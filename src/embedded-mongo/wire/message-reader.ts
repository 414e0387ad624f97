import { HEADER_SIZE, MAX_MESSAGE_SIZE_BYTES } from './constants';

export class FramingError extends Error {}

/**
 * Splits a TCP byte stream into whole wire-protocol messages using the int32 length prefix.
 * A length outside [header, maxMessageSizeBytes] means the stream is garbage: the caller drops the connection.
 */
export class MessageReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: Buffer[] = [];
    for (;;) {
      if (this.buffered < 4) break;
      const head = this.peekHead();
      const length = head.readInt32LE(0);
      if (length < HEADER_SIZE || length > MAX_MESSAGE_SIZE_BYTES) {
        throw new FramingError(`invalid message length ${length}`);
      }
      if (this.buffered < length) break;
      messages.push(this.take(length));
    }
    return messages;
  }

  private peekHead(): Buffer {
    const first = this.chunks[0]!;
    if (first.length >= 4) return first;
    const joined = Buffer.concat(this.chunks);
    this.chunks = [joined];
    return joined;
  }

  private take(length: number): Buffer {
    const joined = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const message = joined.subarray(0, length);
    const rest = joined.subarray(length);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return message;
  }
}
