import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { AUTH_ERRORS, LOGIN_NOTICE_PARAMS, LoginSchema, type LoginFormError, type SessionInfo } from '../../shared/auth-schema';
import type { AppDeps } from '../app-deps';
import { LoginThrottle } from '../limits/login-throttle';
import { noStore } from '../auth/no-store';
import { databaseUnavailable } from '../auth/database-unavailable';
import { passportFor } from '../auth/passport-setup';
import { SESSION_COOKIE, secureCookies, sessionCookieOptions } from '../auth/session-middleware';
import { requireContentType } from '../security/require-content-type';
import { sameOrigin } from '../security/same-origin';
import { sendError } from './json-errors';

const JSON_OR_FORM = ['application/json', 'application/x-www-form-urlencoded'];
const BODY_LIMIT = '8kb';

/** A plain HTML form post (no JavaScript) is answered with a 303 to a page instead of JSON. */
function isFormPost(req: Request): boolean {
  return Boolean(req.is('application/x-www-form-urlencoded'));
}

function wantsHtml(req: Request): boolean {
  return req.accepts(['json', 'html']) === 'html';
}

function toLogin(res: Response, error: LoginFormError): void {
  res.redirect(303, `/login?${LOGIN_NOTICE_PARAMS.error}=${error}`);
}

function tooManyAttempts(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * POST /login (JSON, or the login page's urlencoded form without JavaScript), POST /logout,
 * GET /session. Failed sign-ins are counted per client address and email; past LOGIN_MAX_FAILURES
 * in 15 minutes the answer is 429 with Retry-After until the window has moved on.
 */
export function authRouter(deps: AppDeps) {
  const { db, env } = deps;
  const router = Router();
  router.use(noStore, sameOrigin(env.PUBLIC_URL));
  if (!db) {
    router.use(databaseUnavailable);
    return router;
  }
  const throttle = new LoginThrottle(() => db.native, env.LOGIN_MAX_FAILURES);
  const passport = passportFor(db);

  router.post(
    '/login',
    requireContentType(...JSON_OR_FORM),
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ extended: false, limit: BODY_LIMIT }),
    async (req, res, next) => {
      const form = isFormPost(req);
      const parsed = LoginSchema.safeParse(req.body ?? {});
      if (!parsed.success) {
        if (form) return toLogin(res, 'invalid');
        const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'body'), issue.message]));
        return sendError(res, 400, 'Please enter a valid email address and your password.', { fields });
      }
      const key = LoginThrottle.key(req.ip, parsed.data.email);
      const wait = await throttle.retryAfterSeconds(key);
      if (wait > 0) {
        res.setHeader('Retry-After', String(wait));
        return form ? toLogin(res, 'locked') : sendError(res, 429, tooManyAttempts(wait));
      }
      req.body = parsed.data;
      passport.authenticate('local', (error: unknown, user: Express.User | false) => {
        if (error) return next(error);
        if (!user) {
          deps.metrics?.signInFailures.inc();
          // Counted before answering, so the next attempt, on any instance, already sees this failure.
          return void throttle.recordFailure(key).then((lockedFor) => {
            if (lockedFor > 0) req.log.warn({ ip: req.ip }, 'sign-in locked after repeated failures');
            if (form) toLogin(res, 'invalid');
            else sendError(res, 401, AUTH_ERRORS.invalidCredentials);
          }, next);
        }
        // Passport 0.7 regenerates the session here, so a session id planted before sign-in is worthless.
        req.login(user, (loginError) => {
          if (loginError) return next(loginError);
          throttle.clear(key).catch((clearError: unknown) => req.log.warn({ error: String(clearError) }, 'could not clear the sign-in throttle'));
          db.models.AdminUser.updateOne({ _id: user.id }, { $set: { lastLoginAt: new Date() } }).catch((updateError: unknown) =>
            req.log.warn({ error: String(updateError) }, 'could not record the sign-in time'),
          );
          if (form) return res.redirect(303, '/admin');
          const data: SessionInfo = { authenticated: true, email: user.email };
          res.json({ success: true, data });
        });
      })(req, res, next);
    },
  );

  router.post('/logout', requireContentType(...JSON_OR_FORM), (req: Request, res: Response, next: NextFunction) => {
    const done = () => {
      res.clearCookie(SESSION_COOKIE, sessionCookieOptions(secureCookies(deps.env)));
      if (wantsHtml(req)) return res.redirect(303, `/login?${LOGIN_NOTICE_PARAMS.signedOut}=1`);
      res.json({ success: true });
    };
    if (!req.session) return done();
    // Destroyed in the store, not just emptied: the old cookie can never be replayed.
    req.session.destroy((error) => (error ? next(error) : done()));
  });

  router.get('/session', (req, res) => {
    const data: SessionInfo = req.user ? { authenticated: true, email: req.user.email } : { authenticated: false };
    res.json({ success: true, data });
  });

  return router;
}
