import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Env } from '../env';

/** Sends one e-mail or throws nodemailer's error (with `responseCode` when the server refused it). */
export interface Mailer {
  send(message: SendMailOptions): Promise<void>;
  /** Where the studio's notifications go (NOTIFY_EMAIL), also the sender of what the site mails. */
  studioAddress: string;
  /** Closes the pooled connections (at shutdown). */
  close(): void;
}

export function createMailer(options: { smtpUrl: string; studioAddress: string }): Mailer {
  // Pooled: a busy hour's notifications reuse a few connections instead of a handshake per mail. Short
  // connect and greeting timeouts: a stuck server fails the attempt and the outbox retries it later.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    studioAddress: options.studioAddress,
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** A mailer when SMTP_URL and NOTIFY_EMAIL are both set; otherwise e-mail is off (the server says so at start). */
export function mailerFromEnv(env: Pick<Env, 'SMTP_URL' | 'NOTIFY_EMAIL'>): Mailer | undefined {
  if (!env.SMTP_URL || !env.NOTIFY_EMAIL) return undefined;
  return createMailer({ smtpUrl: env.SMTP_URL, studioAddress: env.NOTIFY_EMAIL });
}
