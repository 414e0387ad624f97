/**
 * Compares the store's regex matcher with the system's libpcre2-8 (Unicode 14, as mongod 7.0's PCRE2 10.40)
 * on one-character patterns: every property name the store knows, spelled several ways, negated and in
 * classes, and the `(*UCP)` classes; also spellings PCRE2 refuses (the store must give the same error).
 * For each pattern both must match the same code points (a pattern the store's own matcher runs is
 * checked at the range edges and every 97th code point; a JavaScript one at every code point).
 *
 *   npx tsx scripts/pcre-unicode14/compare.ts [path of libpcre2-8.so]     (several minutes; needs gcc)
 */
import { compilePcre } from '../../src/embedded-mongo/query/regex';
import { PcreSyntaxError } from '../../src/embedded-mongo/query/pcre';
import { PcreEngineRegExp } from '../../src/embedded-mongo/query/pcre-engine';
import { PROPERTIES } from '../../src/embedded-mongo/query/pcre-unicode14/tables';
import { buildProbe, DEFAULT_LIBRARY, type Ranges } from './probe';

const probe = buildProbe(process.argv[2] ?? DEFAULT_LIBRARY);

const patterns: string[] = [];
// Every name once; the negated and class forms for one name of each distinct set.
const seenSets = new Set<number>();
for (const [key, set] of Object.entries(PROPERTIES)) {
  patterns.push(`\\p{${key}}`);
  if (seenSets.has(set)) continue;
  seenSets.add(set);
  patterns.push(`\\P{${key}}`, `[^\\p{${key}}]`, `[\\P{${key}}a]`, `[^\\P{${key}}\\d]`);
}
// Spellings: case, spaces, hyphens, underscores, prefixes, length, and what PCRE2 refuses.
patterns.push(
  ...['\\p{ Gr-e_ek }', '\\p{GREEK}', '\\p{Script=Greek}', '\\p{SC : Greek}', '\\p{script_extensions:Greek}', '\\p{sc:^Greek}', '\\p{^sc:Greek}'],
  ...['\\p{bc:L}', '\\p{Bidi_Class=AL}', '\\p{bc:c}', '\\p{bc:l&}', '\\p{gc:Lu}', '\\p{sc:Lu}', '\\p{bc:greek}', '\\p{ ^Lu}', '\\p{^ Lu}', '\\p{L\tu}'],
  ...['\\pL', '\\pl', '\\pN', '\\px', '\\p^L', '\\p_', '\\p1', '\\p{}', '\\p{^}', '\\p{ }', '\\p{sc:}', '\\p{:Greek}', '\\p{Greek', '\\p', '\\p{é}'],
  ...['\\p{L&}', '\\p{Any}', '\\P{Any}', '[\\P{Any}]', '[^\\p{Any}]', '\\p{Xuc}', '\\p{Cn}', '\\p{Unknown}', '\\p{Zzzz}', '\\p{Cs}', '[\\p{Cs}]', '\\P{Cs}'],
  `\\p{${'a'.repeat(48)}}`,
  `\\p{${'a'.repeat(49)}}`,
  `\\p{${'a'.repeat(47)}__}`,
  `\\p{${'é'.repeat(25)}}`,
);
for (const item of ['\\d', '\\D', '\\w', '\\W', '\\s', '\\S', '[\\d\\s]', '[^\\w]', '[\\W\\d]', '[^\\D\\S]']) patterns.push(`(*UCP)${item}`, `(*UCP)(?i)${item}`);
for (const posix of ['alpha', 'digit', 'alnum', 'upper', 'lower', 'space', 'blank', 'cntrl', 'graph', 'print', 'punct', 'word', 'xdigit', 'ascii']) {
  for (const item of [`[[:${posix}:]]`, `[[:^${posix}:]]`, `[^[:${posix}:]]`, `[a[:^${posix}:]]`]) patterns.push(`(*UCP)${item}`, `(*UCP)(?i)${item}`);
}

const expected = probe(patterns);
const MAX = 0x10ffff;
const everything = (() => {
  const parts: string[] = [];
  for (let cp = 0; cp <= MAX; cp++) if (cp < 0xd800 || cp > 0xdfff) parts.push(String.fromCodePoint(cp));
  return parts.join('');
})();

function toRanges(codePoints: number[]): Ranges {
  const ranges: Ranges = [];
  for (const cp of codePoints) {
    const last = ranges[ranges.length - 1];
    // Surrogates never occur in a subject: a range runs across them, as the probe reports it.
    if (last && (cp === last[1] + 1 || (last[1] === 0xd7ff && cp === 0xe000))) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  return ranges;
}

const inRanges = (ranges: Ranges, cp: number) => ranges.some(([from, to]) => cp >= from && cp <= to);

let failures = 0;
patterns.forEach((pattern, i) => {
  if (i % 200 === 0) console.error(`${i} of ${patterns.length}`);
  const want = expected[i]!;
  let regex: RegExp;
  try {
    regex = compilePcre(pattern, '');
  } catch (error) {
    const got = error instanceof PcreSyntaxError ? error.message : `${(error as Error).name}: ${(error as Error).message}`;
    if ('error' in want && want.error === got) return;
    failures++;
    console.log(`${JSON.stringify(pattern)}: PCRE2 ${'error' in want ? want.error : 'compiles'}, store ${got}`);
    return;
  }
  if ('error' in want) {
    failures++;
    console.log(`${JSON.stringify(pattern)}: PCRE2 ${want.error}, store compiles`);
    return;
  }
  if (regex instanceof PcreEngineRegExp) {
    const samples = new Set<number>();
    for (const [from, to] of want) for (const cp of [from - 1, from, to, to + 1]) samples.add(cp);
    for (let cp = 0; cp <= MAX; cp += 97) samples.add(cp);
    for (const cp of samples) {
      if (cp < 0 || cp > MAX || (cp >= 0xd800 && cp <= 0xdfff)) continue;
      const subject = String.fromCodePoint(cp);
      const found = regex.searchFrom(subject, 0);
      const hit = found !== null && found.start === 0 && found.end === subject.length;
      if (hit !== inRanges(want, cp)) {
        failures++;
        console.log(`${JSON.stringify(pattern)}: U+${cp.toString(16)} PCRE2 ${!hit}, store ${hit}`);
        return;
      }
    }
    return;
  }
  const got = toRanges(Array.from(everything.matchAll(new RegExp(regex.source, 'gu')), (found) => found[0].codePointAt(0)!));
  if (JSON.stringify(got) !== JSON.stringify(want)) {
    failures++;
    const cp = [...Array(MAX + 1).keys()].find((c) => (c < 0xd800 || c > 0xdfff) && inRanges(got, c) !== inRanges(want, c));
    console.log(`${JSON.stringify(pattern)}: first difference at U+${cp?.toString(16)} (PCRE2 ${cp !== undefined && inRanges(want, cp)})`);
  }
});
console.log(`${patterns.length} patterns, ${failures} differing`);
process.exitCode = failures ? 1 : 0;
