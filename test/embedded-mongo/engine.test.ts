import { Long, ObjectId } from 'bson';
import { CursorRegistry } from '../../src/embedded-mongo/engine/cursors';
import { OrderedIndex } from '../../src/embedded-mongo/engine/ordered-index';
import { compareValues } from '../../src/embedded-mongo/query/compare';
import { applyUpdate, upsertSeed } from '../../src/embedded-mongo/query/update';

describe('embedded store internals', () => {
  test('values order like MongoDB across types', () => {
    const ordered = [null, 1, Long.fromNumber(2), 2.5, 'a', 'b', { a: 1 }, [1], new ObjectId('000000000000000000000001'), false, true, new Date(0)];
    const shuffled = [...ordered].reverse();
    expect(shuffled.sort(compareValues)).toEqual(ordered);
  });

  test('an ordered index stays sorted through inserts and removals, across block splits', () => {
    const index = new OrderedIndex({ v: 2, key: { at: -1 }, name: 'at_-1' });
    const docs = Array.from({ length: 3000 }, (_, i) => ({ _id: i, at: (i * 7919) % 3000 }));
    docs.forEach((doc) => index.insert(doc));
    docs.filter((doc) => doc._id % 3 === 0).forEach((doc) => index.remove(doc));
    const walked = [...index.walk(false)].map((doc) => doc.at as number);
    const expected = docs.filter((doc) => doc._id % 3 !== 0).map((doc) => doc.at).sort((a, b) => b - a);
    expect(walked).toEqual(expected);
    expect([...index.walk(true)].map((doc) => doc.at)).toEqual([...expected].reverse());
    expect([...index.equal([expected[5]])].map((doc) => doc.at)).toEqual([expected[5]]);
  });

  test('unique indexes treat a missing field as null', () => {
    const index = new OrderedIndex({ v: 2, key: { email: 1 }, name: 'email_1', unique: true });
    index.insert({ _id: 1 });
    expect(index.conflictFor({ _id: 2 })).toEqual([null]);
    expect(index.conflictFor({ _id: 2, email: 'x' })).toBeUndefined();
    expect(index.conflictFor({ _id: 1 })).toBeUndefined(); // the same document is no conflict
  });

  test('updates never mutate the stored document; $setOnInsert only applies on insert', () => {
    const stored = { _id: 1, nested: { a: 1 }, list: [1] };
    const next = applyUpdate(stored, { $set: { 'nested.b': 2 }, $push: { list: 2 }, $setOnInsert: { created: true } }, { inserting: false });
    expect(next).toEqual({ _id: 1, nested: { a: 1, b: 2 }, list: [1, 2] });
    expect(stored).toEqual({ _id: 1, nested: { a: 1 }, list: [1] });
    const seed = upsertSeed({ email: 'a@b.c', age: { $gt: 3 }, 'profile.kind': 'admin', $and: [{ team: 't' }] });
    expect(seed).toEqual({ email: 'a@b.c', profile: { kind: 'admin' }, team: 't' });
    expect(applyUpdate(seed, { $setOnInsert: { created: true } }, { inserting: true })).toMatchObject({ created: true });
  });

  test('idle cursors time out', async () => {
    const cursors = new CursorRegistry(30);
    try {
      const first = cursors.open('db.c', [{ i: 1 }, { i: 2 }, { i: 3 }], { batchSize: 1 });
      expect(first.id.isZero()).toBe(false);
      expect(cursors.next(first.id, 1)?.docs).toEqual([{ i: 2 }]);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(cursors.next(first.id, 1)).toBeUndefined();
    } finally {
      cursors.close();
    }
  });
});
