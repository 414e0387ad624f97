/**
 * Where the server's CPU goes for one page: the built server runs under V8's sampling profiler
 * (--cpu-prof) on core 0 while wrk loads the page from core 1 (as in bench-ssr.ts), then the samples
 * are summed by package and, through the server bundle's source map, by source file and function.
 *   npx tsx scripts/profile-page.ts /admin [--seconds 10] [--top 25] [--group mongodb]
 * --group also lists the functions of one package or folder from the first table; --inclusive
 * performWork,documentParts gives each named function's time including what it calls (synchronously).
 * /admin is signed in with 40 messages in the inbox, like the benchmark. Only samples taken while the
 * measured load runs count: start-up and a 10 s warm-up (V8 needs about that long to settle) are left
 * out by their timestamps, which use the same monotonic clock as process.hrtime.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { adminSession, BENCH_ADMIN_ENV, UNTHROTTLED_CONTACT_ENV } from './bench/admin-session';
import { ROOT, startSiteAndStore } from './bench/processes';
import { wrk } from './bench/wrk';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args[args.indexOf(`--${name}`) + 1] || fallback) || fallback;
const PAGE = args.find((arg) => arg.startsWith('/')) ?? '/admin';
const SECONDS = option('seconds', 10);
const TOP = option('top', 25);
const GROUP = args.includes('--group') ? args[args.indexOf('--group') + 1] : undefined;
const INCLUSIVE = args.includes('--inclusive') ? args[args.indexOf('--inclusive') + 1]!.split(',') : [];
const PORT = 3905;
const SERVER_BUNDLE = path.join(ROOT, 'dist/server/index.cjs');

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** How many samples fell on each node between `from` and `to` (µs, monotonic). */
function hitsBetween(profile: CpuProfile, from: number, to: number): Map<number, number> {
  const hits = new Map<number, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i]!;
    if (time >= from && time <= to) hits.set(id, (hits.get(id) ?? 0) + 1);
  });
  return hits;
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

/** Samples in each named function and everything it called, counting nested calls of the same name once. */
function inclusiveHits(profile: CpuProfile, hits: Map<number, number>, names: string[]): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  const subtree = (id: number): number => (hits.get(id) ?? 0) + (byId.get(id)!.children ?? []).reduce((sum, child) => sum + subtree(child), 0);
  const visit = (id: number, inside: Set<string>) => {
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    const counts = names.includes(name) && !inside.has(name);
    if (counts) totals.set(name, (totals.get(name) ?? 0) + subtree(id));
    const next = counts ? new Set([...inside, name]) : inside;
    for (const child of node.children ?? []) visit(child, next);
  };
  visit(profile.nodes[0]!.id, new Set());
  return totals;
}

function table(title: string, totals: Map<string, number>, all: number): string {
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return [`\n${title}`, ...rows.map(([name, n]) => `${((100 * n) / all).toFixed(1).padStart(5)} %  ${name}`)].join('\n');
}

async function main() {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-profile-'));
  // The database in its own process (as in bench-ssr.ts): the profile shows the app's work only.
  const { site, store } = await startSiteAndStore(PORT, { ...BENCH_ADMIN_ENV, ...UNTHROTTLED_CONTACT_ENV }, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  const base = `http://127.0.0.1:${PORT}`;
  const measured = { from: 0, to: 0 };
  try {
    const headers = PAGE.startsWith('/admin') || PAGE.startsWith('/api/') ? [`Cookie: ${await adminSession(base)}`] : [];
    wrk(`${base}${PAGE}`, { seconds: 10, connections: 10, headers });
    measured.from = monotonicMicros();
    const run = wrk(`${base}${PAGE}`, { seconds: SECONDS, connections: 10, headers });
    measured.to = monotonicMicros();
    if (run.non2xx > 0) throw new Error(`${PAGE}: ${run.non2xx} non-2xx responses`);
    console.log(`${PAGE}: ${run.requests} requests in ${SECONDS} s (${Math.round(run.requestsPerSecond)}/s) under the profiler`);
  } finally {
    await new Promise((resolve) => {
      site.once('exit', resolve);
      site.kill('SIGTERM');
    });
    store.kill('SIGTERM');
  }

  const profileFile = path.join(profileDir, readdirSync(profileDir)[0]!);
  console.log(`profile (opens in Chrome DevTools' Performance panel): ${profileFile}`);
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as CpuProfile;
  const bundleMap = new SourceMap(JSON.parse(readFileSync(`${SERVER_BUNDLE}.map`, 'utf8')) as SourceMapPayload);
  const byGroup = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inGroup = new Map<string, number>();
  let all = 0;
  const hitsInWindow = hitsBetween(profile, measured.from, measured.to);
  for (const node of profile.nodes) {
    const hits = hitsInWindow.get(node.id) ?? 0;
    if (hits === 0 || node.callFrame.functionName === '(idle)') continue;
    const { group, where } = placeOf(node.callFrame, bundleMap);
    byGroup.set(group, (byGroup.get(group) ?? 0) + hits);
    byFunction.set(where, (byFunction.get(where) ?? 0) + hits);
    if (group === GROUP) inGroup.set(where, (inGroup.get(where) ?? 0) + hits);
    all += hits;
  }
  console.log(`${all} busy samples in the measured ${SECONDS} s (idle excluded)`);
  console.log(table('Self time by package or source folder', byGroup, all));
  console.log(table('Self time by function', byFunction, all));
  if (GROUP) console.log(table(`Self time in ${GROUP}`, inGroup, all));
  if (INCLUSIVE.length > 0) console.log(table('Time including callees', inclusiveHits(profile, hitsInWindow, INCLUSIVE), all));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
