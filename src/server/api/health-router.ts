import { Router } from 'express';
import type { Database } from '../db/database';

/**
 * /healthz: the liveness check it has always been (the process answers, with the database's state).
 * /readyz: readiness, for load balancers: 200 only while MongoDB answers a ping, so traffic goes to
 * instances that can store a message.
 */
export function healthRouter(db: Database | undefined) {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    const up = db ? await db.ping() : false;
    res.setHeader('Cache-Control', 'no-store');
    res.status(up ? 200 : 503).json({ status: up ? 'ok' : 'degraded', db: up ? 'up' : 'down' });
  });
  router.get('/readyz', async (_req, res) => {
    const up = db ? await db.ping() : false;
    res.setHeader('Cache-Control', 'no-store');
    res.status(up ? 200 : 503).json({ status: up ? 'ready' : 'not ready', db: up ? 'up' : 'down' });
  });
  return router;
}
