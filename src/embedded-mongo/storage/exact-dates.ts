import { BSON, type Document } from 'bson';
import { Elements } from './bson-elements';

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

const JS_DATE_LIMIT = 8_640_000_000_000_000;
const DATETIME = 0x09;

interface Found {
  path: string[];
  milliseconds: number;
}

/**
 * A datetime's int64 read as one double: exact up to 2^53, so it is compared with JS_DATE_LIMIT exactly,
 * and beyond that rounded once, as Number(bigint) rounds. No BigInt is made for the dates of every document.
 */
const datetimeAt = (buffer: Buffer, offset: number) => buffer.readInt32LE(offset + 4) * 2 ** 32 + buffer.readUInt32LE(offset);

/**
 * Walks a document's elements (type byte, name, value) and collects datetimes a JS Date cannot hold.
 * `names` holds the name offsets (start, end) of the elements enclosing this one, `depth` pairs of them:
 * a name is decoded only on the way to an out-of-range date, and the array is written in place (never
 * shortened, which would make V8 trim and regrow it), so walking an ordinary document allocates one
 * cursor per level.
 */
function scan(buffer: Buffer, start: number, names: number[], depth: number, found: Found[]): void {
  for (const element = new Elements(buffer, start); element.next(); ) {
    names[2 * depth] = element.nameStart;
    names[2 * depth + 1] = element.nameEnd;
    if (element.type === DATETIME) {
      const milliseconds = datetimeAt(buffer, element.valueStart);
      if (milliseconds > JS_DATE_LIMIT || milliseconds < -JS_DATE_LIMIT) found.push({ path: decodeNames(buffer, names, depth + 1), milliseconds });
    }
    if (element.isNested) scan(buffer, element.valueStart, names, depth + 1, found);
  }
}

function decodeNames(buffer: Buffer, names: number[], depth: number): string[] {
  const path: string[] = [];
  for (let level = 0; level < depth; level++) path.push(buffer.toString('utf8', names[2 * level], names[2 * level + 1]));
  return path;
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
  scan(buffer, 0, [], 0, found);
  for (const { path, milliseconds } of found) {
    let parent: Document = doc;
    for (const part of path.slice(0, -1)) parent = parent[part] as Document;
    parent[path[path.length - 1]!] = new OutOfRangeDate(milliseconds);
  }
  return doc;
}
