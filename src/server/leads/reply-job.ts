import { site } from '../../content/site';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { classifyMailError, ObsoleteJobError, recordMissing } from '../outbox/delivery-errors';
import type { JobHandler } from '../outbox/outbox-worker';
import { replyEmail } from './reply-email';

export const LEAD_REPLY = 'lead-reply';

/**
 * E-mails one reply from the inbox to the visitor. The job (ref: the lead, payload.reply_id: the
 * thread entry) is written before the entry, so an entry not there yet is waited for; a deleted lead
 * has nobody left to answer.
 */
export function leadReplyHandler(options: { db: Database; mailer: Mailer; replyTo: string; now?: () => number }): JobHandler {
  const now = options.now ?? Date.now;
  return async (job) => {
    const doc = await options.db.models.ContactSubmission.findById(job.ref).lean();
    if (!doc) throw new ObsoleteJobError('the message was deleted');
    const reply = doc.thread?.find((entry) => String(entry._id) === String(job.payload?.reply_id));
    if (!reply) throw recordMissing(job, now(), 'the reply');
    const lead = { id: doc._id.toHexString(), name: doc.name, email: doc.email, message: doc.message, created_at: doc.created_at };
    const from = options.mailer.studioAddress;
    try {
      await options.mailer.send(replyEmail(lead, { id: String(reply._id), body: reply.body }, { from, replyTo: options.replyTo, siteName: site.fullName, domain: site.domain }));
    } catch (error) {
      throw classifyMailError(error);
    }
  };
}
