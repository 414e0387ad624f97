import { Router } from 'express';
import type { Database } from '../db/database';

/** Liveness of the process and reachability of MongoDB, for load balancers and compose healthchecks. */
export function healthRouter(db: Database | undefined) {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    const up = db ? await db.ping() : false;
    res.setHeader('Cache-Control', 'no-store');
    res.status(up ? 200 : 503).json({ status: up ? 'ok' : 'degraded', db: up ? 'up' : 'down' });
  });
  return router;
}
