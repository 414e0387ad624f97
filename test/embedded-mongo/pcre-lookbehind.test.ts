import { PcreSyntaxError } from '../../src/embedded-mongo/query/pcre';
import { compilePcre, searcherOf } from '../../src/embedded-mongo/query/regex';

/** PCRE2's answer (mongod's settings) for `pattern` on `input`: [match, ...captures], or null. */
function pcreMatch(pattern: string, input: string): (string | null)[] | null {
  const found = searcherOf(compilePcre(pattern, ''))(input, 0);
  return found ? [found.match, ...found.captures] : null;
}

describe('references, calls and conditionals inside a lookbehind (PCRE2 10.42: of fixed length)', () => {
  test.each([
    ['a backreference to a group of fixed length (pcre2pattern’s example)', '\\b(\\w)\\w++(?<=\\1)', 'abca', ['abca', 'a']],
    ['the same, no match', '\\b(\\w)\\w++(?<=\\1)', 'abcd', null],
    ['a backreference to a group not yet set fails', '(?<=\\1)(a)', 'aa', null],
    ['a subroutine call to a group of fixed length', '(?<=x(?1))(y)', 'xyy', ['y', 'y']],
    ['a conditional whose branches have the same length', '(x)?(?<=(?(1)ab|cd))e', 'cde', ['e', null]],
  ])('%s', (_name, pattern, input, expected) => {
    expect(pcreMatch(pattern, input)).toEqual(expected);
  });

  test.each([
    ['(\\w+)(?<=\\1)', 'a reference to a group of varying length'],
    ['(?|(a))(?<=\\1)', 'a reference in a pattern with a branch reset group'],
    ['(?J)(?<n>a)(?<n>b)(?<=\\k<n>)', 'a reference to a duplicated name'],
    ['(x)?(?<=(?(1)ab|c))e', 'a conditional whose branches differ in length'],
    ['(?<=(?1))(a+)', 'a call to a group of varying length'],
    ['(?<=(?R))a', 'a recursion into the whole pattern'],
    ['(a(?<=(?1)))', 'a call to the group holding the lookbehind'],
    ['(?<=(?:a|bb))c', 'a group inside it with alternatives of different lengths'],
  ])('%s (%s) is not of fixed length', (pattern) => {
    expect(() => compilePcre(pattern, '')).toThrow(new PcreSyntaxError('lookbehind assertion is not fixed length'));
  });
});

test('a reference inside a lookbehind to a group holding a lookaround is refused (PCRE2 measures those by rules of its own)', () => {
  expect(() => compilePcre('((?=a)a)(?<=\\1)', '')).toThrow('a reference or call inside a lookbehind to a group holding lookarounds, calls, references, conditionals, \\K, \\C, \\X or verbs in a regular expression is not supported by the embedded store');
});

test('a conditional group whose one branch is a group with alternatives has one branch', () => {
  expect(pcreMatch('(?(?=a)(?:b|c|d))', 'a')).toEqual(['']);
  expect(pcreMatch('^(?(?=a)(?:a|c|d))$', 'a')).toEqual(['a']);
});

test('errors come in PCRE2’s order: lookbehind lengths, then \\K in a lookaround and missing groups, then branch counts', () => {
  expect(() => compilePcre('(?=\\K)(?<=a+)', '')).toThrow(new PcreSyntaxError('lookbehind assertion is not fixed length'));
  expect(() => compilePcre('(?(1)a|b|c)(?=\\K)(a)', '')).toThrow(new PcreSyntaxError('\\K is not allowed in lookarounds (but see PCRE2_EXTRA_ALLOW_LOOKAROUND_BSK)'));
  expect(() => compilePcre('\\2(?=\\K)', '')).toThrow(new PcreSyntaxError('reference to non-existent subpattern'));
  expect(() => compilePcre('(?(1)a|b|c)\\2(a)', '')).toThrow(new PcreSyntaxError('reference to non-existent subpattern'));
});
