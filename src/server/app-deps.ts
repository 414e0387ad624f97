import type { Notifier } from './contact/notifier';
import type { Database } from './db/database';
import type { Env } from './env';
import type { Logger } from './logger';
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
  /** Emails the studio about each stored contact message (SMTP_URL + NOTIFY_EMAIL); absent: no email. */
  notifier?: Notifier;
  /** Signs session cookies; index.ts resolves it (SESSION_SECRET or DATA_DIR/session-secret). */
  sessionSecret?: string;
}
