/** Bytes taken by an element's value, by BSON type; the other types' sizes are read from the value. */
const FIXED_SIZE: Record<number, number> = {
  0x01: 8, 0x06: 0, 0x07: 12, 0x08: 1, 0x09: 8, 0x0a: 0, 0x10: 4, 0x11: 8, 0x12: 8, 0x13: 16, 0xff: 0, 0x7f: 0,
};

export const EMBEDDED_DOCUMENT = 0x03;
export const ARRAY = 0x04;

/** Where the value of an element of BSON type `type` starting at `offset` ends; undefined for an unknown type. */
export function valueEnd(buffer: Buffer, type: number, offset: number): number | undefined {
  const fixed = FIXED_SIZE[type];
  if (fixed !== undefined) return offset + fixed;
  if (type === EMBEDDED_DOCUMENT || type === ARRAY || type === 0x0f) return offset + buffer.readInt32LE(offset);
  if (type === 0x02 || type === 0x0d || type === 0x0e) return offset + 4 + buffer.readInt32LE(offset);
  if (type === 0x05) return offset + 5 + buffer.readInt32LE(offset);
  if (type === 0x0c) return offset + 4 + buffer.readInt32LE(offset) + 12;
  if (type === 0x0b) return buffer.indexOf(0, buffer.indexOf(0, offset) + 1) + 1;
  return undefined;
}

/**
 * Steps through the elements of the document (or array) starting at `start`, header to header:
 * `for (const element = new Elements(buffer, start); element.next(); )`, then read the fields of the
 * element it is on. Every raw document the store receives or reads from disk is walked this way before
 * it is decoded, so the walk allocates nothing per element (a generator yielding an object per element
 * was a tenth of the bytes a contact post allocated). Stops at an unknown type: BSON.deserialize refuses it.
 */
export class Elements {
  type = 0;
  nameStart = 0;
  nameEnd = 0;
  valueStart = 0;
  valueEnd = 0;
  private readonly end: number;

  constructor(
    private readonly buffer: Buffer,
    start: number,
  ) {
    this.end = start + buffer.readInt32LE(start) - 1;
    this.valueEnd = start + 4;
  }

  /** Moves to the next element; false at the end of the document. */
  next(): boolean {
    const { buffer } = this;
    const offset = this.valueEnd;
    if (offset >= this.end) return false;
    const type = buffer[offset]!;
    // Names are short: a loop finds their NUL sooner than a call into Buffer#indexOf.
    let nameEnd = offset + 1;
    while (buffer[nameEnd] !== 0) nameEnd++;
    const stop = valueEnd(buffer, type, nameEnd + 1);
    if (stop === undefined) return false;
    this.type = type;
    this.nameStart = offset + 1;
    this.nameEnd = nameEnd;
    this.valueStart = nameEnd + 1;
    this.valueEnd = stop;
    return true;
  }

  get isNested(): boolean {
    return this.type === EMBEDDED_DOCUMENT || this.type === ARRAY;
  }
}
