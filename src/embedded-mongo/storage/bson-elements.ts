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

export interface Element {
  type: number;
  nameStart: number;
  nameEnd: number;
  valueStart: number;
  valueEnd: number;
}

/** The elements of the document (or array) starting at `start`, header to header; stops at an unknown type. */
export function* elements(buffer: Buffer, start: number): Generator<Element> {
  const end = start + buffer.readInt32LE(start) - 1;
  let offset = start + 4;
  while (offset < end) {
    const type = buffer[offset]!;
    const nameStart = offset + 1;
    const nameEnd = buffer.indexOf(0, nameStart);
    const valueStart = nameEnd + 1;
    const valueStop = valueEnd(buffer, type, valueStart);
    if (valueStop === undefined) return; // unknown type: BSON.deserialize refuses it
    yield { type, nameStart, nameEnd, valueStart, valueEnd: valueStop };
    offset = valueStop;
  }
}
