import { ObjectId } from '../db/driver';
import type { ContactMessage } from '../../shared/contact-schema';
import type { AttachmentRef } from '../attachments/attachment-store';
import type { Database } from '../db/database';
import { OutboxStore } from '../outbox/outbox-store';
import { enqueueModelMeasurements } from '../model-insight/model-measure-job';
import { CONTACT_NOTIFICATION } from './notification-job';

export interface StoredSubmission extends ContactMessage {
  id: string;
  created_at: Date;
  attachments: AttachmentRef[];
}

export interface StoreOptions {
  notify: boolean;
  /** Chosen before the files were streamed into GridFS under it; a new one otherwise. */
  id?: ObjectId;
  /** Files already stored under `id`, written into the message in the same single insert. */
  attachments?: AttachmentRef[];
}

/** The database is absent or refused the write: the visitor should try again shortly (503). */
export class SubmissionStoreUnavailable extends Error {
  constructor(cause?: unknown) {
    super('contact submissions cannot be stored right now', { cause });
  }
}

/**
 * Stores a validated message as typed (HTML and scripts included: escaping is the reader's job, at
 * output). With e-mail on, its notification job is written first, under the message's id chosen here,
 * and so is a measurement job for each attached 3D model: once the message is stored, its jobs exist, whatever happens next (no transactions needed; a job
 * whose message never arrives is dropped by its handler). Every failure here is the service's, never
 * the visitor's, so it becomes one error type. Attachments are streamed in before, under the same id
 * (the caller deletes them if this fails; the orphan sweep catches a crash in between).
 */
export async function storeSubmission(db: Database | undefined, message: ContactMessage, options: StoreOptions): Promise<StoredSubmission> {
  if (!db) throw new SubmissionStoreUnavailable();
  const _id = options.id ?? new ObjectId();
  const attachments = options.attachments ?? [];
  const outbox = new OutboxStore(() => db.native);
  try {
    const job = options.notify ? await outbox.enqueue({ kind: CONTACT_NOTIFICATION, ref: _id }) : undefined;
    const measurements = await enqueueModelMeasurements(db, _id, attachments);
    const document = await db.models.ContactSubmission.create({ _id, ...message, ...(attachments.length > 0 ? { attachments } : {}) }).catch(async (error: unknown) => {
      if (job || measurements > 0) await outbox.removeFor(_id).catch(() => undefined);
      throw error;
    });
    return { ...message, id: _id.toHexString(), created_at: document.created_at, attachments };
  } catch (error) {
    throw new SubmissionStoreUnavailable(error);
  }
}
