import crypto from 'node:crypto';
import request from 'supertest';
import { invitationHandler, passwordResetHandler } from '../../src/server/accounts/account-jobs';
import { ADMIN, seedAdmin, signIn } from '../helpers/admin-auth';
import { ACCOUNT_COLLECTIONS, enableTwoFactorFor, linkIn, recordingMailer, runDueJobs } from '../helpers/accounts';
import { recordingLogger } from '../helpers/recording-logger';
import { testApp } from '../helpers/test-app';
import { useTestDatabase } from '../helpers/test-db';

const database = useTestDatabase({ emptyBeforeEach: ACCOUNT_COLLECTIONS });

beforeEach(async () => {
  await seedAdmin(database.db);
});

/** Every document of every collection, as one string: what a database dump would hold. */
async function everythingStored(): Promise<string> {
  const collections = await database.db.native.listCollections().toArray();
  const dumps = await Promise.all(collections.map(async ({ name }) => JSON.stringify(await database.db.native.collection(name).find().toArray())));
  return dumps.join('\n');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('one-time tokens', () => {
  test('invitation and reset tokens and recovery codes are never logged nor stored in clear, and are compared in constant time', async () => {
    const { logger, text } = recordingLogger();
    const mailer = recordingMailer();
    const app = testApp({ db: database.db, logger, mailer });
    const owner = await signIn(app);
    const invited = await request(app).post('/api/admin/staff/invites').set('Cookie', owner).send({ email: 'invitee@example.com', role: 'staff' });
    const ownerCopy = (invited.body.data.url as string).split('/invite/')[1]!;
    const jobs = {
      'account-invitation': invitationHandler({ db: database.db, mailer, publicUrl: 'http://localhost:3000' }),
      'password-reset': passwordResetHandler({ db: database.db, mailer, publicUrl: 'http://localhost:3000' }),
    };
    await runDueJobs(database.db, jobs);
    const mailedCopy = linkIn(mailer.sent[0]).split('/invite/')[1]!;
    await request(app).post('/api/auth/password-reset').send({ email: ADMIN.email });
    await runDueJobs(database.db, jobs);
    const resetToken = linkIn(mailer.sent[1]).split('/reset-password/')[1]!;
    const { codes } = await enableTwoFactorFor(app, owner);

    const compare = jest.spyOn(crypto, 'timingSafeEqual');
    expect((await request(app).get(`/invite/${ownerCopy}`)).status).toBe(200);
    expect((await request(app).get(`/reset-password/${resetToken}`)).status).toBe(200);
    expect((await request(app).post(`/api/auth/invites/${mailedCopy}/accept`).send({ password: 'short' })).status).toBe(400);
    expect((await request(app).post(`/api/auth/invites/${mailedCopy}/accept`).send({ password: 'invitee password 12' })).status).toBe(201);
    expect((await request(app).post(`/api/auth/password-reset/${resetToken}`).send({ password: 'a new password here' })).status).toBe(204);
    expect(compare).toHaveBeenCalled();
    compare.mockRestore();

    const secrets = [ownerCopy, mailedCopy, resetToken, ...codes];
    const stored = await everythingStored();
    for (const secret of secrets) expect(stored).not.toContain(secret);
    const logged = text();
    expect(logged).toContain('/invite/[redacted]');
    expect(logged).toContain('/api/auth/password-reset/[redacted]');
    for (const secret of [ownerCopy, mailedCopy, resetToken]) expect(logged).not.toContain(secret);
  });

  test('the reset answer is identical for known and unknown addresses: status, headers, body and time, past the e-mail cap too', async () => {
    // The per-connection cap (a 429 for any address) is raised out of the way; the per-address e-mail cap
    // (3 an hour) is not: both addresses ask 12 times, so both pass it alike.
    const app = testApp({ db: database.db, mailer: recordingMailer() }, { PASSWORD_RESET_PER_HOUR: '100' });
    const answers = { known: [] as number[], unknown: [] as number[] };
    const shapes = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      for (const [kind, email] of [['known', ADMIN.email], ['unknown', 'nobody@example.com']] as const) {
        const started = performance.now();
        const res = await request(app).post('/api/auth/password-reset').send({ email });
        answers[kind].push(performance.now() - started);
        const headers = Object.keys(res.headers).filter((name) => !['date', 'x-request-id', 'content-length'].includes(name)).sort();
        shapes.add(JSON.stringify([res.status, res.text, headers, res.headers['cache-control']]));
      }
    }
    expect(shapes.size).toBe(1);
    expect([...shapes][0]).toContain('202');
    // Both do the same work (one outbox job): their medians differ by noise only.
    expect(Math.abs(median(answers.known) - median(answers.unknown))).toBeLessThan(Math.max(15, median(answers.unknown)));
  });

  test('account routes refuse a foreign Origin with 403', async () => {
    const app = testApp({ db: database.db });
    const cookie = await signIn(app);
    const calls = [
      request(app).post('/api/auth/password').send({ current_password: ADMIN.password, new_password: 'a brand new password' }),
      request(app).post('/api/auth/password-reset').send({ email: ADMIN.email }),
      request(app).post(`/api/auth/password-reset/${'a'.repeat(64)}`).send({ password: 'a brand new password' }),
      request(app).post(`/api/auth/invites/${'a'.repeat(64)}/accept`).send({ password: 'a brand new password' }),
      request(app).post('/api/auth/totp/setup').send({}),
      request(app).post('/api/auth/login/totp').send({ code: '123456' }),
      request(app).delete('/api/auth/sessions'),
      request(app).post('/api/admin/staff/invites').send({ email: 'x@example.com', role: 'owner' }),
    ];
    const statuses = [];
    for (const call of calls) statuses.push((await call.set('Cookie', cookie).set('Origin', 'https://evil.example')).status);
    expect(statuses).toEqual(calls.map(() => 403));
    expect(await database.db.native.collection('account_invites').countDocuments()).toBe(0);
  });
});
