import type { Request, RequestHandler, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { OUTBOX_STATES } from '../outbox/outbox-job';
import type { OutboxStore } from '../outbox/outbox-store';

/** The server's Prometheus metrics, in a registry of their own (several apps can live in one test process). */
export function createMetrics(options: { outbox?: OutboxStore; processMetrics?: boolean }) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const outbox = options.outbox;
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    contactSubmissions: new Counter({ name: 'contact_submissions_total', help: 'Contact messages accepted and stored', registers: [registry] }),
    signInFailures: new Counter({ name: 'sign_in_failures_total', help: 'Failed sign-in attempts (wrong password or unknown e-mail)', registers: [registry] }),
    outboxSettled: new Counter({
      name: 'outbox_job_attempts_total',
      help: 'Outbox job attempts by kind and outcome (done, retry, failed)',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    }),
    outboxJobs: new Gauge({
      name: 'outbox_jobs',
      help: 'Outbox jobs by state, read from MongoDB at scrape time (all instances together)',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        if (!outbox) return;
        const counts = await outbox.countByState().catch(() => undefined);
        for (const state of OUTBOX_STATES) if (counts) this.set({ state }, counts[state]);
      },
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * A route label with bounded cardinality: the matched Express route for the API, 'static' for files,
 * 'page' for server-rendered pages, never the raw URL (ids would make one series per message).
 */
function routeLabel(req: Request, res: Response): string {
  if (req.route?.path) return `${req.baseUrl}${String(req.route.path)}`;
  if (/^\/(assets|media)\//.test(req.originalUrl) || /\.[a-z0-9]+$/i.test(req.path)) return 'static';
  return res.getHeader('Content-Type')?.toString().startsWith('text/html') ? 'page' : 'other';
}

export function measureRequests(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const stop = metrics.httpDuration.startTimer();
    res.once('finish', () => stop({ method: req.method, route: routeLabel(req, res), status: String(res.statusCode) }));
    next();
  };
}
