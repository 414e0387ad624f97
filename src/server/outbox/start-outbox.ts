import { paths } from '../../app/paths';
import { ACCOUNT_INVITATION, invitationHandler, PASSWORD_RESET, passwordResetHandler } from '../accounts/account-jobs';
import { CONTACT_NOTIFICATION, contactNotificationHandler } from '../contact/notification-job';
import type { Database } from '../db/database';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { MODEL_MEASURE, modelMeasureHandler } from '../model-insight/model-measure-job';
import type { Metrics } from '../observability/metrics';
import type { JobHandler } from './outbox-worker';
import { OutboxWorker } from './outbox-worker';
import { OutboxStore } from './outbox-store';

/** Every kind of job this server runs, by kind. Later features add theirs here. */
function jobHandlers(options: { db: Database; env: Env; mailer?: Mailer }): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = { [MODEL_MEASURE]: modelMeasureHandler({ db: options.db }) };
  if (options.mailer) {
    handlers[CONTACT_NOTIFICATION] = contactNotificationHandler({
      db: options.db,
      mailer: options.mailer,
      inboxUrl: new URL(paths.admin, options.env.PUBLIC_URL).href,
    });
    const accounts = { db: options.db, mailer: options.mailer, publicUrl: options.env.PUBLIC_URL };
    handlers[ACCOUNT_INVITATION] = invitationHandler(accounts);
    handlers[PASSWORD_RESET] = passwordResetHandler(accounts);
  }
  return handlers;
}

/** This instance's outbox worker, polling every OUTBOX_POLL_MS; started, ready to be woken and stopped. */
export function startOutboxWorker(options: { db: Database; env: Env; logger: Logger; mailer?: Mailer; metrics?: Metrics }): OutboxWorker {
  const worker = new OutboxWorker({
    store: new OutboxStore(() => options.db.native),
    handlers: jobHandlers(options),
    logger: options.logger,
    pollMs: options.env.OUTBOX_POLL_MS,
    retryBaseMs: options.env.OUTBOX_RETRY_BASE_MS,
    onSettled: (kind, outcome) => options.metrics?.outboxSettled.inc({ kind, outcome }),
  });
  worker.start();
  return worker;
}
