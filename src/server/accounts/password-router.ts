import { Router } from 'express';
import { ObjectId } from '../db/driver';
import { LOGIN_NOTICE_PARAMS } from '../../shared/auth-schema';
import { ACCOUNT_ERRORS, NewPasswordSchema, PasswordChangeSchema, PasswordResetRequestSchema, RESET_REQUESTED, type LinkView } from '../../shared/accounts-schema';
import { isFormPost, jsonOrForm } from '../api/auth-router';
import { sendError } from '../api/json-errors';
import type { AppDeps } from '../app-deps';
import { recordAudit } from '../audit/audit-log';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { requireAdmin } from '../auth/require-admin';
import type { Database } from '../db/database';
import { OutboxStore } from '../outbox/outbox-store';
import { PASSWORD_RESET } from './account-jobs';
import { linkAttemptLimit, refuseLinkAttempt, resetMailCap, resetRequestLimit } from './account-limits';
import { endSessions } from './account-sessions';
import { firstMessage, refuse } from './form-or-json';
import { isWellFormedToken } from './one-time-tokens';
import { claimPasswordReset, resetIsUsable } from './password-resets';


/** Whether a reset link can still be used, as its page shows it. */
export async function resetLinkView(db: Database, token: string, now: number): Promise<LinkView> {
  if (isWellFormedToken(token) && (await resetIsUsable(db, token, now))) return { state: 'valid' };
  return { state: 'invalid', message: ACCOUNT_ERRORS.resetInvalid };
}

/**
 * POST /password (change, signed in), POST /password-reset (ask for a link) and
 * POST /password-reset/:token (choose a new password). Mounted on /api/auth after the session.
 */
export function passwordRouter(deps: AppDeps & { db: Database }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const outbox = new OutboxStore(() => db.native, undefined, now);
  const mayMail = resetMailCap(deps);
  const linkLimit = linkAttemptLimit(deps, refuseLinkAttempt((token) => `/reset-password/${token}`));
  const router = Router();

  router.post('/password', requireAdmin, ...jsonOrForm, async (req, res) => {
    const user = req.user!;
    const parsed = PasswordChangeSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendError(res, 400, firstMessage(parsed.error));
    const account = await db.models.AdminUser.findById(user.id).lean();
    if (!account || !(await verifyPassword(account.passwordHash, parsed.data.current_password))) return sendError(res, 400, ACCOUNT_ERRORS.wrongPassword, { fields: { current_password: ACCOUNT_ERRORS.wrongPassword } });
    await db.models.AdminUser.updateOne({ _id: user.id }, { $set: { passwordHash: await hashPassword(parsed.data.new_password), passwordChangedAt: new Date(now()) } });
    // Whoever may know the old password is signed out everywhere else; this browser stays in.
    await endSessions(db, user.id, req.sessionID);
    await recordAudit(db, { actor: user.email, action: 'password-change', target: user.email, ip: req.ip }, req.log, deps.now);
    res.status(204).end();
  });

  router.post('/password-reset', ...jsonOrForm, resetRequestLimit(deps), async (req, res) => {
    const parsed = PasswordResetRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) return refuse(req, res, 400, firstMessage(parsed.error), '/forgot-password');
    // The same work whatever the address: one outbox job. Whether an account exists is only looked
    // at when the job runs, so neither the answer nor its timing says anything about the address.
    // Past the per-address cap nothing more is sent, and the answer stays the same.
    if (deps.mailer && (await mayMail(parsed.data.email))) {
      await outbox.enqueue({ kind: PASSWORD_RESET, ref: new ObjectId(), payload: { email: parsed.data.email } });
      deps.wakeOutbox?.();
    }
    if (isFormPost(req)) return res.redirect(303, '/forgot-password?sent=1');
    res.status(202).json({ success: true, message: RESET_REQUESTED });
  });

  router.get('/password-reset/:token', linkLimit, async (req, res) => {
    const view = await resetLinkView(db, String(req.params.token), now());
    res.status(view.state === 'valid' ? 200 : 410).json({ success: view.state === 'valid', data: view });
  });

  router.post('/password-reset/:token', ...jsonOrForm, linkLimit, async (req, res) => {
    const token = String(req.params.token);
    const page = `/reset-password/${token}`;
    const parsed = NewPasswordSchema.safeParse(req.body ?? {});
    if (!parsed.success) return refuse(req, res, 400, firstMessage(parsed.error), page);
    const passwordHash = await hashPassword(parsed.data.password);
    const userId = isWellFormedToken(token) ? await claimPasswordReset(db, token, now()) : null;
    if (!userId) return refuse(req, res, 400, ACCOUNT_ERRORS.resetInvalid, page);
    const account = await db.models.AdminUser.findByIdAndUpdate(String(userId), { $set: { passwordHash, passwordChangedAt: new Date(now()) } }).lean();
    if (!account) return refuse(req, res, 400, ACCOUNT_ERRORS.resetInvalid, page);
    // Every session ends, this browser's included if it had one: sign in with the new password.
    await endSessions(db, String(userId));
    await recordAudit(db, { actor: account.email, action: 'password-reset', target: account.email, ip: req.ip }, req.log, deps.now);
    if (isFormPost(req)) return res.redirect(303, `/login?${LOGIN_NOTICE_PARAMS.passwordSet}=1`);
    res.status(204).end();
  });

  return router;
}
