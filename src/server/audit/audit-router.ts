import { Router } from 'express';
import { AuditQuerySchema } from '../../shared/accounts-schema';
import { requireOwner } from '../accounts/roles';
import { sendError } from '../api/json-errors';
import type { AppDeps } from '../app-deps';
import { auditPage } from './audit-log';

/** GET /api/admin/audit?page=N: the audit log for owners, newest first. Mounted inside the admin router, after its sign-in check. */
export function auditRouter(deps: AppDeps & { db: NonNullable<AppDeps['db']> }) {
  const router = Router();
  router.get('/audit', requireOwner, async (req, res) => {
    const query = AuditQuerySchema.safeParse(req.query);
    if (!query.success) return sendError(res, 400, 'page must be a whole number from 1');
    res.json({ success: true, ...(await auditPage(deps.db, Math.floor(query.data.page ?? 1))) });
  });
  return router;
}
