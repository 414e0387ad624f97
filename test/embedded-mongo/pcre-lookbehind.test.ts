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
  ])('%s (%s) is not of fixed length', (pattern) => {
    expect(() => compilePcre(pattern, '')).toThrow(new PcreSyntaxError('lookbehind assertion is not fixed length'));
  });
});
