/**
 * Compares the store's caseless sets (query/pcre-case.ts) with libpcre2-8's at every code point below
 * U+20000 (probe-case.c).   npx tsx scripts/pcre-unicode14/compare-case.ts [path of libpcre2-8.so]
 * (about a minute and a half; needs gcc)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { caselessVariants } from '../../src/embedded-mongo/query/pcre-case';
import { DEFAULT_LIBRARY } from './probe';

const probe = join(mkdtempSync(join(tmpdir(), 'pcre-probe-case-')), 'probe-case');
execFileSync('gcc', ['-O2', '-o', probe, join(__dirname, 'probe-case.c'), process.argv[2] ?? DEFAULT_LIBRARY]);
const pcre = new Map<number, number[]>();
for (const line of execFileSync(probe, { maxBuffer: 1 << 26 }).toString().trim().split('\n')) {
  const [cp, list] = line.split(':');
  pcre.set(parseInt(cp!, 16), list!.split(',').map((n) => parseInt(n, 16)).sort((a, b) => a - b));
}
let differing = 0;
for (let cp = 0; cp < 0x20000; cp++) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  const store = caselessVariants(cp).slice().sort((a, b) => a - b);
  const want = pcre.get(cp) ?? [cp];
  if (JSON.stringify(store) === JSON.stringify(want)) continue;
  differing++;
  const show = (set: number[]) => set.map((n) => n.toString(16)).join(',');
  console.log(`U+${cp.toString(16)}: PCRE2 ${show(want)}, store ${show(store)}`);
}
console.log(`${differing} code points differing`);
process.exitCode = differing ? 1 : 0;
