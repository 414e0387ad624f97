import { PcreSyntaxError } from '../../src/embedded-mongo/query/pcre';
import { compilePcre } from '../../src/embedded-mongo/query/regex';

/**
 * `\p{…}` and `(*UCP)` answer with PCRE2 10.40's Unicode 14 sets (libpcre2-8 gave these answers; the full
 * comparison is scripts/pcre-unicode14/compare.ts), not V8's Unicode 15.1 ones.
 */
const matches = (pattern: string, input: string) => compilePcre(pattern, '').test(input);

describe('PCRE2 Unicode 14 properties', () => {
  test.each([
    ['\\p{Cyrillic}', '\u{1e030}', false], // added in Unicode 15.0: unassigned, script Unknown, to PCRE2 10.40
    ['\\p{Cn}', '\u{1e030}', true],
    ['\\p{Lm}', '\u{1e030}', false],
    ['\\p{Han}', '\u{31350}', false],
    ['\\p{Greek}', '\u0342', true], // unqualified: Script_Extensions
    ['\\p{sc:Greek}', '\u0342', false],
    ['\\p{ Script-Extensions = GREK }', '\u0342', true],
    ['\\p{bidi_class:al}', '\u0628', true],
    ['\\pl', 'a', true],
    ['[^\\P{Lu}\\d]', 'A', true],
    ['[^\\P{Lu}\\d]', '1', false],
    ['[\\P{Cs}a]', '\0', true], // Cs is empty in UTF-8 subjects: its complement is everything
    ['(*UCP)^\\d$', '\u0663', true],
    ['(*UCP)^\\d$', '\u{11f50}', false], // Kawi digit zero, Unicode 15.0
    ['(*UCP)^\\w+$', '\u0416\u03b1', true],
    ['(*UCP)\\bb', '\u03b1b', false],
    ['\\bb', '\u03b1b', true],
    ['(*UCP)(?i)^[[:upper:]]$', 'a', false], // under UCP caseless [:upper:] stays \p{Lu}
    ['(?i)^[[:upper:]]$', 'a', true],
    ['(?i)^\\x{19b}$', '\ua7dc', false], // U+A7DC became U+019B's capital after Unicode 14
    ['(?i)^\\x{19b}$', '\u019b', true],
  ])('%s on %j: %s', (pattern, input, expected) => {
    expect(matches(pattern, input)).toBe(expected);
  });

  test.each([
    ['\\p{Kawi}', 'unknown property after \\P or \\p'], // a Unicode 15.0 script
    ['\\p{gc:Lu}', 'unknown property after \\P or \\p'],
    ['\\p{sc:Lu}', 'unknown property after \\P or \\p'],
    ['\\p{ ^Lu}', 'unknown property after \\P or \\p'],
    ['\\px', 'unknown property after \\P or \\p'],
    ['\\p_', 'malformed \\P or \\p sequence'],
    ['\\p{Lu', 'malformed \\P or \\p sequence'],
    [`\\p{${'a'.repeat(48)}}`, 'unknown property after \\P or \\p'],
    [`\\p{${'a'.repeat(49)}}`, 'malformed \\P or \\p sequence'], // PCRE2 reads at most 48 name bytes
  ])('%s is the compile error %j', (pattern, message) => {
    expect(() => compilePcre(pattern, '')).toThrow(new PcreSyntaxError(message));
  });
});
