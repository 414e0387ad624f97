/**
 * Where the server's CPU goes during the contact benchmark's load (scripts/bench-contact-load.ts): the
 * built server runs under V8's sampling profiler (--cpu-prof) on core 0 with the embedded store in its
 * process, and 1,000 posts from 50 clients are sent to it freshly started (--warmup N first sends N
 * unmeasured posts, to see the steady state instead of the cold start).
 *   npx tsx scripts/profile-contact.ts [--warmup 0] [--total 1000] [--top 25] [--group mongodb] [--inclusive a,b]
 */
import { UNTHROTTLED_CONTACT_ENV } from './bench/admin-session';
import { monotonicMicros, reportOptions, startProfiledSite, stopAndReport } from './bench/cpu-profile';
import { runContactLoad } from './reliability/contact-load';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const TOTAL = option('total', 1000);
const WARMUP = option('warmup', 0);
const PORT = 3906;

async function main() {
  const profiled = await startProfiledSite(PORT, UNTHROTTLED_CONTACT_ENV);
  const baseUrls = [`http://127.0.0.1:${PORT}`];
  const measured = { from: 0, to: 0 };
  try {
    if (WARMUP > 0) await runContactLoad({ baseUrls, total: WARMUP, concurrency: 50 });
    measured.from = monotonicMicros();
    const run = await runContactLoad({ baseUrls, total: TOTAL, concurrency: 50 });
    measured.to = monotonicMicros();
    console.log(`${TOTAL} posts in ${(run.wallMs / 1000).toFixed(1)} s under the profiler, statuses ${JSON.stringify(run.statuses)}`);
  } finally {
    await stopAndReport(profiled, { ...measured, ...reportOptions(args) });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
