import { Router } from 'express';
import { NoteInputSchema, ReplyInputSchema } from '../../shared/lead-schema';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/database';
import { sendError } from '../api/json-errors';
import { firstIssue, validId } from '../api/request-checks';
import { getLead } from './lead-service';
import { addNote } from './notes';
import { ChartQuerySchema, sendChartSvg } from './chart-response';
import { leadsOverview, weeklyInquiries } from './overview';
import { addReply } from './replies';
import { weeklyChartSvg } from './weekly-chart-svg';

const NOT_FOUND = 'Submission not found';
const EMAIL_OFF = 'E-mail is off on this server (SMTP_URL and NOTIFY_EMAIL are not set), so a reply cannot be sent. Answer from your own mail client.';

/**
 * Working a lead (issue 19): the whole lead, notes, replies and the overview. Mounted by the admin
 * router behind its session, origin and JSON checks, so every route here has a signed-in user.
 */
export function leadsRouter(deps: AppDeps, db: Database) {
  const router = Router();
  const now = deps.now ?? Date.now;
  const inbox = { notifications: Boolean(deps.mailer), now };

  router.get('/overview', async (_req, res) => {
    res.json({ success: true, data: await leadsOverview(db, now()) });
  });

  // The overview chart is drawn here, not in the /admin render, which stays as cheap as it is (docs/admin.md).
  router.get('/overview/chart.svg', async (req, res) => {
    const query = ChartQuerySchema.safeParse(req.query);
    if (!query.success) return sendError(res, 400, firstIssue(query.error.issues));
    sendChartSvg(req, res, weeklyChartSvg(await weeklyInquiries(db, now())));
  });

  router.get('/submissions/:id', validId, async (req, res) => {
    const lead = await getLead(db, String(req.params.id), inbox);
    if (!lead) return sendError(res, 404, NOT_FOUND);
    res.json({ success: true, data: lead });
  });

  router.post('/submissions/:id/notes', validId, async (req, res) => {
    const input = NoteInputSchema.safeParse(req.body ?? {});
    if (!input.success) return sendError(res, 400, firstIssue(input.error.issues));
    const note = await addNote(db, String(req.params.id), { text: input.data.text, author: req.user!.email, at: new Date(now()) });
    if (!note) return sendError(res, 404, NOT_FOUND);
    res.status(201).json({ success: true, data: note });
  });

  router.post('/submissions/:id/replies', validId, async (req, res) => {
    const input = ReplyInputSchema.safeParse(req.body ?? {});
    if (!input.success) return sendError(res, 400, firstIssue(input.error.issues));
    if (!deps.mailer) return sendError(res, 409, EMAIL_OFF);
    const reply = await addReply(db, String(req.params.id), { body: input.data.body, author: req.user!.email, at: new Date(now()) });
    if (!reply) return sendError(res, 404, NOT_FOUND);
    res.status(202).json({ success: true, data: reply });
    deps.wakeOutbox?.();
  });

  return router;
}
