import { collatorOf, fullCollation } from '../../src/embedded-mongo/query/collation';
import { PcreSyntaxError } from '../../src/embedded-mongo/query/pcre';
import { capturesOf, compilePcre } from '../../src/embedded-mongo/query/regex';

/** What PCRE2 (mongod's settings: UTF, no UCP, newline LF) answers for `pattern` on `input`: the match and its captures. */
function pcreMatch(pattern: string, flags: string, input: string): (string | null)[] | null {
  const regex = compilePcre(pattern, flags);
  const found = regex.exec(input);
  return found ? [found[0], ...capturesOf(regex, found)] : null;
}

describe('PCRE2 patterns translated for JavaScript', () => {
  test.each([
    ['captures keep PCRE2 numbers around possessive quantifiers and atomic groups', '(a)(b++)(?>(c))', '', 'abbc', ['abbc', 'a', 'bb', 'c']],
    ['\\R is atomic: it does not give back the \\n of \\r\\n', '^\\R\\n', '', '\r\n', null],
    ['\\R matches a lone carriage return', '^\\R$', '', '\r', ['\r']],
    ['a caseless negated class excludes every case variant (the Kelvin sign too)', '^[^k]$', 'i', '\u212a', null],
    ['a caseless range takes in the long s', '^[a-z]$', 'i', '\u017f', ['\u017f']],
    ['\\w stays ASCII under the i option', '^\\w$', 'i', '\u017f', null],
    ['\\b stays ASCII under the i option', 'a\\b', 'i', 'a\u017f', ['a']],
    ['whitespace inside a class is kept in extended mode', '^[ ]$', 'x', ' ', [' ']],
    ['a comment group is skipped', '^a(?#b)c$', '', 'ac', ['ac']],
    ['\\101 is octal when there are fewer groups', '^\\101$', '', 'A', ['A']],
    ['\\g{-1} is the previous group', '^(a)(b)\\g{-1}$', '', 'abb', ['abb', 'a', 'b']],
    ['an unset group is null', '(a)|(b)', '', 'b', ['b', null, 'b']],
    ['$ in multiline mode matches before every newline', 'a$', 'm', 'a\nb', ['a']],
    ['^ in multiline mode does not match after a final newline', '(?m)^$', '', 'a\n', null],
    ['\\Q…\\E inside a class', '^[\\Q]-\\E]+$', '', '-]', ['-]']],
    ['a fixed-length lookbehind with alternatives of different lengths', '(?<=ab|c)d', '', 'cd', ['d']],
  ])('%s', (_name, pattern, flags, input, expected) => {
    expect(pcreMatch(pattern, flags, input)).toEqual(expected);
  });

  test.each([
    ['(?<=a+)b', 'lookbehind assertion is not fixed length'],
    ['(?<=a(b|cd))e', 'lookbehind assertion is not fixed length'],
    ['(a)\\2', 'reference to non-existent subpattern'],
    ['[z-a]', 'range out of order in character class'],
    ['a{3,2}', 'numbers out of order in {} quantifier'],
    ['\\u0041', 'unrecognized character follows \\'],
    ['(?<n>a)(?<n>b)', 'two named subpatterns have the same name (PCRE2_DUPNAMES not set)'],
  ])('%s is a PCRE2 compile error', (pattern, message) => {
    expect(() => compilePcre(pattern, '')).toThrow(new PcreSyntaxError(message));
  });

  // What the translation leaves to the store's own PCRE2 matcher (pcre-engine.test.ts tests it in depth).
  test.each([
    ['(?i)(a)\\1', 'aA', ['aA', 'a']],
    ['(?:(a)|b)\\1', 'b', null],
    ['(?<=(?>a))b', 'ab', ['b']],
    ['(?=(a))*a', 'a', ['a', 'a']],
    ['(?J)(?<n>a)', 'a', ['a', 'a']],
    ['^(a|)*b\\1$', 'aab', ['aab', '']],
  ])('%s runs on the store’s own matcher', (pattern, input, expected) => {
    expect(pcreMatch(pattern, '', input)).toEqual(expected);
  });
});

describe('collations Intl cannot give directly', () => {
  const sorted = (collation: object, values: string[]) => [...values].sort((a, b) => collatorOf({ collation })!.compare(a, b));

  test('caseLevel at strength 1 tells case apart but not accents', () => {
    const collator = collatorOf({ collation: { locale: 'en', strength: 1, caseLevel: true } })!;
    expect([collator.compare('a', 'A') !== 0, collator.compare('a', 'á')]).toEqual([true, 0]);
  });

  test('strength 2 with caseLevel orders accents before case (ICU: secondary level, then case level)', () => {
    expect(sorted({ locale: 'en', strength: 2, caseLevel: true }, ['á', 'A', 'a'])).toEqual(['a', 'A', 'á']);
  });

  test('identical level: ties of the other levels by the NFD form, code point order', () => {
    const collator = collatorOf({ collation: { locale: 'en', strength: 5 } })!;
    expect(collator.compare('\u00c5', 'A\u030a')).toBe(0);
    // U+FF21 (fullwidth A) and 'A' differ at the tertiary level already; U+0001 is ignorable until the identical level.
    expect(collator.compare('a\u0001', 'a')).toBe(1);
  });

  test('a Thai collation ignores punctuation by default and lists alternate shifted, as ICU has it', () => {
    expect(fullCollation({ locale: 'th' })).toMatchObject({ alternate: 'shifted', maxVariable: 'punct' });
    expect(collatorOf({ collation: { locale: 'th' } })!.compare('a-b', 'ab')).toBe(0);
  });

  test("a locale's default case order can be turned off (Danish sorts upper case first unless told not to)", () => {
    expect(sorted({ locale: 'da' }, ['a', 'A'])).toEqual(['A', 'a']);
    expect(sorted({ locale: 'da', caseFirst: 'off' }, ['A', 'a'])).toEqual(['a', 'A']);
  });
});
