import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One code point of each of PCRE2's grapheme break properties, in its order (probe-grapheme.c's REPS). */
export const BREAK_REPRESENTATIVES: ReadonlyArray<[string, number]> = [
  ['CR', 0x0d], ['LF', 0x0a], ['Control', 0x01], ['Extend', 0x300], ['Prepend', 0x600], ['SpacingMark', 0x903],
  ['L', 0x1100], ['V', 0x1160], ['T', 0x11a8], ['LV', 0xac00], ['LVT', 0xac01], ['Regional_Indicator', 0x1f1e6],
  ['Other', 0x61], ['ZWJ', 0x200d], ['Extended_Pictographic', 0xa9],
];

export interface GraphemeProbe {
  /** Runs of code points that `\X` treats alike against the representatives (signature: hex bits). */
  classes(): Array<{ first: number; last: number; signature: string }>;
  /** For each string of code points: the code point lengths of successive `\X` matches (interpreter, JIT). */
  split(strings: number[][]): Array<{ interpreter: number[]; jit: number[] }>;
}

/** Builds probe-grapheme.c against `library`. */
export function buildGraphemeProbe(library: string): GraphemeProbe {
  const probe = join(mkdtempSync(join(tmpdir(), 'pcre-probe-grapheme-')), 'probe-grapheme');
  execFileSync('gcc', ['-O2', '-o', probe, join(__dirname, 'probe-grapheme.c'), library]);
  const lengths = (text: string) => (text === '' ? [] : text.split(',').map(Number));
  return {
    classes: () =>
      execFileSync(probe, ['classes'], { maxBuffer: 1 << 26 }).toString().trim().split('\n').map((line) => {
        const [first, last, signature] = line.split(' ');
        return { first: parseInt(first!, 16), last: parseInt(last!, 16), signature: signature! };
      }),
    split: (strings) => {
      const input = strings.map((cps) => cps.map((cp) => cp.toString(16)).join(' ')).join('\n') + '\n';
      const out = execFileSync(probe, ['split'], { input, maxBuffer: 1 << 28 }).toString().split('\n');
      return strings.map((_, i) => {
        const [interpreter, jit] = out[i]!.split('|');
        return { interpreter: lengths(interpreter!), jit: lengths(jit!) };
      });
    },
  };
}
