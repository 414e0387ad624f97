import type { Express } from 'express';
import request from 'supertest';
import { ADMIN, databaseWithAdmin, sessionCookie, signIn } from '../helpers/admin-auth';
import { testApp } from '../helpers/test-app';

const ORIGIN = 'http://localhost:3000';
const database = databaseWithAdmin();
let app: Express;
let cookie: string;
let submissionId: string;

beforeAll(async () => {
  app = testApp({ db: database.db }, { CONTACT_RATE_PER_MINUTE: '1000', CONTACT_RATE_PER_DAY: '1000', LOGIN_MAX_FAILURES: '1000' });
  cookie = await signIn(app);
  const created = await database.db.models.ContactSubmission.create({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
  submissionId = created.id as string;
});

/** Every state-changing endpoint, with a valid JSON body for it. */
const endpoints = () => [
  { method: 'post' as const, path: '/api/contact', body: { name: 'A', email: 'a@example.com', message: 'Hi' } },
  { method: 'post' as const, path: '/contact', body: { name: 'A', email: 'a@example.com', message: 'Hi' } },
  { method: 'post' as const, path: '/api/auth/login', body: ADMIN },
  { method: 'post' as const, path: '/api/auth/logout', body: {} },
  { method: 'patch' as const, path: `/api/admin/submissions/${submissionId}`, body: { read: true } },
  { method: 'delete' as const, path: `/api/admin/submissions/${submissionId}`, body: undefined },
];

describe('cross-site requests', () => {
  test('every state-changing endpoint refuses a foreign Origin with 403 and changes nothing', async () => {
    for (const endpoint of endpoints()) {
      const res = await request(app)[endpoint.method](endpoint.path).set('Cookie', cookie).set('Origin', 'https://evil.example').send(endpoint.body);
      expect([endpoint.path, res.status]).toEqual([endpoint.path, 403]);
      expect(res.body.success).toBe(false);
    }
    expect(await database.db.models.ContactSubmission.countDocuments({ _id: submissionId })).toBe(1);
  });

  test('a foreign Referer without Origin is refused too', async () => {
    const res = await request(app).post('/api/contact').set('Referer', 'https://evil.example/page').send({ name: 'A', email: 'a@example.com', message: 'Hi' });
    expect(res.status).toBe(403);
  });

  test('JSON endpoints refuse text/plain bodies (the content type a cross-site form can send) with 415', async () => {
    for (const endpoint of endpoints().filter((e) => e.body && Object.keys(e.body).length > 0)) {
      const res = await request(app)[endpoint.method](endpoint.path).set('Cookie', cookie).set('Origin', ORIGIN).set('Content-Type', 'text/plain').send(JSON.stringify(endpoint.body));
      expect([endpoint.path, res.status]).toEqual([endpoint.path, 415]);
    }
  });
});

describe('injection', () => {
  test('NoSQL operators in any JSON input are refused with 400', async () => {
    const attempts = [
      request(app).post('/api/contact').set('Origin', ORIGIN).send({ name: { $gt: '' }, email: 'a@example.com', message: 'x' }),
      request(app).post('/api/auth/login').set('Origin', ORIGIN).send({ email: { $ne: null }, password: { $ne: null } }),
      request(app).patch(`/api/admin/submissions/${submissionId}`).set('Cookie', cookie).set('Origin', ORIGIN).send({ read: { $set: true } }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(400);
  });

  test('bracket syntax in query strings is not parsed into operators (the simple query parser): inert', async () => {
    const plain = await request(app).get('/api/admin/submissions').set('Cookie', cookie);
    for (const query of ['q[$regex]=.*', 'status[$ne]=x', 'q[$where]=1']) {
      const res = await request(app).get(`/api/admin/submissions?${query}`).set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(plain.body.total);
    }
  });

  test('__proto__ and constructor keys are inert: nothing is polluted, unknown keys are dropped', async () => {
    const body = '{"name":"Proto","email":"p@example.com","message":"m","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';
    const res = await request(app).post('/api/contact').set('Origin', ORIGIN).set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const stored = await database.db.models.ContactSubmission.findById(res.body.data.id).lean();
    expect(Object.keys(stored!).sort()).toEqual(['_id', 'archived', 'created_at', 'email', 'message', 'name', 'read', 'status']);

    const login = await request(app).post('/api/auth/login').set('Origin', ORIGIN).set('Content-Type', 'application/json').send('{"__proto__":{"email":"studio@example.com"},"password":"x"}');
    expect(login.status).toBe(400);
    expect(({} as Record<string, unknown>).email).toBeUndefined();
  });

  test('malformed JSON is a 400 and an oversized body a 413, both as JSON', async () => {
    const malformed = await request(app).post('/api/contact').set('Origin', ORIGIN).set('Content-Type', 'application/json').send('{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.success).toBe(false);
    const huge = await request(app).post('/api/contact').set('Origin', ORIGIN).send({ name: 'A', email: 'a@example.com', message: 'x'.repeat(40_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.success).toBe(false);
    const hugeLogin = await request(app).post('/api/auth/login').set('Origin', ORIGIN).send({ email: 'a@example.com', password: 'x'.repeat(200_000) });
    expect([400, 413]).toContain(hugeLogin.status);
  });
});

describe('stored script', () => {
  const payload = {
    name: `<script>alert("name")</script>"'><img src=x onerror=alert(1)>`,
    email: `x"onmouseover="alert(1)@example.com`,
    phone_number: '+1 (407) 555-0100',
    message: `<img src=x onerror=alert(2)> javascript:alert(3) </textarea><script>alert(4)</script>\n=HYPERLINK("http://evil.example")`,
  };

  test('is stored verbatim but rendered inert in the server-rendered inbox', async () => {
    const stored = await database.db.models.ContactSubmission.create({ ...payload, email: 'attacker@example.com' });
    const res = await request(app).get('/admin').set('Cookie', cookie);
    expect(res.status).toBe(200);
    const body = res.text.slice(res.text.indexOf('<div id="root">'));
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<img src=x onerror');
    expect(body).not.toMatch(/href="javascript:/i);
    expect(body).toContain('&lt;script&gt;alert');
    await stored.deleteOne();
  });

  test('is neutralised in the CSV export', async () => {
    const stored = await database.db.models.ContactSubmission.create({ ...payload, email: 'attacker@example.com', name: '=cmd|/c calc!A1' });
    const res = await request(app).get('/api/admin/submissions/export.csv').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`"'=cmd|/c calc!A1"`);
    expect(res.text).not.toMatch(/(^|,)"?=cmd/m);
    await stored.deleteOne();
  });
});

describe('sessions', () => {
  test('no open redirect through next/return parameters: sign-in always lands on /admin', async () => {
    const form = await request(app)
      .post('/api/auth/login?next=https://evil.example&returnTo=//evil.example')
      .set('Origin', ORIGIN)
      .type('form')
      .send({ ...ADMIN, next: 'https://evil.example', returnTo: '//evil.example' });
    expect(form.status).toBe(303);
    expect(form.headers.location).toBe('/admin');
    const gate = await request(app).get('/admin?next=https://evil.example');
    expect(gate.status).toBe(302);
    expect(gate.headers.location).toMatch(/^\/login(\?|$)/);
    expect(gate.headers.location).not.toContain('evil');
  });

  test('the session id changes at sign-in (no fixation) and sign-out ends it on the server', async () => {
    const before = sessionCookie(await request(app).get('/login'));
    const res = await request(app).post('/api/auth/login').set('Origin', ORIGIN).set('Cookie', before ?? '').send(ADMIN);
    const after = sessionCookie(res);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    await request(app).post('/api/auth/logout').set('Origin', ORIGIN).set('Cookie', after!).send({});
    const reused = await request(app).get('/api/admin/submissions').set('Cookie', after!);
    expect(reused.status).toBe(401);
  });
});
