import { collatorOf } from '../../src/embedded-mongo/query/collation';
import { describeEmbedded, removeTempDirs, tempDir, withStore } from './target';

const sorted = (collation: object, values: string[]) => [...values].sort((a, b) => collatorOf({ collation })!.compare(a, b));
const compare = (collation: object, a: string, b: string) => collatorOf({ collation })!.compare(a, b);

describe('alternate shifted at strength 4-5 (ICU quaternary level)', () => {
  const shifted4 = { locale: 'en', alternate: 'shifted', strength: 4 };

  test("ICU's user guide example: di Silva < diSilva < Di Silva < U.S.A. < USA", () => {
    expect(sorted(shifted4, ['USA', 'Di Silva', 'U.S.A.', 'diSilva', 'di Silva'])).toEqual(['di Silva', 'diSilva', 'Di Silva', 'U.S.A.', 'USA']);
  });

  test('a variable character weighs its primary weight: space < hyphen < period', () => {
    expect(sorted(shifted4, ['a.b', 'a-b', 'a b', 'ab'])).toEqual(['a b', 'a-b', 'a.b', 'ab']);
  });

  test('a completely ignorable character and a mark after a variable one weigh nothing', () => {
    expect(compare(shifted4, 'a\u00adb', 'ab')).toBe(0);
    expect(compare(shifted4, 'a-\u0301b', 'a-b')).toBe(0);
    // A mark after a letter is not shifted: it weighs at the secondary level already.
    expect(compare(shifted4, 'a\u0301-b', 'a-b')).toBe(1);
  });

  test('an expansion weighs as its parts (… is three periods)', () => {
    expect(compare(shifted4, 'a\u2026', 'a...')).toBe(0);
    expect(compare({ ...shifted4, strength: 5 }, 'a\u2026', 'a...')).not.toBe(0);
  });

  test('under numericOrdering a number is one run of weights, whatever its leading zeros', () => {
    const numeric = { ...shifted4, numericOrdering: true };
    expect(compare(numeric, '01-', '1-')).toBe(0);
    expect(compare(numeric, '-12', '12-')).toBe(-1);
  });

  test('strength 5 compares the quaternary level before the identical level', () => {
    expect(sorted({ ...shifted4, strength: 5 }, ['a\u00adb', 'ab', 'a-b', 'a b'])).toEqual(['a b', 'a-b', 'ab', 'a\u00adb']);
  });

  test('a compatibility character mixing variable and other weights weighs as its decomposition (⑴ is "(", "1", ")")', () => {
    expect(compare(shifted4, '\u2474', '(1)')).not.toBe(0);
    expect(sorted(shifted4, ['-\u2474', '\u2474-', '\u2474'])).toEqual(['-\u2474', '\u2474', '\u2474-']);
  });

  test('with maxVariable space, a character mixing space and other weights is refused with 238', () => {
    expect(() => compare({ locale: 'en', alternate: 'shifted', maxVariable: 'space' }, '\ufdfa', 'a')).toThrow(
      "collation option 'alternate' 'shifted' with the character U+FDFA (variable and other weights under maxVariable 'space') in locale 'en' is not supported by the embedded store",
    );
  });

  test('Thai (whose non-ignorable order V8 does not give) is refused with 238', () => {
    expect(() => collatorOf({ collation: { locale: 'th', strength: 4 } })).toThrow("collation strength 4 with alternate 'shifted' for locale 'th' is not supported by the embedded store");
    expect(() => collatorOf({ collation: { locale: 'th', backwards: true } })).toThrow(
      "collation option 'backwards' true with alternate 'shifted' for locale 'th' is not supported by the embedded store",
    );
    expect(() => collatorOf({ collation: { locale: 'th', backwards: true, alternate: 'non-ignorable' } })).toThrow(
      "collation option 'alternate' 'non-ignorable' for locale 'th' is not supported by the embedded store",
    );
  });
});

test("mongod's own examples (its shell test of _compareStringsWithCollation)", () => {
  expect(compare({ locale: 'en_US', alternate: 'shifted' }, 'a b, c', 'abc')).toBe(0);
  expect(compare({ locale: 'en_US', strength: 4, alternate: 'shifted' }, 'a b, c', 'abc')).not.toBe(0);
  expect(compare({ locale: 'en_US', alternate: 'shifted', maxVariable: 'punct' }, 'a b, c', 'abc')).toBe(0);
  expect(compare({ locale: 'en_US', alternate: 'shifted', maxVariable: 'space' }, 'a b, c', 'abc')).not.toBe(0);
  expect(compare({ locale: 'en_US', alternate: 'shifted', maxVariable: 'space' }, 'a b c', 'abc')).toBe(0);
});

describe("maxVariable 'space'", () => {
  const space = { locale: 'en', alternate: 'shifted', maxVariable: 'space' };

  test('only spaces are ignored; punctuation keeps its primary weight', () => {
    expect(compare(space, 'a b', 'ab')).toBe(0);
    expect(compare(space, 'a\tb', 'ab')).toBe(0);
    expect(compare(space, 'a-b', 'ab')).toBe(-1);
    expect(sorted(space, ['ab', 'a-b', 'a_b', 'a b'])).toEqual(['a_b', 'a-b', 'ab', 'a b']);
  });

  test('at strength 4 a space weighs its primary, punctuation the common weight', () => {
    expect(sorted({ ...space, strength: 4 }, ['ab', 'a b'])).toEqual(['a b', 'ab']);
  });

  test('a removed space does not let a contraction form across it (Slovak ch)', () => {
    const slovak = { locale: 'sk', alternate: 'shifted', maxVariable: 'space' };
    // "c h" is c then h; "ch" is one letter after h.
    expect(compare(slovak, 'c h', 'ci')).toBe(-1);
    expect(compare(slovak, 'ch', 'ci')).toBe(1);
  });
});

describe('backwards secondary order', () => {
  test("French accents from the end in any locale: cote < côte < coté < côté", () => {
    expect(sorted({ locale: 'en', backwards: true }, ['côté', 'coté', 'côte', 'cote'])).toEqual(['cote', 'côte', 'coté', 'côté']);
    expect(sorted({ locale: 'de', backwards: true }, ['côté', 'coté', 'côte', 'cote'])).toEqual(['cote', 'côte', 'coté', 'côté']);
  });

  test('and from the start in Canadian French when turned off', () => {
    expect(sorted({ locale: 'fr_CA', backwards: false }, ['côté', 'coté', 'côte', 'cote'])).toEqual(['cote', 'coté', 'côte', 'côté']);
  });

  test('with alternate shifted a mark after an ignored character stays ignored', () => {
    expect(compare({ locale: 'en', backwards: true, alternate: 'shifted' }, 'a-\u0301b', 'ab')).toBe(0);
  });

  test('primary and tertiary differences are unchanged', () => {
    expect(sorted({ locale: 'en', backwards: true }, ['cotf', 'Côte', 'côte', 'cote'])).toEqual(['cote', 'côte', 'Côte', 'cotf']);
  });

  test('a comparison it cannot make exactly (a contraction, a compatibility expansion) is refused with 238', () => {
    expect(() => compare({ locale: 'sk', backwards: true }, 'chá', 'chà')).toThrow(
      "collation option 'backwards' true with characters that contract or expand in locale 'sk' is not supported by the embedded store",
    );
    expect(() => compare({ locale: 'en', backwards: true }, '\u01c6é', '\u01c6e')).toThrow(/^collation option 'backwards' true with characters/);
  });

  test('check() refuses the strings a comparison would refuse, and passes the others', () => {
    const collator = collatorOf({ collation: { locale: 'sk', backwards: true } })!;
    expect(() => collator.check!('chá')).toThrow(/^collation option 'backwards' true with characters that contract or expand in locale 'sk'/);
    expect(() => collator.check!('áno')).not.toThrow();
    expect(collatorOf({ collation: { locale: 'en' } })!.check).toBeUndefined();
  });
});

/** Indexes and collections under the rebuilt levels are kept in the log: a restart rebuilds them in the same order. */
describeEmbedded('collated indexes under the rebuilt levels', () => {
  afterAll(removeTempDirs);

  test('survive a restart; a string an index cannot weigh exactly is refused before anything is stored', async () => {
    const dbPath = tempDir();
    await withStore(dbPath, async (client) => {
      const db = client.db('app');
      await db.createCollection('words', { collation: { locale: 'en', backwards: true } });
      const words = db.collection<Word>('words');
      // Without a collation of its own the index takes the collection's (backwards).
      await words.createIndex({ w: 1 });
      await words.createIndex({ v: 1 }, { unique: true, collation: { locale: 'en', alternate: 'shifted', strength: 4 } });
      await words.insertMany([
        { _id: 1, w: 'côté', v: 'co te' },
        { _id: 2, w: 'coté', v: 'co-te' },
        { _id: 3, w: 'côte', v: 'cote' },
        { _id: 4, w: 'cote', v: 'co.te' },
      ]);
      await expect(words.insertOne({ _id: 5, w: 'x', v: 'co\u00adte' })).rejects.toMatchObject({ code: 11000 });
      await expect(words.insertOne({ _id: 6, w: '\u01c6é', v: 'y' })).rejects.toMatchObject({
        code: 238,
        message: "collation option 'backwards' true with characters that contract or expand in locale 'en' is not supported by the embedded store",
      });
    });
    await withStore(dbPath, async (client) => {
      const words = client.db('app').collection<Word>('words');
      expect(await words.find().sort({ w: 1 }).map((doc) => doc._id).toArray()).toEqual([4, 3, 2, 1]);
      expect(await words.find().sort({ v: 1 }).collation({ locale: 'en', alternate: 'shifted', strength: 4 }).map((doc) => doc._id).toArray()).toEqual([1, 2, 4, 3]);
      expect(await words.countDocuments()).toBe(4);
      await expect(words.insertOne({ _id: 7, w: 'z', v: 'cote' })).rejects.toMatchObject({ code: 11000 });
      await expect(words.updateOne({ _id: 4 }, { $set: { w: '\u01c6' } })).rejects.toMatchObject({ code: 238 });
      // Building an index over a string it cannot weigh (Slovak ô is a letter of its own) fails before it exists.
      await expect(words.createIndex({ w: -1 }, { name: 'w_sk', collation: { locale: 'sk', backwards: true } })).rejects.toMatchObject({ code: 238 });
      expect((await words.indexes()).map((index) => index.name)).toEqual(['_id_', 'w_1', 'v_1']);
    });
  });
});

interface Word {
  _id: number;
  w: string;
  v: string;
}
