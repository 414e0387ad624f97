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

  test('\\X over characters whose cluster rules changed after Unicode 14 is refused when tried', () => {
    expect(() => pcreMatch('a\\X', 'a\u0915\u094d\u0937')).toThrow("\\X over characters from U+0370 on (Node's Unicode 15.1 grapheme rules are not PCRE2's Unicode 14 ones) in a regular expression is not supported by the embedded store");
    // Not tried: no refusal.
    expect(pcreMatch('b\\X', 'a\u0915')).toBeNull();
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

  test('\\C on a character beyond ASCII (a byte inside it in PCRE2) is refused when tried', () => {
    expect(() => pcreMatch('\\C', '\u00e9')).toThrow('\\C on a character beyond ASCII (PCRE2 matches one of its UTF-8 bytes) in a regular expression is not supported by the embedded store');
  });

  test('\\C in a lookbehind is a PCRE2 compile error in UTF-8 mode', () => {
    expect(() => compilePcre('(?<=\\C)a', '')).toThrow(new PcreSyntaxError('\\C is not allowed in a lookbehind assertion in UTF-8 mode'));
  });
});
