import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Builds probe-match.c against `library` and returns a function asking it where each pattern first matches
 * its subject from `start` (a code point index, 0 unless given; mongod's options): "start end" in code
 * points, "-" for no match, or "ERR message".
 */
export function buildMatchProbe(library: string): (cases: Array<{ pattern: string; subject: number[]; start?: number }>) => Array<{ interpreter: string; jit: string }> {
  const probe = join(mkdtempSync(join(tmpdir(), 'pcre-probe-match-')), 'probe-match');
  execFileSync('gcc', ['-O2', '-o', probe, join(__dirname, 'probe-match.c'), library]);
  return (cases) => {
    if (cases.some(({ pattern }) => /[\t\n]/.test(pattern))) throw new Error('probe patterns hold no tab or newline');
    const input = cases.map(({ pattern, subject, start = 0 }) => `${pattern}\t${subject.map((cp) => cp.toString(16)).join(' ')}\t${start}`).join('\n') + '\n';
    const out = execFileSync(probe, { input, maxBuffer: 1 << 28 }).toString().split('\n');
    return cases.map((_, i) => {
      const [interpreter, jit] = out[i]!.split(' | ');
      return { interpreter: interpreter!, jit: jit ?? interpreter! };
    });
  };
}
