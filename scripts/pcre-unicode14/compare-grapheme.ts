/**
 * Compares the store's `\X` (query/pcre-unicode14/grapheme.ts) with libpcre2-8's, interpreter and JIT, on
 * strings built to reach every rule: every code point between two representatives of the break
 * properties, every pair and triple of several code points of each property, runs of Regional
 * Indicators, emoji ZWJ sequences, Hangul syllables and jamo, Indic conjuncts, and random strings (seeded).
 * Each string is split by successive `\X` matches from its start; both must give the same clusters.
 *
 *   npx tsx scripts/pcre-unicode14/compare-grapheme.ts [path of libpcre2-8.so]     (needs gcc; a minute)
 */
import { breakProperty, graphemeClusterEnd } from '../../src/embedded-mongo/query/pcre-unicode14/grapheme';
import { BREAK_PROPERTIES } from '../../src/embedded-mongo/query/pcre-unicode14/grapheme-breaks';
import { DEFAULT_LIBRARY } from './probe';
import { seededRandom } from './random';
import { BREAK_REPRESENTATIVES, buildGraphemeProbe } from './probe-grapheme';

const probe = buildGraphemeProbe(process.argv[2] ?? DEFAULT_LIBRARY);

const { random, pick } = seededRandom(18);

// Every code point of each property (surrogates left out), to draw samples from.
const members: number[][] = BREAK_PROPERTIES.map(() => []);
for (let cp = 0; cp <= 0x10ffff; cp++) if (cp < 0xd800 || cp > 0xdfff) members[breakProperty(cp)]!.push(cp);
const samples = members.map((cps) => [cps[0]!, cps[cps.length - 1]!, ...Array.from({ length: 4 }, () => pick(cps))]);
const representatives = BREAK_REPRESENTATIVES.map(([, cp]) => cp);

const strings: number[][] = [];
for (let cp = 0; cp <= 0x10ffff; cp++) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  strings.push([representatives[cp % representatives.length]!, cp, representatives[(cp >> 4) % representatives.length]!]);
}
const sampled = samples.flat();
for (const a of sampled) for (const b of sampled) strings.push([a, b]);
for (const a of representatives) for (const b of representatives) for (const c of representatives) strings.push([a, b, c]);
const RI = [0x1f1e6, 0x1f1e8, 0x1f1fa, 0x1f1ff];
for (let n = 1; n <= 7; n++) for (const before of [[], [0x61], [0x300], [0x200d], [0x1f1e6, 0x300]]) strings.push([...before, ...Array.from({ length: n }, () => pick(RI)), 0x300, ...RI.slice(0, 2)]);
strings.push(
  [0x1f468, 0x200d, 0x1f469, 0x200d, 0x1f467, 0x200d, 0x1f466], // family
  [0x1f3f3, 0xfe0f, 0x200d, 0x1f308], // rainbow flag
  [0x1f44d, 0x1f3fd], // skin tone
  [0x1f600, 0x1f600, 0x61], // two pictographs in a row
  [0x61, 0x200d, 0x1f600], // ZWJ after a letter
  [0x1f600, 0x300, 0x200d, 0x300, 0x1f600, 0x200d],
  [0x1100, 0x1161, 0x11a8, 0xac00, 0x11a8, 0xac01, 0x1161, 0x1160, 0x1100, 0xd7b0, 0xd7fb], // jamo, syllables
  [0x915, 0x94d, 0x937, 0x93f], // क्षि: conjunct (GB9c came with Unicode 15.1)
  [0x915, 0x94d, 0x200d, 0x937, 0x924, 0x94d, 0x930],
  [0xd15, 0xd4d, 0xd15, 0xd4e, 0xd15], // Malayalam, dot reph (Prepend)
  [0x600, 0x661, 0x110bd, 0x1100, 0x600, 0xd], // Prepend before a digit, a jamo, CR
  [0xd, 0xa, 0xd, 0xd, 0xa, 0xa, 0x300],
);
const pool = [...sampled, ...representatives, 0x200d, 0x1f1e6, 0x1f1e7, 0xfe0f, 0x1f600, 0x94d, 0x915];
for (let i = 0; i < 200_000; i++) strings.push(Array.from({ length: 1 + random(12) }, () => pick(pool)));

const clusters = (cps: number[]) => {
  const input = String.fromCodePoint(...cps);
  const lengths: number[] = [];
  for (let at = 0; at < input.length; ) {
    const end = graphemeClusterEnd(input, at);
    lengths.push([...input.slice(at, end)].length);
    at = end;
  }
  return lengths.join(',');
};

let failures = 0;
const batch = 100_000;
for (let from = 0; from < strings.length; from += batch) {
  const chunk = strings.slice(from, from + batch);
  probe.split(chunk).forEach(({ interpreter, jit }, i) => {
    const want = interpreter.join(',');
    const got = clusters(chunk[i]!);
    if (got === want && jit.join(',') === want) return;
    if (failures++ < 20) console.log(`${chunk[i]!.map((cp) => cp.toString(16)).join(' ')}: PCRE2 ${want} (JIT ${jit.join(',')}), store ${got}`);
  });
}
console.log(`${strings.length} strings, ${failures} differing`);
process.exitCode = failures ? 1 : 0;
