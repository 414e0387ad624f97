import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { AppDeps } from '../app-deps';
import { createDatabase, ensureIndexes, type Database } from '../db/database';
import { createHttpServer } from '../http-server';
import { createLogger, stdoutDestination } from '../logger';
import { WARM_UP_CLIENTS } from './warm-up-clients';

/** As many at once as the pool has connections, so every one of them is opened and used. */
const CONCURRENCY = 20;
/** Start-up never waits longer than this for it, whatever the machine (a loaded one gets fewer posts in). */
const TIME_BUDGET_MS = 6_000;

/** Unique per start, so instances starting together never share one. */
export const warmUpDatabaseName = (realName: string) => `${realName}_warmup_${randomBytes(6).toString('hex')}`;

export interface WarmUpResult {
  posts: number;
  accepted: number;
  ms: number;
  /** The process's CPU time meanwhile (the store's too when it is embedded). */
  cpuMs: number;
}

/**
 * Sends contact posts through a second copy of the app, on a loopback port of its own, before the real
 * server listens (issue 23). A freshly started process runs every function of that path unoptimised and
 * opens database connections one by one, so the first burst of real posts used to wait several times
 * longer than later ones. V8 optimises a function only after many calls (a post's small functions need
 * several hundred), so WARM_UP_POSTS defaults to a thousand: after 300, the first thousand real posts
 * still cost about a quarter more CPU each while V8 compiled behind them. The copy is given a throwaway
 * database on the same connection pool (a unique name, dropped afterwards) with the real one's indexes:
 * when it had only `_id` indexes, the first 50 real posts, the first to maintain the others, cost about
 * twice the CPU of later ones (3.3–3.7 ms each against 1.6–2.0; 2.0–2.2 with the indexes). No message is stored, no
 * limit is counted, no e-mail or webhook job is queued anywhere a worker looks. The posts come as the
 * real ones do: with the headers of each kind of client (warm-up-clients.ts), and every fourth on a new
 * connection, since the first burst of visitors opens dozens at once (the 50 clients of the benchmark
 * waited 30–40 ms longer on a server whose connection set-up was still cold). Best effort: a failure
 * only means a colder start.
 */
export async function warmUpContactPath(
  deps: AppDeps & { db: Database },
  buildApp: (deps: AppDeps) => Express,
  posts: number,
  timeBudgetMs = TIME_BUDGET_MS,
): Promise<WarmUpResult> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const throwaway = createDatabase(deps.db.connection.useDb(warmUpDatabaseName(deps.db.native.databaseName), { useCache: false }));
  // With the real database's indexes, so the posts maintain the same indexes the real ones will.
  await ensureIndexes(throwaway);
  const app = buildApp({
    ...deps,
    db: throwaway,
    // The limits are counted in the throwaway database; high enough that every post gets through them.
    env: { ...deps.env, CONTACT_RATE_PER_MINUTE: posts + 1, CONTACT_RATE_PER_DAY: posts + 1 },
    // Same level, format and kind of stream as the real log, written to /dev/null, so the logging code warms up as well.
    logger: createLogger(deps.env.LOG_LEVEL, stdoutDestination(undefined, openSync('/dev/null', 'w'))),
    wakeOutbox: undefined,
    metrics: undefined,
  });
  // The same kind of server as the real one (http-server.ts), so its optimised code fits the real requests.
  const { server } = createHttpServer(app);
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    // Visitors arrive on new connections: every fourth post opens (and closes) its own, so the server's
    // connection set-up is optimised before the first burst of visitors, not while it waits on them.
    const oneShot = new http.Agent({ keepAlive: false });
    let next = 0;
    let accepted = 0;
    const deadline = started + timeBudgetMs;
    const lane = async () => {
      while (next < posts && performance.now() < deadline) {
        const index = next++;
        if ((await post(port, index % 4 === 3 ? oneShot : agent, deps.env.PUBLIC_URL, index)) === 201) accepted++;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, lane));
    agent.destroy();
    oneShot.destroy();
    const cpu = process.cpuUsage(cpuBefore);
    return { posts: next, accepted, ms: Math.round(performance.now() - started), cpuMs: Math.round((cpu.user + cpu.system) / 1000) };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    // Not closed: a useDb connection shares the real one's client, which close() would end.
    await throwaway.connection.dropDatabase().catch(() => undefined);
  }
}

function post(port: number, agent: http.Agent, origin: string, index: number): Promise<number> {
  const body = JSON.stringify({
    name: `Warm-up ${index}`,
    email: `warm-up-${index}@example.com`,
    phone_number: '+1 (407) 555-0100',
    message: `A message that exists only while the server starts (${index}).`,
  });
  return new Promise((resolve) => {
    const req = http.request(
      { port, host: '127.0.0.1', path: '/api/contact', method: 'POST', agent, headers: { ...WARM_UP_CLIENTS[index % WARM_UP_CLIENTS.length]!(origin), 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}
