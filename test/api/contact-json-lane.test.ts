import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import type { AppDeps } from '../../src/server/app-deps';
import { contactJsonLane } from '../../src/server/contact/contact-json-lane';
import type { Database } from '../../src/server/db/database';
import { DatabaseUnavailableError } from '../../src/server/db/database-errors';
import { parseEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { createMetrics } from '../../src/server/observability/metrics';
import { securityHeaders } from '../../src/server/security/security-headers';
import { recordingLogger } from '../helpers/recording-logger';
import { testApp } from '../helpers/test-app';
import { useTestDatabase } from '../helpers/test-db';

const database = useTestDatabase({ emptyBeforeEach: ['contact_submissions'] });
const ORIGIN = 'http://localhost:3000';
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', phone_number: '+1 (407) 555-0100', message: 'A 6 m printed facade panel for a hotel lobby.' };

/** What reached the stand-in for Express: nothing (the lane answered), or the request it passed on. */
interface Passed {
  how: 'declined' | 'handed over';
  body?: unknown;
}

/**
 * The lane alone in front of a stand-in for Express that answers 598 to what the lane declined and
 * 599 to what it started and handed over, so every test sees which way a post went.
 */
async function laneServer(env: NodeJS.ProcessEnv = {}, db: Database | undefined = database.db, metrics = createMetrics({}), logger = createLogger('silent')) {
  const deps = {
    env: parseEnv({ NODE_ENV: 'test', PUBLIC_URL: ORIGIN, CONTACT_RATE_PER_MINUTE: '100', CONTACT_RATE_PER_DAY: '100', ...env }),
    db,
    logger,
    metrics,
  } as AppDeps;
  const lane = contactJsonLane(deps, { trustProxy: () => false, securityHeaders: securityHeaders({ production: false }) });
  const passed: Passed[] = [];
  const server = http.createServer((req, res) => {
    const taken = lane(req, res, () => {
      passed.push({ how: 'handed over', body: (req as { body?: unknown }).body });
      res.statusCode = 599;
      res.end();
    });
    if (taken) return;
    passed.push({ how: 'declined' });
    req.resume();
    res.statusCode = 598;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, passed, metrics, close: () => new Promise((resolve) => server.close(resolve)) };
}

function post(url: string, body: string | Uint8Array, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers }, body: body as BodyInit });
}

const storedCount = () => database.db.native.collection('contact_submissions').countDocuments();

describe('the JSON contact lane in front of Express (issue 23)', () => {
  it('stores a valid message and answers as the route does, with the headers every response gets', async () => {
    const lane = await laneServer();
    try {
      const res = await post(lane.url, JSON.stringify(valid));
      expect(res.status).toBe(201);
      const body = (await res.json()) as { success: boolean; data: { id: string; created_at: string } };
      expect(body).toEqual({ success: true, data: { id: expect.stringMatching(/^[0-9a-f]{24}$/), created_at: expect.any(String) } });
      expect(lane.passed).toEqual([]);
      const [doc] = await database.db.native.collection('contact_submissions').find({}).toArray();
      expect(doc).toMatchObject({ ...valid, status: 'new' });
      expect(String(doc!._id)).toBe(body.data.id);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('ratelimit')).toMatch(/^"contact-minute"; r=99; t=60, "contact-day"; r=99; t=86400$/);
      expect(res.headers.get('ratelimit-policy')).toContain('"contact-minute"; q=100; w=60; pk=:');
      // The metrics label of the Express route, so both ways count together.
      expect(await lane.metrics.registry.metrics()).toContain('http_request_duration_seconds_count{method="POST",route="/api/contact/",status="201"} 1');
      expect(await lane.metrics.registry.metrics()).toContain('contact_submissions_total 1');
    } finally {
      await lane.close();
    }
  });

  it("takes body-parser's JSON: a BOM is dropped, and what is not an object or array is its 400", async () => {
    const lane = await laneServer();
    try {
      const bom = await post(lane.url, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(valid))]));
      expect(bom.status).toBe(201);
      for (const text of ['{"name": ', '"a string"', '  42', 'null']) {
        const res = await post(lane.url, text);
        expect([text, res.status, await res.json()]).toEqual([text, 400, { success: false, error: 'Request body is not valid JSON' }]);
      }
      expect(lane.passed).toEqual([]);
      expect(await storedCount()).toBe(1);
    } finally {
      await lane.close();
    }
  });

  it("hands an invalid message or a bot's, parsed, to the Express route, which answers those", async () => {
    const lane = await laneServer();
    try {
      const invalid = { ...valid, email: 'not an address' };
      expect((await post(lane.url, JSON.stringify(invalid))).status).toBe(599);
      const bot = { ...valid, website: 'https://spam.example' };
      expect((await post(lane.url, JSON.stringify(bot))).status).toBe(599);
      expect((await post(lane.url, '  [1, 2]')).status).toBe(599);
      expect(lane.passed).toEqual([
        { how: 'handed over', body: invalid },
        { how: 'handed over', body: bot },
        { how: 'handed over', body: [1, 2] },
      ]);
      expect(await storedCount()).toBe(0);
    } finally {
      await lane.close();
    }
  });

  it('leaves to Express, unread, every post it cannot judge from its headers alone', async () => {
    const lane = await laneServer();
    const json = JSON.stringify(valid);
    try {
      const declined = [
        await fetch(`${lane.url}/api/contact/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json }),
        await fetch(`${lane.url}/api/contact?x=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json }),
        await fetch(`${lane.url}/api/contact`),
        await post(lane.url, json, { 'content-type': 'text/plain' }),
        await post(lane.url, json, { 'content-type': 'application/json; charset=utf-16le' }),
        await post(lane.url, json, { 'content-type': 'application/json; version=2' }),
        await post(lane.url, gzipSync(json), { 'content-encoding': 'gzip' }),
        await post(lane.url, json, { origin: 'https://elsewhere.example' }),
        await post(lane.url, json, { origin: 'null' }),
        await post(lane.url, json, { referrer: `${ORIGIN}/contact` }),
        await post(lane.url, JSON.stringify({ ...valid, message: 'x'.repeat(16 * 1024) })),
        // A stream has no Content-Length: it goes chunked.
        await fetch(`${lane.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Blob([json]).stream(), duplex: 'half' } as RequestInit),
      ];
      expect(declined.map((res) => res.status)).toEqual(Array(12).fill(598));
      expect(lane.passed.every((passed) => passed.how === 'declined')).toBe(true);
      // Same-origin posts, and those from clients that send no origin at all, are its own.
      expect((await fetch(`${lane.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', referer: `${ORIGIN}/contact` }, body: json })).status).toBe(201);
      expect((await fetch(`${lane.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json; charset=UTF-8' }, body: json })).status).toBe(201);
      expect(await storedCount()).toBe(2);
    } finally {
      await lane.close();
    }
  });

  it('counts the minute and the day and refuses past them with Retry-After; a refused post is not counted', async () => {
    const lane = await laneServer({ CONTACT_RATE_PER_MINUTE: '2' });
    try {
      expect((await post(lane.url, JSON.stringify(valid))).status).toBe(201);
      expect((await post(lane.url, JSON.stringify(valid))).status).toBe(201);
      const refused = await post(lane.url, JSON.stringify(valid));
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ success: false, error: 'Too many messages from your connection. Please try again later.' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('ratelimit')).toMatch(/^"contact-minute"; r=0; t=\d+, "contact-day"; r=97; t=\d+$/);
      expect(await storedCount()).toBe(2);
      // Its hit was given back: the day still counts two.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const counter = await database.db.native.collection<{ _id: string }>('rate_limits').findOne({ _id: 'contact:127.0.0.1' });
      expect(counter).toMatchObject({ 'contact-minute_hits': 2, 'contact-day_hits': 2 });
    } finally {
      await lane.close();
    }
  });

  it('answers 503 when MongoDB is unreachable and a logged 500 for anything else', async () => {
    const failing = (error: Error) => ({ native: { collection: () => { throw error; } } }) as unknown as Database;
    const recorded = recordingLogger();
    const down = await laneServer({}, failing(new DatabaseUnavailableError('no server')), undefined, recorded.logger);
    const broken = await laneServer({}, failing(new Error('a bug')), undefined, recorded.logger);
    try {
      const outage = await post(down.url, JSON.stringify(valid), { 'x-request-id': 'lb-1' });
      expect([outage.status, await outage.json()]).toEqual([503, { success: false, error: 'The message service is temporarily unavailable. Please try again in a moment.' }]);
      const bug = await post(broken.url, JSON.stringify(valid), { 'x-request-id': 'lb-2' });
      expect([bug.status, await bug.json()]).toEqual([500, { success: false, error: 'Internal server error' }]);
      expect(bug.headers.get('x-request-id')).toBe('lb-2');
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The error lines and access lines carry the request id, as pino-http's do on the Express side.
      expect(recorded.lines).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ level: 'error', reqId: 'lb-1', msg: 'contact: database unreachable, message not accepted' }),
          expect.objectContaining({ reqId: 'lb-1', req: { method: 'POST', url: '/api/contact' }, res: { status: 503 }, msg: 'request completed' }),
          expect.objectContaining({ level: 'error', reqId: 'lb-2', msg: 'unhandled error', error: expect.stringContaining('a bug') }),
          expect.objectContaining({ level: 'error', reqId: 'lb-2', res: { status: 500 }, msg: 'request completed' }),
        ]),
      );
    } finally {
      await down.close();
      await broken.close();
    }
  });
});

describe('the lane and the Express route answer a valid message alike', () => {
  it('with the same status, body shape and headers', async () => {
    const metrics = createMetrics({});
    const app = testApp({ db: database.db, metrics }, { CONTACT_RATE_PER_MINUTE: '1000', CONTACT_RATE_PER_DAY: '1000' });
    const send = (type: string) => request(app).post('/api/contact').set('Content-Type', type).send(JSON.stringify(valid));
    // A parameter the lane does not read sends the same post the Express way.
    const [lane, express] = [await send('application/json'), await send('application/json; version=2')];
    const volatile = new Set(['date', 'x-request-id', 'content-security-policy', 'ratelimit', 'content-length']);
    const stable = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !volatile.has(name)).sort());
    expect(lane.status).toBe(201);
    expect(express.status).toBe(201);
    expect(Object.keys(lane.body.data)).toEqual(Object.keys(express.body.data));
    expect(stable(lane.headers)).toEqual(stable(express.headers));
    expect(Object.keys(lane.headers).sort()).toEqual(Object.keys(express.headers).sort());
    expect(lane.headers['content-security-policy']!.replace(/nonce-[^']+/, 'nonce-N')).toBe(express.headers['content-security-policy']!.replace(/nonce-[^']+/, 'nonce-N'));
    expect(await metrics.registry.metrics()).toContain('http_request_duration_seconds_count{method="POST",route="/api/contact/",status="201"} 2');
    const docs = await database.db.native.collection('contact_submissions').find({}, { projection: { _id: 0, created_at: 0, updated_at: 0 } }).toArray();
    expect(docs).toHaveLength(2);
    expect(docs[0]).toEqual(docs[1]);
  });
});
