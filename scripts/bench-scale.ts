/**
 * Contact submissions with one and with three app instances on one embedded store, and the outbox's
 * delivery lag (issue 17):
 *   npx tsx scripts/bench-scale.ts [--total 1000] [--concurrency 50] [--warmup 300]
 * Per run: the store in its own process (as `npm run mongo:embedded`), N built servers in production
 * mode on it, a local SMTP server; `total` posts from `concurrency` clients spread over the instances
 * round-robin (as a load balancer would). Throughput and latency count the HTTP answers; the lag is
 * from each 201 to the moment the studio's e-mail about that message reaches the SMTP server.
 * Nothing is pinned: store, servers, mail server and clients share this machine's two cores, so more
 * instances cannot mean more cores here. Read the figures as "instances do not cost throughput and
 * deliver every e-mail once", not as scaling.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { percentile, runContactLoad } from './reliability/contact-load';
import { ROOT, startSite, startStore } from './bench/processes';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);

/** Receives mail and notes when each message's notification (Message-ID <message-ID@…>) arrived. */
async function startMailSink(): Promise<{ url: string; arrivals: Map<string, number>; close: () => Promise<void> }> {
  const arrivals = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString();
      });
      stream.on('end', () => {
        const id = /^Message-ID: *<message-([0-9a-f]{24})@/im.exec(head)?.[1];
        if (id) arrivals.set(id, performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, arrivals, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function run(instances: number, total: number, concurrency: number, warmup: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stratum-scale-'));
  const store = await startStore(path.join(dir, 'db'));
  const mail = await startMailSink();
  const env = {
    MONGODB_URI: `${store.uri}stratum`,
    SESSION_SECRET: 'bench secret of at least thirty-two characters',
    SMTP_URL: mail.url,
    NOTIFY_EMAIL: 'studio@example.com',
    CONTACT_RATE_PER_MINUTE: '1000000',
    CONTACT_RATE_PER_DAY: '1000000',
    OUTBOX_POLL_MS: '5000',
  };
  const sites: ChildProcess[] = [];
  try {
    for (let i = 0; i < instances; i++) {
      const port = 3950 + i;
      // startSite pins to core 0 with taskset; undo that here so the instances can use both cores.
      sites.push(await startSite(port, { ...env, PUBLIC_URL: `http://127.0.0.1:${port}` }));
      spawn('taskset', ['-p', '-c', '0,1', String(sites[i]!.pid)], { stdio: 'ignore' });
    }
    const urls = sites.map((_site, i) => `http://127.0.0.1:${3950 + i}`);
    if (warmup > 0) await runContactLoad({ baseUrls: urls, total: warmup, concurrency });
    mail.arrivals.clear();
    const answered = new Map<string, number>();
    const result = await runContactLoad({ baseUrls: urls, total, concurrency, onAccepted: (id) => answered.set(id, performance.now()) });
    const deadline = Date.now() + 60_000;
    while ([...answered.keys()].some((id) => !mail.arrivals.has(id)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const lags = [...answered].flatMap(([id, at]) => (mail.arrivals.has(id) ? [mail.arrivals.get(id)! - at] : []));
    return {
      instances,
      statuses: result.statuses,
      perSecond: (total / result.wallMs) * 1000,
      p50: percentile(result.latencies, 50),
      p99: percentile(result.latencies, 99),
      delivered: `${lags.length}/${answered.size}`,
      lagP50: percentile(lags, 50),
      lagP99: percentile(lags, 99),
      lagMax: Math.max(...lags),
    };
  } finally {
    for (const site of sites) site.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stopped = new Promise((resolve) => store.child.once('exit', resolve));
    store.child.kill('SIGTERM');
    await stopped;
    await mail.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const total = option('total', 1000);
  const concurrency = option('concurrency', 50);
  const warmup = option('warmup', 300);
  console.log(`${total} contact posts from ${concurrency} clients (after ${warmup} unmeasured), e-mail on; ${os.cpus().length} cores shared by everything`);
  console.log('instances | statuses | submissions/s | p50 | p99 | e-mails delivered | lag p50 | lag p99 | lag max');
  for (const instances of [1, 3]) {
    const r = await run(instances, total, concurrency, warmup);
    console.log(
      `${r.instances} | ${JSON.stringify(r.statuses)} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.delivered} | ` +
        `${r.lagP50.toFixed(0)} ms | ${r.lagP99.toFixed(0)} ms | ${r.lagMax.toFixed(0)} ms`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
