import { site } from '../../content/site';
import type { Database } from '../db/database';
import { classifyMailError, recordMissing } from '../outbox/delivery-errors';
import type { JobHandler } from '../outbox/outbox-worker';
import type { Mailer } from '../mail/mailer';
import { notificationEmail } from './notification-email';

export const CONTACT_NOTIFICATION = 'contact-notification';

/** E-mails the studio about one stored contact message, read fresh from the database when the job runs. */
export function contactNotificationHandler(options: { db: Database; mailer: Mailer; inboxUrl: string; now?: () => number }): JobHandler {
  const now = options.now ?? Date.now;
  return async (job) => {
    const doc = await options.db.models.ContactSubmission.findById(job.ref).lean();
    if (!doc) throw recordMissing(job, now(), 'the message');
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
