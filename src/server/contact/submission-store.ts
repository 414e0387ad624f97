import { ObjectId } from '../db/driver';
import type { ContactMessage } from '../../shared/contact-schema';
import type { Database } from '../db/database';
import { OutboxStore } from '../outbox/outbox-store';
import { CONTACT_NOTIFICATION } from './notification-job';

export interface StoredSubmission extends ContactMessage {
  id: string;
  created_at: Date;
}

/** The database is absent or refused the write: the visitor should try again shortly (503). */
export class SubmissionStoreUnavailable extends Error {
  constructor(cause?: unknown) {
    super('contact submissions cannot be stored right now', { cause });
  }
}

/**
 * Stores a validated message as typed (HTML and scripts included: escaping is the reader's job, at
 * output). With e-mail on, its notification job is written first, under the message's id chosen here:
 * once the message is stored, its job exists, whatever happens next (no transactions needed; a job
 * whose message never arrives is dropped by its handler). Every failure here is the service's, never
 * the visitor's, so it becomes one error type.
 */
export async function storeSubmission(db: Database | undefined, message: ContactMessage, options: { notify: boolean }): Promise<StoredSubmission> {
  if (!db) throw new SubmissionStoreUnavailable();
  const _id = new ObjectId();
  const outbox = new OutboxStore(() => db.native);
  try {
    const job = options.notify ? await outbox.enqueue({ kind: CONTACT_NOTIFICATION, ref: _id }) : undefined;
    const document = await db.models.ContactSubmission.create({ _id, ...message }).catch(async (error: unknown) => {
      if (job) await outbox.removeFor(_id).catch(() => undefined);
      throw error;
    });
    return { ...message, id: _id.toHexString(), created_at: document.created_at };
  } catch (error) {
    throw new SubmissionStoreUnavailable(error);
  }
}
