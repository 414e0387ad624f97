import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { spawnStore, type ChildStore } from '../embedded-mongo/child-store';
import { startServer, type ServerProcess } from '../helpers/server-process';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not recovered within ${timeoutMs} ms`);
}

const message = (n: number) => ({ name: `Outage ${n}`, email: 'outage@example.com', message: `During the outage test ${n}` });

describe('MongoDB goes away and comes back', () => {
  let store: ChildStore;
  let server: ServerProcess;
  const dbPath = mkdtempSync(path.join(os.tmpdir(), 'stratum-outage-'));

  afterAll(async () => {
    await server?.stop('SIGKILL');
    store?.child.kill('SIGKILL');
    rmSync(dbPath, { recursive: true, force: true });
  });

  test('posts answer 503, /healthz 503, public pages render, and everything recovers without a restart', async () => {
    const port = await freePort();
    store = spawnStore(dbPath, port);
    const uri = await store.ready;
    server = await startServer({ env: { MONGODB_URI: `${uri}stratum` } });
    // supertest opens a fresh connection per request: no keep-alive reuse racing the server's timeout.
    const site = request(server.url);
    const post = (n: number) => site.post('/api/contact').set('Origin', server.url).send(message(n));

    expect((await post(1)).status).toBe(201);
    expect((await site.get('/healthz')).status).toBe(200);

    store.child.kill('SIGKILL');
    await store.exited;

    const refused = await post(2);
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatch(/temporarily unavailable/i);
    expect((await site.get('/healthz')).status).toBe(503);
    for (const page of ['/', '/materials', '/project/toothsome']) expect((await site.get(page)).status).toBe(200);

    store = spawnStore(dbPath, port);
    await store.ready;
    await waitFor(async () => (await site.get('/healthz')).status === 200, 30_000);
    const accepted = await post(3);
    expect(accepted.status).toBe(201);
  }, 90_000);
});
