import { BSON, Long } from 'bson';
import { Elements } from '../../src/embedded-mongo/storage/bson-elements';
import { deserializeExact, OutOfRangeDate } from '../../src/embedded-mongo/storage/exact-dates';
import { markNames, NAME_MARK, unmarkNames } from '../../src/embedded-mongo/storage/field-names';

/** A BSON datetime element's bytes are written by the bson package from a Date's getTime(). */
const datetime = (milliseconds: number) => Object.assign(new Date(0), { getTime: () => milliseconds });

describe('walking raw BSON (storage/bson-elements, exact-dates, field-names)', () => {
  test('Elements steps through each element of one level, with the offsets of its name and value', () => {
    const buffer = Buffer.from(BSON.serialize({ a: 1, bc: 'x', d: { e: [true] }, f: Long.fromInt(2) }));
    const seen: Array<[number, string, number]> = [];
    for (const element = new Elements(buffer, 0); element.next(); ) {
      seen.push([element.type, buffer.toString('utf8', element.nameStart, element.nameEnd), element.valueEnd - element.valueStart]);
    }
    // int32 (4 bytes), string (length, 'x', NUL), document, int64.
    expect(seen).toEqual([
      [0x10, 'a', 4],
      [0x02, 'bc', 6],
      [0x03, 'd', BSON.calculateObjectSize({ e: [true] })],
      [0x12, 'f', 8],
    ]);
  });

  test('datetimes beyond a JS Date come back with their milliseconds wherever they are nested; the limit itself is an ordinary Date', () => {
    const limit = 8_640_000_000_000_000;
    const doc = {
      edge: datetime(limit),
      past: datetime(-limit - 1),
      nested: { list: [1, { far: datetime(2 ** 62) }], near: datetime(limit + 1) },
    };
    const decoded = deserializeExact(Buffer.from(BSON.serialize(doc)), { promoteValues: false });
    expect(decoded.edge).not.toBeInstanceOf(OutOfRangeDate);
    expect((decoded.edge as Date).getTime()).toBe(limit);
    expect(decoded.past).toBeInstanceOf(OutOfRangeDate);
    expect((decoded.past as Date).getTime()).toBe(-limit - 1);
    expect(decoded.nested.list[1].far).toBeInstanceOf(OutOfRangeDate);
    expect(decoded.nested.list[1].far.getTime()).toBe(2 ** 62);
    expect(decoded.nested.near.getTime()).toBe(limit + 1);
  });

  test('integer-like names are marked in documents, not in arrays, and unmarked back to the same bytes', () => {
    // A Map keeps the order it was given (an object literal would list '2' first).
    const doc = new Map<string, unknown>([['z', 1], ['2', 'two'], ['sub', { '10': [{ '0': 'x' }] }], [`${NAME_MARK}m`, 1], ['', 0]]);
    const bytes = Buffer.from(BSON.serialize(doc as never));
    const marked = markNames(bytes);
    const names = Object.keys(BSON.deserialize(marked));
    expect(names).toEqual(['z', `${NAME_MARK}2`, 'sub', `${NAME_MARK}${NAME_MARK}m`, '']);
    expect(Object.keys(BSON.deserialize(marked).sub)).toEqual([`${NAME_MARK}10`]);
    expect(unmarkNames(marked).equals(bytes)).toBe(true);
    const plain = Buffer.from(BSON.serialize({ a: { b: [1, 2] }, c: 'd' }));
    expect(markNames(plain)).toBe(plain);
  });
});
