import request from 'supertest';
import { invitationHandler, passwordResetHandler } from '../../src/server/accounts/account-jobs';
import { INVITE_VALID_MS } from '../../src/server/accounts/invitations';
import { migrateAccounts } from '../../src/server/accounts/migrate-accounts';
import { RESET_VALID_MS } from '../../src/server/accounts/password-resets';
import { createLogger } from '../../src/server/logger';
import { ADMIN, postLogin, seedAdmin, sessionCookie, signIn } from '../helpers/admin-auth';
import { ACCOUNT_COLLECTIONS, createAccount, createAndSignIn, enableTwoFactorFor, linkIn, recordingMailer, runDueJobs, totpCode } from '../helpers/accounts';
import { testApp } from '../helpers/test-app';
import { useTestDatabase } from '../helpers/test-db';

const database = useTestDatabase({ emptyBeforeEach: ACCOUNT_COLLECTIONS });
let clock: number;
const now = () => clock;
const STAFF = { email: 'staff@example.com', password: 'staff password 1234', role: 'staff' as const };

beforeEach(async () => {
  clock = Date.now();
  await seedAdmin(database.db);
});

const app = (mailer?: ReturnType<typeof recordingMailer>) => testApp({ db: database.db, now, mailer });
const accounts = () => database.db.models.AdminUser;
const auditActions = async () => (await database.db.native.collection('audit_log').find().sort({ at: 1, _id: 1 }).toArray()).map((e) => e.action as string);

describe('roles', () => {
  test('the session says the role; admin:create and first accounts are owners', async () => {
    const server = app();
    const owner = await signIn(server);
    expect((await request(server).get('/api/auth/session').set('Cookie', owner)).body.data).toEqual({ authenticated: true, email: ADMIN.email, role: 'owner', two_factor: false });
    const staff = await createAndSignIn(server, database.db, STAFF);
    expect((await request(server).get('/api/auth/session').set('Cookie', staff)).body.data.role).toBe('staff');
  });

  test('the upgrade makes every existing account an owner, idempotently, with several instances at once', async () => {
    await accounts().collection.insertMany([{ email: 'old1@example.com', passwordHash: 'x' }, { email: 'old2@example.com', passwordHash: 'x' }]);
    await createAccount(database.db, STAFF);
    const logger = createLogger('silent');
    await Promise.all([migrateAccounts(database.db, logger), migrateAccounts(database.db, logger), migrateAccounts(database.db, logger)]);
    await migrateAccounts(database.db, logger);
    const roles = Object.fromEntries((await accounts().find().lean()).map((a) => [a.email, a.role]));
    expect(roles).toEqual({ [ADMIN.email]: 'owner', 'old1@example.com': 'owner', 'old2@example.com': 'owner', [STAFF.email]: 'staff' });
  });

  test('staff calling each owner-only route get 403, and nothing changes', async () => {
    const server = app();
    const ownerId = String((await accounts().findOne({ email: ADMIN.email }).lean())!._id);
    const staff = await createAndSignIn(server, database.db, STAFF);
    const submission = await database.db.models.ContactSubmission.create({ name: 'A', email: 'a@example.com', message: 'Hello there, a message.' });
    const id = String(submission._id);
    const calls = [
      request(server).get('/api/admin/staff'),
      request(server).post('/api/admin/staff/invites').send({ email: 'new@example.com', role: 'owner' }),
      request(server).delete('/api/admin/staff/invites/0123456789abcdef01234567'),
      request(server).patch(`/api/admin/staff/${ownerId}`).send({ role: 'staff' }),
      request(server).delete(`/api/admin/staff/${ownerId}`),
      request(server).put('/api/admin/staff/settings').send({ require_two_factor: true }),
      request(server).delete(`/api/admin/submissions/${id}`),
      request(server).get('/api/admin/submissions/export.csv'),
      request(server).get('/api/admin/audit'),
    ];
    const answers = [];
    for (const call of calls) {
      const res = await call.set('Cookie', staff);
      answers.push([res.status, res.body.error]);
    }
    expect(answers).toEqual(calls.map(() => [403, 'Only an owner can do this.']));
    expect(await database.db.models.ContactSubmission.countDocuments({ _id: id })).toBe(1);
    expect((await accounts().findById(ownerId).lean())!.role).toBe('owner');
    // Staff still work the inbox.
    expect((await request(server).patch(`/api/admin/submissions/${id}`).set('Cookie', staff).send({ read: true })).status).toBe(200);
  });

  test('the last owner cannot be demoted or removed; with two, racing demotions leave exactly one owner', async () => {
    const server = app();
    const owner = await signIn(server);
    const ownerId = String((await accounts().findOne({ email: ADMIN.email }).lean())!._id);
    const demote = await request(server).patch(`/api/admin/staff/${ownerId}`).set('Cookie', owner).send({ role: 'staff' });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toMatch(/at least one owner/);
    expect((await request(server).delete(`/api/admin/staff/${ownerId}`).set('Cookie', owner)).status).toBe(409);

    const secondId = await createAccount(database.db, { email: 'second@example.com', password: 'second owner pass', role: 'owner' });
    const results = await Promise.all([
      request(server).patch(`/api/admin/staff/${ownerId}`).set('Cookie', owner).send({ role: 'staff' }),
      request(server).patch(`/api/admin/staff/${secondId}`).set('Cookie', owner).send({ role: 'staff' }),
      request(app()).delete(`/api/admin/staff/${secondId}`).set('Cookie', owner),
    ]);
    expect(results.map((r) => r.status).filter((s) => s < 300)).toHaveLength(1);
    expect(await accounts().countDocuments({ role: 'owner' })).toBe(1);
  });

  test('an owner changes a role and removes an account: its sessions end at once', async () => {
    const server = app();
    const owner = await signIn(server);
    const staff = await createAndSignIn(server, database.db, STAFF);
    const staffId = String((await accounts().findOne({ email: STAFF.email }).lean())!._id);
    const promoted = await request(server).patch(`/api/admin/staff/${staffId}`).set('Cookie', owner).send({ role: 'owner' });
    expect(promoted.body.data).toMatchObject({ email: STAFF.email, role: 'owner' });
    expect((await request(server).get('/api/auth/session').set('Cookie', staff)).body.data.role).toBe('owner');
    expect((await request(server).delete(`/api/admin/staff/${staffId}`).set('Cookie', owner)).status).toBe(204);
    expect((await request(server).get('/api/admin/submissions').set('Cookie', staff)).status).toBe(401);
    expect(await auditActions()).toEqual(['sign-in', 'sign-in', 'role-change', 'account-removed']);
  });
});

describe('invitations', () => {
  async function invite(server: ReturnType<typeof app>, owner: string, body = { email: 'Invitee@Example.com', role: 'staff' }) {
    const res = await request(server).post('/api/admin/staff/invites').set('Cookie', owner).send(body);
    expect(res.status).toBe(201);
    return { url: res.body.data.url as string, token: (res.body.data.url as string).split('/invite/')[1]! };
  }

  test('an owner invites: a 72-hour link stored only as a hash; accepting signs in with the role; the link then says it was used', async () => {
    const server = app();
    const owner = await signIn(server);
    const { url, token } = await invite(server, owner);
    expect(url).toMatch(/^http:\/\/localhost:3000\/invite\/[0-9a-f]{64}$/);
    const stored = await database.db.native.collection('account_invites').findOne({});
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expires_at.getTime() - clock).toBe(INVITE_VALID_MS);

    const overview = await request(server).get('/api/admin/staff').set('Cookie', owner);
    expect(overview.body.data.invitations).toEqual([expect.objectContaining({ email: 'invitee@example.com', role: 'staff', invited_by: ADMIN.email })]);

    expect((await request(server).post(`/api/auth/invites/${token}/accept`).send({ password: 'short' })).status).toBe(400);
    const accepted = await request(server).post(`/api/auth/invites/${token}/accept`).send({ password: 'invitee password 12' });
    expect(accepted.status).toBe(201);
    expect(accepted.body.data).toMatchObject({ authenticated: true, email: 'invitee@example.com', role: 'staff' });
    const cookie = sessionCookie(accepted)!;
    expect((await request(server).get('/api/admin/submissions').set('Cookie', cookie)).status).toBe(200);

    const reused = await request(server).post(`/api/auth/invites/${token}/accept`).send({ password: 'another password 12' });
    expect(reused.status).toBe(410);
    expect(reused.body.error).toBe('This invitation has already been used. Sign in, or ask an owner for a new one.');
    expect(await accounts().countDocuments({ email: 'invitee@example.com' })).toBe(1);
    expect(await auditActions()).toEqual(['sign-in', 'invitation', 'invitation-accepted', 'sign-in']);
  });

  test('an expired or unknown link is refused with its reason; the invite page says so', async () => {
    const server = app();
    const owner = await signIn(server);
    const { token } = await invite(server, owner);
    clock += INVITE_VALID_MS + 1;
    const expired = await request(server).post(`/api/auth/invites/${token}/accept`).send({ password: 'invitee password 12' });
    expect([expired.status, expired.body.error]).toEqual([410, 'This invitation has expired (links last 72 hours). Ask an owner for a new one.']);
    const page = await request(server).get(`/invite/${token}`);
    expect(page.status).toBe(410);
    expect(page.text).toContain('This invitation has expired');
    const unknown = await request(server).post(`/api/auth/invites/${'x'.repeat(43)}/accept`).send({ password: 'invitee password 12' });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'This invitation link is not valid. Ask an owner for a new one.']);
  });

  test('with e-mail on, the invitee gets their own link by e-mail through the outbox', async () => {
    const mailer = recordingMailer();
    const server = app(mailer);
    const owner = await signIn(server);
    const res = await request(server).post('/api/admin/staff/invites').set('Cookie', owner).send({ email: 'mailed@example.com', role: 'owner' });
    expect(res.body.data.emailed).toBe(true);
    await runDueJobs(database.db, { 'account-invitation': invitationHandler({ db: database.db, mailer, publicUrl: 'http://localhost:3000', now }) }, now);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.to).toBe('mailed@example.com');
    const link = linkIn(mailer.sent[0]);
    expect(link).not.toBe(res.body.data.url);
    const token = link.split('/invite/')[1]!;
    const accepted = await request(server).post(`/api/auth/invites/${token}/accept`).send({ password: 'mailed password 12' });
    expect(accepted.body.data.role).toBe('owner');
  });
});

describe('passwords', () => {
  test('a change answers 204 and ends every other session of that user, not this one', async () => {
    const server = app();
    const first = await signIn(server);
    const second = await signIn(server);
    const wrong = await request(server).post('/api/auth/password').set('Cookie', first).send({ current_password: 'not it at all', new_password: 'a brand new password' });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'The current password is not correct.']);
    const changed = await request(server).post('/api/auth/password').set('Cookie', first).send({ current_password: ADMIN.password, new_password: 'a brand new password' });
    expect(changed.status).toBe(204);
    expect((await request(server).get('/api/admin/submissions').set('Cookie', second)).status).toBe(401);
    expect((await request(server).get('/api/admin/submissions').set('Cookie', first)).status).toBe(200);
    expect((await postLogin(server, ADMIN)).status).toBe(401);
    expect((await postLogin(server, { email: ADMIN.email, password: 'a brand new password' })).status).toBe(200);
  });

  test('a reset request answers the same for known and unknown addresses; the link works once, for an hour, and ends every session', async () => {
    const mailer = recordingMailer();
    const server = app(mailer);
    const session = await signIn(server);
    const known = await request(server).post('/api/auth/password-reset').send({ email: ADMIN.email });
    const unknown = await request(server).post('/api/auth/password-reset').send({ email: 'nobody@example.com' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.text).toBe(unknown.text);
    const handlers = { 'password-reset': passwordResetHandler({ db: database.db, mailer, publicUrl: 'http://localhost:3000', now }) };
    await runDueJobs(database.db, handlers, now);
    expect(mailer.sent.map((m) => m.to)).toEqual([ADMIN.email]);
    const token = linkIn(mailer.sent[0]).split('/reset-password/')[1]!;

    const reset = await request(server).post(`/api/auth/password-reset/${token}`).send({ password: 'reset password 1234' });
    expect(reset.status).toBe(204);
    expect((await request(server).get('/api/admin/submissions').set('Cookie', session)).status).toBe(401);
    expect((await postLogin(server, { email: ADMIN.email, password: 'reset password 1234' })).status).toBe(200);
    const again = await request(server).post(`/api/auth/password-reset/${token}`).send({ password: 'reset password 5678' });
    expect([again.status, again.body.error]).toEqual([400, expect.stringMatching(/not valid, was already used or has expired/)]);

    await request(server).post('/api/auth/password-reset').send({ email: ADMIN.email });
    await runDueJobs(database.db, handlers, now);
    const late = linkIn(mailer.sent[1]).split('/reset-password/')[1]!;
    clock += RESET_VALID_MS + 1;
    expect((await request(server).post(`/api/auth/password-reset/${late}`).send({ password: 'too late password 1' })).status).toBe(400);
    expect((await request(server).get(`/reset-password/${late}`)).status).toBe(410);
    expect((await postLogin(server, { email: ADMIN.email, password: 'reset password 1234' })).status).toBe(200);
  });

  test('without JavaScript the forms answer 303 to pages that explain', async () => {
    const server = app(recordingMailer());
    const asked = await request(server).post('/api/auth/password-reset').type('form').send({ email: 'nobody@example.com' });
    expect([asked.status, asked.headers.location]).toEqual([303, '/forgot-password?sent=1']);
    const bad = await request(server).post(`/api/auth/password-reset/${'y'.repeat(43)}`).type('form').send({ password: 'long enough password' });
    expect(bad.status).toBe(303);
    expect(bad.headers.location).toMatch(/^\/reset-password\/y+\?error=/);
  });
});

describe('two-factor', () => {
  test('setup gives a secret, an otpauth URL and an SVG QR code; a code generated here turns it on with 10 recovery codes', async () => {
    const server = app();
    const cookie = await signIn(server);
    const setup = await request(server).post('/api/auth/totp/setup').set('Cookie', cookie).send({});
    expect(setup.body.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    expect(setup.body.data.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await request(server).post('/api/auth/totp/enable').set('Cookie', cookie).send({ code: '000000' })).status).toBe(400);
    const enabled = await request(server).post('/api/auth/totp/enable').set('Cookie', cookie).send({ code: totpCode(setup.body.data.secret) });
    expect(enabled.status).toBe(200);
    const codes = enabled.body.data.recovery_codes as string[];
    expect(new Set(codes).size).toBe(10);
    const stored = await accounts().findOne({ email: ADMIN.email }).lean();
    expect(stored!.recoveryCodeHashes).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
  });

  test('sign-in then needs the second step; wrong codes count toward the throttle; a recovery code works once', async () => {
    const server = app();
    const { secret, codes } = await enableTwoFactorFor(server, await signIn(server));

    const first = await postLogin(server, ADMIN);
    expect(first.body.data).toEqual({ authenticated: false, two_factor_required: true });
    const pending = sessionCookie(first)!;
    expect((await request(server).get('/api/admin/submissions').set('Cookie', pending)).status).toBe(401);
    const wrong = await request(server).post('/api/auth/login/totp').set('Cookie', pending).send({ code: '123456' });
    expect([wrong.status, wrong.body.error]).toEqual([401, expect.stringMatching(/code is not correct/)]);
    clock += 30_000;
    const ok = await request(server).post('/api/auth/login/totp').set('Cookie', pending).send({ code: totpCode(secret, clock) });
    expect(ok.status).toBe(200);
    const signedIn = sessionCookie(ok)!;
    expect((await request(server).get('/api/admin/submissions').set('Cookie', signedIn)).status).toBe(200);

    const viaRecovery = sessionCookie(await postLogin(server, ADMIN))!;
    const recovered = await request(server).post('/api/auth/login/totp').set('Cookie', viaRecovery).send({ code: codes[0]!.toUpperCase() });
    expect([recovered.status, recovered.body.recovery_code_used]).toEqual([200, true]);
    const reuse = sessionCookie(await postLogin(server, ADMIN))!;
    expect((await request(server).post('/api/auth/login/totp').set('Cookie', reuse).send({ code: codes[0] })).status).toBe(401);

    // LOGIN_MAX_FAILURES is 5. The sign-in above cleared the count; the reused recovery code was one
    // failure, four more wrong codes lock the address out, even for a right code.
    for (let i = 0; i < 4; i += 1) await request(server).post('/api/auth/login/totp').set('Cookie', reuse).send({ code: '654321' });
    const lockedOut = await request(server).post('/api/auth/login/totp').set('Cookie', reuse).send({ code: totpCode(secret, clock + 60_000) });
    expect(lockedOut.status).toBe(429);
    expect(lockedOut.body.error).toMatch(/Please try again in \d+ minutes?\./);
    expect(await auditActions()).toEqual(expect.arrayContaining(['two-factor-on', 'sign-in-failed']));
  });

  test('an owner can require two-factor: an account without it is held at Settings', async () => {
    const server = app();
    const owner = await signIn(server);
    const staff = await createAndSignIn(server, database.db, STAFF);
    expect((await request(server).put('/api/admin/staff/settings').set('Cookie', owner).send({ require_two_factor: true })).status).toBe(200);
    const blocked = await request(server).get('/api/admin/submissions').set('Cookie', staff);
    expect([blocked.status, blocked.body.error]).toEqual([403, expect.stringMatching(/requires two-factor/)]);
    expect((await request(server).get('/api/auth/session').set('Cookie', staff)).body.data.two_factor_setup_needed).toBe(true);
    const gated = await request(server).get('/admin').set('Cookie', staff);
    expect([gated.status, gated.headers.location]).toEqual([302, '/admin/settings']);
    await enableTwoFactorFor(server, staff);
    expect((await request(server).get('/api/admin/submissions').set('Cookie', staff)).status).toBe(200);
  });
});

describe('sessions and audit', () => {
  test('the sessions list shows each sign-in with browser, address and the current one; ending the others signs them out', async () => {
    const server = app();
    const phone = sessionCookie(await postLogin(server, ADMIN).set('User-Agent', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1'))!;
    const desk = sessionCookie(await postLogin(server, ADMIN).set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'))!;
    const list = await request(server).get('/api/auth/sessions').set('Cookie', desk);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data[0]).toMatchObject({ current: true, browser: 'Firefox on Linux' });
    expect(list.body.data[1]).toMatchObject({ current: false, browser: 'Safari on iOS' });
    expect(list.body.data[0].ip).toMatch(/127\.0\.0\.1/);
    expect(JSON.stringify(list.body)).not.toContain(decodeURIComponent(phone.split('=')[1]!).slice(2, 20));
    expect((await request(server).delete('/api/auth/sessions').set('Cookie', desk)).body.data).toEqual({ ended: 1 });
    expect((await request(server).get('/api/admin/submissions').set('Cookie', phone)).status).toBe(401);
    expect((await request(server).get('/api/auth/sessions').set('Cookie', desk)).body.data).toHaveLength(1);
  });

  test('the audit log: who did what, to what, from where, newest first, 50 a page, for owners', async () => {
    const server = app();
    await postLogin(server, { email: ADMIN.email, password: 'wrong password here' });
    const owner = await signIn(server);
    await request(server).post('/api/auth/logout').set('Cookie', await signIn(server)).send({});
    const first = await request(server).get('/api/admin/audit').set('Cookie', owner);
    expect(first.body).toMatchObject({ success: true, page: 1, pages: 1, total: 4 });
    expect(first.body.data.map((e: { action: string }) => e.action)).toEqual(['sign-out', 'sign-in', 'sign-in', 'sign-in-failed']);
    expect(first.body.data[3]).toMatchObject({ actor: ADMIN.email, target: null, ip: expect.stringMatching(/127\.0\.0\.1/) });
    await database.db.native.collection('audit_log').insertMany(Array.from({ length: 60 }, (_, i) => ({ at: new Date(clock - 86_400_000 - i), actor: 'x', action: 'export', target: null, ip: null })));
    const second = await request(server).get('/api/admin/audit?page=2').set('Cookie', owner);
    expect(second.body).toMatchObject({ page: 2, pages: 2, total: 64 });
    expect(second.body.data).toHaveLength(14);
    expect((await request(server).get('/api/admin/audit?page=zero').set('Cookie', owner)).status).toBe(400);
  });
});
