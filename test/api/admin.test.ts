import type { Express } from 'express';
import request from 'supertest';
import { ObjectId } from '../../src/server/db/driver';
import type { OutboxJob } from '../../src/server/outbox/outbox-job';
import { ADMIN, databaseWithAdmin, seedAdmin, signIn } from '../helpers/admin-auth';
import { testApp } from '../helpers/test-app';

const database = databaseWithAdmin();
let app: Express;
let cookie: string;

const BASE = Date.UTC(2025, 0, 1, 12, 0, 0);
const minutes = (n: number) => new Date(BASE + n * 60_000);

async function reseed(): Promise<string[]> {
  const { ContactSubmission } = database.db.models;
  await ContactSubmission.deleteMany({});
  const docs = Array.from({ length: 25 }, (_, i) => ({
    name: `Client ${String(i).padStart(2, '0')}`,
    email: `client${i}@example.com`,
    message: `Message number ${i}`,
    created_at: minutes(i),
    read: i % 2 === 0,
    archived: i >= 22,
  }));
  docs.push(
    { name: 'Ada Lovelace', email: 'ada@analytical.example', message: 'A bench for the lobby.\nTwo metres, PETG.', created_at: minutes(100), read: false, archived: false },
    { name: 'Regex Fan', email: 'rx@example.com', message: 'Literal .* and (parens) [brackets]', created_at: minutes(101), read: true, archived: false },
  );
  const created = await ContactSubmission.insertMany(docs);
  return created.map((doc) => String(doc._id));
}

beforeAll(async () => {
  app = testApp({ db: database.db });
  cookie = await signIn(app);
});

const get = (path: string, withCookie = cookie) => request(app).get(path).set('Cookie', withCookie);

describe('every admin endpoint requires a valid session', () => {
  const id = '0123456789abcdef01234567';
  const endpoints = [
    ['GET', '/api/admin/submissions'],
    ['GET', '/api/admin/submissions/export.csv'],
    ['PATCH', `/api/admin/submissions/${id}`],
    ['DELETE', `/api/admin/submissions/${id}`],
  ] as const;

  function call(method: string, path: string, target: Express = app) {
    const req = method === 'GET' ? request(target).get(path) : method === 'PATCH' ? request(target).patch(path).send({ read: true }) : request(target).delete(path);
    return req;
  }

  async function expect401(method: string, path: string, cookieHeader?: string, target: Express = app) {
    const req = call(method, path, target);
    if (cookieHeader) req.set('Cookie', cookieHeader);
    const res = await req;
    expect({ method, path, status: res.status, body: res.body }).toEqual({
      method,
      path,
      status: 401,
      body: { success: false, error: 'Authentication required' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  }

  test.each(endpoints)('%s %s: 401 without a session', async (method, path) => {
    await expect401(method, path);
  });

  test.each(endpoints)('%s %s: 401 with a forged cookie', async (method, path) => {
    await expect401(method, path, 'stratum.sid=s%3AattackerChosenId.bm90LWEtcmVhbC1zaWduYXR1cmU');
    // A real session id with the signature of another secret is forged too.
    const sid = decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0];
    await expect401(method, path, `stratum.sid=${encodeURIComponent(`s:${sid}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)}`);
  });

  test('401 with an expired session', async () => {
    const own = testApp({ db: database.db });
    const expiring = await signIn(own);
    const sid = decodeURIComponent(expiring.split('=')[1]!).slice(2).split('.')[0];
    await database.db.connection.collection('sessions').updateOne({ _id: sid } as never, { $set: { expires: new Date(Date.now() - 1000) } });
    for (const [method, path] of endpoints) await expect401(method, path, expiring, own);
  });

  test('401 after sign-out with the old cookie', async () => {
    const own = testApp({ db: database.db });
    const old = await signIn(own);
    expect((await request(own).get('/api/admin/submissions').set('Cookie', old)).status).toBe(200);
    expect((await request(own).post('/api/auth/logout').set('Cookie', old).send({})).status).toBe(200);
    for (const [method, path] of endpoints) await expect401(method, path, old, own);
  });

  test('401 once the admin account is deleted', async () => {
    const own = testApp({ db: database.db });
    await seedAdmin(database.db, { email: 'temp@example.com', password: 'temporary password' });
    const temp = await signIn(own, { email: 'temp@example.com', password: 'temporary password' });
    await database.db.models.AdminUser.deleteOne({ email: 'temp@example.com' });
    await expect401('GET', '/api/admin/submissions', temp, own);
  });
});

describe('GET /api/admin/submissions', () => {
  beforeAll(reseed);

  test('200 with a session: the inbox, newest first, 20 a page, with totals and the unread count', async () => {
    const res = await get('/api/admin/submissions');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // Inbox = not archived: 22 numbered + Ada + Regex Fan.
    expect(res.body).toMatchObject({ success: true, total: 24, page: 1, limit: 20 });
    // Unread in the inbox: odd numbers below 22 (11) + Ada.
    expect(res.body.unread).toBe(12);
    expect(res.body.data).toHaveLength(20);
    expect(res.body.data.map((s: { name: string }) => s.name).slice(0, 3)).toEqual(['Regex Fan', 'Ada Lovelace', 'Client 21']);
    expect(res.body.data[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Ada Lovelace',
      email: 'ada@analytical.example',
      phone_number: null,
      message: 'A bench for the lobby.\nTwo metres, PETG.',
      created_at: minutes(100).toISOString(),
      read: false,
      archived: false,
      attachments: [],
      status: 'new',
      // Stored in 2025: long past the 24-hour promise.
      waiting: { ms: expect.any(Number), mark: 'overdue' },
    });
    expect(res.body.view_total).toBe(24);
    expect(res.body.statuses).toEqual({ new: 24, replied: 0, quoting: 0, won: 0, lost: 0 });
    const page2 = await get('/api/admin/submissions?page=2');
    expect(page2.body.data.map((s: { name: string }) => s.name)).toEqual(['Client 03', 'Client 02', 'Client 01', 'Client 00']);
    const small = await get('/api/admin/submissions?limit=5&page=3');
    expect(small.body).toMatchObject({ page: 3, limit: 5, total: 24 });
    expect(small.body.data.map((s: { name: string }) => s.name)).toEqual(['Client 13', 'Client 12', 'Client 11', 'Client 10', 'Client 09']);
  });

  test('filters: unread and archived', async () => {
    const unread = await get('/api/admin/submissions?view=unread');
    expect(unread.body.total).toBe(12);
    expect(unread.body.data.every((s: { read: boolean; archived: boolean }) => !s.read && !s.archived)).toBe(true);
    const archived = await get('/api/admin/submissions?view=archived');
    expect(archived.body.data.map((s: { name: string }) => s.name)).toEqual(['Client 24', 'Client 23', 'Client 22']);
    expect(archived.body.unread).toBe(12);
  });

  test('search: name, email and message, case-insensitive, regex characters taken literally', async () => {
    expect((await get('/api/admin/submissions?q=LOVELACE')).body.data.map((s: { name: string }) => s.name)).toEqual(['Ada Lovelace']);
    expect((await get('/api/admin/submissions?q=analytical.EXAMPLE')).body.total).toBe(1);
    expect((await get('/api/admin/submissions?q=two%20metres')).body.total).toBe(1);
    const literal = await get(`/api/admin/submissions?q=${encodeURIComponent('.*')}`);
    expect(literal.body.data.map((s: { name: string }) => s.name)).toEqual(['Regex Fan']);
    expect((await get(`/api/admin/submissions?q=${encodeURIComponent('(parens) [')}`)).body.total).toBe(1);
    expect((await get(`/api/admin/submissions?q=${encodeURIComponent('a+')}`)).body.total).toBe(0);
    // Search combines with the filter.
    expect((await get('/api/admin/submissions?q=client%2023&view=archived')).body.total).toBe(1);
    expect((await get('/api/admin/submissions?q=client%2023')).body.total).toBe(0);
  });

  test('while searching, total counts the matches and view_total the whole view', async () => {
    const res = await get('/api/admin/submissions?q=client%202');
    // Client 20 and 21 in the inbox (names are zero-padded; 22-24 are archived).
    expect(res.body).toMatchObject({ total: 2, view_total: 24 });
  });

  test.each([
    ['view=everything'],
    ['status=unread'],
    ['status=everything'],
    ['sort=oldest'],
    ['page=0'],
    ['page=abc'],
    ['limit=1000'],
    [`q=${'x'.repeat(201)}`],
    ['q=a&q=b'],
  ])('a bad parameter (%s) is a 400', async (query) => {
    const res = await get(`/api/admin/submissions?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe('PATCH and DELETE /api/admin/submissions/:id', () => {
  let ids: string[];
  beforeEach(async () => {
    ids = await reseed();
  });
  const ada = () => ids[25]!;

  test('marks read and unread, archives and unarchives', async () => {
    const read = await request(app).patch(`/api/admin/submissions/${ada()}`).set('Cookie', cookie).send({ read: true });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ success: true, data: { id: ada(), read: true, archived: false, name: 'Ada Lovelace' } });
    expect((await database.db.models.ContactSubmission.findById(ada()).lean())?.read).toBe(true);
    expect((await get('/api/admin/submissions')).body.unread).toBe(11);

    const archived = await request(app).patch(`/api/admin/submissions/${ada()}`).set('Cookie', cookie).send({ archived: true, read: false });
    expect(archived.body.data).toMatchObject({ read: false, archived: true });
    expect((await get('/api/admin/submissions?view=archived')).body.data[0].name).toBe('Ada Lovelace');
    expect((await get('/api/admin/submissions')).body.total).toBe(23);

    const back = await request(app).patch(`/api/admin/submissions/${ada()}`).set('Cookie', cookie).send({ archived: false });
    expect(back.body.data.archived).toBe(false);
  });

  test.each([
    ['an empty patch', {}],
    ['a non-boolean', { read: 'yes' }],
    ['an unknown field', { read: true, name: 'Mallory' }],
    ['an operator', { $set: { name: 'Mallory' } }],
  ])('%s is a 400 and changes nothing', async (_label, body) => {
    const res = await request(app).patch(`/api/admin/submissions/${ada()}`).set('Cookie', cookie).send(body);
    expect(res.status).toBe(400);
    const stored = await database.db.models.ContactSubmission.findById(ada()).lean();
    expect(stored).toMatchObject({ name: 'Ada Lovelace', read: false, archived: false });
  });

  test('an invalid id is a 400 (not a 500); an unknown one a 404', async () => {
    for (const bad of ['not-an-id', '123', 'zzzzzzzzzzzzzzzzzzzzzzzz', 'abcdefghijkl']) {
      const patch = await request(app).patch(`/api/admin/submissions/${bad}`).set('Cookie', cookie).send({ read: true });
      expect(patch.status).toBe(400);
      expect(patch.body).toEqual({ success: false, error: 'Invalid submission id' });
      expect((await request(app).delete(`/api/admin/submissions/${bad}`).set('Cookie', cookie)).status).toBe(400);
    }
    const missing = '0123456789abcdef01234567';
    expect((await request(app).patch(`/api/admin/submissions/${missing}`).set('Cookie', cookie).send({ read: true })).status).toBe(404);
    expect((await request(app).delete(`/api/admin/submissions/${missing}`).set('Cookie', cookie)).status).toBe(404);
  });

  test('deletes a message', async () => {
    const res = await request(app).delete(`/api/admin/submissions/${ada()}`).set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await database.db.models.ContactSubmission.countDocuments({ _id: ada() })).toBe(0);
    expect((await request(app).delete(`/api/admin/submissions/${ada()}`).set('Cookie', cookie)).status).toBe(404);
  });

  test('a foreign origin is a 403 and a non-JSON body a 415', async () => {
    const foreign = await request(app).patch(`/api/admin/submissions/${ada()}`).set('Cookie', cookie).set('Origin', 'https://evil.example').send({ read: true });
    expect(foreign.status).toBe(403);
    const deleteForeign = await request(app).delete(`/api/admin/submissions/${ada()}`).set('Cookie', cookie).set('Origin', 'https://evil.example');
    expect(deleteForeign.status).toBe(403);
    const form = await request(app).patch(`/api/admin/submissions/${ada()}`).set('Cookie', cookie).type('form').send('read=true');
    expect(form.status).toBe(415);
    expect((await database.db.models.ContactSubmission.findById(ada()).lean())?.read).toBe(false);
  });
});

describe('GET /api/admin/submissions/export.csv', () => {
  test('RFC 4180 CSV of every message, with formulas made inert', async () => {
    const { ContactSubmission } = database.db.models;
    await ContactSubmission.deleteMany({});
    await ContactSubmission.create([
      { name: '=HYPERLINK("http://evil.example","click")', email: 'a@example.com', phone_number: '+1 407 555 0100', message: 'Said "hi",\r\nthen left', created_at: minutes(2) },
      { name: '@SUM(A1)', email: 'b@example.com', message: '-2+3', created_at: minutes(1), archived: true, read: true },
      { name: '\tTabbed', email: 'c@example.com', message: 'Plain, with comma', created_at: minutes(0) },
    ]);
    const res = await get('/api/admin/submissions/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="stratum-submissions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const lines = res.text.slice(1).split('\r\n');
    expect(lines[0]).toBe('"id","created_at","name","email","phone_number","message","read","archived"');
    expect(lines[1]).toMatch(
      /^"[0-9a-f]{24}","2025-01-01T12:02:00\.000Z","'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)","a@example\.com","'\+1 407 555 0100","Said ""hi"",$/,
    );
    expect(lines[2]).toBe('then left","false","false"');
    expect(lines[3]).toMatch(/^"[0-9a-f]{24}","2025-01-01T12:01:00\.000Z","'@SUM\(A1\)","b@example\.com","","'-2\+3","true","true"$/);
    expect(lines[4]).toMatch(/^"[0-9a-f]{24}","2025-01-01T12:00:00\.000Z","'\tTabbed","c@example\.com","","Plain, with comma","false","false"$/);
    expect(lines[5]).toBe('');
    expect(lines).toHaveLength(6);
  });
});

describe('the /admin page', () => {
  test('is rendered with the first page preloaded, never cached', async () => {
    await reseed();
    const res = await get('/admin?view=unread');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain(`Welcome back, ${ADMIN.email}`);
    expect(res.text).toContain('Ada Lovelace');
    expect(res.text).toContain('12 total submission(s)');
    expect(res.text).not.toContain('Loading admin dashboard...');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    const data = JSON.parse(/<script id="__data" type="application\/json">(.*?)<\/script>/s.exec(res.text)![1]!);
    const queries = Object.keys(data.state.api.queries);
    // The overview is fetched by the browser after hydration (server CPU per page, issue 23).
    expect(queries).not.toContain('getOverview(undefined)');
    expect(queries).toEqual(expect.arrayContaining(['getSession(undefined)', 'getSubmissions({"limit":20,"page":1,"q":"","sort":"newest","view":"unread"})']));
  });

  const pageData = (html: string) => JSON.parse(/<script id="__data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
  const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)![1];
  const bodyOf = (html: string) => html.slice(html.indexOf('<body>'), html.indexOf('<script id="__data"'));

  test('a render is remembered by its data: the same markup again, with a fresh nonce and fresh page data', async () => {
    await reseed();
    const first = await get('/admin');
    const second = await get('/admin');
    expect(bodyOf(second.text)).toBe(bodyOf(first.text));
    expect(nonceOf(second.text)).not.toBe(nonceOf(first.text));
    expect(second.headers['content-security-policy']).toContain(`'nonce-${nonceOf(second.text)}'`);
    const requestIds = (html: string) => Object.values(pageData(html).state.api.queries).map((query) => (query as { requestId: string }).requestId);
    expect(requestIds(second.text)).not.toEqual(requestIds(first.text));
  });

  test('a change in the data is never answered from a remembered render', async () => {
    const [, firstUnread] = await reseed();
    const before = await get('/admin?view=unread');
    expect(before.text).toContain('12 total submission(s)');
    expect((await request(app).patch(`/api/admin/submissions/${firstUnread}`).set('Cookie', cookie).send({ read: true })).status).toBe(200);
    const after = await get('/admin?view=unread');
    expect(after.text).toContain('11 total submission(s)');
    expect(after.text).not.toContain('Client 01');
  });
});

describe('notifications in the inbox', () => {
  const outbox = () => database.db.native.collection<OutboxJob>('outbox_jobs');
  const mailer = { studioAddress: 'studio@example.com', send: async () => undefined, close: () => undefined };

  beforeEach(async () => {
    await outbox().deleteMany({});
  });

  test('with e-mail off the list says so and the /admin page shows how to turn it on', async () => {
    await reseed();
    const list = await get('/api/admin/submissions');
    expect(list.body.notifications).toBe('off');
    expect(list.body.data[0]).not.toHaveProperty('notification');
    const page = await get('/admin');
    expect(page.text).toContain('E-mail notifications are off');
    expect(page.text).toContain('set SMTP_URL and NOTIFY_EMAIL on the server');
  });

  test('with e-mail on each message carries its notification; staff retry a failed one (202), nothing else (409)', async () => {
    const withMail = testApp({ db: database.db, mailer });
    const mailCookie = await signIn(withMail);
    const [failedId, sentId] = (await reseed()).slice(-2);
    const at = new Date();
    const job = (ref: string, state: OutboxJob['state'], attempts: number, last_error?: string) => ({
      _id: new ObjectId(),
      kind: 'contact-notification',
      ref: new ObjectId(ref),
      state,
      attempts,
      ...(last_error ? { last_error } : {}),
      next_attempt_at: at,
      lease_owner: null,
      lease_until: null,
      created_at: at,
      updated_at: at,
    });
    await outbox().insertMany([job(failedId!, 'failed', 10, '451 4.7.1 Greylisted'), job(sentId!, 'done', 2)]);

    const list = await request(withMail).get('/api/admin/submissions').set('Cookie', mailCookie);
    expect(list.body.notifications).toBe('on');
    const byId = new Map(list.body.data.map((s: { id: string }) => [s.id, s]));
    expect(byId.get(failedId)).toMatchObject({ notification: { state: 'failed', attempts: 10, last_error: '451 4.7.1 Greylisted' } });
    expect(byId.get(sentId)).toMatchObject({ notification: { state: 'sent', attempts: 2 } });

    const retry = (id: string) => request(withMail).post(`/api/admin/submissions/${id}/notification/retry`).set('Cookie', mailCookie);
    expect((await request(withMail).post(`/api/admin/submissions/${failedId}/notification/retry`)).status).toBe(401);
    const retried = await retry(failedId!);
    expect(retried.status).toBe(202);
    expect(retried.body.data).toEqual({ state: 'pending', attempts: 0, last_error: '451 4.7.1 Greylisted' });
    expect(await outbox().findOne({ ref: new ObjectId(failedId) })).toMatchObject({ state: 'pending', attempts: 0 });
    expect((await retry(failedId!)).status).toBe(409);
    expect((await retry(sentId!)).status).toBe(409);
    expect((await retry('0123456789abcdef01234567')).status).toBe(409);
    expect((await retry('not-an-id')).status).toBe(400);
  });

  test('deleting a message deletes its outbox jobs', async () => {
    const [id] = (await reseed()).slice(-1);
    await outbox().insertOne({
      _id: new ObjectId(),
      kind: 'contact-notification',
      ref: new ObjectId(id),
      state: 'pending',
      attempts: 0,
      next_attempt_at: new Date(),
      created_at: new Date(),
      updated_at: new Date(),
    });
    expect((await request(app).delete(`/api/admin/submissions/${id}`).set('Cookie', cookie)).status).toBe(200);
    expect(await outbox().countDocuments({ ref: new ObjectId(id) })).toBe(0);
  });
});
