import { FramingError } from './message-reader';

/**
 * Snappy's raw block format (https://github.com/google/snappy/blob/main/format_description.txt), which
 * mongod's snappy message compressor reads and writes (snappy::RawUncompress / RawCompress).
 */

function readVarint(input: Buffer): { value: number; end: number } {
  let value = 0;
  for (let i = 0, shift = 0; i < 5 && i < input.length; i++, shift += 7) {
    value += (input[i]! & 0x7f) * 2 ** shift;
    if ((input[i]! & 0x80) === 0) return { value, end: i + 1 };
  }
  throw new FramingError('invalid snappy length');
}

/**
 * Decodes a whole snappy block of at most `maxLength` bytes; anything malformed is a FramingError (mongod ends
 * the session).
 */
export function snappyUncompress(input: Buffer, maxLength: number): Buffer {
  const { value: length, end } = readVarint(input);
  if (length > maxLength) throw new FramingError('snappy block longer than announced');
  const output = Buffer.allocUnsafe(length);
  let at = 0;
  let i = end;
  const need = (bytes: number) => {
    if (i + bytes > input.length) throw new FramingError('truncated snappy block');
  };
  while (i < input.length) {
    const tag = input[i++]!;
    const type = tag & 3;
    if (type === 0) {
      let literal = tag >> 2;
      if (literal >= 60) {
        const bytes = literal - 59;
        need(bytes);
        literal = input.readUIntLE(i, bytes);
        i += bytes;
      }
      literal += 1;
      need(literal);
      if (at + literal > length) throw new FramingError('snappy block longer than announced');
      input.copy(output, at, i, i + literal);
      at += literal;
      i += literal;
      continue;
    }
    let copy: number;
    let offset: number;
    if (type === 1) {
      need(1);
      copy = 4 + ((tag >> 2) & 7);
      offset = ((tag >> 5) << 8) | input[i++]!;
    } else {
      const bytes = type === 2 ? 2 : 4;
      need(bytes);
      copy = 1 + (tag >> 2);
      offset = input.readUIntLE(i, bytes);
      i += bytes;
    }
    if (offset === 0 || offset > at || at + copy > length) throw new FramingError('invalid snappy copy');
    // A copy may overlap what it writes (a repeated run), so it goes byte by byte.
    for (let k = 0; k < copy; k++, at++) output[at] = output[at - offset]!;
  }
  if (at !== length) throw new FramingError('snappy block shorter than announced');
  return output;
}

/**
 * A valid snappy block made of literals only: every snappy decoder reads it back exactly. It does not
 * shrink the data (a reply is never larger than a few bytes more than its BSON); only the bytes on the
 * wire differ from the library's output, never what they decode to.
 */
export function snappyCompress(input: Buffer): Buffer {
  const parts: Buffer[] = [];
  const length: number[] = [];
  for (let value = input.length; ; value = Math.floor(value / 128)) {
    if (value < 128) {
      length.push(value);
      break;
    }
    length.push((value & 0x7f) | 0x80);
  }
  parts.push(Buffer.from(length));
  const CHUNK = 65536;
  for (let start = 0; start < input.length; start += CHUNK) {
    const chunk = input.subarray(start, Math.min(start + CHUNK, input.length));
    const n = chunk.length - 1;
    if (n < 60) parts.push(Buffer.from([n << 2]));
    else if (n < 256) parts.push(Buffer.from([60 << 2, n]));
    else parts.push(Buffer.from([61 << 2, n & 0xff, n >> 8]));
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}
