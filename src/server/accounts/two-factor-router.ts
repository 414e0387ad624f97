import { Router } from 'express';
import { ACCOUNT_ERRORS, TwoFactorCodeSchema, TwoFactorDisableSchema } from '../../shared/accounts-schema';
import { jsonOrForm } from '../api/auth-router';
import { sendError } from '../api/json-errors';
import type { AppDeps } from '../app-deps';
import { recordAudit } from '../audit/audit-log';
import { verifyPassword } from '../auth/passwords';
import { requireAdmin } from '../auth/require-admin';
import type { Database } from '../db/database';
import { firstMessage } from './form-or-json';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from './two-factor';

/** POST /totp/setup, /totp/enable {code}, /totp/disable {password}: the signed-in user's own two-factor. */
export function twoFactorRouter(deps: AppDeps & { db: Database }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const router = Router();
  router.use('/totp', requireAdmin, ...jsonOrForm);

  router.post('/totp/setup', async (req, res) => {
    const user = req.user!;
    res.json({ success: true, data: await startTwoFactorSetup(db, user.id, user.email) });
  });

  router.post('/totp/enable', async (req, res) => {
    const user = req.user!;
    const parsed = TwoFactorCodeSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendError(res, 400, firstMessage(parsed.error));
    const account = await db.models.AdminUser.findById(user.id).lean();
    if (!account?.totpPendingSecret) return sendError(res, 409, ACCOUNT_ERRORS.twoFactorSetupFirst);
    const codes = await enableTwoFactor(db, user.id, parsed.data.code, now());
    if (!codes) return sendError(res, 400, ACCOUNT_ERRORS.wrongCode);
    await recordAudit(db, { actor: user.email, action: 'two-factor-on', target: user.email, ip: req.ip }, req.log, deps.now);
    res.json({ success: true, data: { recovery_codes: codes } });
  });

  router.post('/totp/disable', async (req, res) => {
    const user = req.user!;
    const parsed = TwoFactorDisableSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendError(res, 400, firstMessage(parsed.error));
    const account = await db.models.AdminUser.findById(user.id).lean();
    if (!account || !(await verifyPassword(account.passwordHash, parsed.data.password))) return sendError(res, 400, ACCOUNT_ERRORS.wrongPassword);
    await disableTwoFactor(db, user.id);
    await recordAudit(db, { actor: user.email, action: 'two-factor-off', target: user.email, ip: req.ip }, req.log, deps.now);
    res.status(204).end();
  });

  return router;
}
