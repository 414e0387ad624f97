import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { spawnStore, type ChildStore } from '../embedded-mongo/child-store';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

/**
 * Issue 17's acceptance test: three app processes on one embedded store (started as its own process,
 * as `npm run mongo:embedded` does), sharing MONGODB_URI and SESSION_SECRET, with a mail server that
 * greylists every message twice ("451 try again later"). Everything the instances must agree on is in
 * MongoDB, so they behave as one.
 */

const ADMIN = { email: 'owner@studio.example', password: 'a long shared password' };
const VISITOR = { name: 'Grace Hopper', email: 'grace@example.com', message: 'Can you print a 4 m reception desk?' };
const INSTANCES = 3;

let dataDir: string;
let store: ChildStore;
let storePort: number;
let sink: SmtpSink;
let servers: ServerProcess[] = [];
let client: MongoClient;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const on = (i: number) => servers[i % INSTANCES]!.url;

function postContact(instance: number, body: object, clientAddress: string) {
  return fetch(`${on(instance)}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress },
    body: JSON.stringify(body),
  });
}

/**
 * The same post on a connection of its own. During the outage an answer takes the driver's server
 * selection timeout (5 s); fetch's pooled keep-alive socket may be closed by the server's 5 s idle
 * timeout just as it is reused, which would fail the request on the client's side, not the server's.
 */
function postContactOnNewConnection(instance: number, body: object, clientAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(`${on(instance)}/api/contact`, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), 'X-Forwarded-For': clientAddress },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

function signIn(instance: number, password: string) {
  return fetch(`${on(instance)}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.9' },
    body: JSON.stringify({ email: ADMIN.email, password }),
  });
}

function inbox(instance: number, cookie: string) {
  return fetch(`${on(instance)}/api/admin/submissions?limit=100`, { headers: { Cookie: cookie } });
}

async function until<T>(read: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'stratum-scale-'));
  storePort = await freePort();
  store = spawnStore(path.join(dataDir, 'db'), storePort);
  const uri = await store.ready;
  sink = await startSmtpSink({ temporaryFailures: 2 });
  const env = {
    MONGODB_URI: `${uri}stratum`,
    SESSION_SECRET: 'a shared secret of at least thirty-two characters',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: sink.url,
    NOTIFY_EMAIL: 'studio@example.com',
    OUTBOX_POLL_MS: '100',
    OUTBOX_RETRY_BASE_MS: '200',
    CONTACT_RATE_PER_MINUTE: '5',
    LOGIN_MAX_FAILURES: '3',
    TRUST_PROXY: '1',
  };
  // Started together on an empty database, all racing to create the same first admin.
  const started = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startServer({ env })));
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason; // afterAll still stops the ones that started
  client = await MongoClient.connect(uri);
}, 120_000);

afterAll(async () => {
  await client?.close();
  await Promise.all(servers.map((server) => server.stop()));
  store?.child.kill('SIGTERM');
  await store?.exited;
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

test('instances started together with the same ADMIN_EMAIL all start, and exactly one admin exists', async () => {
  expect(servers).toHaveLength(INSTANCES);
  expect(await client.db('stratum').collection('admin_users').countDocuments({ email: ADMIN.email })).toBe(1);
});

test('five messages spread over the instances are accepted and the sixth is refused (limit 5)', async () => {
  for (let i = 0; i < 5; i++) expect((await postContact(i, { ...VISITOR, message: `${VISITOR.message} (#${i + 1})` }, '203.0.113.10')).status).toBe(201);
  const sixth = await postContact(5, VISITOR, '203.0.113.10');
  expect(sixth.status).toBe(429);
  expect(((await sixth.json()) as { error: string }).error).toMatch(/Too many messages/);
  // Another visitor is not affected.
  expect((await postContact(0, { ...VISITOR, message: 'From another office.' }, '203.0.113.11')).status).toBe(201);
  expect(await client.db('stratum').collection('contact_submissions').countDocuments()).toBe(6);
});

test('every message is e-mailed exactly once after the refusals, and shows sent with 3 attempts', async () => {
  await sink.waitForMail(6, 30_000);
  // Three workers keep polling: nothing is sent twice.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(sink.mails).toHaveLength(6);
  expect(new Set(sink.mails.map((mail) => /^Message-ID: *(.+)$/im.exec(mail.headers)?.[1])).size).toBe(6);
  expect([...sink.attempts.values()]).toEqual([3, 3, 3, 3, 3, 3]);

  const cookie = (await signIn(1, ADMIN.password)).headers.getSetCookie()[0]!.split(';')[0]!;
  const page = (await (await inbox(2, cookie)).json()) as { data: Array<{ notification?: { state: string; attempts: number } }>; notifications: string };
  expect(page.notifications).toBe('on');
  expect(page.data).toHaveLength(6);
  for (const submission of page.data) expect(submission.notification).toEqual({ state: 'sent', attempts: 3 });
});

test('a session made on one instance works on the others, and signing out on one ends it everywhere', async () => {
  const res = await signIn(0, ADMIN.password);
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
  for (let i = 0; i < INSTANCES; i++) expect((await inbox(i, cookie)).status).toBe(200);
  const out = await fetch(`${on(1)}/api/auth/logout`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' } });
  expect(out.status).toBe(200);
  for (let i = 0; i < INSTANCES; i++) expect((await inbox(i, cookie)).status).toBe(401);
});

test('three sign-in failures spread over the instances lock the fourth attempt', async () => {
  for (let i = 0; i < 3; i++) expect((await signIn(i, 'not the password')).status).toBe(401);
  const locked = await signIn(3, ADMIN.password);
  expect(locked.status).toBe(429);
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('the store killed with kill -9 and restarted at once on the same folder: every instance serves again, nothing lost', async () => {
  store.child.kill('SIGKILL');
  await store.exited;
  // While it is down: a clear 503, never a lost "accepted" message; bad input is still a 400.
  expect(await postContactOnNewConnection(0, VISITOR, '203.0.113.20')).toBe(503);
  expect(await postContactOnNewConnection(1, { name: '' }, '203.0.113.20')).toBe(400);
  expect((await fetch(`${on(2)}/readyz`)).status).toBe(503);

  store = spawnStore(path.join(dataDir, 'db'), storePort);
  await store.ready;
  for (let i = 0; i < INSTANCES; i++) {
    await until(async () => ((await fetch(`${on(i)}/readyz`)).status === 200 ? true : undefined), 30_000, `instance ${i} ready again`);
  }
  expect(await client.db('stratum').collection('contact_submissions').countDocuments()).toBe(6);
  const after = await postContact(2, VISITOR, '203.0.113.21');
  expect(after.status).toBe(201);
  await sink.waitForMail(7, 30_000);
  expect(await client.db('stratum').collection('contact_submissions').countDocuments()).toBe(7);
}, 90_000);
