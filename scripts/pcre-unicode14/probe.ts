import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Code point ranges, inclusive. */
export type Ranges = Array<[number, number]>;

export const DEFAULT_LIBRARY = '/usr/lib/x86_64-linux-gnu/libpcre2-8.so.0';

/**
 * Builds probe.c against `library` and returns a function asking it, for each one-character pattern,
 * which code points it matches (mongod's options: UTF, no UCP unless the pattern sets it): ranges, or
 * PCRE2's compile error message.
 */
export function buildProbe(library: string): (patterns: string[]) => Array<Ranges | { error: string }> {
  const probe = join(mkdtempSync(join(tmpdir(), 'pcre-probe-')), 'probe');
  execFileSync('gcc', ['-O2', '-o', probe, join(__dirname, 'probe.c'), library]);
  return (patterns) => {
    if (patterns.some((pattern) => pattern.includes('\n'))) throw new Error('probe patterns are one per line');
    const out = execFileSync(probe, { input: patterns.join('\n') + '\n', maxBuffer: 1 << 28 }).toString().split('\n');
    return patterns.map((_, i) => {
      const line = out[i]!;
      if (line.startsWith('ERR ')) return { error: line.slice(4) };
      if (line === '') return [];
      return line.split(',').map((range) => range.split('-').map((n) => parseInt(n, 16)) as [number, number]);
    });
  };
}
