import type { Database } from '../../src/server/db/database';
import type { Env } from '../../src/server/env';
import type { Logger } from '../../src/server/logger';
import { mailerFromEnv, type Mailer } from '../../src/server/mail/mailer';
import type { OutboxWorker } from '../../src/server/outbox/outbox-worker';
import { startOutboxWorker } from '../../src/server/outbox/start-outbox';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * For a describe block whose tests send real e-mail through the outbox: an SMTP sink opened before each
 * test, and `start`, which turns e-mail on for an env (SMTP_URL and NOTIFY_EMAIL set) and starts the test's
 * outbox worker. After each test the worker stops and the mailer and the sink close.
 */
export function mailThroughOutbox() {
  let sink: SmtpSink | undefined;
  let worker: OutboxWorker | undefined;
  let mailer: Mailer | undefined;
  beforeEach(async () => {
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await worker?.stop();
    mailer?.close();
    worker = undefined;
    mailer = undefined;
    await sink?.close();
  });
  return {
    get sink(): SmtpSink {
      if (!sink) throw new Error('the SMTP sink opens in beforeEach');
      return sink;
    },
    /** This test's mailer, once started. */
    get mailer(): Mailer | undefined {
      return mailer;
    },
    start(db: Database, env: Env, logger: Logger): { mailer: Mailer; worker: OutboxWorker } {
      mailer = mailerFromEnv(env);
      if (!mailer) throw new Error('e-mail is off: the env needs SMTP_URL and NOTIFY_EMAIL');
      worker = startOutboxWorker({ db, env, logger, mailer });
      return { mailer, worker };
    },
  };
}
