import type { Express } from 'express';
import type { SendMailOptions } from 'nodemailer';
import { generateSync } from 'otplib';
import request from 'supertest';
import { hashPassword } from '../../src/server/auth/passwords';
import type { Database } from '../../src/server/db/database';
import type { Mailer } from '../../src/server/mail/mailer';
import { OutboxStore } from '../../src/server/outbox/outbox-store';
import type { JobHandler } from '../../src/server/outbox/outbox-worker';
import { signIn } from './admin-auth';

/** A mailer that keeps what it is asked to send. */
export function recordingMailer(): Mailer & { sent: SendMailOptions[] } {
  const sent: SendMailOptions[] = [];
  return { studioAddress: 'studio@example.com', sent, send: async (message) => void sent.push(message), close: () => undefined };
}

/** Runs every due outbox job once with the given handlers (what a worker would do), in order. */
export async function runDueJobs(db: Database, handlers: Record<string, JobHandler>, now: () => number = Date.now): Promise<number> {
  const store = new OutboxStore(() => db.native, 60_000, now);
  let ran = 0;
  for (let job = await store.claim('test'); job; job = await store.claim('test')) {
    await handlers[job.kind]!(job);
    await store.markDone(job, 'test');
    ran += 1;
  }
  return ran;
}

/** The link in the text of a sent e-mail. */
export function linkIn(mail: SendMailOptions | undefined): string {
  const match = /https?:\/\/\S+/.exec(String(mail?.text ?? ''));
  if (!match) throw new Error(`no link in ${String(mail?.text)}`);
  return match[0];
}

/** Creates an account directly in the database and returns its id. */
export async function createAccount(db: Database, account: { email: string; password: string; role?: 'owner' | 'staff' }): Promise<string> {
  const doc = await db.models.AdminUser.create({ email: account.email, passwordHash: await hashPassword(account.password), role: account.role ?? 'staff' });
  return String(doc._id);
}

export async function createAndSignIn(app: Express, db: Database, account: { email: string; password: string; role?: 'owner' | 'staff' }): Promise<string> {
  await createAccount(db, account);
  return signIn(app, account);
}

/** The current code of an authenticator app holding `secret`, at `now` (ms). */
export function totpCode(secret: string, now = Date.now()): string {
  return generateSync({ secret, epoch: Math.floor(now / 1000) });
}

/** Turns two-factor on for a signed-in cookie; returns the secret and the recovery codes. */
export async function enableTwoFactorFor(app: Express, cookie: string): Promise<{ secret: string; codes: string[] }> {
  const setup = await request(app).post('/api/auth/totp/setup').set('Cookie', cookie).send({});
  const secret = setup.body.data.secret as string;
  const enabled = await request(app).post('/api/auth/totp/enable').set('Cookie', cookie).send({ code: totpCode(secret) });
  if (enabled.status !== 200) throw new Error(`enable failed: ${enabled.status} ${JSON.stringify(enabled.body)}`);
  return { secret, codes: enabled.body.data.recovery_codes as string[] };
}

/** Collections the account tests write to, emptied between tests (`useTestDatabase({ emptyBeforeEach })`). */
export const ACCOUNT_COLLECTIONS: readonly string[] = ['sessions', 'account_invites', 'password_resets', 'audit_log', 'outbox_jobs', 'account_settings', 'account_locks', 'admin_users'];
