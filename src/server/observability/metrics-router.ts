import { timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { Metrics } from './metrics';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /metrics in Prometheus text, only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). */
export function metricsRouter(metrics: Metrics, token: string) {
  const router = Router();
  router.get('/metrics', async (req, res) => {
    const header = req.get('authorization') ?? '';
    res.setHeader('Cache-Control', 'no-store');
    if (!header.startsWith('Bearer ') || !sameToken(header.slice('Bearer '.length), token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      res.status(401).type('text/plain').send('Unauthorized\n');
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return router;
}
