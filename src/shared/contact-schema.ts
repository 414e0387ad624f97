import { z } from 'zod';

/**
 * The contact message as both forms send it and POST /api/contact accepts it. The same schema
 * validates in the browser (before sending) and on the server (the authority), so the field
 * messages a visitor sees are identical either way. No Node imports: the client bundle uses it.
 */
export const CONTACT_LIMITS = { name: 120, email: 254, phone: 40, message: 5000 } as const;

/** Hidden field that people never see or fill; a value means a bot (answered like a success, not stored). */
export const HONEYPOT_FIELD = 'website';

/** A required text field: missing and non-string inputs (such as {"$gt": ""}) get distinct messages. */
function text(label: string, missing: string) {
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : `${label} must be text.`) }).trim();
}

export const ContactMessageSchema = z.object({
  name: text('Name', 'Please enter your name.')
    .min(1, 'Please enter your name.')
    .max(CONTACT_LIMITS.name, `Please keep your name to ${CONTACT_LIMITS.name} characters.`),
  email: text('Email', 'Please enter your email address.')
    .min(1, 'Please enter your email address.')
    .max(CONTACT_LIMITS.email, `Please keep your email address to ${CONTACT_LIMITS.email} characters.`)
    .pipe(z.email('Please enter a valid email address.')),
  // The contact screen has no phone field and some clients send "" or null for "none".
  phone_number: z
    .string({ error: 'Phone must be text.' })
    .trim()
    .max(CONTACT_LIMITS.phone, `Please keep the phone number to ${CONTACT_LIMITS.phone} characters.`)
    .regex(/^[0-9 +().-]*$/, 'Please use only digits, spaces and + ( ) - . in the phone number.')
    .nullish()
    .transform((phone) => phone || undefined),
  message: text('Message', 'Please enter a message.')
    .min(1, 'Please enter a message.')
    .max(CONTACT_LIMITS.message, `Please keep your message to ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters.`),
});

/** What the forms hold (raw strings) and what the server stores (trimmed, validated). */
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.output<typeof ContactMessageSchema>;
export type ContactField = keyof ContactMessage;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** 201 body. */
export interface ContactCreated {
  success: true;
  data: { id: string; created_at: string };
}

/** 4xx/5xx body; `fields` only on 400. */
export interface ContactFailure {
  success: false;
  error: string;
  fields?: ContactFieldErrors;
}

export const CONTACT_INVALID_ERROR = 'Please check the highlighted fields.';

export type ContactValidation =
  | { success: true; data: ContactMessage }
  | { success: false; error: string; fields: ContactFieldErrors };

/** Parses anything (a JSON body, urlencoded fields, form state) into a message or one error per field. */
export function validateContactMessage(input: unknown): ContactValidation {
  const parsed = ContactMessageSchema.safeParse(input ?? {});
  if (parsed.success) return { success: true, data: parsed.data };
  const fields: ContactFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !fields[field]) fields[field] = issue.message;
  }
  const rootIssue = parsed.error.issues.find((issue) => issue.path.length === 0);
  return { success: false, error: rootIssue ? 'The request body must be an object of contact fields.' : CONTACT_INVALID_ERROR, fields };
}

/** No-JS fallback: after a stored form post the server redirects to /contact?sent=1, which shows the success. */
export const CONTACT_SENT_PARAM = 'sent';

/** Where both forms send: the JSON API, and the no-JS form's action. */
export const CONTACT_ENDPOINT = '/api/contact';
