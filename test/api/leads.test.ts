import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { ObjectId } from '../../src/server/db/driver';
import { parseEnv, type Env } from '../../src/server/env';
import type { OutboxJob } from '../../src/server/outbox/outbox-job';
import type { OutboxWorker } from '../../src/server/outbox/outbox-worker';
import { startOutboxWorker } from '../../src/server/outbox/start-outbox';
import { webhookPayload } from '../../src/server/webhook/webhook-payload';
import { databaseWithAdmin, signIn, ADMIN } from '../helpers/admin-auth';
import { recordingLogger } from '../helpers/recording-logger';
import { decodeQuotedPrintable } from '../helpers/smtp-sink';
import { mailThroughOutbox } from '../helpers/mail-through-outbox';
import { testApp } from '../helpers/test-app';

const database = databaseWithAdmin({ emptyBeforeEach: ['contact_submissions', 'outbox_jobs'] });
const db = () => database.db;

/** The controlled clock: Wednesday 2026-03-11 12:00 UTC unless a test moves it. */
const NOW = Date.UTC(2026, 2, 11, 12, 0, 0);
let clock = NOW;
const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(clock - h * HOUR);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function eventually<T>(read: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(25);
  }
}

const jobs = () => db().native.collection<OutboxJob>('outbox_jobs');

beforeEach(() => {
  clock = NOW;
});

async function seedLead(fields: Record<string, unknown> = {}): Promise<string> {
  const doc = await db().models.ContactSubmission.create({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'A bench for the lobby.\n<b>Two</b> metres & PETG.',
    created_at: hoursAgo(2),
    ...fields,
  });
  return String(doc._id);
}

/** A signed-in client of an app on the controlled clock. */
async function signedInApp(overrides: Parameters<typeof testApp>[0] = {}, env: NodeJS.ProcessEnv = {}) {
  const app = testApp({ db: db(), now: () => clock, ...overrides }, env);
  const cookie = await signIn(app);
  return {
    app,
    get: (path: string) => request(app).get(path).set('Cookie', cookie),
    patch: (path: string, body: object) => request(app).patch(path).set('Cookie', cookie).send(body),
    post: (path: string, body: object) => request(app).post(path).set('Cookie', cookie).send(body),
  };
}

describe('pipeline status', () => {
  test('PATCH {status} moves a lead through the pipeline; anything else is a 400', async () => {
    const id = await seedLead();
    const client = await signedInApp();
    const res = await client.patch(`/api/admin/submissions/${id}`, { status: 'quoting' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'quoting', waiting: null });
    expect((await db().models.ContactSubmission.findById(id).lean())?.status).toBe('quoting');
    for (const body of [{ status: 'archived' }, { status: 'QUOTING' }, { status: 1 }, { status: null }, { status: { $ne: 'x' } }]) {
      const bad = await client.patch(`/api/admin/submissions/${id}`, body);
      expect({ body, status: bad.status, success: bad.body.success }).toEqual({ body, status: 400, success: false });
    }
    expect((await db().models.ContactSubmission.findById(id).lean())?.status).toBe('quoting');
    expect((await client.patch('/api/admin/submissions/0123456789abcdef01234567', { status: 'won' })).status).toBe(404);
  });

  test('every status change is in the audit log with who, what and from where; a PATCH to the same status is not', async () => {
    const id = await seedLead();
    const client = await signedInApp();
    const audit = db().native.collection('audit_log');
    await audit.deleteMany({});
    await client.patch(`/api/admin/submissions/${id}`, { status: 'quoting' }).expect(200);
    await client.patch(`/api/admin/submissions/${id}`, { status: 'quoting' }).expect(200);
    await client.patch(`/api/admin/submissions/${id}`, { status: 'won' }).expect(200);
    const entries = await audit.find({ action: 'status-change' }).sort({ at: 1, _id: 1 }).toArray();
    expect(entries.map((entry) => entry.target)).toEqual([`${id}: new → quoting`, `${id}: quoting → won`]);
    expect(entries[0]).toMatchObject({ actor: ADMIN.email, ip: expect.stringMatching(/127\.0\.0\.1/) });
  });

  test('the list filters by status (?status=) and counts each status in the view; archive stays apart', async () => {
    await seedLead({ name: 'New one' });
    await seedLead({ name: 'Old, no status field' });
    await db().models.ContactSubmission.collection.updateOne({ name: 'Old, no status field' }, { $unset: { status: '' } });
    await seedLead({ name: 'Quote A', status: 'quoting' });
    await seedLead({ name: 'Quote B', status: 'quoting' });
    await seedLead({ name: 'Won', status: 'won' });
    await seedLead({ name: 'Won and archived', status: 'won', archived: true });
    const client = await signedInApp();
    const all = await client.get('/api/admin/submissions');
    expect(all.body.statuses).toEqual({ new: 2, replied: 0, quoting: 2, won: 1, lost: 0 });
    const quoting = await client.get('/api/admin/submissions?status=quoting');
    expect(quoting.body.data.map((lead: { name: string }) => lead.name).sort()).toEqual(['Quote A', 'Quote B']);
    expect(quoting.body.total).toBe(2);
    const fresh = await client.get('/api/admin/submissions?status=new');
    expect(fresh.body.data.map((lead: { name: string; status: string }) => [lead.name, lead.status]).sort()).toEqual([
      ['New one', 'new'],
      ['Old, no status field', 'new'],
    ]);
    const archive = await client.get('/api/admin/submissions?view=archived&status=won');
    expect(archive.body.data.map((lead: { name: string }) => lead.name)).toEqual(['Won and archived']);
    expect(archive.body.statuses).toEqual({ new: 0, replied: 0, quoting: 0, won: 1, lost: 0 });
  });
});

describe('the 24-hour promise', () => {
  test('unanswered leads show their waiting time: due soon past 20 h, overdue past 24 h; answered ones none', async () => {
    await seedLead({ name: 'Fresh', created_at: hoursAgo(3) });
    await seedLead({ name: 'Twenty-one hours', created_at: hoursAgo(21) });
    await seedLead({ name: 'Two days', created_at: hoursAgo(48) });
    await seedLead({ name: 'Answered', created_at: hoursAgo(60), status: 'replied' });
    await seedLead({ name: 'Archived', created_at: hoursAgo(70), archived: true });
    const client = await signedInApp();
    const waiting = async () =>
      Object.fromEntries(
        (await client.get('/api/admin/submissions?view=all')).body.data.map((lead: { name: string; waiting: unknown }) => [lead.name, lead.waiting]),
      );
    expect(await waiting()).toEqual({
      Fresh: { ms: 3 * HOUR, mark: 'waiting' },
      'Twenty-one hours': { ms: 21 * HOUR, mark: 'due-soon' },
      'Two days': { ms: 48 * HOUR, mark: 'overdue' },
      Answered: null,
    });
    // Eighteen hours later the fresh one is due soon and the 21-hour one overdue.
    clock += 18 * HOUR;
    expect(await waiting()).toMatchObject({ Fresh: { ms: 21 * HOUR, mark: 'due-soon' }, 'Twenty-one hours': { mark: 'overdue' } });
    // Exactly 20 h is not yet past 20 h.
    clock -= HOUR;
    expect((await waiting()).Fresh).toEqual({ ms: 20 * HOUR, mark: 'waiting' });
  });

  test('sort=waiting: unanswered leads longest waiting first, then the answered ones newest first, across pages', async () => {
    await seedLead({ name: 'U 5h', created_at: hoursAgo(5) });
    await seedLead({ name: 'U 30h', created_at: hoursAgo(30) });
    await seedLead({ name: 'A 1h', created_at: hoursAgo(1), status: 'replied' });
    await seedLead({ name: 'U 10h', created_at: hoursAgo(10) });
    await seedLead({ name: 'A 50h', created_at: hoursAgo(50), status: 'won' });
    const client = await signedInApp();
    const names = async (query: string) => (await client.get(`/api/admin/submissions?sort=waiting&${query}`)).body.data.map((lead: { name: string }) => lead.name);
    expect(await names('')).toEqual(['U 30h', 'U 10h', 'U 5h', 'A 1h', 'A 50h']);
    expect(await names('limit=2&page=2')).toEqual(['U 5h', 'A 1h']);
    expect(await names('limit=2&page=3')).toEqual(['A 50h']);
    expect(await names('q=U%20')).toEqual(['U 30h', 'U 10h', 'U 5h']);
  });

  test('the overview: open leads per stage, overdue and due soon, median first reply over 30 days, 12 weeks by outcome', async () => {
    await seedLead({ created_at: hoursAgo(30) });
    await seedLead({ created_at: hoursAgo(22) });
    await seedLead({ created_at: hoursAgo(1) });
    await seedLead({ created_at: hoursAgo(26), archived: true });
    await seedLead({ created_at: hoursAgo(50), status: 'quoting', first_reply_at: hoursAgo(48) });
    await seedLead({ created_at: hoursAgo(100), status: 'won', first_reply_at: hoursAgo(96) });
    await seedLead({ created_at: hoursAgo(200), status: 'lost', first_reply_at: hoursAgo(194) });
    // Outside the 30 days: not in the median; outside the 12 weeks: not in the chart.
    await seedLead({ created_at: hoursAgo(24 * 100), status: 'won', first_reply_at: hoursAgo(24 * 99) });
    const client = await signedInApp();
    const res = await client.get('/api/admin/overview');
    expect(res.status).toBe(200);
    const overview = res.body.data;
    expect(overview).toMatchObject({ open: { new: 3, replied: 0, quoting: 1 }, overdue: 1, due_soon: 1, answered_30d: 3, median_first_reply_ms: 4 * HOUR });
    expect(overview.weeks).toHaveLength(12);
    // NOW is a Wednesday: the last week starts on Monday 2026-03-09.
    expect(overview.weeks[11].start).toBe('2026-03-09T00:00:00.000Z');
    expect(overview.weeks[0].start).toBe('2025-12-22T00:00:00.000Z');
    const totals = overview.weeks.map((week: { counts: Record<string, number> }) => Object.values(week.counts).reduce((a, b) => a + b, 0));
    expect(totals.reduce((a: number, b: number) => a + b, 0)).toBe(7);
    // 30, 22, 1 and 26 (archived) hours ago and 50 hours ago fall in this week; 100 h and 200 h ago in the week before.
    expect(overview.weeks[11].counts).toEqual({ new: 4, replied: 0, quoting: 1, won: 0, lost: 0 });
    expect(overview.weeks[10].counts).toEqual({ new: 0, replied: 0, quoting: 0, won: 1, lost: 1 });
  });

  test('the overview chart: an SVG image for signed-in staff only, kept privately and revalidated to a 304', async () => {
    await seedLead({ created_at: hoursAgo(1) });
    const won = await seedLead({ created_at: hoursAgo(100), status: 'won', first_reply_at: hoursAgo(96) });
    const client = await signedInApp();
    const path = '/api/admin/overview/chart.svg';

    const anonymous = await request(client.app).get(path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, error: 'Authentication required' });
    expect(anonymous.headers['content-type']).toMatch(/^application\/json/);

    const res = await client.get(`${path}?v=abc123`).buffer(true).parse((r, done) => {
      let body = '';
      r.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      r.on('end', () => done(null, body));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; frame-ancestors 'none'; sandbox$/);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const svg = res.body as string;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // This week one new lead, the week before one won (NOW is a Wednesday; 100 h ago was the Saturday before).
    expect(svg).toContain('<g data-week="2026-03-09T00:00:00.000Z"><rect');
    expect(svg).toMatch(/data-week="2026-03-09T00:00:00.000Z"><rect [^>]*data-status="new" data-count="1"\/>/);
    expect(svg).toMatch(/data-week="2026-03-02T00:00:00.000Z"><rect [^>]*data-status="won" data-count="1"\/>/);

    // The same figures: 304 with no body; a forced reload (no-cache) gets the image.
    const again = await client.get(path).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect((await client.get(path).set('If-None-Match', etag).set('Cache-Control', 'no-cache')).status).toBe(200);

    // A lead changes stage: new figures, a new ETag, the full image again.
    await client.patch(`/api/admin/submissions/${won}`, { status: 'lost' });
    const changed = await client.get(path).set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);

    // Revalidating after sign-out is refused, so a kept copy is not shown as current.
    expect((await request(client.app).get(path).set('If-None-Match', etag)).status).toBe(401);
    // Only the figures' fingerprint is taken as a query.
    expect((await client.get(`${path}?v=%3Cx%3E`)).status).toBe(400);
    expect((await client.get(`${path}?limit=5`)).body).toEqual({ success: false, error: expect.stringContaining('limit') });
  });

  test('the /admin page is served with the waiting marks; an open lead is preloaded whole', async () => {
    const id = await seedLead({ created_at: hoursAgo(30) });
    await addNoteDirect(id);
    const client = await signedInApp();
    const res = await client.get(`/admin?id=${id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Overdue · 1 d 6 h');
    expect(res.text).toContain('Measured the lobby door: 2.1 m.');
    const data = JSON.parse(/<script id="__data" type="application\/json">(.*?)<\/script>/s.exec(res.text)![1]!);
    expect(Object.keys(data.state.api.queries)).toContain(`getLead("${id}")`);
  });
});

async function addNoteDirect(id: string): Promise<void> {
  await db().models.ContactSubmission.updateOne({ _id: id }, { $push: { notes: { text: 'Measured the lobby door: 2.1 m.', author: ADMIN.email, at: new Date(clock) } } });
}

describe('notes and the whole lead', () => {
  test('notes: 201 with author and time, kept oldest first; empty or unknown fields are 400s; unknown lead 404', async () => {
    const id = await seedLead();
    const client = await signedInApp();
    const first = await client.post(`/api/admin/submissions/${id}/notes`, { text: 'Called, wants a quote by Friday.' });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), text: 'Called, wants a quote by Friday.', author: ADMIN.email, at: new Date(NOW).toISOString() });
    clock += 60_000;
    expect((await client.post(`/api/admin/submissions/${id}/notes`, { text: '  Sent drawings to engineering.  ' })).status).toBe(201);
    for (const body of [{}, { text: '   ' }, { text: 'x'.repeat(4001) }, { text: 'ok', author: 'mallory@example.com' }, { text: 42 }]) {
      expect((await client.post(`/api/admin/submissions/${id}/notes`, body)).status).toBe(400);
    }
    expect((await client.post('/api/admin/submissions/0123456789abcdef01234567/notes', { text: 'hello' })).status).toBe(404);
    expect((await client.post('/api/admin/submissions/nope/notes', { text: 'hello' })).status).toBe(400);
    const lead = (await client.get(`/api/admin/submissions/${id}`)).body.data;
    expect(lead.notes.map((note: { text: string; at: string }) => [note.text, note.at])).toEqual([
      ['Called, wants a quote by Friday.', new Date(NOW).toISOString()],
      ['Sent drawings to engineering.', new Date(NOW + 60_000).toISOString()],
    ]);
  });

  test('GET one lead: fields, status, waiting, attachments, notes and thread; 404 and 400 otherwise; 401 signed out', async () => {
    const fileId = new ObjectId();
    const id = await seedLead({ phone_number: '+1 407 555 0100' });
    await db().models.ContactSubmission.collection.updateOne(
      { _id: new ObjectId(id) },
      { $set: { attachments: [{ id: fileId, filename: 'bench.stl', size: 1234, content_type: 'model/stl' }] } },
    );
    const client = await signedInApp();
    const res = await client.get(`/api/admin/submissions/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone_number: '+1 407 555 0100',
      message: 'A bench for the lobby.\n<b>Two</b> metres & PETG.',
      created_at: hoursAgo(2).toISOString(),
      read: false,
      archived: false,
      status: 'new',
      waiting: { ms: 2 * HOUR, mark: 'waiting' },
      attachments: [{ id: fileId.toHexString(), filename: 'bench.stl', size: 1234, content_type: 'model/stl' }],
      notes: [],
      thread: [],
    });
    expect((await client.get('/api/admin/submissions/0123456789abcdef01234567')).status).toBe(404);
    expect((await client.get('/api/admin/submissions/not-an-id')).status).toBe(400);
    expect((await request(client.app).get(`/api/admin/submissions/${id}`)).status).toBe(401);
    expect((await request(client.app).get('/api/admin/overview')).status).toBe(401);
    expect((await request(client.app).post(`/api/admin/submissions/${id}/notes`).send({ text: 'x' })).status).toBe(401);
    expect((await request(client.app).post(`/api/admin/submissions/${id}/replies`).send({ body: 'x' })).status).toBe(401);
  });
});

describe('replies through the outbox', () => {
  const mailing = mailThroughOutbox();

  function mailEnv(extra: Record<string, string> = {}): Env {
    return parseEnv({
      SMTP_URL: mailing.sink.url,
      NOTIFY_EMAIL: 'studio@example.com',
      REPLY_TO: 'projects@example.com',
      PUBLIC_URL: 'https://stratum.example',
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '100',
      ...extra,
    });
  }

  /** The app with e-mail on and this instance's worker. */
  async function mailingApp(extra: Record<string, string> = {}) {
    const env = mailEnv(extra);
    const { mailer, worker } = mailing.start(db(), env, recordingLogger().logger);
    return signedInApp({ mailer, wakeOutbox: () => worker.wake() }, { ...extra, SMTP_URL: mailing.sink.url, NOTIFY_EMAIL: 'studio@example.com' });
  }

  test('a reply is 202, joins the thread, is e-mailed threaded under the notification, and a new lead becomes replied', async () => {
    const id = await seedLead();
    const client = await mailingApp();
    const res = await client.post(`/api/admin/submissions/${id}/replies`, { body: 'Thanks Ada!\nCould you send the floor plan?' });
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      body: 'Thanks Ada!\nCould you send the floor plan?',
      author: ADMIN.email,
      at: new Date(NOW).toISOString(),
      delivery: { state: 'pending', attempts: 0 },
    });
    const mail = await mailing.sink.waitForMail(1);
    expect(mail.recipients).toEqual(['ada@example.com']);
    const headers = mail.headers.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^From: .*<studio@example.com>$/m);
    expect(headers).toMatch(/^To: Ada Lovelace <ada@example.com>$/m);
    expect(headers).toMatch(/^Reply-To: projects@example.com$/m);
    expect(headers).toMatch(/^Subject: Re: your message to Stratum$/m);
    expect(headers).toContain(`In-Reply-To: <message-${id}@stratum-fabrication.example>`);
    expect(headers).toContain(`References: <message-${id}@stratum-fabrication.example>`);
    expect(headers).toContain(`Message-ID: <reply-${res.body.data.id}@stratum-fabrication.example>`);
    expect(headers).toMatch(/^Content-Type: multipart\/alternative/m);
    const body = decodeQuotedPrintable(mail.body);
    // Plain text: the reply, then the original quoted line by line.
    expect(body).toContain('Thanks Ada!\r\nCould you send the floor plan?');
    expect(body).toContain('> A bench for the lobby.\r\n> <b>Two</b> metres & PETG.');
    // HTML: the visitor's markup escaped inside the quote, never live.
    const html = body.slice(body.indexOf('Content-Type: text/html'));
    expect(html).toMatch(/<blockquote[^>]*>A bench for the lobby.\r?\n&#60;b&#62;Two&#60;\/b&#62; metres &#38; PETG.<\/blockquote>/);
    expect(html).not.toContain('<b>Two</b>');
    const lead = await eventually(async () => {
      const data = (await client.get(`/api/admin/submissions/${id}`)).body.data;
      return data.thread[0]?.delivery.state === 'sent' && data;
    });
    expect(lead.status).toBe('replied');
    expect(lead.waiting).toBeNull();
    expect(lead.thread).toEqual([{ id: res.body.data.id, body: res.body.data.body, author: ADMIN.email, at: new Date(NOW).toISOString(), delivery: { state: 'sent', attempts: 1 } }]);
    expect((await db().models.ContactSubmission.findById(id).lean())?.first_reply_at).toEqual(new Date(NOW));
  });

  test('a lead further along keeps its status; a second reply keeps the first reply time', async () => {
    const id = await seedLead({ status: 'quoting' });
    const client = await mailingApp();
    expect((await client.post(`/api/admin/submissions/${id}/replies`, { body: 'Here is the estimate.' })).status).toBe(202);
    clock += HOUR;
    expect((await client.post(`/api/admin/submissions/${id}/replies`, { body: 'And the timeline.' })).status).toBe(202);
    await mailing.sink.waitForMail(2);
    const stored = await db().models.ContactSubmission.findById(id).lean();
    expect(stored?.status).toBe('quoting');
    expect(stored?.thread?.map((entry) => entry.body)).toEqual(['Here is the estimate.', 'And the timeline.']);
    expect(stored?.first_reply_at).toEqual(new Date(NOW));
  });

  test('400 for an empty or oversized reply or extra fields, 404 for an unknown lead; nothing queued', async () => {
    const id = await seedLead();
    const client = await mailingApp();
    for (const body of [{}, { body: '  ' }, { body: 'x'.repeat(10_001) }, { body: 'hi', to: 'eve@example.com' }]) {
      expect((await client.post(`/api/admin/submissions/${id}/replies`, body)).status).toBe(400);
    }
    expect((await client.post('/api/admin/submissions/0123456789abcdef01234567/replies', { body: 'hi' })).status).toBe(404);
    expect(await jobs().countDocuments({ kind: 'lead-reply' })).toBe(0);
    expect((await db().models.ContactSubmission.findById(id).lean())?.status).toBe('new');
  });

  test('with e-mail off a reply is refused with a 409 that says why', async () => {
    const id = await seedLead();
    const client = await signedInApp();
    const res = await client.post(`/api/admin/submissions/${id}/replies`, { body: 'Hello' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/E-mail is off/);
    expect((await db().models.ContactSubmission.findById(id).lean())?.thread ?? []).toEqual([]);
  });

  test('AUTO_REPLY=on: the visitor gets a short acknowledgement promising 24 hours, without their message', async () => {
    const client = await mailingApp({ AUTO_REPLY: 'on' });
    const message = 'Hello <img src=x onerror=alert(1)> please print https://evil.example';
    const res = await request(client.app).post('/api/contact').send({ name: 'Ada <b>Lovelace</b>', email: 'ada@example.com', message });
    expect(res.status).toBe(201);
    await mailing.sink.waitForMail(2);
    const ack = mailing.sink.mails.find((mail) => mail.recipients.includes('ada@example.com'))!;
    expect(ack.headers).toMatch(/^Subject: We received your message · Stratum$|^Subject: =\?UTF-8\?/m);
    expect(ack.headers).toMatch(/^Auto-Submitted: auto-replied$/m);
    expect(ack.headers).toMatch(/^Reply-To: projects@example.com$/m);
    const body = decodeQuotedPrintable(ack.body);
    expect(body).toContain('within 24 hours');
    expect(body).toContain('Hello Ada <b>Lovelace</b>,\r\n');
    const html = body.slice(body.indexOf('Content-Type: text/html'));
    expect(html).toContain('<p>Hello Ada &#60;b&#62;Lovelace&#60;/b&#62;,</p>');
    expect(html).not.toContain('<b>');
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain('onerror');
  });

  test('AUTO_REPLY is off by default: only the studio is e-mailed', async () => {
    const client = await mailingApp();
    expect((await request(client.app).post('/api/contact').send({ name: 'Ada', email: 'ada@example.com', message: 'Hi' })).status).toBe(201);
    await mailing.sink.waitForMail(1);
    await sleep(300);
    expect(mailing.sink.mails.map((mail) => mail.recipients)).toEqual([['studio@example.com']]);
  });
});

describe('webhook', () => {
  const SECRET = 'a-webhook-secret-of-32-characters';
  let receiver: http.Server;
  let received: Array<{ headers: http.IncomingHttpHeaders; raw: string }>;
  let answer: number;
  let worker: OutboxWorker | undefined;

  beforeEach(async () => {
    received = [];
    answer = 204;
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
        res.statusCode = answer;
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });

  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await new Promise((resolve) => receiver.close(resolve));
  });

  function webhookApp() {
    const extra = {
      WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      WEBHOOK_SECRET: SECRET,
      PUBLIC_URL: 'https://stratum.example',
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '100',
    };
    const started = startOutboxWorker({ db: db(), env: parseEnv(extra), logger: recordingLogger().logger });
    worker = started;
    return testApp({ db: db(), wakeOutbox: () => started.wake() }, extra);
  }

  test('each new message is POSTed as JSON signed with HMAC-SHA256 of the raw body', async () => {
    const app = webhookApp();
    const res = await request(app).post('/api/contact').send({ name: 'Ada <@channel>', email: 'ada@example.com', phone_number: '+1 407 555 0100', message: 'A bench & a table' });
    expect(res.status).toBe(201);
    const id = res.body.data.id;
    const delivery = await eventually(async () => received[0]);
    expect(delivery.headers['content-type']).toBe('application/json');
    const expected = `sha256=${createHmac('sha256', SECRET).update(delivery.raw).digest('hex')}`;
    expect(delivery.headers['x-stratum-signature']).toBe(expected);
    expect(`sha256=${createHmac('sha256', 'another secret').update(delivery.raw).digest('hex')}`).not.toBe(expected);
    const payload = JSON.parse(delivery.raw);
    expect(payload).toMatchObject({
      id,
      name: 'Ada <@channel>',
      email: 'ada@example.com',
      phone: '+1 407 555 0100',
      message: 'A bench & a table',
      inbox_url: `https://stratum.example/admin?id=${id}`,
    });
    expect(payload.attachments).toEqual([]);
    // Slack-compatible text: the visitor's < > & escaped so they cannot ping a channel or forge a link.
    expect(payload.text).toBe(`New inquiry from Ada &lt;@channel&gt; (ada@example.com). <https://stratum.example/admin?id=${id}|Open in the inbox>`);
    await eventually(async () => (await jobs().findOne({ kind: 'lead-webhook' }))?.state === 'done');
  });

  test('attachment names are listed and counted in the text', () => {
    const lead = { id: 'abc', name: 'Ada', email: 'ada@example.com', message: 'x', created_at: new Date(NOW), attachments: [{ filename: 'plan.pdf' }, { filename: 'bench.stl' }] };
    const payload = webhookPayload(lead, 'https://stratum.example/admin');
    expect(payload).toMatchObject({ phone: null, attachments: ['plan.pdf', 'bench.stl'] });
    expect(payload.text).toBe('New inquiry from Ada (ada@example.com) with 2 attachment(s). <https://stratum.example/admin?id=abc|Open in the inbox>');
  });

  test('a 4xx other than 408/429 fails at once; a 5xx is retried until it gets through', async () => {
    const app = webhookApp();
    answer = 410;
    expect((await request(app).post('/api/contact').send({ name: 'A', email: 'a@example.com', message: 'x' })).status).toBe(201);
    const failed = await eventually(async () => {
      const job = await jobs().findOne({ kind: 'lead-webhook' });
      return job?.state === 'failed' && job;
    });
    expect(failed).toMatchObject({ attempts: 1, last_error: 'the webhook answered HTTP 410' });
    await jobs().deleteMany({});
    received = [];
    answer = 503;
    expect((await request(app).post('/api/contact').send({ name: 'B', email: 'b@example.com', message: 'y' })).status).toBe(201);
    await eventually(async () => received.length >= 2 && received);
    answer = 200;
    const done = await eventually(async () => {
      const job = await jobs().findOne({ kind: 'lead-webhook' });
      return job?.state === 'done' && job;
    });
    expect(done.attempts).toBeGreaterThanOrEqual(3);
  });

  test('WEBHOOK_URL without WEBHOOK_SECRET refuses to start', () => {
    expect(() => parseEnv({ WEBHOOK_URL: 'https://hooks.example/x' })).toThrow(/WEBHOOK_SECRET is required/);
    expect(() => parseEnv({ WEBHOOK_URL: 'ftp://hooks.example/x', WEBHOOK_SECRET: SECRET })).toThrow(/http/);
    expect(() => parseEnv({ AUTO_REPLY: 'yes' })).toThrow(/AUTO_REPLY/);
  });
});
