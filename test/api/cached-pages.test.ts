import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import type { Express } from 'express';
import { createMetrics } from '../../src/server/observability/metrics';
import { ADMIN, databaseWithAdmin, signIn } from '../helpers/admin-auth';
import { recordingLogger } from '../helpers/recording-logger';
import { testApp } from '../helpers/test-app';

const database = databaseWithAdmin();

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** Raw bytes as sent, undecoded (supertest would decompress them), from the app on a port of its own. */
async function rawGet(app: Express, path: string, acceptEncoding: string): Promise<RawResponse> {
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ port, path, host: '127.0.0.1', headers: { 'accept-encoding': acceptEncoding } }, resolve).on('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk);
    return { status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/**
 * Asks until the page is answered from the cache: the cached copy is sent compressed with a
 * Content-Length, where the per-request path streams it through the compression middleware.
 */
async function untilCached(app: Express, path: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await rawGet(app, path, 'br');
    if (res.headers['content-encoding'] === 'br' && res.headers['content-length']) return res;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never cached`);
}

const PER_RESPONSE = new Set(['x-request-id', 'content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
const stableHeaders = (headers: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)));

describe('public pages sent like static files', () => {
  test('the cached page is the rendered page, byte for byte, in br, gzip or plain, with the same headers', async () => {
    const app = testApp({ db: database.db });
    const rendered = await rawGet(app, '/materials', 'identity');
    expect(rendered.status).toBe(200);
    expect(rendered.headers['content-encoding']).toBeUndefined();
    const html = rendered.body;

    const br = await untilCached(app, '/materials');
    expect(brotliDecompressSync(br.body).equals(html)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe((br.body).length);
    const gzip = await rawGet(app, '/materials', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(html)).toBe(true);
    const plain = await rawGet(app, '/materials', 'identity');
    expect((plain.body).equals(html)).toBe(true);
    expect(plain.headers['content-length']).toBe(String(html.length));

    // Security headers, type, caching and Vary are those the rendering request was given.
    for (const cached of [br, gzip, plain]) expect(stableHeaders(cached.headers)).toEqual({ ...stableHeaders(rendered.headers), vary: 'Accept-Encoding' });
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['x-frame-options']).toBe('DENY');
    expect(br.headers['permissions-policy']).toContain('camera=()');
  });

  test('HEAD answers the headers alone; a request id per response, a safe incoming one kept', async () => {
    const app = testApp({ db: database.db });
    await untilCached(app, '/store');
    const head = await request(app).head('/store').set('Accept-Encoding', 'gzip');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
    expect(head.text ?? '').toBe('');
    const one = await request(app).get('/store');
    const two = await request(app).get('/store');
    expect(one.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(one.headers['x-request-id']).not.toBe(two.headers['x-request-id']);
    expect((await request(app).get('/store').set('X-Request-Id', 'lb-1.2')).headers['x-request-id']).toBe('lb-1.2');
    expect((await request(app).get('/store').set('X-Request-Id', 'no spaces')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a cached page is logged and measured like any other request', async () => {
    const { logger, lines } = recordingLogger();
    const metrics = createMetrics({});
    const app = testApp({ db: database.db, logger, metrics });
    await untilCached(app, '/team');
    lines.length = 0;
    await request(app).get('/team').set('X-Request-Id', 'cached-42').expect(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.filter((line) => line.reqId === 'cached-42')).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request completed', req: { method: 'GET', url: '/team' }, res: { status: 200 }, responseTime: expect.any(Number) }),
    ]);
    const exposition = await metrics.registry.metrics();
    expect(exposition).toMatch(/http_request_duration_seconds_count\{method="GET",route="page",status="200"\} [1-9]/);
  });

  test('the CSP of a cached page names the hash of its one inline script, and nothing else may run', async () => {
    const app = testApp({ db: database.db });
    const first = await request(app).get('/');
    await untilCached(app, '/');
    const cached = await request(app).get('/');
    expect(cached.text).toBe(first.text);
    const csp = cached.headers['content-security-policy'] as string;
    expect(csp).toBe(first.headers['content-security-policy']);
    expect(csp).not.toMatch(/script-src[^;]*('unsafe-(inline|eval)'|'nonce-)/);
    const executable = [...cached.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!));
    expect(executable).toHaveLength(1);
    const [, attributes, body] = executable[0]!;
    expect(attributes).not.toContain('nonce');
    const hash = createHash('sha256').update(body!, 'utf8').digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}' 'strict-dynamic';`);
  });

  test('only exact paths of public pages are cached: a query, the login page and the inbox go the whole way', async () => {
    const app = testApp({ db: database.db });
    await untilCached(app, '/projects');
    const withQuery = await request(app).get('/projects?from=newsletter');
    expect(withQuery.status).toBe(200);
    expect(withQuery.headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    // The uncanonical spelling is still redirected, not answered from the cache.
    expect((await request(app).get('/Projects')).status).toBe(301);
    expect((await request(app).post('/projects')).status).not.toBe(200);

    for (let i = 0; i < 5; i++) expect((await request(app).get('/login')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const cookie = await signIn(app, ADMIN);
    const signedIn = await request(app).get('/login').set('Cookie', cookie);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.location).toBe('/admin');
    expect((await request(app).get('/login')).headers['cache-control']).toBe('no-store');
  });
});
