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
import { adminSession, BENCH_ADMIN_ENV, UNTHROTTLED_CONTACT_ENV } from './bench/admin-session';
import { monotonicMicros, reportOptions, startProfiledSite, stopAndReport } from './bench/cpu-profile';
import { wrk } from './bench/wrk';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args[args.indexOf(`--${name}`) + 1] || fallback) || fallback;
const PAGE = args.find((arg) => arg.startsWith('/')) ?? '/admin';
const SECONDS = option('seconds', 10);
const PORT = 3905;

async function main() {
  const profiled = await startProfiledSite(PORT, { ...BENCH_ADMIN_ENV, ...UNTHROTTLED_CONTACT_ENV });
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
    await stopAndReport(profiled, { ...measured, ...reportOptions(args) });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
