import express, { type NextFunction, type Request, type Response } from 'express';
import { ACCOUNT_ERRORS, TwoFactorCodeSchema } from '../../shared/accounts-schema';
import { AUTH_ERRORS, LOGIN_NOTICE_PARAMS, LoginSchema, lockoutText, type LoginFormError, type SessionInfo } from '../../shared/auth-schema';
import { accountRoutes } from '../accounts/account-routes';
import { completeSignIn, sessionInfo, startSecondStep } from '../accounts/sign-in';
import { verifySecondFactor } from '../accounts/two-factor';
import type { AppDeps } from '../app-deps';
import { recordAudit } from '../audit/audit-log';
import { passportFor } from '../auth/passport-setup';
import { SESSION_COOKIE, secureCookies, sessionCookieOptions } from '../auth/session-middleware';
import { LoginThrottle } from '../limits/login-throttle';
import { requireContentType } from '../security/require-content-type';
import { sendError } from './json-errors';
import { privateApiRouter } from './private-api-router';

export const JSON_OR_FORM = ['application/json', 'application/x-www-form-urlencoded'];
const BODY_LIMIT = '8kb';
/** A password accepted this long ago no longer opens the second step: sign in again. */
export const SECOND_STEP_MS = 5 * 60_000;

/** Body parsing for routes a plain HTML form (no JavaScript) can post to. */
export const jsonOrForm = [
  requireContentType(...JSON_OR_FORM),
  express.json({ limit: BODY_LIMIT }),
  express.urlencoded({ extended: false, limit: BODY_LIMIT }),
];

/** A plain HTML form post (no JavaScript) is answered with a 303 to a page instead of JSON. */
export function isFormPost(req: Request): boolean {
  return Boolean(req.is('application/x-www-form-urlencoded'));
}

function wantsHtml(req: Request): boolean {
  return req.accepts(['json', 'html']) === 'html';
}

function toLogin(res: Response, error: LoginFormError, extra: Record<string, string> = {}): void {
  res.redirect(303, `/login?${new URLSearchParams({ [LOGIN_NOTICE_PARAMS.error]: error, ...extra })}`);
}

function locked(res: Response, form: boolean, wait: number, extra: Record<string, string> = {}): void {
  res.setHeader('Retry-After', String(wait));
  if (form) return toLogin(res, 'locked', { [LOGIN_NOTICE_PARAMS.wait]: String(wait), ...extra });
  sendError(res, 429, lockoutText(wait), { retry_after: wait });
}

/**
 * POST /login (JSON, or the login page's urlencoded form without JavaScript), POST /login/totp (the
 * second step when two-factor is on), POST /logout, GET /session. Failed sign-ins, wrong codes
 * included, are counted per client address and email; past LOGIN_MAX_FAILURES in 15 minutes the
 * answer is 429 with Retry-After until the window has moved on. Every outcome goes to the audit log.
 */
export function authRouter(deps: AppDeps) {
  const { env } = deps;
  const { router, db } = privateApiRouter(deps);
  if (!db) return router;
  const withDb = { ...deps, db };
  const now = deps.now ?? Date.now;
  const throttle = new LoginThrottle(() => db.native, env.LOGIN_MAX_FAILURES, now);
  const passport = passportFor(db);

  async function failed(req: Request, key: string, actor: string, target: string | null): Promise<void> {
    deps.metrics?.signInFailures.inc();
    // Counted before answering, so the next attempt, on any instance, already sees this failure.
    const lockedFor = await throttle.recordFailure(key);
    if (lockedFor > 0) req.log.warn({ ip: req.ip }, 'sign-in locked after repeated failures');
    await recordAudit(withDb.db, { actor, action: 'sign-in-failed', target, ip: req.ip }, req.log, deps.now);
  }

  router.post('/login', ...jsonOrForm, async (req, res, next) => {
    const form = isFormPost(req);
    const parsed = LoginSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      if (form) return toLogin(res, 'invalid');
      const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'body'), issue.message]));
      return sendError(res, 400, 'Please enter a valid email address and your password.', { fields });
    }
    const key = LoginThrottle.key(req.ip, parsed.data.email);
    const wait = await throttle.retryAfterSeconds(key);
    if (wait > 0) return locked(res, form, wait);
    req.body = parsed.data;
    passport.authenticate('local', (error: unknown, user: Express.User | false) => {
      if (error) return next(error);
      if (!user) {
        return void failed(req, key, parsed.data.email, null).then(() => {
          if (form) toLogin(res, 'invalid');
          else sendError(res, 401, AUTH_ERRORS.invalidCredentials);
        }, next);
      }
      if (user.twoFactor) {
        // The throttle is cleared only once the second step succeeds: wrong codes keep counting.
        return void startSecondStep(deps, req, user).then(() => {
          if (form) return res.redirect(303, `/login?${LOGIN_NOTICE_PARAMS.step}=code`);
          const data: SessionInfo = { authenticated: false, two_factor_required: true };
          res.json({ success: true, data });
        }, next);
      }
      completeSignIn(withDb, req, user).then(() => {
        throttle.clear(key).catch((clearError: unknown) => req.log.warn({ error: String(clearError) }, 'could not clear the sign-in throttle'));
        if (form) return res.redirect(303, '/admin');
        res.json({ success: true, data: sessionInfo(req) });
      }, next);
    })(req, res, next);
  });

  router.post('/login/totp', ...jsonOrForm, async (req, res) => {
    const form = isFormPost(req);
    const pending = req.session?.twoFactor;
    if (!pending || now() - pending.at > SECOND_STEP_MS) {
      if (form) return toLogin(res, 'step-expired');
      return sendError(res, 401, ACCOUNT_ERRORS.noTwoFactorPending);
    }
    const codeStep = { [LOGIN_NOTICE_PARAMS.step]: 'code' };
    const key = LoginThrottle.key(req.ip, pending.email);
    const wait = await throttle.retryAfterSeconds(key);
    if (wait > 0) return locked(res, form, wait, codeStep);
    const parsed = TwoFactorCodeSchema.safeParse(req.body ?? {});
    const accepted = parsed.success ? await verifySecondFactor(db, pending.userId, parsed.data.code, now()) : null;
    if (!accepted) {
      await failed(req, key, pending.email, 'two-factor code');
      if (form) return toLogin(res, 'code', codeStep);
      return sendError(res, 401, ACCOUNT_ERRORS.wrongCode);
    }
    const account = await db.models.AdminUser.findById(pending.userId).lean();
    if (!account) return form ? toLogin(res, 'step-expired') : sendError(res, 401, ACCOUNT_ERRORS.noTwoFactorPending);
    await completeSignIn(withDb, req, { id: pending.userId, email: account.email, role: account.role === 'staff' ? 'staff' : 'owner', twoFactor: true });
    await throttle.clear(key).catch((clearError: unknown) => req.log.warn({ error: String(clearError) }, 'could not clear the sign-in throttle'));
    if (form) return res.redirect(303, '/admin');
    res.json({ success: true, data: sessionInfo(req), ...(accepted === 'recovery' ? { recovery_code_used: true } : {}) });
  });

  router.post('/logout', requireContentType(...JSON_OR_FORM), async (req: Request, res: Response, next: NextFunction) => {
    const done = () => {
      res.clearCookie(SESSION_COOKIE, sessionCookieOptions(secureCookies(deps.env)));
      if (wantsHtml(req)) return res.redirect(303, `/login?${LOGIN_NOTICE_PARAMS.signedOut}=1`);
      res.json({ success: true });
    };
    if (req.user) await recordAudit(db, { actor: req.user.email, action: 'sign-out', ip: req.ip }, req.log, deps.now);
    if (!req.session) return done();
    // Destroyed in the store, not just emptied: the old cookie can never be replayed.
    req.session.destroy((error) => (error ? next(error) : done()));
  });

  router.get('/session', (req, res) => {
    res.json({ success: true, data: sessionInfo(req) });
  });

  router.use(accountRoutes(withDb));

  return router;
}
