import { PcreSyntaxError } from '../../src/embedded-mongo/query/pcre';
import { compilePcre, searcherOf } from '../../src/embedded-mongo/query/regex';

/** PCRE2's answer (mongod's settings) for `pattern` on `input`: [match, ...captures], or null. */
function pcreMatch(pattern: string, input: string, start = 0): (string | null)[] | null {
  const found = searcherOf(compilePcre(pattern, ''))(input, start);
  return found ? [found.match, ...found.captures] : null;
}

/** Where the first match starts, or -1. */
function matchIndex(pattern: string, input: string): number {
  return searcherOf(compilePcre(pattern, ''))(input, 0)?.index ?? -1;
}

describe('PCRE2 backtracking control verbs', () => {
  test.each([
    // The examples of pcre2pattern's "Backtracking control" section.
    ['(*COMMIT) holds the match to its start: a later start is not tried', 'a+(*COMMIT)b', 'aacaab', null],
    ['(*COMMIT) passed on the way to a match', 'a+(*COMMIT)b', 'xxaab', ['aab']],
    ['with (*NO_START_OPT), a leading (*COMMIT) acts at the first start', '(*NO_START_OPT)(*COMMIT)abc', 'xyzabc', null],
    ['(*ACCEPT) ends the match; the groups open around it end there', 'A((?:A|B(*ACCEPT)|C)D)', 'AB', ['AB', 'B']],
    ['(*ACCEPT) not reached', 'A((?:A|B(*ACCEPT)|C)D)', 'ACD', ['ACD', 'CD']],
    ['(*ACCEPT)?? acts only when what follows fails', '(a(*ACCEPT)??b)c', 'abd', ['a', 'a']],
    ['(*ACCEPT)?? passed over when what follows matches', '(a(*ACCEPT)??b)c', 'abc', ['abc', 'ab']],
    ['(*ACCEPT) in an atomic group ends the whole match', '(?>a(*ACCEPT)b)c', 'ax', ['a']],
    ['(*ACCEPT) in a called group returns from the call', '^(a(*ACCEPT)b|x(?1)y)', 'xay', ['xay', 'xay']],
    ['(*ACCEPT) in a lookahead makes it hold', '(?=a(*ACCEPT)b)a', 'ac', ['a']],
    ['(*ACCEPT) in a negative lookahead makes it fail', '(?!a(*ACCEPT)b)a', 'ac', null],
    ['(*FAIL) forces a backtrack', 'a(*FAIL)|b', 'ab', ['b']],
    ['(*F) is (*FAIL)', 'a(*F)|b', 'ab', ['b']],
    ['(*THEN) goes on with the next alternative', 'a(*THEN)b|ac', 'ac', ['ac']],
    ['(*THEN) inside a group with one alternative acts on the enclosing alternation', 'x(a(*THEN)b)|xa', 'xac', ['xa', null]],
    ['(*THEN) in a group of its own with alternatives stays in that group', 'x(?:a(*THEN)b|c)|xa', 'xac', ['xa']],
    ['a conditional group is not an alternation for (*THEN)', '^.*?(?(?=a)a|b(*THEN)c)', 'ba', null],
    ['(*COMMIT) in a later repeat of a group acts (PCRE2, not Perl)', '(a(*COMMIT)b)+ac', 'abac', null],
    ['(*PRUNE) fails this start, the other alternatives too', 'a+(*PRUNE)b|.', 'aaaac', ['c']],
    ['(*MARK) names do not change a match', 'X(*MARK:A)Y|X(*:B)Z', 'XZ', ['XZ']],
    ['(*SKIP:NAME) without such a mark is ignored', 'a(*SKIP:N)b|.', 'ac', ['a']],
  ])('%s', (_name, pattern, input, expected) => {
    expect(pcreMatch(pattern, input)).toEqual(expected);
  });

  test.each([
    ['(*SKIP) moves the next start to where it was reached', 'a+(*SKIP)b|c', 'aaaac', 4],
    ['(*PRUNE) moves the next start by one character', 'aa(*PRUNE)b|ac', 'aac', 1],
    ['(*SKIP) where (*PRUNE) would match', 'aa(*SKIP)b|ac', 'aac', -1],
    ['(*SKIP:NAME) moves the next start to the mark’s position', 'a(*MARK:N)a(*SKIP:N)b|a', 'aac', 1],
    ['(*THEN) outside any alternation acts like (*PRUNE)', '(?:a+(*THEN)x)?ab', 'ab', -1],
    ['the same pattern without (*THEN)', '(?:a+x)?ab', 'ab', 0],
  ])('%s', (_name, pattern, input, index) => {
    expect(matchIndex(pattern, input)).toBe(index);
  });

  test.each([
    ['(*MARK)', '(*MARK) must have an argument'],
    ['(*:)', '(*MARK) must have an argument'],
    ['(*FOO)', '(*VERB) not recognized or malformed'],
    ['a(*UTF)', '(*VERB) not recognized or malformed'],
    ['(*MARK:x', '(*VERB) not recognized or malformed'],
    ['(*LIMIT_MATCH=)a', '(*VERB) not recognized or malformed'],
    ['(*LIMIT_MATCH=9999999999)a', '(*VERB) not recognized or malformed'],
    ['a(*COMMIT)?', 'quantifier does not follow a repeatable item'],
    ['(*)', 'quantifier does not follow a repeatable item'],
    ['(*foo:a)', '(*alpha_assertion) not recognized'],
    ['(*pla)', '(*alpha_assertion) not recognized'],
    ['(*plb:a+)b', 'lookbehind assertion is not fixed length'],
    [`(*MARK:${'x'.repeat(256)})`, 'name is too long in (*MARK), (*PRUNE), (*SKIP), or (*THEN)'],
  ])('%s is a PCRE2 compile error', (pattern, message) => {
    expect(() => compilePcre(pattern, '')).toThrow(new PcreSyntaxError(message));
  });

  test.each([
    ['(*COMMIT)abc', 'a backtracking verb that can act before the match consumes a character (PCRE2 may skip that start; (*NO_START_OPT) makes it exact)'],
    ['(?<=a(*COMMIT))b', '(*COMMIT), (*PRUNE), (*SKIP) or (*THEN) inside a lookbehind or a non-atomic assertion, or (*SKIP:NAME) inside a lookaround'],
    ['(?=a(*SKIP:X)b)', '(*COMMIT), (*PRUNE), (*SKIP) or (*THEN) inside a lookbehind or a non-atomic assertion, or (*SKIP:NAME) inside a lookaround'],
    ['(a(*PRUNE)b|(?1))', '(*COMMIT), (*PRUNE), (*SKIP) or (*THEN) with a recursion or subroutine call'],
    ['(?<=a(*ACCEPT))b', '(*ACCEPT) inside a lookbehind'],
    ['(*CRLF)[\\x00-\\x7f]', 'a class with a range over CR or LF under a two-character newline setting'],
    ['(*CRLF).*\\n', 'a `(?m)^` or `.*` with a CR or LF written under a two-character newline setting'],
    ['(*LIMIT_MATCH=1000)a', 'a (*LIMIT_MATCH=…) below PCRE2’s default'.replace('’', "'")],
  ])('%s is refused', (pattern, what) => {
    expect(() => compilePcre(pattern, '')).toThrow(`${what} in a regular expression is not supported by the embedded store`);
  });
});

describe('verbs inside lookaheads (PCRE2 10.42)', () => {
  test.each([
    ['(*COMMIT) in a positive lookahead acts on the whole match', '(?=a(*COMMIT)b)|ac', 'ac', null],
    ['(*PRUNE) in a positive lookahead moves the next start by one', 'x(?=a(*PRUNE)b)|.', 'xac', ['a']],
    ['(*SKIP) in a positive lookahead moves the next start to it', 'x(?=a(*SKIP)b)|.', 'xac', ['c']],
    ['(*THEN) without an alternative in the lookahead makes it fail', '(?=a(*THEN)b)|ac', 'ac', ['ac']],
    ['(*THEN) goes on with the lookahead’s next alternative', '(?=a(*THEN)b|ac)a', 'ac', ['a']],
    ['(*COMMIT) in a negative lookahead makes it hold', '(?!a(*COMMIT)b)ac', 'ac', ['ac']],
    ['(*THEN) in a negative lookahead with another alternative', '(?!a(*THEN)b|ac)a', 'ac', null],
    ['(*COMMIT) in an assertion condition makes it false', '(?(?=a(*COMMIT)b)ab|ac)', 'ac', ['ac']],
    ['(*COMMIT) in a negative assertion condition makes it true', '(?(?!a(*COMMIT)b)ac|ab)', 'ac', ['ac']],
  ])('%s', (_name, pattern, input, expected) => {
    expect(pcreMatch(pattern, input)).toEqual(expected);
  });
});

describe('PCRE2 leading settings', () => {
  test.each([
    ['(*UTF), (*UTF8), (*NO_JIT) and (*LF) change nothing here', '(*UTF)(*UTF8)(*NO_JIT)(*LF)(*NO_AUTO_POSSESS)(*NO_DOTSTAR_ANCHOR)a+b', 'xaab', ['aab']],
    ['a limit at or above PCRE2’s default changes nothing', '(*LIMIT_MATCH=10000000)(*LIMIT_DEPTH=20000000)(*LIMIT_HEAP=20000000)a', 'a', ['a']],
    ['(*BSR_ANYCRLF): \\R is only CR, LF or CRLF', '(*BSR_ANYCRLF)\\R', '\u0085\r\n', ['\r\n']],
    ['(*BSR_UNICODE): \\R is any Unicode newline (the default)', '(*BSR_ANYCRLF)(*BSR_UNICODE)\\R', '\u0085\r\n', ['\u0085']],
    ['(*NOTEMPTY): an empty match is no match', '(*NOTEMPTY)a*', 'bab', ['a']],
    ['(*NOTEMPTY): no empty match anywhere', '(*NOTEMPTY)x*', 'ab', null],
  ])('%s', (_name, pattern, input, expected) => {
    expect(pcreMatch(pattern, input)).toEqual(expected);
  });

  test.each([
    ['(*CR): . stops at CR, not LF', '(*CR)a.b', 'a\nb', ['a\nb']],
    ['(*CR): . does not match CR', '(*CR)a.b', 'a\rb', null],
    ['(*CR): $ matches before a final CR', '(*CR)a$', 'a\r', ['a']],
    ['(*CR): $ does not match before a final LF', '(*CR)a$', 'a\n', null],
    ['(*CR): (?m)^ matches after a CR', '(*CR)(?m)^b', 'a\rb', ['b']],
    ['(*CR): (?m)^ does not match after an LF', '(*CR)(?m)^b', 'a\nb', null],
    ['(*CR): \\Z before a final CR', '(*CR)a\\Z', 'a\r', ['a']],
    ['(*CR): \\N is anything but CR', '(*CR)a\\N{2}', 'a\n\n', ['a\n\n']],
    ['(*NUL): . stops at NUL', '(*NUL)a.', 'a\0', null],
    ['(*CR)(*LF): the last newline setting wins', '(*CR)(*LF)a.b', 'a\rb', ['a\rb']],
  ])('%s', (_name, pattern, input, expected) => {
    expect(pcreMatch(pattern, input)).toEqual(expected);
  });

  test.each([
    ['(*CRLF): . does not match at CRLF, matches a lone CR or LF', '(*CRLF)a.b', 'a\r\nb a\rb', ['a\rb']],
    ['(*CRLF): $ before a final CRLF', '(*CRLF)a$', 'a\r\n', ['a']],
    ['(*CRLF): $ not before a final LF alone', '(*CRLF)a$', 'a\n', null],
    ['(*CRLF): (?m)^ after CRLF only', '(*CRLF)(?m)^b', 'a\nb\r\nb', ['b']],
    ['(*ANYCRLF): (?m)^ after a CR, even one before LF', '(*ANYCRLF)(*NO_START_OPT)(?m)^\\n', 'a\r\n', ['\n']],
    ['(*ANY): . stops at any Unicode line break', '(*ANY)a.', 'a\u2028 ab', ['ab']],
    ['(*ANY): $ before a final NEL', '(*ANY)a$', 'a\u0085', ['a']],
    ['(*CRLF): the search never starts between CR and LF', '(*CRLF)(?<=\\s)\\s', '\r\nX', null],
    ['(*CRLF): unless the pattern writes an LF', '(*CRLF)(?<=\\s)[\\n]', '\r\nX', ['\n']],
  ])('%s', (_name, pattern, input, expected) => {
    expect(pcreMatch(pattern, input)).toEqual(expected);
  });

  test('(*CR): a # comment in extended mode ends at CR', () => {
    expect(searcherOf(compilePcre('(*CR)a #c\rb', 'x'))('ab', 0)?.match).toBe('ab');
  });

  test('(*NOTEMPTY_ATSTART) allows an empty match after the search start', () => {
    expect(searcherOf(compilePcre('(*NOTEMPTY_ATSTART)x*', ''))('ab', 0)?.index).toBe(1);
  });
});

describe('PCRE2 callouts (mongod sets no callout function: PCRE2 passes over them)', () => {
  test.each([
    ['numbered callouts', 'a(?C)b(?C1)c(?C255)', 'abc', ['abc']],
    ['a callout before an assertion condition', '(?(?C1)(?=a)a|b)', 'b', ['b']],
    ['a string callout before a negative assertion condition', '(?(?C"x")(?!a)b|a)', 'a', ['a']],
    ['string callouts, a doubled delimiter standing for itself', 'a(?C"x""y")b(?C{z})c(?C`q`)', 'abc', ['abc']],
  ])('%s', (_name, pattern, input, expected) => {
    expect(pcreMatch(pattern, input)).toEqual(expected);
  });

  test.each([
    ['(?C256)', 'number after (?C is greater than 255'],
    ['(?Cx)', 'unrecognized string delimiter follows (?C'],
    ['(?C"x)', 'missing terminating delimiter for callout with string argument'],
    ['(?C1', 'closing parenthesis for (?C expected'],
    ['(?C1x)', 'closing parenthesis for (?C expected'],
    ['(?C', 'missing closing parenthesis'],
    ['a(?C1)+', 'quantifier does not follow a repeatable item'],
    ['(?(?C1)a)', 'assertion expected after (?( or (?(?C)'],
    ['a(?C1){2}', 'quantifier does not follow a repeatable item'],
  ])('%s is a PCRE2 compile error', (pattern, message) => {
    expect(() => compilePcre(pattern, '')).toThrow(new PcreSyntaxError(message));
  });
});

describe('(?(VERSION…)…)', () => {
  test.each([
    ['(?(VERSION>=10.0)yes|no)', 'yes', ['yes']],
    ['(?(VERSION>=10.4)yes|no)', 'yes', ['yes']],
    ['(?(VERSION>=11)yes|no)', 'no', ['no']],
    ['(?(VERSION=10.3)yes|no)', 'no', ['no']],
  ])('%s', (pattern, input, expected) => {
    expect(pcreMatch(pattern, input)).toEqual(expected);
  });

  test('a condition that depends on the exact release (10.40–10.42) is refused', () => {
    expect(() => compilePcre('(?(VERSION>=10.41)a)', '')).toThrow('which depends on the exact PCRE2 release');
  });

  test.each(['(?(VERSIONx)a)', '(?(VERSION>=1001)a)', '(?(VERSION>=10.)a)', '(?(VERSION>=10.123)a)'])('%s is a PCRE2 compile error', (pattern) => {
    expect(() => compilePcre(pattern, '')).toThrow(new PcreSyntaxError('syntax error or number too big in (?(VERSION condition'));
  });
});

describe('quantified anchors (PCRE2 10.30+ refuses them)', () => {
  test.each(['^*', 'a$?', '\\b+', '\\B{2}', '\\A*', '\\Z?', '\\z+', '(?|a)\\G*', '(?|a)\\K+', '(?|a)^*'])('%s is a PCRE2 compile error', (pattern) => {
    expect(() => compilePcre(pattern, '')).toThrow(new PcreSyntaxError('quantifier does not follow a repeatable item'));
  });

  test('a group holding only an anchor may still be quantified', () => {
    expect(pcreMatch('(?:^)*a', 'a')).toEqual(['a']);
  });
});

describe('alphabetic assertions', () => {
  test.each([
    ['(*pla:…) is (?=…)', '(*pla:a)a', 'a', ['a']],
    ['(*positive_lookahead:…)', 'a(*positive_lookahead:b)', 'ab', ['a']],
    ['(*nla:…) is (?!…)', '(*nla:b)\\w', 'ba', ['a']],
    ['(*plb:…) is (?<=…)', '(*plb:a)b', 'ab', ['b']],
    ['(*nlb:…) is (?<!…)', '(*negative_lookbehind:a)b', 'abcb', ['b']],
    ['(*atomic:…) is (?>…)', '(*atomic:a+)a', 'aaa', null],
    ['(*napla:…) is backtracked into for its other ways', '^(*napla:(a+))\\1\\1b', 'aab', ['aab', 'a']],
    ['the atomic lookahead is not', '^(?=(a+))\\1\\1b', 'aab', null],
    ['(*naplb:…) with alternatives of different lengths', '(*naplb:a|ab)c', 'abc', ['c']],
    ['(*ACCEPT) in a non-atomic assertion makes it hold', '(*napla:a(*ACCEPT)b)a', 'ac', ['a']],
  ])('%s', (_name, pattern, input, expected) => {
    expect(pcreMatch(pattern, input)).toEqual(expected);
  });
});
