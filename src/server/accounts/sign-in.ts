import type { Request } from 'express';
import type { SessionInfo } from '../../shared/auth-schema';
import type { AppDeps } from '../app-deps';
import { recordAudit } from '../audit/audit-log';
import type { Database } from '../db/database';
import { sessionMetaFor } from './account-sessions';

/** What GET /api/auth/session and a completed sign-in answer. */
export function sessionInfo(req: Request): SessionInfo {
  const user = req.user;
  if (user) {
    return { authenticated: true, email: user.email, role: user.role, two_factor: user.twoFactor, ...(user.twoFactorSetupNeeded ? { two_factor_setup_needed: true } : {}) };
  }
  return req.session?.twoFactor ? { authenticated: false, two_factor_required: true } : { authenticated: false };
}

/**
 * The last step of every sign-in (password, second factor, accepted invitation): Passport 0.7
 * regenerates the session (a planted session id is worthless), the session remembers where it started
 * (for the sessions list), and the sign-in is recorded.
 */
export function completeSignIn(deps: AppDeps & { db: Database }, req: Request, user: Express.User): Promise<void> {
  const now = (deps.now ?? Date.now)();
  return new Promise<void>((resolve, reject) => {
    req.login(user, (error) => {
      if (error) return reject(error);
      req.session.meta = sessionMetaFor(req, now);
      resolve();
    });
  }).then(async () => {
    deps.db.models.AdminUser.updateOne({ _id: user.id }, { $set: { lastLoginAt: new Date(now) } }).catch((error: unknown) =>
      req.log.warn({ error: String(error) }, 'could not record the sign-in time'),
    );
    await recordAudit(deps.db, { actor: user.email, action: 'sign-in', ip: req.ip }, req.log, deps.now);
  });
}

/** Starts a fresh session that only remembers a pending second step: it opens nothing yet. */
export function startSecondStep(deps: AppDeps, req: Request, user: Express.User): Promise<void> {
  const now = (deps.now ?? Date.now)();
  return new Promise((resolve, reject) => {
    req.session.regenerate((error) => {
      if (error) return reject(error);
      req.session.twoFactor = { userId: user.id, email: user.email, at: now };
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}
