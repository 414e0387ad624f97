import nodemailer from 'nodemailer';
import { paths } from '../../app/paths';
import { site } from '../../content/site';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { notificationEmail } from './notification-email';
import type { StoredSubmission } from './submission-store';

/** Tells the studio about a stored message. Never rejects: a failure is logged, the message is already safe. */
export interface Notifier {
  notify(submission: StoredSubmission): Promise<void>;
}

export function createMailNotifier(options: { smtpUrl: string; to: string; inboxUrl: string; logger: Logger }): Notifier {
  // Short timeouts: a stuck mail server must not pile up sockets behind a busy contact form.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async notify(submission) {
      try {
        await transport.sendMail(notificationEmail(submission, { to: options.to, siteName: site.fullName, inboxUrl: options.inboxUrl }));
        options.logger.info({ id: submission.id }, 'contact notification sent');
      } catch (error) {
        options.logger.error(
          { id: submission.id, error: error instanceof Error ? error.message : String(error) },
          'contact notification failed; the submission is stored',
        );
      }
    },
  };
}

/** A mail notifier when SMTP_URL and NOTIFY_EMAIL are both set, otherwise none. */
export function notifierFromEnv(env: Pick<Env, 'SMTP_URL' | 'NOTIFY_EMAIL' | 'PUBLIC_URL'>, logger: Logger): Notifier | undefined {
  if (!env.SMTP_URL || !env.NOTIFY_EMAIL) return undefined;
  return createMailNotifier({ smtpUrl: env.SMTP_URL, to: env.NOTIFY_EMAIL, inboxUrl: new URL(paths.admin, env.PUBLIC_URL).href, logger });
}
