/**
 * Compares the store's script run check (query/pcre-unicode14/script-run.ts) with libpcre2-8's, interpreter
 * and JIT: for each string, the longest prefix `^(*sr:(?s:.*))` matches. Strings: every code point after
 * characters of Latin, Han, Hiragana, Bopomofo, Hangul, Greek and an Arabic-Indic digit; every pair of
 * samples of each script, of the characters with Script_Extensions, and of digits of each set; random
 * strings of those, and of Han with the scripts it may mix with (seeded). Then whole patterns with script runs, run by the store's matcher, on random
 * strings: where the first match starts and ends.
 *
 *   npx tsx scripts/pcre-unicode14/compare-script-run.ts [path of libpcre2-8.so]     (needs gcc; a minute)
 */
import { compilePcre, searcherOf } from '../../src/embedded-mongo/query/regex';
import { isScriptRun } from '../../src/embedded-mongo/query/pcre-unicode14/script-run';
import { setRanges } from '../../src/embedded-mongo/query/pcre-unicode14/properties';
import { PROPERTIES } from '../../src/embedded-mongo/query/pcre-unicode14/tables';
import { DEFAULT_LIBRARY } from './probe';
import { seededRandom } from './random';
import { buildMatchProbe } from './probe-match';

const probe = buildMatchProbe(process.argv[2] ?? DEFAULT_LIBRARY);

const { random, pick } = seededRandom(18);
const members = (index: number) => {
  const flat = setRanges(index);
  const cps: number[] = [];
  for (let i = 0; i < flat.length; i += 2) for (let cp = flat[i]!; cp <= flat[i + 1]!; cp++) if (cp < 0xd800 || cp > 0xdfff) cps.push(cp);
  return cps;
};

const samples = new Set<number>();
for (const key of Object.keys(PROPERTIES)) {
  if (!key.startsWith('sc:') && !key.startsWith('scx:')) continue;
  const cps = members(PROPERTIES[key]!);
  if (cps.length === 0) continue;
  for (const cp of [cps[0]!, cps[cps.length - 1]!, pick(cps), pick(cps)]) samples.add(cp);
  // Characters in scx:S but not sc:S carry extensions: take more of them.
  if (key.startsWith('scx:')) {
    const own = new Set(members(PROPERTIES[`sc:${key.slice(4)}`]!));
    const extended = cps.filter((cp) => !own.has(cp));
    for (let i = 0; i < Math.min(6, extended.length); i++) samples.add(pick(extended));
  }
}
const digits = members(PROPERTIES.nd!);
for (let i = 0; i < digits.length; i += 10) samples.add(digits[i]!).add(digits[i + 9]!);
const pool = [...samples, 0x61, 0x4e00, 0x3042, 0x30a2, 0x3105, 0xac00, 0x3001, 0x30fc, 0x300, 0x20, 0x31, 0x663, 0x6f3];

const strings: number[][] = [];
const contexts = [0x61, 0x4e00, 0x3042, 0x3105, 0xac00, 0x3b1, 0x663];
for (let cp = 0; cp <= 0x10ffff; cp++) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  strings.push([contexts[cp % contexts.length]!, cp, contexts[(cp >> 3) % contexts.length]!]);
}
const sampled = [...samples];
for (const a of sampled) for (let i = 0; i < 40; i++) strings.push([a, pick(sampled)]);
for (let i = 0; i < 300_000; i++) strings.push(Array.from({ length: 2 + random(7) }, () => pick(pool)));
// Han with the scripts it may mix with, and the characters shared among them (U+3001, U+30FC, U+302A...).
const CJK = [0x4e00, 0x9fa5, 0x3042, 0x30a2, 0x3105, 0x31a0, 0xac00, 0x1100, 0x3001, 0x3003, 0x3006, 0x302a, 0x3031, 0x30fc, 0x3099, 0xff70, 0x31c0, 0x3190, 0x61, 0x31, 0xff11];
for (let i = 0; i < 200_000; i++) strings.push(Array.from({ length: 2 + random(5) }, () => pick(CJK)));

const longestRun = (cps: number[]) => {
  const input = String.fromCodePoint(...cps);
  for (let n = cps.length; n >= 0; n--) if (isScriptRun(input, 0, String.fromCodePoint(...cps.slice(0, n)).length)) return n;
  return 0;
};

let failures = 0;
const batch = 100_000;
for (let from = 0; from < strings.length; from += batch) {
  const chunk = strings.slice(from, from + batch);
  probe(chunk.map((cps) => ({ pattern: '^(*sr:(?s:.*))', subject: cps }))).forEach(({ interpreter, jit }, i) => {
    const got = `0 ${longestRun(chunk[i]!)}`;
    if (got === interpreter && interpreter === jit) return;
    if (failures++ < 20) console.log(`${chunk[i]!.map((cp) => cp.toString(16)).join(' ')}: PCRE2 ${interpreter} (JIT ${jit}), store ${got}`);
  });
}
const PATTERNS = ['(*sr:.+)', '(*asr:.+)', '(*sr:.+?)$', '(*sr:\\p{L}+)\\s', '(*sr:(?:\\p{L}|\\p{Nd})+)', '(*asr:\\p{Nd}+)', '^(*sr:.)+$', '(*sr:(.)(.))\\1', '(*script_run:.{3})', '(*sr:..(*ACCEPT))x', '(*sr:.\\K.+)', '(*sr:(?1))(..)', '(.(*sr:.(?1)?))'];
const patternCases: Array<{ pattern: string; subject: number[] }> = [];
for (let i = 0; i < 20_000; i++) {
  const subject = Array.from({ length: 1 + random(8) }, () => pick(pool));
  for (const pattern of PATTERNS) patternCases.push({ pattern, subject });
}
probe(patternCases).forEach(({ interpreter, jit }, i) => {
  const { pattern, subject } = patternCases[i]!;
  const input = String.fromCodePoint(...subject);
  const found = searcherOf(compilePcre(pattern, ''))(input, 0);
  const units = (index: number) => [...input.slice(0, index)].length;
  const got = found ? `${units(found.index)} ${units(found.index + found.match.length)}` : '-';
  if (got === interpreter && interpreter === jit) return;
  if (failures++ < 40) console.log(`${pattern} on ${subject.map((cp) => cp.toString(16)).join(' ')}: PCRE2 ${interpreter} (JIT ${jit}), store ${got}`);
});
console.log(`${strings.length} strings and ${patternCases.length} pattern matches, ${failures} differing`);
process.exitCode = failures ? 1 : 0;
