import { BSON, type Document } from 'bson';
import { crc32 } from 'node:zlib';
import { deserializeExact } from './exact-dates';
import { markNames, unmarkNames } from './field-names';

/**
 * Record framing shared by the log and the snapshot: [uint32 length of body][uint32 crc32 of body][BSON body].
 * A record whose length runs past the end of file or whose checksum does not match is a torn write.
 */
const FRAME_HEADER = 8;

/**
 * How every stored and received document is decoded: numbers stay Int32 / Double / Long / Decimal128
 * objects and regexes keep their flags, so what is written back out is the same BSON that came in.
 */
export const EXACT_BSON = { promoteValues: false, bsonRegExp: true } as const;

export function encodeRecord(record: Document): Buffer {
  const body = unmarkNames(BSON.serialize(record));
  const frame = Buffer.allocUnsafe(FRAME_HEADER + body.length);
  frame.writeUInt32LE(body.length, 0);
  frame.writeUInt32LE(crc32(body), 4);
  frame.set(body, FRAME_HEADER);
  return frame;
}

export interface DecodedRecords {
  records: Document[];
  /** Bytes up to the end of the last intact record; anything after it is a torn or corrupt tail. */
  validLength: number;
}

export function decodeRecords(data: Buffer): DecodedRecords {
  const records: Document[] = [];
  let offset = 0;
  while (offset + FRAME_HEADER <= data.length) {
    const length = data.readUInt32LE(offset);
    const end = offset + FRAME_HEADER + length;
    if (length < 5 || end > data.length) break;
    const body = data.subarray(offset + FRAME_HEADER, end);
    if (crc32(body) !== data.readUInt32LE(offset + 4)) break;
    try {
      records.push(deserializeExact(markNames(body), EXACT_BSON));
    } catch {
      break;
    }
    offset = end;
  }
  return { records, validLength: offset };
}
