/**
 * Compares the server CPU per request of two builds on one page, in the same run. Runs on this
 * shared machine drift by ±20 % over minutes, more than most single changes are worth, so both builds
 * run at once on core 0 and take turns under wrk (core 1, 10 connections): a slow minute slows both.
 *   npm run build && cp -r dist /tmp/before      (then make the change and build again)
 *   npx tsx scripts/bench-compare.ts /tmp/before dist [--path /admin] [--rounds 6] [--seconds 5]
 * Each argument is a dist/ folder; /admin is signed in with 40 messages in the inbox, like bench-ssr.ts.
 */
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminSession, BENCH_ADMIN_ENV, UNTHROTTLED_CONTACT_ENV } from './bench/admin-session';
import { cpuNanos } from './bench/proc-cpu';
import { ROOT, startSite } from './bench/processes';
import { wrk } from './bench/wrk';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1]! : fallback);
const [distA, distB] = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
const PAGE = option('path', '/admin');
const ROUNDS = Number(option('rounds', '6'));
const SECONDS = Number(option('seconds', '5'));
const WARMUP_SECONDS = 15;

/** A folder the server can run from: a copy of the build, with this checkout's packages and public files. */
function siteRoot(dist: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'stratum-compare-'));
  cpSync(path.resolve(dist), path.join(root, 'dist'), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  symlinkSync(path.join(ROOT, 'public'), path.join(root, 'public'));
  return root;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!distA || !distB) throw new Error('usage: bench-compare.ts <dist A> <dist B> [--path /admin]');
  const builds = await Promise.all(
    [distA, distB].map(async (dist, i) => {
      const port = 3921 + i;
      const site = await startSite(port, { ...BENCH_ADMIN_ENV, ...UNTHROTTLED_CONTACT_ENV }, [], siteRoot(dist));
      const base = `http://127.0.0.1:${port}`;
      const headers = PAGE.startsWith('/admin') || PAGE.startsWith('/api/') ? [`Cookie: ${await adminSession(base)}`] : [];
      return { name: dist, site, url: `${base}${PAGE}`, headers, runs: [] as number[] };
    }),
  );
  try {
    for (const build of builds) wrk(build.url, { seconds: WARMUP_SECONDS, connections: 10, headers: build.headers });
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which build goes first, so neither always runs right after the other.
      for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
        const before = cpuNanos(build.site.pid!);
        const result = wrk(build.url, { seconds: SECONDS, connections: 10, headers: build.headers });
        if (result.non2xx > 0) throw new Error(`${build.name}: ${result.non2xx} non-2xx responses`);
        build.runs.push((cpuNanos(build.site.pid!) - before) / 1e6 / result.requests);
      }
      console.error(`round ${round + 1}: ${builds.map((b) => `${b.runs.at(-1)!.toFixed(3)} ms`).join(' vs ')}`);
    }
  } finally {
    for (const build of builds) build.site.kill('SIGTERM');
  }
  const [a, b] = builds.map((build) => median(build.runs));
  console.log(`${PAGE}, server CPU per request, median of ${ROUNDS} rounds of ${SECONDS} s:`);
  console.log(`  A ${distA}: ${a!.toFixed(3)} ms\n  B ${distB}: ${b!.toFixed(3)} ms (${(((b! - a!) / a!) * 100).toFixed(1)} %)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
