/**
 * Compares the store's `\C` (one UTF-8 byte; query/pcre-engine/unit-escapes.ts) with libpcre2-8's, interpreter
 * and JIT, on patterns of `\C` with groups, repeats, alternatives and other items, against random short
 * strings of 1- to 4-byte characters (seeded). Where the store answers: a query's answer (`test`, whether
 * the pattern matches) and, for a match that ends between characters, where it starts and ends. Refusals
 * (another item tried inside a character) are counted, not compared.
 *
 *   npx tsx scripts/pcre-unicode14/compare-code-unit.ts [path of libpcre2-8.so]     (needs gcc; seconds)
 */
import { MongoCommandError } from '../../src/embedded-mongo/errors';
import { compilePcre, searcherOf } from '../../src/embedded-mongo/query/regex';
import { DEFAULT_LIBRARY } from './probe';
import { buildMatchProbe } from './probe-match';
import { seededRandom } from './random';

const probe = buildMatchProbe(process.argv[2] ?? DEFAULT_LIBRARY);
const { random, pick } = seededRandom(18);

const PATTERNS = [
  '\\C', '^\\C$', '^\\C\\C$', '^\\C\\C\\C$', '^\\C{4}$', '^\\C+$', '^\\C*$', '^\\C+?$', '^\\C{2,3}$', '^\\C{3}?$',
  'a\\C', '\\Cb', '\\C$', '\\C\\C', '^(?:\\C|x)+$', '^(?>\\C+)$', '^(?:\\C\\C)+$', '^(?:\\C{2})++$', '(?=\\C\\C$)',
  '^\\C\\Cb', '^a|\\C$', '(?:\\C)*?b', '^\\C(?:\\C|y)$', '^.\\C$', '^\\C.$', '(\\C\\C)', '^(?:a|\\C\\C)*$',
  '(*sr:\\C\\C)', '\\C\\X', '(?=\\C).', '(?!\\C\\C)\\C', '^\\C\\C\\z', '(?i)^\\C\\CA', '^(?:\\C(?!b))+$',
];
const POOL = ['a', 'b', 'x', 'A', '\u00e9', '\u03b1', '\u20ac', '\u4e00', '\u{1f600}', '\u{10348}'];

const counts = { tested: 0, testRefused: 0, found: 0, findRefused: 0 };
let failures = 0;
const cases: Array<{ pattern: string; subject: number[] }> = [];
for (const pattern of PATTERNS) {
  for (let i = 0; i < 400; i++) {
    const subject = Array.from({ length: 1 + random(4) }, () => pick(POOL).codePointAt(0)!);
    cases.push({ pattern, subject });
  }
}
/** What `run` answers, or null when the store refuses it. */
const unlessRefused = <T>(run: () => T): T | null => {
  try {
    return run();
  } catch (error) {
    if (error instanceof MongoCommandError && error.codeName === 'NotImplemented') return null;
    throw error;
  }
};
probe(cases).forEach(({ interpreter, jit }, i) => {
  const { pattern, subject } = cases[i]!;
  const input = String.fromCodePoint(...subject);
  const differ = (what: string) => failures++ < 20 && console.log(`${pattern} on ${subject.map((cp) => cp.toString(16)).join(' ')}: ${what}`);
  if (interpreter !== jit) return differ(`interpreter ${interpreter}, JIT ${jit}`);
  const regex = compilePcre(pattern, '');
  const matched = unlessRefused(() => regex.test(input));
  if (matched === null) counts.testRefused++;
  else {
    counts.tested++;
    if (matched !== (interpreter !== '-')) differ(`PCRE2 ${interpreter}, store test ${matched}`);
  }
  const found = unlessRefused(() => searcherOf(regex)(input, 0) ?? false);
  if (found === null) counts.findRefused++;
  else {
    counts.found++;
    const units = (index: number) => [...input.slice(0, index)].length;
    const got = found ? `${units(found.index)} ${units(found.index + found.match.length)}` : '-';
    if (got !== interpreter) differ(`PCRE2 ${interpreter}, store ${got}`);
  }
});
console.log(`${cases.length} matches: test answered ${counts.tested} (refused ${counts.testRefused}), search answered ${counts.found} (refused ${counts.findRefused}); ${failures} differing`);
process.exitCode = failures ? 1 : 0;
