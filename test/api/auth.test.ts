import request from 'supertest';
import { SESSION_IDLE_MS, SESSION_TOUCH_AFTER_S } from '../../src/server/auth/session-middleware';
import { ADMIN, databaseWithAdmin, postLogin, sessionCookie, signIn } from '../helpers/admin-auth';
import { testApp } from '../helpers/test-app';

const database = databaseWithAdmin();

const sessions = () => database.db.connection.collection('sessions');
/** The session id inside a signed `stratum.sid=s%3A<id>.<signature>` cookie. */
const sessionId = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;

describe('POST /api/auth/login', () => {
  test('signs in: 200, the session, and a hardened, rolling cookie', async () => {
    const app = testApp({ db: database.db });
    const res = await postLogin(app, { email: '  Studio@Example.com ', password: ADMIN.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { authenticated: true, email: ADMIN.email, role: 'owner', two_factor: false } });
    expect(res.headers['cache-control']).toBe('no-store');
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('stratum.sid='))!;
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/; Secure/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie)![1]!);
    expect(Math.abs(expires - (Date.now() + SESSION_IDLE_MS))).toBeLessThan(60_000);

    const cookie = sessionCookie(res)!;
    const stored = await sessions().findOne({ _id: sessionId(cookie) } as never);
    expect(stored).not.toBeNull();
    const session = await request(app).get('/api/auth/session').set('Cookie', cookie);
    expect(session.body).toEqual({ success: true, data: { authenticated: true, email: ADMIN.email, role: 'owner', two_factor: false } });
    // Rolling: every authenticated request sends the cookie again with a fresh expiry.
    expect(sessionCookie(session)).toBe(cookie);

    const user = await database.db.models.AdminUser.findOne({ email: ADMIN.email }).lean();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  test('the stored expiry moves at most once a minute: no database write on every request', async () => {
    const app = testApp({ db: database.db });
    const cookie = sessionCookie(await postLogin(app, ADMIN))!;
    const stored = async () => (await sessions().findOne({ _id: sessionId(cookie) } as never)) as unknown as { expires: Date; lastModified: Date };
    const first = await stored();
    expect((await request(app).get('/api/auth/session').set('Cookie', cookie)).status).toBe(200);
    expect((await stored()).expires).toEqual(first.expires);
    // Once the minute is over, the next request moves it forward again.
    await sessions().updateOne({ _id: sessionId(cookie) } as never, { $set: { lastModified: new Date(Date.now() - (SESSION_TOUCH_AFTER_S + 1) * 1000) } });
    expect((await request(app).get('/api/auth/session').set('Cookie', cookie)).status).toBe(200);
    expect((await stored()).expires.getTime()).toBeGreaterThan(first.expires.getTime());
    expect(Math.abs((await stored()).expires.getTime() - (Date.now() + SESSION_IDLE_MS))).toBeLessThan(60_000);
  });

  test('the cookie is Secure in production over HTTPS', async () => {
    const app = testApp({ db: database.db }, { NODE_ENV: 'production', TRUST_PROXY: '1', PUBLIC_URL: 'https://stratum.example' });
    const res = await postLogin(app, ADMIN).set('X-Forwarded-Proto', 'https');
    expect(res.status).toBe(200);
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join()).toMatch(/stratum\.sid=.*; Secure/);
  });

  test('in production on plain HTTP (compose on localhost) the cookie is not Secure, so sign-in still works', async () => {
    const app = testApp({ db: database.db }, { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' });
    const res = await postLogin(app, ADMIN);
    expect(res.status).toBe(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join();
    expect(cookie).toMatch(/stratum\.sid=.*HttpOnly/);
    expect(cookie).not.toMatch(/Secure/);
  });

  test('an unknown email and a wrong password get identical answers and no session', async () => {
    const app = testApp({ db: database.db });
    const unknown = await postLogin(app, { email: 'nobody@example.com', password: ADMIN.password });
    const wrong = await postLogin(app, { email: ADMIN.email, password: 'not the password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, error: 'Invalid email or password' });
    expect(wrong.body).toEqual(unknown.body);
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(JSON.stringify(wrong.body)).not.toContain(ADMIN.email);
  });

  test.each([
    ['an operator object as the email', { email: { $gt: '' }, password: 'x' }],
    ['an operator object as the password', { email: ADMIN.email, password: { $ne: null } }],
    ['a missing password', { email: ADMIN.email }],
    ['an array', [ADMIN.email, ADMIN.password]],
  ])('%s is a 400', async (_label, body) => {
    const res = await postLogin(testApp({ db: database.db }), body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('malformed JSON is a 400, text/plain a 415, a foreign origin a 403', async () => {
    const app = testApp({ db: database.db });
    const malformed = await request(app).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":');
    expect(malformed.status).toBe(400);
    const plain = await request(app).post('/api/auth/login').set('Content-Type', 'text/plain').send(JSON.stringify(ADMIN));
    expect(plain.status).toBe(415);
    const foreign = await postLogin(app, ADMIN).set('Origin', 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();
  });

  test('locks out an address and email after LOGIN_MAX_FAILURES failures, with Retry-After', async () => {
    const app = testApp({ db: database.db }, { LOGIN_MAX_FAILURES: '3' });
    const wrong = { email: ADMIN.email, password: 'wrong password' };
    for (let i = 0; i < 3; i++) expect((await postLogin(app, wrong)).status).toBe(401);
    const locked = await postLogin(app, ADMIN);
    expect(locked.status).toBe(429);
    expect(locked.body.success).toBe(false);
    expect(locked.body.error).toMatch(/^Too many sign-in attempts\. Please try again in 15 minutes\.$/);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(locked.headers['set-cookie']).toBeUndefined();
    // The count is per address AND email: another account from the same address is not locked.
    expect((await postLogin(app, { email: 'other@example.com', password: 'whatever' })).status).toBe(401);
  });

  test('a successful sign-in clears the failure count', async () => {
    const app = testApp({ db: database.db }, { LOGIN_MAX_FAILURES: '3' });
    const wrong = { email: ADMIN.email, password: 'wrong password' };
    for (let round = 0; round < 2; round++) {
      expect((await postLogin(app, wrong)).status).toBe(401);
      expect((await postLogin(app, wrong)).status).toBe(401);
      // Without the reset this would be failure 3 then 4 in the window, and the 4th attempt a 429.
      expect((await postLogin(app, ADMIN)).status).toBe(200);
    }
  });

  test('the session id changes at sign-in and the previous session is gone', async () => {
    const app = testApp({ db: database.db });
    const first = await signIn(app);
    const again = await postLogin(app, ADMIN).set('Cookie', first);
    const second = sessionCookie(again)!;
    expect(again.status).toBe(200);
    expect(sessionId(second)).not.toBe(sessionId(first));
    expect(await sessions().countDocuments({ _id: sessionId(first) } as never)).toBe(0);
    expect((await request(app).get('/api/admin/submissions').set('Cookie', first)).status).toBe(401);
    expect((await request(app).get('/api/admin/submissions').set('Cookie', second)).status).toBe(200);
  });

  test('without JavaScript: the form post answers 303 to /admin or back to /login', async () => {
    const app = testApp({ db: database.db }, { LOGIN_MAX_FAILURES: '2' });
    const ok = await request(app).post('/api/auth/login').type('form').send(ADMIN);
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe('/admin');
    expect(sessionCookie(ok)).toBeDefined();
    const form = { email: 'form@example.com', password: 'wrong' };
    const bad = await request(app).post('/api/auth/login').type('form').send(form);
    expect(bad.status).toBe(303);
    expect(bad.headers.location).toBe('/login?error=invalid');
    await request(app).post('/api/auth/login').type('form').send(form);
    const locked = await request(app).post('/api/auth/login').type('form').send(form);
    expect(locked.headers.location).toBe('/login?error=locked&wait=900');
    const invalid = await request(app).post('/api/auth/login').type('form').send({ email: 'not-an-email' });
    expect(invalid.headers.location).toBe('/login?error=invalid');
  });
});

describe('POST /api/auth/logout and GET /api/auth/session', () => {
  test('sign-out destroys the session on the server and clears the cookie', async () => {
    const app = testApp({ db: database.db });
    const cookie = await signIn(app);
    const res = await request(app).post('/api/auth/logout').set('Cookie', cookie).send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join()).toMatch(/stratum\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(await sessions().countDocuments({ _id: sessionId(cookie) } as never)).toBe(0);
    const after = await request(app).get('/api/auth/session').set('Cookie', cookie);
    expect(after.body).toEqual({ success: true, data: { authenticated: false } });
  });

  test('a form sign-out (no JavaScript) answers 303 to /login', async () => {
    const app = testApp({ db: database.db });
    const cookie = await signIn(app);
    const res = await request(app).post('/api/auth/logout').set('Cookie', cookie).set('Accept', 'text/html').type('form').send('');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login?signedout=1');
  });

  test('a foreign origin cannot sign an admin out', async () => {
    const app = testApp({ db: database.db });
    const cookie = await signIn(app);
    const res = await request(app).post('/api/auth/logout').set('Cookie', cookie).set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect((await request(app).get('/api/auth/session').set('Cookie', cookie)).body.data.authenticated).toBe(true);
  });

  test('signed out, the session endpoint says so without creating a session', async () => {
    const res = await request(testApp({ db: database.db })).get('/api/auth/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { authenticated: false } });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('without a database the auth and admin APIs answer 503', async () => {
    const app = testApp();
    const res = await postLogin(app, ADMIN);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, error: 'Authentication service temporarily unavailable' });
    expect((await request(app).get('/api/auth/session')).status).toBe(503);
    const admin = await request(app).get('/api/admin/submissions');
    expect(admin.status).toBe(503);
    expect(admin.body.success).toBe(false);
  });
});

describe('/login and /admin pages', () => {
  test('/admin without a session is a 302 to /login before anything renders', async () => {
    const res = await request(testApp({ db: database.db })).get('/admin');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toContain('<html');
  });

  test('/admin with a forged cookie is a 302 to /login', async () => {
    const res = await request(testApp({ db: database.db })).get('/admin').set('Cookie', 'stratum.sid=s%3Aforged.c2lnbmF0dXJl');
    expect(res.status).toBe(302);
  });

  test('/login for a signed-in admin is a 302 to /admin', async () => {
    const app = testApp({ db: database.db });
    const cookie = await signIn(app);
    const res = await request(app).get('/login').set('Cookie', cookie);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/admin');
  });

  test('/login renders the sign-in form, noindex, working without JavaScript', async () => {
    const res = await request(testApp({ db: database.db })).get('/login?error=invalid');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Admin Login');
    expect(res.text).toContain('Enter your credentials to access the dashboard');
    expect(res.text).toMatch(/<form[^>]*method="post"[^>]*action="\/api\/auth\/login"|<form[^>]*action="\/api\/auth\/login"[^>]*method="post"/);
    expect(res.text).toContain('name="email"');
    expect(res.text).toContain('name="password"');
    expect(res.text).toContain('Invalid email or password.');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
  });

  test('/admin without a database is a 302 to /login', async () => {
    const res = await request(testApp()).get('/admin');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
  });
});
