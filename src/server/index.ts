import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import type { AppDeps } from './app-deps';
import { warmUpContactPath } from './contact/contact-warm-up';
import { loadLazyModules } from './warm-up';
import { migrateAccounts } from './accounts/migrate-accounts';
import { ensureFirstAdmin } from './auth/first-admin';
import { resolveSessionSecret } from './auth/session-secret';
import { connectDatabase, databaseHosts, type Database } from './db/database';
import { parseEnv } from './env';
import { createLogger } from './logger';
import { createHttpServer } from './http-server';
import { mailerFromEnv } from './mail/mailer';
import { createMetrics } from './observability/metrics';
import { OutboxStore } from './outbox/outbox-store';
import { startOutboxWorker } from './outbox/start-outbox';
import { startOrphanSweep } from './attachments/orphan-sweep';
import { loadAssetManifest } from './render/asset-manifest';
import { startEmbeddedMongo, type EmbeddedMongo } from '../embedded-mongo';
import { site } from '../content/site';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const root = path.resolve(__dirname, '..', '..');
  const dataDir = path.resolve(env.DATA_DIR);

  let embedded: EmbeddedMongo | undefined;
  let uri: string;
  if (env.MONGODB_URI) {
    uri = env.MONGODB_URI;
    logger.info(`database: MongoDB at ${databaseHosts(uri)}`);
  } else {
    mkdirSync(dataDir, { recursive: true });
    embedded = await startEmbeddedMongo({ dbPath: path.join(dataDir, 'db') });
    uri = embedded.uri;
    logger.info(`database: embedded MongoDB-compatible store in ${path.join(dataDir, 'db')} (${uri})`);
  }
  const db: Database = await connectDatabase(uri);
  await migrateAccounts(db, logger);
  await ensureFirstAdmin({ db, env, dataDir, domain: site.domain, logger });

  const mailer = mailerFromEnv(env);
  if (!mailer) {
    logger.warn('e-mail is off: new messages are stored but nobody is notified. Set SMTP_URL and NOTIFY_EMAIL to turn notifications on (docs/contact.md)');
  }
  if (!mailer && env.AUTO_REPLY === 'on') logger.warn('AUTO_REPLY=on has no effect while e-mail is off (set SMTP_URL and NOTIFY_EMAIL)');
  const metrics = env.METRICS_TOKEN ? createMetrics({ outbox: new OutboxStore(() => db.native), processMetrics: true }) : undefined;
  const outbox = startOutboxWorker({ db, env, logger, mailer, metrics });
  const orphanSweep = startOrphanSweep(() => db.native, logger);

  const appDeps: AppDeps & { db: Database } = {
    env,
    db,
    manifest: loadAssetManifest(path.join(root, 'dist')),
    clientDir: path.join(root, 'dist', 'client'),
    publicDir: path.join(root, 'public'),
    logger,
    sessionSecret: resolveSessionSecret({ secret: env.SESSION_SECRET, file: env.SESSION_SECRET_FILE }, dataDir),
    mailer,
    wakeOutbox: () => outbox.wake(),
    metrics,
  };
  const app = createApp(appDeps);
  loadLazyModules();
  if (env.WARM_UP_POSTS > 0) {
    // Before listening, so the first real posts meet optimised code and an open connection pool.
    const warmUp = await warmUpContactPath(appDeps, createApp, env.WARM_UP_POSTS);
    logger.info(warmUp, `warm-up: ${warmUp.accepted} of ${warmUp.posts} contact posts through a throwaway database in ${warmUp.ms} ms (${warmUp.cpuMs} ms of CPU)`);
  }
  const { server, inFlight } = createHttpServer(app);
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info({ port }, `listening on http://localhost:${port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing in-flight requests, then exiting`);
    const force = setTimeout(() => {
      logger.warn('shutdown grace period over, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // The worker stops claiming now; a job it is running may finish, otherwise it is handed back.
    const outboxStopped = outbox.stop(SHUTDOWN_GRACE_MS / 2);
    orphanSweep.stop();
    server.close(async () => {
      // 'close' means no sockets are left, not that every handler is done: a client may have gone.
      await inFlight.idle();
      await outboxStopped;
      mailer?.close();
      await db.close().catch(() => undefined);
      await embedded?.stop();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
