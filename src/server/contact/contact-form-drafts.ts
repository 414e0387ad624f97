import { randomBytes } from 'node:crypto';
import type { ContactFormState } from '../../app/features/contact/contact-form-state';
import type { Database } from '../db/database';

/** Long enough to come back to after a coffee; short enough that a visitor's text does not linger. */
export const DRAFT_LIFETIME_MS = 60 * 60 * 1000;
const COLLECTION = 'contact_form_drafts';

interface DraftDocument {
  _id: string;
  form: ContactFormState;
  status: number;
  createdAt: Date;
}

export interface ContactFormDraft {
  form: ContactFormState;
  status: number;
}

/**
 * A rejected no-JavaScript contact post, kept in MongoDB under a random id so the server can answer
 * with a redirect to /contact?form={id} (post/redirect/get): the visitor sees /contact, and a reload
 * repeats the GET, never the post. Never in process memory, so any instance can serve the GET.
 */
export function contactFormDrafts(db: Database) {
  const drafts = () => db.connection.collection<DraftDocument>(COLLECTION);
  return {
    async save(draft: ContactFormDraft): Promise<string> {
      const now = Date.now();
      // 96 random bits: unguessable, so nobody else can open a visitor's text; 16 characters in the URL.
      const id = randomBytes(12).toString('base64url');
      await drafts().insertOne({ _id: id, ...draft, createdAt: new Date(now) });
      // Expired drafts go whenever a new one is kept, so the collection never holds more than an hour's.
      await drafts().deleteMany({ createdAt: { $lt: new Date(now - DRAFT_LIFETIME_MS) } });
      return id;
    },
    async load(id: string): Promise<ContactFormDraft | null> {
      const doc = await drafts().findOne({ _id: id, createdAt: { $gte: new Date(Date.now() - DRAFT_LIFETIME_MS) } });
      return doc ? { form: doc.form, status: doc.status } : null;
    },
  };
}

export type ContactFormDrafts = ReturnType<typeof contactFormDrafts>;
