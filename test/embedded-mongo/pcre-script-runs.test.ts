import { PcreSyntaxError } from '../../src/embedded-mongo/query/pcre';
import { isScriptRun } from '../../src/embedded-mongo/query/pcre-unicode14/script-run';
import { compilePcre, searcherOf } from '../../src/embedded-mongo/query/regex';

/**
 * `(*sr:…)` and `(*asr:…)` as PCRE2 10.40 matches them (libpcre2-8 10.42 gave these answers; the full
 * comparison is scripts/pcre-unicode14/compare-script-run.ts).
 */
function pcreMatch(pattern: string, input: string): [number, string] | null {
  const found = searcherOf(compilePcre(pattern, ''))(input, 0);
  return found ? [found.index, found.match] : null;
}

describe('the script run check', () => {
  test.each([
    ['one script', 'Hello', true],
    ['Latin and Greek', 'abc\u03b1', false],
    ['Latin and Cyrillic', 'A\u0410', false],
    ['Common characters go with any script', 'a1 b!', true],
    ['an Inherited mark goes with any script', 'a\u0301', true],
    ['Han, Hiragana and Katakana (Japanese)', '\u4e00\u3042\u30a2', true],
    ['Han and Hangul (Korean)', '\u4e00\uac00', true],
    ['Han and Bopomofo', '\u4e00\u3105', true],
    ['Hiragana and Hangul', '\u3042\uac00', false],
    ['Bopomofo and Hiragana', '\u3105\u3042', false],
    ['ASCII and Arabic-Indic digits (two sets of ten)', '12\u0661', false],
    ['Devanagari digits with a Devanagari letter', '\u0915\u0966\u0967', true],
    ['Devanagari and Bengali digits', '\u0915\u0967\u09e7', false],
    ['the tatweel (Script_Extensions Arabic, Syriac...) with Syriac', '\u0640\u0710', true],
    ['Arabic, the tatweel, then Syriac (the shared scripts narrow to Arabic)', '\u0627\u0640\u0710', false],
    ['a character Unicode 14 has unassigned (script Unknown)', 'a\u{1e4d0}', false],
    ['one character, even unassigned', '\u{1e4d0}', true],
    ['nothing', '', true],
  ])('%s', (_name, input, expected) => {
    expect(isScriptRun(input, 0, input.length)).toBe(expected);
  });
});

describe('script run groups', () => {
  test.each([
    ['the longest run the group can match', '(*sr:.+)', 'abc\u03b1\u03b2', [0, 'abc']],
    ['a failed check backtracks into the group', '(*sr:\\p{Nd}+)', '1\u0661', [0, '1']],
    ['(*asr:…) checks its group’s first match only', '(*asr:\\p{Nd}+)', '1\u06612', [2, '2']],
    ['(*atomic_script_run:…) is (*asr:…)', '(*atomic_script_run:.+)x', 'ab\u03b1x', null],
    ['(*script_run:…) is (*sr:…)', '(*script_run:.+)x', 'ab\u03b1x', [2, '\u03b1x']],
    ['each repetition of a repeated group is checked alone', '(*sr:a|\\x{3b1})+', 'a\u03b1', [0, 'a\u03b1']],
    ['an (*ACCEPT) inside ends the match without the check', '(*sr:a\\x{3b1}(*ACCEPT))b', 'a\u03b1', [0, 'a\u03b1']],
    ['inside a lookbehind', '(?<=(*sr:ab))c', 'abc', [2, 'c']],
    ['called as a subroutine in a lookbehind', '((*sr:ab))c(?<=(?1)c)', 'abc', [0, 'abc']],
  ])('%s', (_name, pattern, input, expected) => {
    expect(pcreMatch(pattern, input)).toEqual(expected);
  });

  test.each([
    ['(?<=(*sr:a|bc))d', 'lookbehind assertion is not fixed length'],
    ['(*sr:a', 'missing closing parenthesis'],
    ['(*sr)', '(*alpha_assertion) not recognized'],
    ['(*SR:a)', '(*VERB) not recognized or malformed'],
  ])('%s is a PCRE2 compile error', (pattern, message) => {
    expect(() => compilePcre(pattern, '')).toThrow(new PcreSyntaxError(message));
  });
});
