import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Express } from 'express';
import { startEmbeddedMongo } from '../../src/embedded-mongo';
import { connectDatabase, type Database } from '../../src/server/db/database';
import { ObjectId } from '../../src/server/db/driver';
import { parseEnv } from '../../src/server/env';
import { mailerFromEnv } from '../../src/server/mail/mailer';
import type { OutboxJob } from '../../src/server/outbox/outbox-job';
import { decodeQuotedPrintable, startSmtpSink } from '../helpers/smtp-sink';
import { recordingLogger } from '../helpers/recording-logger';
import { mailThroughOutbox } from '../helpers/mail-through-outbox';
import { testApp } from '../helpers/test-app';
import { useTestDatabase } from '../helpers/test-db';

const database = useTestDatabase({ emptyBeforeEach: ['contact_submissions'] });
let app: Express;

beforeAll(() => {
  // Generous limits: only the rate-limit tests build apps with low ones.
  app = testApp({ db: database.db }, { CONTACT_RATE_PER_MINUTE: '1000', CONTACT_RATE_PER_DAY: '1000' });
});

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone_number: '+1 (407) 555-0100',
  message: 'We need a 6 m printed facade panel for a hotel lobby.',
};

function postJson(target: Express, body: unknown) {
  return request(target).post('/api/contact').set('Content-Type', 'application/json').send(JSON.stringify(body));
}

function postForm(target: Express, fields: Record<string, string>) {
  return request(target).post('/api/contact').type('form').send(new URLSearchParams(fields).toString());
}

const stored = () => database.db.models.ContactSubmission.find({}).lean();

/** Text of an HTML page as a reader sees it (tags dropped, entities React emits decoded). */
function pageText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function eventually<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  return eventuallyAsync(async () => read(), timeoutMs);
}

async function eventuallyAsync<T>(read: () => Promise<T | undefined | null>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('POST /api/contact: storing a message', () => {
  test('201 with {success, data:{id, created_at}} once stored, fields trimmed, inbox flags unset', async () => {
    const before = Date.now();
    const res = await postJson(app, { ...valid, name: '  Ada Lovelace  ', email: ' ada@example.com ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { id: expect.stringMatching(/^[0-9a-f]{24}$/), created_at: expect.any(String) } });
    const docs = await stored();
    expect(docs).toHaveLength(1);
    const doc = docs[0]!;
    expect(doc._id.toHexString()).toBe(res.body.data.id);
    expect(doc.created_at.toISOString()).toBe(res.body.data.created_at);
    expect(doc.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(doc).toMatchObject({ ...valid, read: false, archived: false });
  });

  test('the phone number is optional; an empty or null one is not stored', async () => {
    const { phone_number: _omit, ...withoutPhone } = valid;
    expect((await postJson(app, withoutPhone)).status).toBe(201);
    expect((await postJson(app, { ...valid, phone_number: '' })).status).toBe(201);
    expect((await postJson(app, { ...valid, phone_number: null })).status).toBe(201);
    const docs = await stored();
    expect(docs).toHaveLength(3);
    for (const doc of docs) expect(doc.phone_number).toBeUndefined();
  });

  test('script and HTML in a message are stored verbatim (escaping happens where it is shown)', async () => {
    const message = `<script>alert("x")</script> <img src=x onerror=alert(1)> & 'quotes' {{7*7}} \${1+1}\nsecond line`;
    const name = '<b>Bobby</b> "Tables"; DROP TABLE';
    expect((await postJson(app, { ...valid, name, message })).status).toBe(201);
    const [doc] = await stored();
    expect(doc!.message).toBe(message);
    expect(doc!.name).toBe(name);
  });

  test('unknown fields are ignored: they can neither be stored nor set inbox flags, ids or dates', async () => {
    const res = await postJson(app, { ...valid, read: true, archived: true, status: 'won', created_at: '2001-01-01T00:00:00Z', _id: 'abc', admin: true, $where: '1' });
    expect(res.status).toBe(201);
    const [doc] = await stored();
    expect(doc).toMatchObject({ read: false, archived: false, status: 'new' });
    expect(doc!._id.toHexString()).toBe(res.body.data.id);
    expect(doc!.created_at.getFullYear()).toBeGreaterThan(2001);
    expect(Object.keys(doc!).sort()).toEqual(['_id', 'archived', 'created_at', 'email', 'message', 'name', 'phone_number', 'read', 'status']);
  });
});

describe('POST /api/contact: validation (400 with a message per field, nothing stored)', () => {
  test.each([
    ['an empty body', {}, { name: 'Please enter your name.', email: 'Please enter your email address.', message: 'Please enter a message.' }],
    ['whitespace-only fields', { name: '   ', email: ' ', message: '\n\t ' }, { name: 'Please enter your name.', email: 'Please enter your email address.', message: 'Please enter a message.' }],
    ['an invalid email', { ...valid, email: 'ada@' }, { email: 'Please enter a valid email address.' }],
    ['a CR/LF in the email', { ...valid, email: 'ada@example.com\r\nBcc: x@example.com' }, { email: 'Please enter a valid email address.' }],
    ['a name over 120 characters', { ...valid, name: 'n'.repeat(121) }, { name: 'Please keep your name to 120 characters.' }],
    ['an email over 254 characters', { ...valid, email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` }, { email: 'Please keep your email address to 254 characters.' }],
    ['a message over 5,000 characters', { ...valid, message: 'm'.repeat(5001) }, { message: 'Please keep your message to 5,000 characters.' }],
    ['letters in the phone number', { ...valid, phone_number: '407-CALL-NOW' }, { phone_number: 'Please use only digits, spaces and + ( ) - . in the phone number.' }],
    ['a phone number over 40 characters', { ...valid, phone_number: '1'.repeat(41) }, { phone_number: 'Please keep the phone number to 40 characters.' }],
  ])('%s', async (_label, body, fields) => {
    const res = await postJson(app, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Please check the highlighted fields.', fields });
    expect(await stored()).toHaveLength(0);
  });

  test('limits are inclusive: 120-character name, 5,000-character message, 40-character phone are accepted', async () => {
    const res = await postJson(app, { ...valid, name: 'n'.repeat(120), message: 'm'.repeat(5000), phone_number: '1'.repeat(40) });
    expect(res.status).toBe(201);
    expect((await stored())[0]!.message).toHaveLength(5000);
  });

  test('NoSQL operator objects and arrays where strings belong are a 400, never a query or a stored object', async () => {
    const res = await postJson(app, { name: { $gt: '' }, email: { $ne: null }, phone_number: { $regex: '.*' }, message: ['a', 'b'] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ name: 'Name must be text.', email: 'Email must be text.', phone_number: 'Phone must be text.', message: 'Message must be text.' });
    expect(await stored()).toHaveLength(0);
  });

  test('a body that is not an object is a 400; malformed JSON is a 400, not a 500', async () => {
    const array = await postJson(app, [valid]);
    expect(array.status).toBe(400);
    expect(array.body).toEqual({ success: false, error: 'The request body must be an object of contact fields.', fields: {} });
    const malformed = await request(app).post('/api/contact').set('Content-Type', 'application/json').send('{"name": "Ada",');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, error: 'Request body is not valid JSON' });
    const empty = await request(app).post('/api/contact').set('Content-Type', 'application/json');
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields)).toEqual(['name', 'email', 'message']);
    expect(await stored()).toHaveLength(0);
  });
});

describe('POST /api/contact: transport rules', () => {
  test('413 JSON for a body over 16 KB (JSON or form), nothing stored', async () => {
    const big = await postJson(app, { ...valid, message: 'x'.repeat(17 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ success: false, error: 'Request body is too large' });
    const bigForm = await postForm(app, { ...valid, message: 'x'.repeat(17 * 1024) });
    expect(bigForm.status).toBe(413);
    expect(await stored()).toHaveLength(0);
  });

  test('415 for other content types', async () => {
    // multipart/form-data is accepted too (attachments: test/api/attachments.test.ts).
    for (const type of ['text/plain', 'application/xml', 'application/octet-stream']) {
      const res = await request(app).post('/api/contact').set('Content-Type', type).send('name=Ada&email=ada@example.com&message=hi');
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ success: false, error: expect.stringContaining('Unsupported content type') });
    }
    expect(await stored()).toHaveLength(0);
  });

  test('403 when the Origin or Referer is another site; the site itself is accepted', async () => {
    const foreignOrigin = await postJson(app, valid).set('Origin', 'https://evil.example');
    expect(foreignOrigin.status).toBe(403);
    expect(foreignOrigin.body).toEqual({ success: false, error: 'Cross-site requests are not allowed' });
    const foreignReferer = await postJson(app, valid).set('Referer', 'https://evil.example/form.html');
    expect(foreignReferer.status).toBe(403);
    const nullOrigin = await postJson(app, valid).set('Origin', 'null');
    expect(nullOrigin.status).toBe(403);
    expect(await stored()).toHaveLength(0);
    const own = await postJson(app, valid).set('Origin', 'http://localhost:3000').set('Referer', 'http://localhost:3000/contact');
    expect(own.status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });
});

describe('POST /api/contact: rate limits per client address', () => {
  test('past the per-minute limit: 429 with Retry-After, and nothing more is stored', async () => {
    const limited = testApp({ db: database.db }, { CONTACT_RATE_PER_MINUTE: '2', CONTACT_RATE_PER_DAY: '100' });
    expect((await postJson(limited, valid)).status).toBe(201);
    expect((await postJson(limited, valid)).status).toBe(201);
    const res = await postJson(limited, valid);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, error: 'Too many messages from your connection. Please try again later.' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.headers['ratelimit-policy']).toContain('"contact-minute"; q=2; w=60');
    expect(await stored()).toHaveLength(2);
  });

  test('past the per-day limit: 429 with a Retry-After of up to a day', async () => {
    const limited = testApp({ db: database.db }, { CONTACT_RATE_PER_MINUTE: '100', CONTACT_RATE_PER_DAY: '3' });
    for (let i = 0; i < 3; i++) expect((await postJson(limited, valid)).status).toBe(201);
    const res = await postJson(limited, valid);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await stored()).toHaveLength(3);
  });

  test('typos never use up the limit: invalid posts have their own, higher cap; honeypot posts count', async () => {
    const limited = testApp({ db: database.db }, { CONTACT_RATE_PER_MINUTE: '2', CONTACT_RATE_PER_DAY: '100', CONTACT_INVALID_PER_HOUR: '3' });
    for (let typo = 0; typo < 3; typo++) expect((await postJson(limited, { ...valid, email: 'not an address' })).status).toBe(400);
    const capped = await postJson(limited, {});
    expect(capped.status).toBe(429);
    expect(capped.body.error).toBe('Too many messages from your connection. Please try again later.');
    // Five refused posts later, the visitor's real message still goes through.
    expect((await postJson(limited, valid)).status).toBe(201);
    expect((await postJson(limited, { ...valid, website: 'http://spam.example' })).status).toBe(201);
    expect((await postJson(limited, valid)).status).toBe(429);
    expect(await stored()).toHaveLength(1);
  });

  test('with TRUST_PROXY=1 the client address comes from X-Forwarded-For: each client has its own limit', async () => {
    const behindProxy = testApp({ db: database.db }, { CONTACT_RATE_PER_MINUTE: '1', CONTACT_RATE_PER_DAY: '100', TRUST_PROXY: '1' });
    expect((await postJson(behindProxy, valid).set('X-Forwarded-For', '203.0.113.7')).status).toBe(201);
    expect((await postJson(behindProxy, valid).set('X-Forwarded-For', '203.0.113.7')).status).toBe(429);
    expect((await postJson(behindProxy, valid).set('X-Forwarded-For', '198.51.100.20')).status).toBe(201);
  });

  test('with TRUST_PROXY=0 (default) a forged X-Forwarded-For does not escape the limit', async () => {
    const direct = testApp({ db: database.db }, { CONTACT_RATE_PER_MINUTE: '1', CONTACT_RATE_PER_DAY: '100' });
    expect((await postJson(direct, valid).set('X-Forwarded-For', '203.0.113.1')).status).toBe(201);
    expect((await postJson(direct, valid).set('X-Forwarded-For', '203.0.113.2')).status).toBe(429);
  });
});

describe('POST /api/contact: honeypot', () => {
  test('a filled honeypot is answered exactly like a success and not stored', async () => {
    const res = await postJson(app, { ...valid, website: 'http://cheap-pills.example' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { id: expect.stringMatching(/^[0-9a-f]{24}$/), created_at: expect.any(String) } });
    expect(await stored()).toHaveLength(0);
  });

  test('even an otherwise invalid bot post gets the success answer', async () => {
    const res = await postJson(app, { website: 'x' });
    expect(res.status).toBe(201);
    expect(await stored()).toHaveLength(0);
  });

  test('the no-JS form with a filled honeypot is redirected like a success and not stored', async () => {
    const res = await postForm(app, { ...valid, website: 'spam' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=1');
    expect(await stored()).toHaveLength(0);
  });

  test('an empty honeypot (what people send) is stored normally', async () => {
    expect((await postJson(app, { ...valid, website: '' })).status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });
});

describe('POST /api/contact: database unavailable', () => {
  const unavailable = { success: false, error: 'The message service is temporarily unavailable. Please try again in a moment.' };

  test('503 when the app has no database', async () => {
    const noDb = testApp({ db: undefined });
    const res = await postJson(noDb, valid);
    expect(res.status).toBe(503);
    expect(res.body).toEqual(unavailable);
  });

  test('503 (not 500) when MongoDB goes down, with the failure logged; user mistakes are still 400', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stratum-contact-down-'));
    const mongo = await startEmbeddedMongo({ dbPath: dir, logger: () => undefined });
    const downDb = await connectDatabase(mongo.uri, `test_down_${Date.now()}`);
    const { logger, lines } = recordingLogger();
    const target = testApp({ db: downDb, logger });
    try {
      expect((await postJson(target, valid)).status).toBe(201);
      await mongo.stop();
      const res = await postJson(target, valid);
      expect(res.status).toBe(503);
      expect(res.body).toEqual(unavailable);
      expect(lines.some((line) => line.level === 'error' && /^contact: (submission not stored|database unreachable)/.test(line.msg))).toBe(true);
      expect((await postJson(target, { ...valid, email: 'nope' })).status).toBe(400);
    } finally {
      await downDb.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  test('the no-JS form gets the /contact page with the error and its text kept (503)', async () => {
    const noDb = testApp({ db: undefined });
    const res = await postForm(noDb, valid);
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const text = pageText(res.text);
    expect(text).toContain(unavailable.error);
    expect(text).toContain(valid.message);
  });
});

describe('POST /contact: the screen form posts to its own page (post/redirect/get)', () => {
  const postToPage = (fields: Record<string, string>) =>
    request(app).post('/contact').type('form').send(new URLSearchParams(fields).toString());

  test('a rejected post is answered 303 to /contact?form={id}, whose GET shows the errors and the text, as often as it is loaded', async () => {
    const res = await postToPage({ name: '   ', email: 'grace@example.com', message: 'Kept for the redirect.', website: '' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/contact\?form=[\w-]{16}$/);
    for (let visit = 0; visit < 2; visit++) {
      const page = await request(app).get(res.headers.location!);
      expect(page.status).toBe(400);
      expect(page.headers['cache-control']).toBe('no-store');
      const text = pageText(page.text);
      expect(text).toContain('Please enter your name.');
      expect(text).toContain('Kept for the redirect.');
    }
    expect(await stored()).toEqual([]);
  });

  test('a valid post is stored once and answered 303 to /contact?sent=1; an unknown draft id shows the empty form', async () => {
    const res = await postToPage({ name: 'Grace Hopper', email: 'grace@example.com', message: 'Posted to the page.', website: '' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=1');
    expect(await stored()).toHaveLength(1);
    const unknown = await request(app).get('/contact?form=AAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(200);
    expect(pageText(unknown.text)).not.toContain('Please enter your name.');
  });

  test('without a database the page itself answers, still at /contact (503, text kept)', async () => {
    const noDb = testApp({ db: undefined });
    const res = await request(noDb).post('/contact').type('form').send(new URLSearchParams(valid).toString());
    expect(res.status).toBe(503);
    expect(pageText(res.text)).toContain(valid.message);
  });
});

describe('POST /api/contact: the no-JavaScript form fallback', () => {
  test('a valid urlencoded post is stored and answered 303 to /contact?sent=1, which shows the success', async () => {
    const res = await postForm(app, { name: 'Grace Hopper', email: 'grace@example.com', message: 'Printed bar front, 4 m.', website: '' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=1');
    const [doc] = await stored();
    expect(doc).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', message: 'Printed bar front, 4 m.' });
    expect(doc!.phone_number).toBeUndefined();

    const page = await request(app).get('/contact?sent=1');
    expect(page.status).toBe(200);
    const text = pageText(page.text);
    expect(text).toContain('Message sent!');
    expect(text).toContain("Thank you for your message. We'll get back to you soon.");
    const plain = pageText((await request(app).get('/contact')).text);
    expect(plain).not.toContain('Message sent!');
  });

  test('an invalid post renders /contact with 400, the field errors by their fields and the visitor text kept', async () => {
    const message = 'Line one <b>bold</b>\nLine "two" & more';
    const res = await postForm(app, { name: '   ', email: 'grace@', message, website: '' });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.text;
    // The errors are tied to their inputs.
    for (const field of ['name', 'email']) {
      const input = new RegExp(`<input[^>]*name="${field}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(input).toContain('aria-invalid="true"');
      expect(input).toContain(`aria-describedby="contact-${field}-error"`);
    }
    expect(html).toMatch(/<p[^>]*id="contact-name-error"[^>]*>Please enter your name\.<\/p>/);
    expect(html).toMatch(/<p[^>]*id="contact-email-error"[^>]*>Please enter a valid email address\.<\/p>/);
    expect(html).not.toContain('contact-message-error');
    // The visitor's text is kept, escaped (never as live HTML).
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="grace@"/);
    expect(html).toContain('Line one &lt;b&gt;bold&lt;/b&gt;\nLine &quot;two&quot; &amp; more</textarea>');
    expect(html).not.toContain('<b>bold</b>');
    expect(pageText(html)).toContain('Please check the highlighted fields.');
    // It is the real page: title, form, and scripts carrying this response's CSP nonce.
    expect(html).toContain('<title>Contact Us');
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
    const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(await stored()).toHaveLength(0);
  });

  test('the errors are not cached into the public /contact page', async () => {
    await postForm(app, { name: '', email: '', message: 'keep me private' });
    const page = await request(app).get('/contact');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('keep me private');
    expect(page.text).not.toContain('Please enter your name.');
  });

  test('rate limited: the page is rendered with 429, Retry-After, the reason and the text kept', async () => {
    const limited = testApp({ db: database.db }, { CONTACT_RATE_PER_MINUTE: '1', CONTACT_RATE_PER_DAY: '100' });
    expect((await postForm(limited, valid)).status).toBe(303);
    const res = await postForm(limited, { ...valid, message: 'second message, still mine' });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const text = pageText(res.text);
    expect(text).toContain('Too many messages from your connection. Please try again later.');
    expect(text).toContain('second message, still mine');
    expect(await stored()).toHaveLength(1);
  });
});

describe('notification email, through the outbox', () => {
  const mailing = mailThroughOutbox();

  beforeEach(async () => {
    await database.db.native.collection('outbox_jobs').deleteMany({});
  });

  /** The app with e-mail on, and this instance's worker polling every 50 ms with 100 ms retries. */
  function appWithMail(smtpUrl: string) {
    const { logger, lines } = recordingLogger();
    const env = parseEnv({
      SMTP_URL: smtpUrl,
      NOTIFY_EMAIL: 'studio@example.com',
      PUBLIC_URL: 'https://stratum.example',
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_BASE_MS: '100',
    });
    const { mailer, worker } = mailing.start(database.db, env, logger);
    return { target: testApp({ db: database.db, logger, mailer, wakeOutbox: () => worker.wake() }), lines };
  }

  const jobOf = (id: string) => eventuallyAsync(() => database.db.native.collection<OutboxJob>('outbox_jobs').findOne({ ref: new ObjectId(id) }));

  test('e-mail is on only when both SMTP_URL and NOTIFY_EMAIL are set', () => {
    expect(mailerFromEnv(parseEnv({}))).toBeUndefined();
    expect(mailerFromEnv(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:1' }))).toBeUndefined();
    expect(mailerFromEnv(parseEnv({ NOTIFY_EMAIL: 'studio@example.com' }))).toBeUndefined();
  });

  test('without e-mail no job is written', async () => {
    const res = await postJson(app, valid);
    expect(res.status).toBe(201);
    expect(await database.db.native.collection('outbox_jobs').countDocuments()).toBe(0);
  });

test('the studio gets the stored message: plain text plus escaped HTML, Reply-To the visitor', async () => {
    const { target } = appWithMail(mailing.sink.url);
    const message = 'Hello <script>alert(1)</script> & welcome';
    const res = await postJson(target, { ...valid, message });
    expect(res.status).toBe(201);
    const mail = await mailing.sink.waitForMail();
    expect(mail.recipients).toEqual(['studio@example.com']);
    expect(mail.headers).toMatch(/^Subject: New website message from Ada Lovelace$/m);
    expect(mail.headers).toMatch(/^Reply-To: Ada Lovelace <ada@example.com>$/m);
    expect(mail.headers).toMatch(/^To: studio@example.com$/m);
    const body = decodeQuotedPrintable(mail.body);
    // Composed from the stored submission: the mail names its id.
    expect(body).toContain(`Reference: ${res.body.data.id}`);
    expect(body).toContain(`Message:\r\n${message}`);
    expect(body).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; welcome');
    expect(body).not.toMatch(/<p[^>]*>Hello <script>/);
    expect(body).toContain('https://stratum.example/admin');
    expect(await stored()).toHaveLength(1);
  });

  test('CR/LF in the name cannot add headers or recipients', async () => {
    const { target } = appWithMail(mailing.sink.url);
    const name = 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes\nSubject: hijacked';
    const res = await postJson(target, { ...valid, name });
    expect(res.status).toBe(201);
    const mail = await mailing.sink.waitForMail();
    expect(mail.recipients).toEqual(['studio@example.com']);
    // Unfold long headers (CRLF + space continues a header; a bare CRLF would start a new one).
    const headers = mail.headers.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(headers.match(/^Subject:/gim)).toHaveLength(1);
    expect(headers).toMatch(/^Subject: New website message from Eve Bcc: victim@example.com X-Injected: yes Subject:/m);
    // The name is stored as typed; only the mail headers are cleaned.
    expect((await stored())[0]!.name).toBe(name.trim());
  });

  test('a permanent refusal (550) fails the job at once with the error; the submission is kept', async () => {
    const failing = await startSmtpSink({ reject: true });
    try {
      const { target, lines } = appWithMail(failing.url);
      const res = await postJson(target, valid);
      expect(res.status).toBe(201);
      const job = await eventuallyAsync(async () => {
        const found = await database.db.native.collection<OutboxJob>('outbox_jobs').findOne({ ref: new ObjectId(res.body.data.id), state: 'failed' });
        return found ?? undefined;
      });
      expect(job).toMatchObject({ kind: 'contact-notification', attempts: 1 });
      expect(job.last_error).toMatch(/550|Mailbox unavailable/);
      await eventually(() => lines.find((line) => line.level === 'error' && line.msg === 'outbox: job failed permanently' && line.job === String(job._id)));
      const docs = await stored();
      expect(docs).toHaveLength(1);
      expect(docs[0]!._id.toHexString()).toBe(res.body.data.id);
    } finally {
      mailing.mailer?.close();
      await failing.close();
    }
  });

  test('"451 try again later" is retried with backoff until it is sent, once', async () => {
    const greylisting = await startSmtpSink({ temporaryFailures: 2 });
    try {
      const { target } = appWithMail(greylisting.url);
      const res = await postJson(target, valid);
      expect(res.status).toBe(201);
      await greylisting.waitForMail(1, 10_000);
      const job = await eventuallyAsync(async () => {
        const found = await database.db.native.collection<OutboxJob>('outbox_jobs').findOne({ ref: new ObjectId(res.body.data.id), state: 'done' });
        return found ?? undefined;
      });
      expect(job.attempts).toBe(3);
      expect([...greylisting.attempts.values()]).toEqual([3]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(greylisting.mails).toHaveLength(1);
    } finally {
      mailing.mailer?.close();
      await greylisting.close();
    }
  });

  test('an unreachable mail server is a temporary failure: the job waits for its next attempt', async () => {
    const { target } = appWithMail('smtp://127.0.0.1:1');
    const res = await postJson(target, valid);
    expect(res.status).toBe(201);
    const job = await eventuallyAsync(async () => {
      const found = await jobOf(res.body.data.id);
      return found.attempts >= 1 && found.last_error ? found : undefined;
    });
    expect(job.state).toBe('pending');
    expect(job.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(job.next_attempt_at.getTime()).toBeGreaterThan(job.updated_at.getTime());
    expect(await stored()).toHaveLength(1);
  });
});
