import type { ContactMessage } from '../../shared/contact-schema';
import type { Database } from '../db/database';

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
 * Stores a validated message as typed (HTML and scripts included: escaping is the reader's job,
 * at output). Every failure here is the service's, never the visitor's, so it becomes one error type.
 */
export async function storeSubmission(db: Database | undefined, message: ContactMessage): Promise<StoredSubmission> {
  if (!db) throw new SubmissionStoreUnavailable();
  try {
    const document = await db.models.ContactSubmission.create({ ...message });
    return { ...message, id: document._id.toHexString(), created_at: document.created_at };
  } catch (error) {
    throw new SubmissionStoreUnavailable(error);
  }
}
