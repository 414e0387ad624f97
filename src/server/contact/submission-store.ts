import { ObjectId } from '../db/driver';
import type { ContactMessage } from '../../shared/contact-schema';
import type { AttachmentRef } from '../attachments/attachment-store';
import type { Database } from '../db/database';
import { OutboxStore } from '../outbox/outbox-store';
import { enqueueModelMeasurements } from '../model-insight/model-measure-job';
import type { AppDeps } from '../app-deps';
import { LEAD_WEBHOOK } from '../webhook/webhook-job';
import { CONTACT_ACKNOWLEDGEMENT } from './acknowledgement-job';
import { CONTACT_NOTIFICATION } from './notification-job';
import { newSubmissionDocument } from '../models/contact-submission';

export interface StoredSubmission extends ContactMessage {
  id: string;
  created_at: Date;
  attachments: AttachmentRef[];
}

export interface StoreOptions {
  /** The outbox job kinds the message gets (newMessageJobs). */
  jobs: string[];
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
 * The outbox jobs every new message gets with this configuration: the studio's notification and the
 * visitor's acknowledgement when e-mail is on (the latter with AUTO_REPLY=on), the webhook when set.
 */
export function newMessageJobs(deps: Pick<AppDeps, 'env' | 'mailer'>): string[] {
  const jobs: string[] = [];
  if (deps.mailer) jobs.push(CONTACT_NOTIFICATION);
  if (deps.mailer && deps.env.AUTO_REPLY === 'on') jobs.push(CONTACT_ACKNOWLEDGEMENT);
  if (deps.env.WEBHOOK_URL && deps.env.WEBHOOK_SECRET) jobs.push(LEAD_WEBHOOK);
  return jobs;
}

/**
 * Stores a validated message as typed (HTML and scripts included: escaping is the reader's job, at
 * output). Its outbox jobs (newMessageJobs, and a measurement for each attached 3D model) are written
 * first, under the message's id chosen here: once the message is stored, its jobs exist, whatever
 * happens next (no transactions needed; a job
 * whose message never arrives is dropped by its handler). Every failure here is the service's, never
 * the visitor's, so it becomes one error type. Attachments are streamed in before, under the same id
 * (the caller deletes them if this fails; the orphan sweep catches a crash in between).
 */
export async function storeSubmission(
  db: Database | undefined,
  message: ContactMessage,
  options: StoreOptions,
): Promise<StoredSubmission & { /** Outbox jobs written for it: the worker needs waking only then. */ jobs: number }> {
  if (!db) throw new SubmissionStoreUnavailable();
  const _id = options.id ?? new ObjectId();
  const attachments = options.attachments ?? [];
  const outbox = new OutboxStore(() => db.native);
  try {
    // Any failure before the message is stored takes back the jobs already written for it.
    const removeJobs = async (error: unknown): Promise<never> => {
      await outbox.removeFor(_id).catch(() => undefined);
      throw error;
    };
    await Promise.all(options.jobs.map((kind) => outbox.enqueue({ kind, ref: _id }))).catch(removeJobs);
    const measurements = await enqueueModelMeasurements(db, _id, attachments).catch(removeJobs);
    const document = newSubmissionDocument(_id, message, attachments);
    await db.native.collection(db.models.ContactSubmission.collection.collectionName).insertOne(document).catch(removeJobs);
    return { ...message, id: _id.toHexString(), created_at: document.created_at, attachments, jobs: options.jobs.length + measurements };
  } catch (error) {
    throw new SubmissionStoreUnavailable(error);
  }
}
