import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { OBJECT_ID_PATTERN, SubmissionPatchSchema, SubmissionsQuerySchema } from '../../shared/admin-schema';
import { streamSubmissionsCsv } from '../admin/export-csv';
import { attachmentsRouter } from '../attachments/attachments-router';
import { deleteSubmission, getSubmission, listSubmissions, retryNotification, updateSubmission } from '../admin/submissions-service';
import type { AppDeps } from '../app-deps';
import { databaseUnavailable } from '../auth/database-unavailable';
import { noStore } from '../auth/no-store';
import { requireOwner } from '../accounts/roles';
import { staffRouter } from '../accounts/staff-router';
import { recordAudit } from '../audit/audit-log';
import { auditRouter } from '../audit/audit-router';
import { requireAdmin, requireTwoFactorWhenRequired } from '../auth/require-admin';
import { requireContentType } from '../security/require-content-type';
import { sameOrigin } from '../security/same-origin';
import { sendError } from './json-errors';

const NOT_FOUND = 'Submission not found';

/** `:id` must be an ObjectId's 24 hex digits: anything else is a 400 before any query runs. */
function validId(req: Request, res: Response, next: NextFunction): void {
  if (OBJECT_ID_PATTERN.test(String(req.params.id))) return next();
  sendError(res, 400, 'Invalid submission id');
}

function firstIssue(issues: { message: string; path: PropertyKey[] }[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  return issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message;
}

/**
 * The studio inbox API (DESIGN section 3): every route needs a signed-in admin; deleting, exporting,
 * the staff routes and the audit log need an owner (403 for staff).
 */
export function adminRouter(deps: AppDeps) {
  const { db, env } = deps;
  const router = Router();
  router.use(noStore, sameOrigin(env.PUBLIC_URL));
  if (!db) {
    router.use(databaseUnavailable);
    return router;
  }
  router.use(requireAdmin, requireTwoFactorWhenRequired, requireContentType('application/json'), express.json({ limit: '2kb' }));
  const withDb = { ...deps, db };
  const audit = (req: Request, action: 'export' | 'message-deleted', target: string) =>
    recordAudit(db, { actor: req.user!.email, action, target, ip: req.ip }, req.log, deps.now);
  router.use('/staff', staffRouter(withDb));
  router.use(auditRouter(withDb));
  const inbox = { notifications: Boolean(deps.mailer) };
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

  router.get('/submissions/:id', validId, async (req, res) => {
    const submission = await getSubmission(db, String(req.params.id), inbox);
    if (!submission) return sendError(res, 404, NOT_FOUND);
    res.json({ success: true, data: submission });
  });

  router.patch('/submissions/:id', validId, async (req, res) => {
    const patch = SubmissionPatchSchema.safeParse(req.body ?? {});
    if (!patch.success) return sendError(res, 400, firstIssue(patch.error.issues));
    const submission = await updateSubmission(db, String(req.params.id), patch.data, inbox);
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
