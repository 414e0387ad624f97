/**
 * Compares the server CPU per request of two builds on one page, in the same run. Runs on this
 * shared machine drift by ±20 % over minutes, more than most single changes are worth, so both builds
 * run at once on core 0 and take turns under wrk (core 1, 10 connections), and each round's B/A ratio
 * is what counts: a slow minute slows both sides of a round. The median ratio and the middle half of
 * the ratios are printed; a change whose middle half straddles 1.00 is not shown by the run.
 *   npm run build && cp -r dist /tmp/before      (then make the change and build again)
 *   npx tsx scripts/bench-compare.ts /tmp/before dist [--path /admin] [--rounds 16] [--seconds 3]
 *   npx tsx scripts/bench-compare.ts dist dist --b-node-args '--max-semi-space-size=32'
 * Each argument is a dist/ folder; /admin is signed in with 40 messages in the inbox, like bench-ssr.ts.
 * Each build has its database in a store process of its own, so the CPU compared is the app's alone.
 * --b-node-args runs B with extra Node options, to compare runtime flags on one build.
 */
import { cpSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminSession, BENCH_ADMIN_ENV, UNTHROTTLED_CONTACT_ENV } from './bench/admin-session';
import { cpuNanos } from './bench/proc-cpu';
import { ROOT, startSiteAndStore } from './bench/processes';
import { wrk } from './bench/wrk';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1]! : fallback);
const [distA, distB] = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
const PAGE = option('path', '/admin');
const ROUNDS = Number(option('rounds', '16'));
const SECONDS = Number(option('seconds', '3'));
const B_NODE_ARGS = option('b-node-args', '').split(' ').filter(Boolean);
const WARMUP_SECONDS = 15;

/**
 * A folder the server can run from: a copy of the build, with this checkout's public files and the
 * packages of the checkout the build came from (builds of different commits may need different ones).
 */
function siteRoot(dist: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'stratum-compare-'));
  cpSync(path.resolve(dist), path.join(root, 'dist'), { recursive: true });
  const ownPackages = path.resolve(dist, '..', 'node_modules');
  symlinkSync(existsSync(ownPackages) ? ownPackages : path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  symlinkSync(path.join(ROOT, 'public'), path.join(root, 'public'));
  return root;
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * q)]!;

async function main() {
  if (!distA || !distB) throw new Error('usage: bench-compare.ts <dist A> <dist B> [--path /admin]');
  const builds = await Promise.all(
    [distA, distB].map(async (dist, i) => {
      const port = 3921 + i;
      const { site, store } = await startSiteAndStore(port, { ...BENCH_ADMIN_ENV, ...UNTHROTTLED_CONTACT_ENV }, i === 1 ? B_NODE_ARGS : [], siteRoot(dist));
      const base = `http://127.0.0.1:${port}`;
      const headers = PAGE.startsWith('/admin') || PAGE.startsWith('/api/') ? [`Cookie: ${await adminSession(base)}`] : [];
      return { name: dist, site, store, url: `${base}${PAGE}`, headers, runs: [] as number[] };
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
    for (const build of builds) {
      build.site.kill('SIGTERM');
      build.store.kill('SIGTERM');
    }
  }
  const [a, b] = builds.map((build) => quantile(build.runs, 0.5));
  const ratios = builds[1]!.runs.map((run, i) => run / builds[0]!.runs[i]!);
  console.log(`${PAGE}, server CPU per request, ${ROUNDS} rounds of ${SECONDS} s:`);
  console.log(`  A ${distA}: median ${a!.toFixed(3)} ms\n  B ${distB} ${B_NODE_ARGS.join(' ')}: median ${b!.toFixed(3)} ms`);
  const ratio = (q: number) => quantile(ratios, q).toFixed(3);
  console.log(`  B/A per round: median ${ratio(0.5)}, middle half ${ratio(0.25)}–${ratio(0.75)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
