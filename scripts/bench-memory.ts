/**
 * Resident memory of the built server over 20,000 requests across every route after a warm-up
 * (issues 8 and 9): prints RSS every 2,000 requests and the growth from the first to the last sample.
 *   npx tsx scripts/bench-memory.ts [--requests 20000]
 */
import { publicUrls } from '../src/server/seo/seo-router';
import { rssMiB } from './bench/proc-cpu';
import { startSite } from './bench/processes';

const args = process.argv.slice(2);
const TOTAL = Number(args[args.indexOf('--requests') + 1] || 20000) || 20000;
const SAMPLE_EVERY = TOTAL / 10;
const CONCURRENCY = 10;
const ROUTES = [...publicUrls(), '/login', '/healthz', '/sitemap.xml', '/no-such-page', '/project/unknown'];

async function hammer(baseUrl: string, count: number, onDone?: (done: number) => void): Promise<void> {
  let next = 0;
  let done = 0;
  const client = async () => {
    while (next < count) {
      const route = ROUTES[next++ % ROUTES.length]!;
      await (await fetch(baseUrl + route)).arrayBuffer();
      onDone?.(++done);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
}

async function main() {
  const port = 3931;
  const site = await startSite(port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await hammer(base, 2000);
    const samples: number[] = [rssMiB(site.pid!)];
    await hammer(base, TOTAL, (done) => {
      if (done % SAMPLE_EVERY === 0) samples.push(rssMiB(site.pid!));
    });
    console.log(`${TOTAL} requests over ${ROUTES.length} routes after a 2,000-request warm-up, ${CONCURRENCY} connections`);
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
