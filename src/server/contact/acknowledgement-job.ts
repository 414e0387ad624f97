import { site } from '../../content/site';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { classifyMailError, recordMissing } from '../outbox/delivery-errors';
import type { JobHandler } from '../outbox/outbox-worker';
import { acknowledgementEmail } from './acknowledgement-email';

export const CONTACT_ACKNOWLEDGEMENT = 'contact-acknowledgement';

/** E-mails the visitor that their message arrived (AUTO_REPLY=on), enqueued with the message like its notification. */
export function acknowledgementHandler(options: { db: Database; mailer: Mailer; replyTo: string; now?: () => number }): JobHandler {
  const now = options.now ?? Date.now;
  return async (job) => {
    const doc = await options.db.models.ContactSubmission.findById(job.ref).lean();
    if (!doc) throw recordMissing(job, now(), 'the message');
    const visitor = { id: doc._id.toHexString(), name: doc.name, email: doc.email };
    try {
      await options.mailer.send(acknowledgementEmail(visitor, { from: options.mailer.studioAddress, replyTo: options.replyTo, siteName: site.fullName, domain: site.domain }));
    } catch (error) {
      throw classifyMailError(error);
    }
  };
}
