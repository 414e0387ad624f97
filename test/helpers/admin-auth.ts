import type { Express } from 'express';
import request, { type Response } from 'supertest';
import { createOrResetAdmin } from '../../src/server/auth/admin-accounts';
import { SESSION_COOKIE } from '../../src/server/auth/session-middleware';
import type { Database } from '../../src/server/db/database';
import { startTestDatabase, type TestDatabase } from './test-db';

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

/**
 * For an API test file that signs in: its own test database with the admin seeded, opened before
 * the file's tests and closed after them. The limits every app on a database shares (contact rate
 * limits, the sign-in throttle) are cleared before each test, so no test inherits another's count.
 */
export function databaseWithAdmin(): { readonly db: Database } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await startTestDatabase();
    await seedAdmin(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database!.db.native.collection('rate_limits').deleteMany({});
    await database!.db.native.collection('login_failures').deleteMany({});
  });
  return {
    get db() {
      if (!database) throw new Error('the test database opens in beforeAll');
      return database.db;
    },
  };
}
