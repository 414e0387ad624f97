import express, { type Request } from 'express';
import { SubmissionPatchSchema, SubmissionsQuerySchema } from '../../shared/admin-schema';
import { streamSubmissionsCsv } from '../admin/export-csv';
import { attachmentsRouter } from '../attachments/attachments-router';
import { deleteSubmission, listSubmissions, retryNotification, updateSubmission } from '../admin/submissions-service';
import type { AppDeps } from '../app-deps';
import { requireOwner } from '../accounts/roles';
import { staffRouter } from '../accounts/staff-router';
import { recordAudit } from '../audit/audit-log';
import { auditRouter } from '../audit/audit-router';
import { requireAdmin, requireTwoFactorWhenRequired } from '../auth/require-admin';
import { leadsRouter } from '../leads/leads-router';
import { requireContentType } from '../security/require-content-type';
import { sendError } from './json-errors';
import { privateApiRouter } from './private-api-router';
import { firstIssue, validId } from './request-checks';

const NOT_FOUND = 'Submission not found';

/**
 * The studio inbox API (DESIGN section 3): every route needs a signed-in admin; deleting, exporting,
 * the staff routes and the audit log need an owner (403 for staff).
 */
export function adminRouter(deps: AppDeps) {
  const { router, db } = privateApiRouter(deps);
  if (!db) return router;
  router.use(requireAdmin, requireTwoFactorWhenRequired, requireContentType('application/json'), express.json({ limit: '48kb' }));
  const withDb = { ...deps, db };
  const audit = (req: Request, action: 'export' | 'message-deleted', target: string) =>
    recordAudit(db, { actor: req.user!.email, action, target, ip: req.ip }, req.log, deps.now);
  router.use('/staff', staffRouter(withDb));
  router.use(auditRouter(withDb));
  const inbox = { notifications: Boolean(deps.mailer), now: deps.now };
  router.use('/attachments', attachmentsRouter(db));

  router.get('/submissions', async (req, res) => {
    const query = SubmissionsQuerySchema.safeParse(req.query);
    if (!query.success) return sendError(res, 400, firstIssue(query.error.issues));
    res.json(await listSubmissions(db, query.data, inbox));
  });

  router.get('/submissions/export.csv', requireOwner, async (req, res) => {
    await audit(req, 'export', 'all messages (CSV)');
    await streamSubmissionsCsv(db, res);
  });

  // After export.csv, so '/submissions/:id' never takes it for an id.
  router.use(leadsRouter(deps, db));

  router.patch('/submissions/:id', validId, async (req, res) => {
    const patch = SubmissionPatchSchema.safeParse(req.body ?? {});
    if (!patch.success) return sendError(res, 400, firstIssue(patch.error.issues));
    const submission = await updateSubmission(db, String(req.params.id), patch.data, { ...inbox, by: req.user!.email, ip: req.ip });
    if (!submission) return sendError(res, 404, NOT_FOUND);
    res.json({ success: true, data: submission });
  });

  router.post('/submissions/:id/notification/retry', validId, async (req, res) => {
    const notification = await retryNotification(db, String(req.params.id));
    if (!notification) return sendError(res, 409, 'This message has no failed notification to retry.');
    res.status(202).json({ success: true, data: notification });
    deps.wakeOutbox?.();
  });

  router.delete('/submissions/:id', requireOwner, validId, async (req, res) => {
    if (!(await deleteSubmission(db, String(req.params.id)))) return sendError(res, 404, NOT_FOUND);
    await audit(req, 'message-deleted', String(req.params.id));
    res.json({ success: true });
  });

  return router;
}
