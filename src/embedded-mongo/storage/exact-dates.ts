import { BSON, type Document } from 'bson';
import { ARRAY, EMBEDDED_DOCUMENT, elements } from './bson-elements';

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

interface Found {
  path: string[];
  milliseconds: number;
}

/** Walks a document's elements (type byte, name, value) and collects datetimes a JS Date cannot hold. */
function scan(buffer: Buffer, start: number, path: string[], found: Found[]): void {
  for (const element of elements(buffer, start)) {
    // Names are decoded only where needed (a path to an out-of-range date), to keep the scan allocation-free.
    const name = () => buffer.toString('utf8', element.nameStart, element.nameEnd);
    if (element.type === DATETIME) {
      const milliseconds = buffer.readBigInt64LE(element.valueStart);
      if (milliseconds > JS_DATE_LIMIT || milliseconds < -JS_DATE_LIMIT) found.push({ path: [...path, name()], milliseconds: Number(milliseconds) });
    }
    if (element.type === EMBEDDED_DOCUMENT || element.type === ARRAY) scan(buffer, element.valueStart, [...path, name()], found);
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
