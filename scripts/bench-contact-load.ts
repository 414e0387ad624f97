/**
 * Latency of 1,000 contact submissions from 50 concurrent clients against the built server with the
 * embedded store (issue 9). Prints the status counts, throughput and latency percentiles.
 *   npx tsx scripts/bench-contact-load.ts [--total 1000] [--concurrency 50] [--warmup 1000]
 * Like the other benchmarks it measures a warmed-up server: a first, unmeasured round lets V8
 * compile the request path. It prints that round's figures too, which show the cold start. `--warmup 0`
 * measures a freshly started server (issue 23), which has only run its own start-up warm-up
 * (WARM_UP_POSTS, 1,000 by default, through a throwaway database) before listening, enough for V8 to
 * have optimised the path (after 300, it still compiled behind the first thousand real posts). The server's CPU per post (all its threads: the embedded store runs in its process)
 * is the figure to compare on this shared machine, where wall-clock latency follows the load. The server
 * runs on core 0 and this load generator on core 1, posting with node:http over kept-alive connections
 * (reliability/contact-load.ts says why not fetch).
 */
import { percentile, runContactLoad } from './reliability/contact-load';
import { cpuNanos } from './bench/proc-cpu';
import { pinLoadGeneratorToCore1, startSite } from './bench/processes';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args[args.indexOf(`--${name}`) + 1] || fallback) || fallback;

async function main() {
  const port = 3911;
  pinLoadGeneratorToCore1();
  const site = await startSite(port, { CONTACT_RATE_PER_MINUTE: '1000000', CONTACT_RATE_PER_DAY: '1000000' });
  try {
    const total = option('total', 1000);
    const concurrency = option('concurrency', 50);
    // Not option(): 0 is a valid choice here (no warm-up, the cold figures).
    const warmupTotal = args.includes('--warmup') ? Number(args[args.indexOf('--warmup') + 1]) : 1000;
    if (warmupTotal > 0) {
      const cold = await runContactLoad({ baseUrls: [`http://127.0.0.1:${port}`], total: warmupTotal, concurrency });
      console.log(`warm-up (not counted): ${warmupTotal} submissions, p50 ${percentile(cold.latencies, 50).toFixed(1)} ms, p99 ${percentile(cold.latencies, 99).toFixed(1)} ms`);
    }
    const cpuBefore = cpuNanos(site.pid!);
    const result = await runContactLoad({ baseUrls: [`http://127.0.0.1:${port}`], total, concurrency });
    // The server's CPU (all threads, the embedded store's included: it runs in the same process) per post.
    const cpuPerPost = (cpuNanos(site.pid!) - cpuBefore) / 1e6 / total;
    console.log(`${total} submissions, ${concurrency} concurrent clients on core 1, server on core 0`);
    console.log(`statuses ${JSON.stringify(result.statuses)}, network errors ${result.errors}`);
    console.log(`throughput ${((total / result.wallMs) * 1000).toFixed(0)} submissions/s`);
    console.log(`latency p50 ${percentile(result.latencies, 50).toFixed(1)} ms, p95 ${percentile(result.latencies, 95).toFixed(1)} ms, p99 ${percentile(result.latencies, 99).toFixed(1)} ms, max ${Math.max(...result.latencies).toFixed(1)} ms`);
    console.log(`server CPU ${cpuPerPost.toFixed(2)} ms per submission (app and embedded store, all threads)`);
  } finally {
    site.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
