import type { Database } from './db/database';
import type { Env } from './env';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Metrics } from './observability/metrics';
import type { AssetManifest } from './render/asset-manifest';

/** What createApp is built from. Its own module so routers never import app.ts, which imports them. */
export interface AppDeps {
  env: Env;
  /** Absent or unreachable: the API answers 503 and public pages still render. */
  db?: Database;
  manifest: AssetManifest;
  /** dist/client (hashed assets) and public/ (favicon, robots, generated media). */
  clientDir: string;
  publicDir: string;
  logger: Logger;
  /** E-mail is configured (SMTP_URL + NOTIFY_EMAIL): messages get a notification job in the outbox. */
  mailer?: Mailer;
  /** Tells this instance's outbox worker that a job is waiting (index.ts; absent: the next poll finds it). */
  wakeOutbox?: () => void;
  /** Prometheus metrics, served at /metrics when METRICS_TOKEN is set. */
  metrics?: Metrics;
  /** Signs session cookies; index.ts resolves it (SESSION_SECRET or DATA_DIR/session-secret). */
  sessionSecret?: string;
  /** The clock of expiring links and codes and of the lead desk's waiting times and overview (tests
   *  move it); Date.now by default. */
  now?: () => number;
}
