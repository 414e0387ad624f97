import { site } from '../../content/site';
import type { Database } from '../db/database';
import { classifyMailError, NotReadyError, ObsoleteJobError } from '../outbox/delivery-errors';
import type { JobHandler } from '../outbox/outbox-worker';
import type { Mailer } from '../mail/mailer';
import { notificationEmail } from './notification-email';

export const CONTACT_NOTIFICATION = 'contact-notification';

/** The job is written just before its message; a claim in between waits this long before looking again. */
const NOT_STORED_YET_RETRY_MS = 2_000;
/** A job whose message is still missing after this long announces a message that was never stored. */
const NEVER_STORED_AFTER_MS = 10 * 60_000;

/** E-mails the studio about one stored contact message, read fresh from the database when the job runs. */
export function contactNotificationHandler(options: { db: Database; mailer: Mailer; inboxUrl: string; now?: () => number }): JobHandler {
  const now = options.now ?? Date.now;
  return async (job) => {
    const doc = await options.db.models.ContactSubmission.findById(job.ref).lean();
    if (!doc) {
      if (now() - job.created_at.getTime() < NEVER_STORED_AFTER_MS) throw new NotReadyError('the message is not stored yet', NOT_STORED_YET_RETRY_MS);
      throw new ObsoleteJobError('the message was deleted or never stored');
    }
    const submission = {
      id: doc._id.toHexString(),
      name: doc.name,
      email: doc.email,
      phone_number: doc.phone_number ?? undefined,
      message: doc.message,
      created_at: doc.created_at,
      attachments: doc.attachments ?? [],
    };
    try {
      await options.mailer.send(notificationEmail(submission, { to: options.mailer.studioAddress, siteName: site.fullName, inboxUrl: options.inboxUrl, domain: site.domain }));
    } catch (error) {
      throw classifyMailError(error);
    }
  };
}
