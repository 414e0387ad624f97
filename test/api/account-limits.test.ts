import request from 'supertest';
import { passwordResetHandler } from '../../src/server/accounts/account-jobs';
import { ADMIN, seedAdmin, signIn } from '../helpers/admin-auth';
import { ACCOUNT_COLLECTIONS, linkIn, recordingMailer, runDueJobs } from '../helpers/accounts';
import { testApp } from '../helpers/test-app';
import { useTestDatabase } from '../helpers/test-db';

const HOUR = 60 * 60_000;
const TOO_MANY_RESETS = 'Too many password reset requests from your connection. Please try again in an hour.';
const TOO_MANY_LINKS = 'Too many invitation or reset links tried from your connection. Please try again in an hour.';

const database = useTestDatabase({ emptyBeforeEach: ACCOUNT_COLLECTIONS });
let clock: number;
const now = () => clock;

beforeEach(async () => {
  clock = Date.now();
  await seedAdmin(database.db);
});

const app = (env: NodeJS.ProcessEnv, mailer = recordingMailer()) => testApp({ db: database.db, now, mailer }, env);
const askReset = (server: ReturnType<typeof app>, email: string) => request(server).post('/api/auth/password-reset').send({ email });
const counters = async (prefix: string) => (await database.db.native.collection('rate_limits').find({ _id: { $regex: `^${prefix}:` } } as never).toArray()).map((doc) => ({ _id: String(doc._id), hits: doc.hits as number }));

describe('password-reset requests per client address', () => {
  test('past PASSWORD_RESET_PER_HOUR a known and an unknown address get the same 429, counted in MongoDB for every instance', async () => {
    const env = { PASSWORD_RESET_PER_HOUR: '3' };
    const first = app(env);
    // Another instance on the same database: the count is shared, not kept in either process.
    const second = app(env);
    const allowed = [await askReset(first, ADMIN.email), await askReset(second, 'nobody@example.com'), await askReset(first, ADMIN.email)];
    expect(allowed.map((res) => res.status)).toEqual([202, 202, 202]);
    const known = await askReset(second, ADMIN.email);
    const unknown = await askReset(first, 'nobody@example.com');
    expect([known.status, unknown.status]).toEqual([429, 429]);
    expect(known.text).toBe(unknown.text);
    expect(known.body).toEqual({ success: false, error: TOO_MANY_RESETS });
    expect(await counters('password-reset-ip')).toEqual([{ _id: expect.stringMatching(/^password-reset-ip:/), hits: 5 }]);
    // Without JavaScript the form goes back to its page, which says why.
    const form = await request(first).post('/api/auth/password-reset').type('form').send({ email: ADMIN.email });
    expect([form.status, form.headers.location]).toEqual([303, `/forgot-password?${new URLSearchParams({ error: TOO_MANY_RESETS })}`]);
  });
});

describe('reset e-mails per address', () => {
  test('past PASSWORD_RESET_EMAILS_PER_HOUR the answer stays 202 and the same, nothing more is sent, and the count keeps no address', async () => {
    const mailer = recordingMailer();
    const server = app({ PASSWORD_RESET_EMAILS_PER_HOUR: '2' }, mailer);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await askReset(server, ADMIN.email), await askReset(server, 'nobody@example.com'));
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(202));
    expect(new Set(answers.map((res) => res.text)).size).toBe(1);
    const handlers = { 'password-reset': passwordResetHandler({ db: database.db, mailer, publicUrl: 'http://localhost:3000', now }) };
    // Two jobs per address (the unknown one's end without mail): the cap does not depend on an account existing.
    expect(await runDueJobs(database.db, handlers, now)).toBe(4);
    expect(mailer.sent.map((mail) => mail.to)).toEqual([ADMIN.email, ADMIN.email]);
    const stored = await counters('password-reset-email');
    expect(stored.map((counter) => counter.hits)).toEqual([4, 4]);
    expect(JSON.stringify(stored)).not.toMatch(/example\.com/);

    // Another address is not affected, and an hour later the address may ask again.
    await askReset(server, 'Other@Example.com');
    expect(await runDueJobs(database.db, handlers, now)).toBe(1);
    clock += HOUR + 1;
    await askReset(server, ADMIN.email);
    await runDueJobs(database.db, handlers, now);
    expect(mailer.sent.map((mail) => mail.to)).toEqual([ADMIN.email, ADMIN.email, ADMIN.email]);
    expect(linkIn(mailer.sent[2])).toMatch(/\/reset-password\/[0-9a-f]{64}$/);
  });
});

describe('invitation and reset links per client address', () => {
  test('pages, lookups and submissions count together; past ACCOUNT_LINK_ATTEMPTS_PER_HOUR each says so with 429', async () => {
    const server = app({ ACCOUNT_LINK_ATTEMPTS_PER_HOUR: '5' });
    const owner = await signIn(server);
    const invited = await request(server).post('/api/admin/staff/invites').set('Cookie', owner).send({ email: 'new@example.com', role: 'staff' });
    const token = (invited.body.data.url as string).split('/invite/')[1]!;
    const guess = 'a'.repeat(64);
    const tries = [
      await request(server).get(`/invite/${guess}`),
      await request(server).get(`/api/auth/invites/${guess}`),
      await request(server).post(`/api/auth/invites/${guess}/accept`).send({ password: 'a long enough password' }),
      await request(server).get(`/api/auth/password-reset/${guess}`),
      await request(server).post(`/api/auth/password-reset/${guess}`).send({ password: 'a long enough password' }),
    ];
    expect(tries.map((res) => res.status)).toEqual([404, 404, 404, 410, 400]);

    // Now even the valid invitation is not looked at: the answer cannot tell it from a guess.
    const page = await request(server).get(`/invite/${token}`);
    expect(page.status).toBe(429);
    expect(page.text).toContain(TOO_MANY_LINKS);
    expect(page.text).not.toContain('new@example.com');
    const resetPage = await request(server).get(`/reset-password/${guess}`);
    expect(resetPage.status).toBe(429);
    expect(resetPage.text).toContain(TOO_MANY_LINKS);
    const lookup = await request(server).get(`/api/auth/invites/${token}`);
    expect([lookup.status, lookup.body.error]).toEqual([429, TOO_MANY_LINKS]);
    const accept = await request(server).post(`/api/auth/invites/${token}/accept`).send({ password: 'a long enough password' });
    expect([accept.status, accept.body.error]).toEqual([429, TOO_MANY_LINKS]);
    const form = await request(server).post(`/api/auth/password-reset/${guess}`).type('form').send({ password: 'a long enough password' });
    expect([form.status, form.headers.location]).toEqual([303, `/reset-password/${guess}?${new URLSearchParams({ error: TOO_MANY_LINKS })}`]);
    expect(await database.db.models.AdminUser.countDocuments({ email: 'new@example.com' })).toBe(0);
    expect(await counters('account-link')).toEqual([{ _id: expect.stringMatching(/^account-link:/), hits: 10 }]);

    // The page asking for a link has no token: it is never limited by this.
    expect((await request(server).get('/forgot-password')).status).toBe(200);
  });
});
