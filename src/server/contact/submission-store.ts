import { ObjectId } from '../db/driver';
import type { ContactMessage } from '../../shared/contact-schema';
import type { Database } from '../db/database';
import { OutboxStore } from '../outbox/outbox-store';
import type { AppDeps } from '../app-deps';
import { LEAD_WEBHOOK } from '../webhook/webhook-job';
import { CONTACT_ACKNOWLEDGEMENT } from './acknowledgement-job';
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
 * output). Its outbox jobs (newMessageJobs) are written first, under the message's id chosen here:
 * once the message is stored, its jobs exist, whatever happens next (no transactions needed; a job
 * whose message never arrives is dropped by its handler). Every failure here is the service's, never
 * the visitor's, so it becomes one error type.
 */
export async function storeSubmission(db: Database | undefined, message: ContactMessage, options: { jobs: string[] }): Promise<StoredSubmission> {
  if (!db) throw new SubmissionStoreUnavailable();
  const _id = new ObjectId();
  const outbox = new OutboxStore(() => db.native);
  try {
    await Promise.all(options.jobs.map((kind) => outbox.enqueue({ kind, ref: _id }))).catch(async (error: unknown) => {
      await outbox.removeFor(_id).catch(() => undefined);
      throw error;
    });
    const document = await db.models.ContactSubmission.create({ _id, ...message }).catch(async (error: unknown) => {
      if (options.jobs.length > 0) await outbox.removeFor(_id).catch(() => undefined);
      throw error;
    });
    return { ...message, id: _id.toHexString(), created_at: document.created_at };
  } catch (error) {
    throw new SubmissionStoreUnavailable(error);
  }
}
