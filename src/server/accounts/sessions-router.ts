import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { recordAudit } from '../audit/audit-log';
import { requireAdmin } from '../auth/require-admin';
import type { Database } from '../db/database';
import { endSessions, listSessions } from './account-sessions';

/** GET /sessions: the user's sessions; DELETE /sessions: every one but this. */
export function sessionsRouter(deps: AppDeps & { db: Database }) {
  const { db } = deps;
  const router = Router();
  router.get('/sessions', requireAdmin, async (req, res) => {
    res.json({ success: true, data: await listSessions(db, req.user!.id, req.sessionID, (deps.now ?? Date.now)()) });
  });
  router.delete('/sessions', requireAdmin, async (req, res) => {
    const ended = await endSessions(db, req.user!.id, req.sessionID);
    await recordAudit(db, { actor: req.user!.email, action: 'sessions-ended', target: `${ended} other session(s)`, ip: req.ip }, req.log, deps.now);
    res.json({ success: true, data: { ended } });
  });
  return router;
}
