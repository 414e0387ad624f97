import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ROOT, testApp } from '../helpers/test-app';

/** Raw responses (no client-side decompression), so the test sees the bytes the browser gets. */
let server: http.Server;
let port: number;
beforeAll(async () => {
  server = testApp().listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(urlPath: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, path: urlPath, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const ASSETS = path.join(ROOT, 'dist', 'client', 'assets');
const entryFile = readdirSync(ASSETS).find((file) => /^entry-.*\.js$/.test(file))!;
const fontFile = readdirSync(ASSETS).find((file) => file.endsWith('.woff2'))!;

describe('pages', () => {
  test('a cached page is sent whole: Content-Length matches its UTF-8 bytes, non-ASCII text intact', async () => {
    await get('/');
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.toString('utf8')).toContain('Stratum Design &amp; Fabrication · Orlando, Florida');
    expect(res.body.toString('utf8')).toMatch(/<\/html>$/);
  });
});

describe('hashed build assets', () => {
  test('scripts come from the build-time brotli copy when the browser accepts brotli', async () => {
    const res = await get(`/assets/${entryFile}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toEqual(readFileSync(path.join(ASSETS, `${entryFile}.br`)));
    expect(brotliDecompressSync(res.body)).toEqual(readFileSync(path.join(ASSETS, entryFile)));
  });

  test('gzip for browsers without brotli, the plain file for clients that accept neither', async () => {
    const gzipped = await get(`/assets/${entryFile}`, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body)).toEqual(readFileSync(path.join(ASSETS, entryFile)));

    const plain = await get(`/assets/${entryFile}`, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body).toEqual(readFileSync(path.join(ASSETS, entryFile)));
  });

  test('fonts are sent as they are (woff2 is compressed already), cached for a year', async () => {
    const res = await get(`/assets/${fontFile}`, { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a path that only names a compressed copy is not served', async () => {
    expect((await get(`/assets/${entryFile}.br.br`, { 'Accept-Encoding': 'br' })).status).toBe(404);
  });
});

describe('media and pages', () => {
  const video = '/media/video/hero.webm';

  test('media revalidate with ETag and Last-Modified and answer 304 when unchanged', async () => {
    const first = await get(video);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get(video, { 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
  });

  test('video answers byte ranges (seeking)', async () => {
    const res = await get(video, { Range: 'bytes=100-199' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/);
    expect(res.body).toHaveLength(100);
  });

  test('pages are compressed for browsers that accept it', async () => {
    const res = await get('/materials', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toContain('<h1');
  });
});
