import type { Express } from 'express';
import request, { type Response } from 'supertest';
import { createOrResetAdmin } from '../../src/server/auth/admin-accounts';
import { SESSION_COOKIE } from '../../src/server/auth/session-middleware';
import type { Database } from '../../src/server/db/database';
import { useTestDatabase, type TestDatabaseOptions } from './test-db';

export const ADMIN = { email: 'studio@example.com', password: 'correct horse battery staple' } as const;

export function seedAdmin(db: Database, account: { email: string; password: string } = ADMIN) {
  return createOrResetAdmin(db, account);
}

/** `stratum.sid=…` from a response's Set-Cookie, or undefined when it sets none. */
export function sessionCookie(res: Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
}

export function postLogin(app: Express, body: unknown) {
  return request(app).post('/api/auth/login').send(body as object);
}

/** Signs in through the real endpoint and returns the session cookie. */
export async function signIn(app: Express, account: { email: string; password: string } = ADMIN): Promise<string> {
  const res = await postLogin(app, account);
  const cookie = sessionCookie(res);
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return cookie;
}

/** useTestDatabase with the admin seeded once, for a test file that signs in. */
export function databaseWithAdmin(options: Omit<TestDatabaseOptions, 'seed'> = {}): { readonly db: Database } {
  return useTestDatabase({ ...options, seed: seedAdmin });
}
