import { BSON, type Document } from 'bson';

/**
 * BSON datetimes are int64 milliseconds; a JS Date holds only ±8.64e15, so the bson package decodes a
 * datetime beyond that as an invalid Date and would write it back as the epoch. Such a value is kept as an
 * OutOfRangeDate: a Date whose getTime() is the stored milliseconds, which is what the bson serializer and
 * our comparisons read. (Milliseconds beyond 2^53 keep the precision of a double.)
 */
export class OutOfRangeDate extends Date {
  constructor(private readonly milliseconds: number) {
    super(Number.NaN);
  }

  override getTime(): number {
    return this.milliseconds;
  }

  override valueOf(): number {
    return this.milliseconds;
  }
}

const JS_DATE_LIMIT = 8_640_000_000_000_000n;
const DATETIME = 0x09;

/** Bytes taken by an element's value, by BSON type; undefined for the types whose size is read from the value. */
const FIXED_SIZE: Record<number, number> = {
  0x01: 8, 0x06: 0, 0x07: 12, 0x08: 1, 0x09: 8, 0x0a: 0, 0x10: 4, 0x11: 8, 0x12: 8, 0x13: 16, 0xff: 0, 0x7f: 0,
};

interface Found {
  path: string[];
  milliseconds: number;
}

/** Walks a document's elements (type byte, name, value) and collects datetimes a JS Date cannot hold. */
function scan(buffer: Buffer, start: number, path: string[], found: Found[]): void {
  const end = start + buffer.readInt32LE(start) - 1;
  let offset = start + 4;
  while (offset < end) {
    const type = buffer[offset]!;
    const nameStart = offset + 1;
    const nameEnd = buffer.indexOf(0, nameStart);
    // Names are decoded only where needed (a path to an out-of-range date), to keep the scan allocation-free.
    const name = () => buffer.toString('utf8', nameStart, nameEnd);
    offset = nameEnd + 1;
    if (type === DATETIME) {
      const milliseconds = buffer.readBigInt64LE(offset);
      if (milliseconds > JS_DATE_LIMIT || milliseconds < -JS_DATE_LIMIT) found.push({ path: [...path, name()], milliseconds: Number(milliseconds) });
    }
    const fixed = FIXED_SIZE[type];
    if (fixed !== undefined) offset += fixed;
    else if (type === 0x03 || type === 0x04) {
      scan(buffer, offset, [...path, name()], found);
      offset += buffer.readInt32LE(offset);
    } else if (type === 0x02 || type === 0x0d || type === 0x0e) offset += 4 + buffer.readInt32LE(offset);
    else if (type === 0x05) offset += 5 + buffer.readInt32LE(offset);
    else if (type === 0x0c) offset += 4 + buffer.readInt32LE(offset) + 12;
    else if (type === 0x0f) offset += buffer.readInt32LE(offset);
    else if (type === 0x0b) offset = buffer.indexOf(0, buffer.indexOf(0, offset) + 1) + 1;
    else return; // unknown type: BSON.deserialize has already refused it
  }
}

/**
 * BSON.deserialize with `options`, except that datetimes outside a JS Date's range come back as
 * OutOfRangeDate with their real value. A document with no 0x09 byte anywhere holds no datetime and is not
 * scanned; the scan itself only hops from element header to element header.
 */
export function deserializeExact(buffer: Buffer, options: BSON.DeserializeOptions): Document {
  const doc = BSON.deserialize(buffer, options);
  if (!buffer.includes(DATETIME)) return doc;
  const found: Found[] = [];
  scan(buffer, 0, [], found);
  for (const { path, milliseconds } of found) {
    let parent: Document = doc;
    for (const part of path.slice(0, -1)) parent = parent[part] as Document;
    parent[path[path.length - 1]!] = new OutOfRangeDate(milliseconds);
  }
  return doc;
}
