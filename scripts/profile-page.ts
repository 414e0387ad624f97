/**
 * Where the server's CPU goes for one page: the built server runs under V8's sampling profiler
 * (--cpu-prof) on core 0 while wrk loads the page from core 1 (as in bench-ssr.ts), then the samples
 * are summed by package and, through the server bundle's source map, by source file and function.
 *   npx tsx scripts/profile-page.ts /admin [--seconds 10] [--top 25]
 * /admin is signed in with 40 messages in the inbox, like the benchmark. The profile also covers
 * start-up and a short warm-up; keep --seconds well above them.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { adminSession, BENCH_ADMIN_ENV, UNTHROTTLED_CONTACT_ENV } from './bench/admin-session';
import { ROOT, startSite } from './bench/processes';
import { wrk } from './bench/wrk';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args[args.indexOf(`--${name}`) + 1] || fallback) || fallback;
const PAGE = args.find((arg) => arg.startsWith('/')) ?? '/admin';
const SECONDS = option('seconds', 10);
const TOP = option('top', 25);
const PORT = 3905;
const SERVER_BUNDLE = path.join(ROOT, 'dist/server/index.cjs');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

/** A sample's place: its package, or its source file for our own bundled code, or V8's own bucket. */
function placeOf(frame: ProfileNode['callFrame'], bundleMap: SourceMap): { group: string; where: string } {
  const { url, lineNumber, columnNumber, functionName } = frame;
  if (!url) return { group: functionName || '(native)', where: functionName || '(native)' };
  const file = url.replace(/^file:\/\//, '');
  if (file === SERVER_BUNDLE) {
    const entry = bundleMap.findEntry(lineNumber, columnNumber) as { originalSource?: string; originalLine?: number };
    const source = entry.originalSource ? path.relative(ROOT, entry.originalSource.replace(/^file:\/\//, '')) : 'dist/server/index.cjs';
    return { group: source.replace(/\/[^/]+$/, '/'), where: `${functionName || '(anonymous)'} ${source}:${(entry.originalLine ?? 0) + 1}` };
  }
  // The innermost package: mongoose's own copy of the driver counts as mongodb, not mongoose.
  const pkg = [...file.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].pop()?.[1];
  const group = pkg ?? (file.startsWith('node:') ? 'node core' : path.relative(ROOT, file));
  return { group, where: `${functionName || '(anonymous)'} ${pkg ?? ''}${pkg ? '' : path.basename(file)}:${lineNumber + 1}` };
}

function table(title: string, totals: Map<string, number>, all: number): string {
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return [`\n${title}`, ...rows.map(([name, n]) => `${((100 * n) / all).toFixed(1).padStart(5)} %  ${name}`)].join('\n');
}

async function main() {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-profile-'));
  const site = await startSite(PORT, { ...BENCH_ADMIN_ENV, ...UNTHROTTLED_CONTACT_ENV }, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    const headers = PAGE === '/admin' ? [`Cookie: ${await adminSession(base)}`] : [];
    wrk(`${base}${PAGE}`, { seconds: 2, connections: 10, headers });
    const run = wrk(`${base}${PAGE}`, { seconds: SECONDS, connections: 10, headers });
    if (run.non2xx > 0) throw new Error(`${PAGE}: ${run.non2xx} non-2xx responses`);
    console.log(`${PAGE}: ${run.requests} requests in ${SECONDS} s (${Math.round(run.requestsPerSecond)}/s) under the profiler`);
  } finally {
    await new Promise((resolve) => {
      site.once('exit', resolve);
      site.kill('SIGTERM');
    });
  }

  const profile = JSON.parse(readFileSync(path.join(profileDir, readdirSync(profileDir)[0]!), 'utf8')) as CpuProfile;
  const bundleMap = new SourceMap(JSON.parse(readFileSync(`${SERVER_BUNDLE}.map`, 'utf8')) as SourceMapPayload);
  const byGroup = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let all = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0 || node.callFrame.functionName === '(idle)') continue;
    const { group, where } = placeOf(node.callFrame, bundleMap);
    byGroup.set(group, (byGroup.get(group) ?? 0) + hits);
    byFunction.set(where, (byFunction.get(where) ?? 0) + hits);
    all += hits;
  }
  console.log(`${all} busy samples over ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s (idle excluded)`);
  console.log(table('Self time by package or source folder', byGroup, all));
  console.log(table('Self time by function', byFunction, all));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
