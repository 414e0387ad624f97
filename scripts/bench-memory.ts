/**
 * Resident memory of the built server over 20,000 requests across every route after a warm-up
 * (issues 8 and 9): prints RSS every 2,000 requests and the growth from the first to the last sample.
 * The routes include what the server renders per request: the signed-in inbox (three views) and
 * its API, and the no-JavaScript contact form's answer to a rejected post.
 *   npx tsx scripts/bench-memory.ts [--requests 20000]
 */
import { publicUrls } from '../src/server/seo/seo-router';
import { adminSession, BENCH_ADMIN_ENV, UNTHROTTLED_CONTACT_ENV } from './bench/admin-session';
import { rssMiB } from './bench/proc-cpu';
import { startSite } from './bench/processes';

const args = process.argv.slice(2);
const TOTAL = Number(args[args.indexOf('--requests') + 1] || 20000) || 20000;
const SAMPLE_EVERY = TOTAL / 10;
const CONCURRENCY = 10;
const PUBLIC_ROUTES = [...publicUrls(), '/login', '/healthz', '/sitemap.xml', '/no-such-page', '/project/unknown'];
const INBOX_ROUTES = ['/admin', '/admin?status=unread', '/admin?q=bench', '/api/admin/submissions'];

type Route = [path: string, init?: RequestInit];

function routes(base: string, cookie: string): Route[] {
  const rejectedContactPost: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: 'name=&email=not-an-address&message=',
  };
  return [
    ...PUBLIC_ROUTES.map((path): Route => [path]),
    ...INBOX_ROUTES.map((path): Route => [path, { headers: { cookie } }]),
    ['/api/contact', rejectedContactPost],
  ];
}

async function hammer(base: string, list: Route[], count: number, onDone?: (done: number) => void): Promise<void> {
  let next = 0;
  let done = 0;
  const client = async () => {
    while (next < count) {
      const [path, init] = list[next++ % list.length]!;
      await (await fetch(base + path, init)).arrayBuffer();
      onDone?.(++done);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
}

async function main() {
  const port = 3931;
  const site = await startSite(port, { ...BENCH_ADMIN_ENV, ...UNTHROTTLED_CONTACT_ENV });
  const base = `http://127.0.0.1:${port}`;
  try {
    const list = routes(base, await adminSession(base));
    await hammer(base, list, 2000);
    const samples: number[] = [rssMiB(site.pid!)];
    await hammer(base, list, TOTAL, (done) => {
      if (done % SAMPLE_EVERY === 0) samples.push(rssMiB(site.pid!));
    });
    console.log(`${TOTAL} requests over ${list.length} routes after a 2,000-request warm-up, ${CONCURRENCY} connections`);
    console.log(`RSS MiB: ${samples.map((s) => s.toFixed(0)).join(' → ')}`);
    const growth = samples[samples.length - 1]! - samples[0]!;
    console.log(`growth ${growth.toFixed(1)} MiB, max ${Math.max(...samples).toFixed(0)} MiB`);
  } finally {
    site.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
