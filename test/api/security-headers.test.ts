import request from 'supertest';
import { testApp } from '../helpers/test-app';

const app = testApp();

function nonceOf(csp: string): string {
  const match = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(csp);
  if (!match) throw new Error(`no nonce in ${csp}`);
  return match[1]!;
}

describe('security headers', () => {
  // Cached public pages name their loader's hash instead (test/api/cached-pages.test.ts).
  test('a page rendered per request has a strict CSP with a fresh nonce per response that matches its scripts', async () => {
    const first = await request(app).get('/?utm_source=newsletter');
    const second = await request(app).get('/?utm_source=newsletter');
    const csp = first.headers['content-security-policy'] as string;
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("worker-src 'self'");
    const nonce = nonceOf(csp);
    expect(nonce).not.toBe(nonceOf(second.headers['content-security-policy'] as string));
    const scripts = [...first.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    // Data blocks (preloaded state, JSON-LD) never execute; every other script must carry the nonce.
    const executable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.text).not.toContain(nonceOf(second.headers['content-security-policy'] as string));
  });

  test('no X-Powered-By, and the other hardening headers are present', async () => {
    const res = await request(app).get('/projects');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('HSTS in production', async () => {
    const res = await request(testApp({}, { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).get('/');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  test('preloaded state cannot break out of its script element', async () => {
    const { serializeForScript } = await import('../../src/server/render/serialize');
    const out = serializeForScript({ evil: '</script><script>alert(1)</script>\u2028\u2029' });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('\u2028');
    expect(JSON.parse(out)).toEqual({ evil: '</script><script>alert(1)</script>\u2028\u2029' });
  });
});
