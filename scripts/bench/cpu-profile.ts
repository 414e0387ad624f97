import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startSiteAndStore } from './processes';

/**
 * Sums a V8 CPU profile (--cpu-prof) of the built server by package, by source file and function (through
 * the server bundle's source map), and optionally one package's functions or named functions' inclusive
 * times. Shared by scripts/profile-page.ts and scripts/profile-contact.ts.
 */
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

/** Now on the clock V8's profile timestamps use (monotonic, µs), to mark the measured window. */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

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

function table(title: string, totals: Map<string, number>, all: number, top: number): string {
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [`\n${title}`, ...rows.map(([name, n]) => `${((100 * n) / all).toFixed(1).padStart(5)} %  ${name}`)].join('\n');
}

/** What to print, from the command line: --top N, --group PACKAGE, --inclusive a,b. */
export interface ReportOptions {
  top: number;
  /** Also list this package's or folder's functions. */
  group?: string;
  /** Also give these functions' time including their callees. */
  inclusive: string[];
}

export function reportOptions(args: string[]): ReportOptions {
  const value = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
  return { top: Number(value('top') ?? 25), group: value('group'), inclusive: value('inclusive')?.split(',') ?? [] };
}

export interface ProfileReport extends ReportOptions {
  /** The measured window, µs on monotonicMicros' clock. */
  from: number;
  to: number;
}

interface ProfiledSite {
  site: ChildProcess;
  store: ChildProcess;
  profileDir: string;
}

/**
 * The built site under V8's sampling profiler, which writes its profile into `profileDir` on exit. The
 * database runs in a process of its own (as in bench-ssr.ts), so the profile shows the app's work only.
 */
export async function startProfiledSite(port: number, env: NodeJS.ProcessEnv): Promise<ProfiledSite> {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-profile-'));
  const { site, store } = await startSiteAndStore(port, env, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  return { site, store, profileDir };
}

/** Stops the site (so its profile is written), then prints the report. */
export async function stopAndReport(profiled: ProfiledSite, report: ProfileReport): Promise<void> {
  await new Promise((resolve) => {
    profiled.site.once('exit', resolve);
    profiled.site.kill('SIGTERM');
  });
  profiled.store.kill('SIGTERM');
  printProfile(profiled.profileDir, report);
}

/** Prints where the samples of the one profile in `profileDir` went within the measured window. */
function printProfile(profileDir: string, report: ProfileReport): void {
  const profileFile = path.join(profileDir, readdirSync(profileDir)[0]!);
  console.log(`profile (opens in Chrome DevTools' Performance panel): ${profileFile}`);
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as CpuProfile;
  const bundleMap = new SourceMap(JSON.parse(readFileSync(`${SERVER_BUNDLE}.map`, 'utf8')) as SourceMapPayload);
  const byGroup = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inGroup = new Map<string, number>();
  let all = 0;
  const hitsInWindow = hitsBetween(profile, report.from, report.to);
  for (const node of profile.nodes) {
    const hits = hitsInWindow.get(node.id) ?? 0;
    if (hits === 0 || node.callFrame.functionName === '(idle)') continue;
    const { group, where } = placeOf(node.callFrame, bundleMap);
    byGroup.set(group, (byGroup.get(group) ?? 0) + hits);
    byFunction.set(where, (byFunction.get(where) ?? 0) + hits);
    if (group === report.group) inGroup.set(where, (inGroup.get(where) ?? 0) + hits);
    all += hits;
  }
  console.log(`${all} busy samples in the measured window (idle excluded)`);
  console.log(table('Self time by package or source folder', byGroup, all, report.top));
  console.log(table('Self time by function', byFunction, all, report.top));
  if (report.group) console.log(table(`Self time in ${report.group}`, inGroup, all, report.top));
  if (report.inclusive.length > 0) console.log(table('Time including callees', inclusiveHits(profile, hitsInWindow, report.inclusive), all, report.top));
}
