import { request } from 'node:http';

/** The admin the benchmarks create at start (ADMIN_EMAIL / ADMIN_PASSWORD) and sign in as. */
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'benchmark password 1' };
export const BENCH_ADMIN_ENV = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };
/** Rate limits high enough for the benchmark's own contact posts. */
export const UNTHROTTLED_CONTACT_ENV = { CONTACT_RATE_PER_MINUTE: '100000', CONTACT_RATE_PER_DAY: '100000' };

/** A JSON POST on a fresh connection (no keep-alive socket the server may already have closed). */
function postJson(base: string, path: string, body: unknown): Promise<{ status: number; cookie?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', origin: base } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cookie: res.headers['set-cookie']?.[0]?.split(';')[0] }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/**
 * `messages` messages in the inbox, then a signed-in session cookie for the admin page. The site must
 * have been started with BENCH_ADMIN_ENV and UNTHROTTLED_CONTACT_ENV.
 */
export async function adminSession(base: string, messages = 40): Promise<string> {
  for (let i = 0; i < messages; i++) {
    await postJson(base, '/api/contact', { name: `Bench ${i}`, email: `bench${i}@example.com`, message: `Inbox benchmark message ${i}` });
  }
  const res = await postJson(base, '/api/auth/login', BENCH_ADMIN);
  if (res.status !== 200 || !res.cookie) throw new Error(`sign-in failed: ${res.status}`);
  return res.cookie;
}
