import { PcreSyntaxError } from '../../src/embedded-mongo/query/pcre';
import { compileWithEngine, PcreEngineRegExp, PcreMatchError } from '../../src/embedded-mongo/query/pcre-engine';
import { compilePcre, searcherOf } from '../../src/embedded-mongo/query/regex';

/** PCRE2's answer (mongod's settings) for `pattern` on `input`: [match, ...captures], or null. */
function pcreMatch(pattern: string, flags: string, input: string, start = 0): (string | null)[] | null {
  const found = searcherOf(compilePcre(pattern, flags))(input, start);
  return found ? [found.match, ...found.captures] : null;
}

describe('the store’s PCRE2 matcher', () => {
  test('only patterns JavaScript cannot match the same way use it', () => {
    expect(compilePcre('^a(b|c)+$', '')).not.toBeInstanceOf(PcreEngineRegExp);
    expect(compilePcre('^(a(?1)?b)$', '')).toBeInstanceOf(PcreEngineRegExp);
    expect(compilePcre('((a)|b)+', '')).toBeInstanceOf(PcreEngineRegExp);
  });

  test.each([
    ['recursion into a group matches nested parentheses', '^(\\((?:[^()]|(?1))*\\))$', '', '(a(b)c)', ['(a(b)c)', '(a(b)c)']],
    ['recursion fails on unbalanced parentheses', '^(\\((?:[^()]|(?1))*\\))$', '', '(a(b c)', null],
    ['(?R) recurses into the whole pattern', 'a(?R)?b', '', 'xaabb', ['aabb']],
    ['recursion is backtrackable and its captures revert (a palindrome)', '^((.)(?1)\\2|.?)$', '', 'abcba', ['abcba', 'abcba', 'a']],
    ['a subroutine call does not change the group’s capture', '(\\w)(?1)', '', 'ab', ['ab', 'a']],
    ['a subroutine call uses the options where the group is defined', '(a)(?i)(?1)', '', 'aA', null],
    ['(?&name) and (?(DEFINE)…)', '^(?(DEFINE)(?<byte>25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d))(?&byte)(?:\\.(?&byte)){3}$', '', '192.168.0.1', ['192.168.0.1', null]],
    ['(?&name) fails outside its group’s language', '^(?(DEFINE)(?<byte>25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d))(?&byte)(?:\\.(?&byte)){3}$', '', '256.1.1.1', null],
    ['\\g<1> (Oniguruma syntax) is a subroutine call', '^(a|b\\g<1>c)$', '', 'bbacc', ['bbacc', 'bbacc']],
    ['(?P>name) and (?-1) are subroutine calls', '^(?<x>[ab])(?P>x)(?-1)$', '', 'aba', ['aba', 'a']],
    ['a conditional on a set group takes its yes branch', '^(a)?(?(1)b|c)$', '', 'ab', ['ab', 'a']],
    ['a conditional on an unset group takes its no branch', '^(a)?(?(1)b|c)$', '', 'c', ['c', null]],
    ['a conditional on a named group', '^(?<q>")?\\w+(?(<q>)")$', '', '"x', null],
    ['a conditional with a lookahead condition', '^(?(?=\\d)\\d{3}|[a-z]{2})$', '', 'ab', ['ab']],
    ['(?(R)…) is true inside a recursion', '\\((?R)\\)|(?(R)x|y)', '', '((x))', ['((x))']],
    ['(?(R)…) is false outside a recursion', '\\((?R)\\)|(?(R)x|y)', '', '(y)', ['y']],
    ['a branch reset group numbers each alternative from the same group', '(?|(a)|(b)(c))(d)', '', 'bcd', ['bcd', 'b', 'c', 'd']],
    ['a branch reset group may repeat a name on its shared number', '(?|(?<n>a)|(?<n>b))\\k<n>', '', 'bb', ['bb', 'b']],
    ['a branch reset group leaves the later groups unset', '(?|(a)|(b)(c))(d)', '', 'ad', ['ad', 'a', null, 'd']],
    ['\\K moves the start of the match', 'foo\\Kbar', '', 'foobar', ['bar']],
    ['\\G holds where the search starts', '\\Ga', '', 'ba', null],
    ['\\G holds at a later search start', '\\Ga', '', 'ba', ['a'], 1],
    ['(?U) swaps greedy and lazy', '(?U)a+', '', 'aaa', ['a']],
    ['(?U) makes ? greedy', '(?U)a+?', '', 'aaa', ['aaa']],
    ['(?n) leaves plain groups uncaptured, named ones captured', '(?n)(a)(?<x>b)', '', 'ab', ['ab', 'b']],
    ['(?J) allows a duplicate name; the reference uses the set group', '(?J)(?:(?<n>a)|(?<n>b))\\k<n>', '', 'bb', ['bb', null, 'b']],
    ['a reference to an unset group fails (JavaScript matches it as empty)', '^(?:(a)|b)\\1$', '', 'b', null],
    ['a reference to a group set in an earlier iteration', '^(?:(a)|b\\1)+$', '', 'aba', ['aba', 'a']],
    ['a repeated group keeps the last value of an inner capture', '((a)|b)+', '', 'ab', ['ab', 'b', 'a']],
    ['a caseless backreference', '(?i)(a)\\1', '', 'aA', ['aA', 'a']],
    ['a caseless backreference folds the Kelvin sign', '(k)\\1', 'i', 'k\u212a', ['k\u212a', 'k']],
    ['an atomic group in a lookbehind', '(?<=(?>ab|cd))e', '', 'cde', ['e']],
    ['a quantified lookahead is optional', '^(?=(a))?a', '', 'a', ['a', 'a']],
    ['an unlimited repeat stops after an empty iteration', '^(a|)*b', '', 'aab', ['aab', '']],
    ['a group holding only an anchor may be quantified', '(?|x)?(?:\\b)?a', '', 'a', ['a']],
    ['a comment between an item and its quantifier', '^(?|a(?#note)+)$', '', 'aaa', ['aaa']],
    ['code points outside the BMP are one character', '^(?|(.)|x)\\1$', '', '\u{1f600}\u{1f600}', ['\u{1f600}\u{1f600}', '\u{1f600}']],
    ['a lookbehind steps back over code points', '(?<=\u{1f600})(?|b)', '', '\u{1f600}b', ['b']],
  ])('%s', (_name, pattern, flags, input, expected, start = 0) => {
    expect(pcreMatch(pattern, flags, input, start)).toEqual(expected);
  });

  test.each([
    ['(?(1)a|b)', 'reference to non-existent subpattern'],
    ['(?1)', 'reference to non-existent subpattern'],
    ['(?&x)(a)', 'reference to non-existent subpattern'],
    ['(a)(?(1)b|c|d)', 'conditional subpattern contains more than two branches'],
    ['(?(DEFINE)a|b)', 'DEFINE subpattern contains more than one branch'],
    ['(?=a\\K)', '\\K is not allowed in lookarounds (but see PCRE2_EXTRA_ALLOW_LOOKAROUND_BSK)'],
    ['(?|(a)|(b)', 'missing closing parenthesis'],
    ['(?<=a+)(?1)(b)', 'lookbehind assertion is not fixed length'],
    ['(?|(?<a>x)|(?<b>y))', 'different names for subpatterns of the same number are not allowed'],
  ])('%s is a PCRE2 compile error', (pattern, message) => {
    expect(() => compilePcre(pattern, '')).toThrow(new PcreSyntaxError(message));
  });

  test.each([
    ['(*COMMIT)abc', 'a backtracking verb that can act before the match consumes a character (PCRE2 may skip that start; (*NO_START_OPT) makes it exact)'],
  ])('%s is refused', (pattern, what) => {
    expect(() => compilePcre(pattern, '')).toThrow(`${what} in a regular expression is not supported by the embedded store`);
  });

  test('catastrophic backtracking stops at the match limit instead of hanging', () => {
    const regex = compileWithEngine('^(?|a|a)*$', '', 100_000);
    expect(() => regex.searchFrom(`${'a'.repeat(40)}b`, 0)).toThrow(new PcreMatchError('match limit exceeded'));
    // A query's $regex treats the error as no match, as mongod does.
    expect(regex.test(`${'a'.repeat(40)}b`)).toBe(false);
  });

  test('a recursion that repeats itself at the same position is an error', () => {
    expect(() => compileWithEngine('(?R)', '').searchFrom('a', 0)).toThrow(new PcreMatchError('nested recursion at the same subject position'));
  });

  test('a match deeper than the stack allows is refused, in a query too (PCRE2 would go on)', () => {
    const regex = compileWithEngine('^(?|a|b)*$', '');
    const message = 'a match this deep (too many nested repetitions or calls) in a regular expression is not supported by the embedded store';
    expect(() => regex.searchFrom('ab'.repeat(200_000), 0)).toThrow(message);
    expect(() => regex.test('ab'.repeat(200_000))).toThrow(message);
    expect(regex.test('ab'.repeat(200))).toBe(true);
  });
});

test('patterns the matcher runs stay distinct RegExps (for code comparing sources)', () => {
  const [a, b] = [compilePcre('(?|a)', ''), compilePcre('(?|b)', 'i')];
  expect(a.source).not.toBe(b.source);
  expect(new RegExp(a.source, 'u').test('a')).toBe(false);
  expect(a.test('a')).toBe(true);
});
