import { Router, type CookieOptions, type RequestHandler } from 'express';
import session from 'express-session';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../app-deps';
import { AccountSessionStore, unserializeSession } from './account-session-store';
import { passportFor } from './passport-setup';

export const SESSION_COOKIE = 'stratum.sid';
/** Rolling expiry: a session ends after 8 hours without a request. */
export const SESSION_IDLE_MS = 8 * 60 * 60_000;
/**
 * The stored expiry moves forward at most once a minute (the cookie's still rolls on every response):
 * without this every inbox request would also be a database write. A session can therefore end up to
 * a minute before its 8 idle hours are over.
 */
export const SESSION_TOUCH_AFTER_S = 60;

export function sessionCookieOptions(secure: boolean): CookieOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure };
}

/**
 * Secure cookies in production whenever the site is served over HTTPS (PUBLIC_URL). A Secure cookie is
 * never sent over plain HTTP, so `docker compose up` on http://localhost keeps working for sign-in.
 */
export function secureCookies(env: Pick<AppDeps['env'], 'NODE_ENV' | 'PUBLIC_URL'>): boolean {
  return env.NODE_ENV === 'production' && new URL(env.PUBLIC_URL).protocol === 'https:';
}

type MongoStoreClient = ConstructorParameters<typeof AccountSessionStore>[0]['client'];

/**
 * express-session persisted by connect-mongo (sharing the app's MongoDB client; the TTL index on
 * `expires` removes ended sessions), then Passport restoring req.user from the session. Mounted only on
 * /api/auth, /api/admin, /login and /admin. Without a database there are no sessions: the APIs answer
 * 503 and the pages treat everyone as signed out.
 */
export function sessionMiddleware(deps: AppDeps): RequestHandler {
  const { db, env } = deps;
  if (!db) return (_req, _res, next) => next();
  const passport = passportFor(db);
  const router = Router();
  router.use(
    session({
      name: SESSION_COOKIE,
      // Tests and tools that build the app without a secret get a per-process one (sessions die with it).
      secret: deps.sessionSecret ?? randomBytes(32).toString('hex'),
      store: new AccountSessionStore(
        {
          // mongoose bundles its own copy of the driver; the client is the same API under another type.
          client: db.client() as unknown as MongoStoreClient,
          dbName: db.connection.name,
          collectionName: 'sessions',
          ttl: SESSION_IDLE_MS / 1000,
          touchAfter: SESSION_TOUCH_AFTER_S,
          // Stored as documents, not JSON strings, so a user's sessions can be listed and ended by a
          // query from any instance (src/server/accounts/account-sessions.ts). A string left from an
          // older version is still read.
          stringify: false,
          unserialize: unserializeSession,
        },
        db.models.AdminUser.collection.collectionName,
      ),
      cookie: { ...sessionCookieOptions(secureCookies(env)), maxAge: SESSION_IDLE_MS },
      rolling: true,
      resave: false,
      saveUninitialized: false,
      unset: 'destroy',
    }),
    passport.initialize(),
    passport.session(),
  );
  return router;
}
