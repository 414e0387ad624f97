import { NONCE_PLACEHOLDER, PageCache } from '../../src/server/render/page-cache';

describe('PageCache', () => {
  const html = `<script nonce="${NONCE_PLACEHOLDER}">a</script><p>Orlando · 28.58° N — “printed”</p><script nonce="${NONCE_PLACEHOLDER}">b</script>`;

  test('puts the fresh nonce in every place the placeholder was, and keeps non-ASCII text intact', () => {
    const cache = new PageCache();
    const page = cache.set('/x', 200, html);
    const sent = PageCache.html(page, 'FRESH+nonce/1==');
    expect(Buffer.isBuffer(sent)).toBe(true);
    expect(sent.toString('utf8')).toBe(html.replaceAll(NONCE_PLACEHOLDER, 'FRESH+nonce/1=='));
    expect(sent.toString('utf8')).not.toContain(NONCE_PLACEHOLDER);
    expect(cache.get('/x')).toBe(page);
  });

  test('two responses get their own nonce from the same cached page', () => {
    const page = PageCache.prepare(200, html);
    expect(PageCache.html(page, 'one').toString()).toContain('nonce="one"');
    expect(PageCache.html(page, 'two').toString()).not.toContain('nonce="one"');
  });
});
