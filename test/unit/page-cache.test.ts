import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { negotiateEncoding } from '../../src/server/render/content-encoding';
import { PageCache } from '../../src/server/render/page-cache';

const html = Buffer.from(`<!doctype html><p>Orlando · 28.58° N — “printed”</p>${'<section>a large-format print</section>'.repeat(200)}`);

describe('PageCache', () => {
  test('keeps a page in every encoding, each decoding to the very bytes it was given, with its headers', async () => {
    const cache = new PageCache();
    expect(cache.get('/projects')).toBeUndefined();
    await cache.fill('/projects', html, 200, ['Content-Type', 'text/html; charset=utf-8']);
    const page = cache.get('/projects')!;
    expect(page.status).toBe(200);
    const { br, gzip, identity } = page.encodings;
    expect(identity.body.equals(html)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(html)).toBe(true);
    expect(gunzipSync(gzip.body).equals(html)).toBe(true);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    // The request id's slot first, then the page's headers, then its length and encoding.
    const common = ['X-Request-Id', '', 'Content-Type', 'text/html; charset=utf-8'];
    expect(identity.headers).toEqual([...common, 'Content-Length', String(html.length)]);
    expect(br.headers).toEqual([...common, 'Content-Length', String(br.body.length), 'Content-Encoding', 'br']);
    expect(gzip.headers).toEqual([...common, 'Content-Length', String(gzip.body.length), 'Content-Encoding', 'gzip']);
  });

  test('the first fill of a path wins; a second one while it compresses is not started', async () => {
    const cache = new PageCache();
    const other = Buffer.from('<p>other</p>');
    await Promise.all([cache.fill('/', html, 200, []), cache.fill('/', other, 200, [])]);
    expect(cache.get('/')!.encodings.identity.body.equals(html)).toBe(true);
    await cache.fill('/', other, 200, []);
    expect(cache.get('/')!.encodings.identity.body.equals(html)).toBe(true);
  });

  test('holds at most 500 pages, so memory stays flat whatever paths are asked for', async () => {
    const cache = new PageCache();
    const small = Buffer.from('<p>x</p>');
    for (let i = 0; i < 510; i++) await cache.fill(`/p/${i}`, small, 200, []);
    expect(cache.get('/p/499')).toBeDefined();
    expect(cache.get('/p/500')).toBeUndefined();
  });
});

describe('negotiateEncoding', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    [undefined, 'identity'],
    ['', 'identity'],
  ])('Accept-Encoding %p → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
