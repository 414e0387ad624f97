import { paths } from '../../app/paths';
import { ACCOUNT_INVITATION, invitationHandler, PASSWORD_RESET, passwordResetHandler } from '../accounts/account-jobs';
import { acknowledgementHandler, CONTACT_ACKNOWLEDGEMENT } from '../contact/acknowledgement-job';
import { CONTACT_NOTIFICATION, contactNotificationHandler } from '../contact/notification-job';
import type { Database } from '../db/database';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { LEAD_REPLY, leadReplyHandler } from '../leads/reply-job';
import type { Mailer } from '../mail/mailer';
import { MODEL_MEASURE, modelMeasureHandler } from '../model-insight/model-measure-job';
import type { Metrics } from '../observability/metrics';
import type { JobHandler } from './outbox-worker';
import { OutboxWorker } from './outbox-worker';
import { OutboxStore } from './outbox-store';
import { LEAD_WEBHOOK, webhookHandler } from '../webhook/webhook-job';

/** Every kind of job this server runs, by kind. Later features add theirs here. */
export function jobHandlers(options: { db: Database; env: Env; mailer?: Mailer }): Record<string, JobHandler> {
  const { db, env, mailer } = options;
  const handlers: Record<string, JobHandler> = { [MODEL_MEASURE]: modelMeasureHandler({ db }) };
  const inboxUrl = new URL(paths.admin, env.PUBLIC_URL).href;
  if (mailer) {
    const replyTo = env.REPLY_TO ?? mailer.studioAddress;
    handlers[CONTACT_NOTIFICATION] = contactNotificationHandler({ db, mailer, inboxUrl });
    handlers[CONTACT_ACKNOWLEDGEMENT] = acknowledgementHandler({ db, mailer, replyTo });
    handlers[LEAD_REPLY] = leadReplyHandler({ db, mailer, replyTo });
    const accounts = { db, mailer, publicUrl: env.PUBLIC_URL };
    handlers[ACCOUNT_INVITATION] = invitationHandler(accounts);
    handlers[PASSWORD_RESET] = passwordResetHandler(accounts);
  }
  if (env.WEBHOOK_URL && env.WEBHOOK_SECRET) handlers[LEAD_WEBHOOK] = webhookHandler({ db, url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET, inboxUrl });
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
