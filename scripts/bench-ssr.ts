/**
 * Server CPU time per request and throughput of the public pages, side by side with nginx serving
 * saved copies of the same HTML in the same run (issue 8). Server and nginx are pinned to core 0,
 * wrk to core 1, 10 connections. The database is the embedded store in a process of its own, as a
 * deployment has mongod elsewhere: the site's CPU is the app's alone, and the store's CPU per admin
 * request is shown beside it.
 *   npx tsx scripts/bench-ssr.ts [--seconds 5] [--rounds 3] [--admin-only]
 */
import { adminSession, BENCH_ADMIN_ENV, UNTHROTTLED_CONTACT_ENV } from './bench/admin-session';
import { cpuNanos } from './bench/proc-cpu';
import { startNginx, startSiteAndStore } from './bench/processes';
import { wrk } from './bench/wrk';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args[args.indexOf(`--${name}`) + 1] || fallback) || fallback;
const SECONDS = option('seconds', 5);
const ROUNDS = option('rounds', 3);
const ADMIN_ONLY = args.includes('--admin-only');
const ADMIN_WARMUP_SECONDS = 15;
const CONNECTIONS = 10;
const SITE_PORT = 3901;
const NGINX_PORT = 3902;

const ROUTES: Record<string, string> = {
  home: '/',
  projects: '/projects',
  'project-toothsome': '/project/toothsome',
  materials: '/materials',
  store: '/store',
  'terms-of-service': '/terms-of-service',
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** CPU per request of `pids` (and of `alsoPids`, counted apart: the database's). */
function measure(url: string, pids: () => number[], headers?: string[], seconds = SECONDS, alsoPids: () => number[] = () => []) {
  const cpu = (list: number[]) => list.reduce((sum, pid) => sum + cpuNanos(pid), 0);
  const before = [cpu(pids()), cpu(alsoPids())];
  const result = wrk(url, { seconds, connections: CONNECTIONS, headers });
  const after = [cpu(pids()), cpu(alsoPids())];
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx responses`);
  const perRequest = (i: number) => (after[i]! - before[i]!) / 1e6 / result.requests;
  return { cpuMsPerRequest: perRequest(0), alsoCpuMsPerRequest: perRequest(1), requestsPerSecond: result.requestsPerSecond };
}

async function main() {
  const { site, store } = await startSiteAndStore(SITE_PORT, { ...BENCH_ADMIN_ENV, ...UNTHROTTLED_CONTACT_ENV });
  const pages: Record<string, string> = {};
  for (const [name, path] of Object.entries(ROUTES)) {
    const res = await fetch(`http://127.0.0.1:${SITE_PORT}${path}`);
    pages[name] = await res.text();
    for (let i = 0; i < 50; i++) await (await fetch(`http://127.0.0.1:${SITE_PORT}${path}`)).text();
  }
  const nginx = await startNginx(NGINX_PORT, pages);
  const rows: string[] = ['| page | HTML KB | site CPU/req (median) | site req/s | nginx CPU/req | nginx req/s |', '|---|---|---|---|---|---|'];
  try {
    for (const [name, path] of ADMIN_ONLY ? [] : Object.entries(ROUTES)) {
      const siteRuns = [];
      const nginxRuns = [];
      for (let round = 0; round < ROUNDS; round++) {
        siteRuns.push(measure(`http://127.0.0.1:${SITE_PORT}${path}`, () => [site.pid!]));
        nginxRuns.push(measure(`http://127.0.0.1:${NGINX_PORT}/${name}.html`, nginx.workerPids));
      }
      const cpu = median(siteRuns.map((r) => r.cpuMsPerRequest));
      const rps = median(siteRuns.map((r) => r.requestsPerSecond));
      const ncpu = median(nginxRuns.map((r) => r.cpuMsPerRequest));
      const nrps = median(nginxRuns.map((r) => r.requestsPerSecond));
      rows.push(`| ${path} | ${(pages[name]!.length / 1024).toFixed(1)} | ${cpu.toFixed(3)} ms | ${Math.round(rps)} | ${(ncpu * 1000).toFixed(0)} µs | ${Math.round(nrps)} |`);
      console.error(rows[rows.length - 1]);
    }
    // The inbox: session lookup (and rolling refresh) in MongoDB, a database read, an uncached render.
    const cookie = await adminSession(`http://127.0.0.1:${SITE_PORT}`);
    // V8 takes about 10 s of this load to settle on this page (the first 5 s cost nearly twice as much).
    measure(`http://127.0.0.1:${SITE_PORT}/admin`, () => [site.pid!], [`Cookie: ${cookie}`], ADMIN_WARMUP_SECONDS);
    const adminRuns = Array.from({ length: ROUNDS }, () => measure(`http://127.0.0.1:${SITE_PORT}/admin`, () => [site.pid!], [`Cookie: ${cookie}`], SECONDS, () => [store.pid!]));
    const storeCpu = median(adminRuns.map((r) => r.alsoCpuMsPerRequest)).toFixed(3);
    rows.push(`| /admin (signed in, 40 messages; store: ${storeCpu} ms more) | – | ${median(adminRuns.map((r) => r.cpuMsPerRequest)).toFixed(3)} ms | ${Math.round(median(adminRuns.map((r) => r.requestsPerSecond)))} | – | – |`);
    console.error(rows[rows.length - 1]);
  } finally {
    site.kill('SIGTERM');
    store.kill('SIGTERM');
    nginx.child.kill('SIGQUIT');
  }
  console.log(`\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, server and nginx on core 0, wrk on core 1\n`);
  console.log(rows.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
