import { PcreSyntaxError } from '../../src/embedded-mongo/query/pcre';
import { compilePcre, searcherOf } from '../../src/embedded-mongo/query/regex';

/** PCRE2's answer (mongod's settings) for `pattern` on `input`: [index, match], or null. */
function pcreMatch(pattern: string, input: string): [number, string] | null {
  const found = searcherOf(compilePcre(pattern, ''))(input, 0);
  return found ? [found.index, found.match] : null;
}

describe('\\X: one extended grapheme cluster', () => {
  test.each([
    ['a letter and its combining marks are one cluster', '^\\X\\X$', 'e\u0301\u0302x', [0, 'e\u0301\u0302x']],
    ['CR LF is one cluster', '^\\X$', '\r\n', [0, '\r\n']],
    ['a control character is a cluster of its own, before a mark too', '^\\X\\X$', '\u0001\u0301', [0, '\u0001\u0301']],
    ['a cluster may start at a lone mark', 'x\\X', 'x\u0301a', [0, 'x\u0301']],
    ['\\X is repeatable', '\\X{2}', 'abc', [0, 'ab']],
  ])('%s', (_name, pattern, input, expected) => {
    expect(pcreMatch(pattern, input)).toEqual(expected);
  });

  // PCRE2 10.40–10.42's own rules on Unicode 14 (checked against libpcre2 by scripts/pcre-unicode14/compare-grapheme.ts).
  test.each([
    ['a virama joins the consonant before it, not the one after (no Indic conjuncts before Unicode 15.1)', '^\\X', '\u0915\u094d\u0937\u093f', [0, '\u0915\u094d']],
    ['two pictographs in a row are one cluster (PCRE2 keeps the pictograph as the left side)', '^\\X$', '\u{1f600}\u{1f600}', [0, '\u{1f600}\u{1f600}']],
    ['an emoji ZWJ sequence is one cluster', '^\\X$', '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}', [0, '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}']],
    ['a ZWJ after a letter does not join a pictograph', '^\\X\\X$', 'a\u200d\u{1f600}', [0, 'a\u200d\u{1f600}']],
    ['regional indicators pair up', '^\\X\\X$', '\u{1f1e6}\u{1f1e7}\u{1f1e8}', [0, '\u{1f1e6}\u{1f1e7}\u{1f1e8}']],
    ['a mark after a regional indicator is a cluster of its own', '^\\X$', '\u{1f1e6}\u0301', null],
    ['regional indicators are counted back to the start of the subject', '(?<=\\x{1f1e6})\\X', '\u{1f1e6}\u{1f1e7}\u{1f1e8}', [2, '\u{1f1e7}']],
    ['Hangul jamo make a syllable', '^\\X$', '\u1100\u1161\u11a8', [0, '\u1100\u1161\u11a8']],
    ['a prepended mark joins what follows', '^\\X$', '\u0600\u0661', [0, '\u0600\u0661']],
    ['a character Unicode 14 has unassigned is a cluster of its own (U+1E4D0, Nag Mundari, is 15.0)', '^\\X$', 'a\u{1e4ec}', null],
  ])('%s', (_name, pattern, input, expected) => {
    expect(pcreMatch(pattern, input)).toEqual(expected);
  });

  test('\\X in a lookbehind is not of fixed length', () => {
    expect(() => compilePcre('(?<=\\X)a', '')).toThrow(new PcreSyntaxError('lookbehind assertion is not fixed length'));
  });
});

describe('\\C: one UTF-8 code unit', () => {
  test.each([
    ['on ASCII, one character', '^\\C\\C$', 'ab', [0, 'ab']],
    ['including a newline', 'a\\Cb', 'a\nb', [0, 'a\nb']],
    ['lazily repeated', '\\C+?b', 'aab', [0, 'aab']],
  ])('%s', (_name, pattern, input, expected) => {
    expect(pcreMatch(pattern, input)).toEqual(expected);
  });

  // One UTF-8 byte of a character beyond ASCII (libpcre2-8 gave these answers; scripts/pcre-unicode14/compare-code-unit.ts).
  test.each([
    ['two \\C are the two bytes of é', '^\\C\\C$', '\u00e9', [0, '\u00e9']],
    ['four \\C are the four bytes of an emoji', '^\\C{4}$', '\u{1f600}', [0, '\u{1f600}']],
    ['\\C+ takes every byte', '^\\C+$', '\u20ac', [0, '\u20ac']],
    ['three \\C are one byte too many for é', '^\\C{3}', '\u00e9', null],
    ['a lookahead may end inside a character', '(?=\\C)\\C\\C', '\u00e9', [0, '\u00e9']],
  ])('%s', (_name, pattern, input, expected) => {
    expect(pcreMatch(pattern, input)).toEqual(expected);
  });

  test('a query\'s match may end inside a character; a reported one is refused', () => {
    expect(compilePcre('\\C', '').test('\u00e9')).toBe(true);
    expect(() => pcreMatch('\\C', '\u00e9')).toThrow('a match ending after a \\C that stopped inside a character (PCRE2 reads its remaining UTF-8 bytes one by one) in a regular expression is not supported by the embedded store');
  });

  test('another item tried inside a character is refused', () => {
    expect(() => compilePcre('^\\C$', '').test('\u00e9')).toThrow('a pattern item after a \\C that stopped inside a character (PCRE2 reads its remaining UTF-8 bytes one by one) in a regular expression is not supported by the embedded store');
    expect(() => compilePcre('(\\C)', '').test('\u00e9')).toThrow('a capture ending after a \\C');
    // Not tried inside a character: answered.
    expect(compilePcre('^\\C$', '').test('a')).toBe(true);
  });

  test('\\C in a lookbehind is a PCRE2 compile error in UTF-8 mode', () => {
    expect(() => compilePcre('(?<=\\C)a', '')).toThrow(new PcreSyntaxError('\\C is not allowed in a lookbehind assertion in UTF-8 mode'));
  });
});
