import type { AttachmentDto } from './attachment-rules';

/**
 * The contact form's constants and API shapes, free of zod so any screen (and the browser entry)
 * can use them without pulling in the validator; contact-schema.ts holds the schema itself.
 */
export const CONTACT_LIMITS = { name: 120, email: 254, phone: 40, message: 5000 } as const;

/** Hidden field that people never see or fill; a value means a bot (answered like a success, not stored). */
export const HONEYPOT_FIELD = 'website';

/** No-JS fallback: after a stored form post the server redirects to /contact?sent=1, which shows the success. */
export const CONTACT_SENT_PARAM = 'sent';

/** Where both forms send: the JSON API, and the no-JS form's action. */
export const CONTACT_ENDPOINT = '/api/contact';

export const CONTACT_INVALID_ERROR = 'Please check the highlighted fields.';

export type ContactField = 'name' | 'email' | 'phone_number' | 'message';
/** One message per field; `attachments` names each refused file and why (multipart posts). */
export type ContactFieldErrors = Partial<Record<ContactField | 'attachments', string>>;

/** 201 body; `attachments` only for multipart posts (JSON and urlencoded answers are as they always were). */
export interface ContactCreated {
  success: true;
  data: { id: string; created_at: string; attachments?: AttachmentDto[] };
}

/** 4xx/5xx body; `fields` only on 400. */
export interface ContactFailure {
  success: false;
  error: string;
  fields?: ContactFieldErrors;
}
