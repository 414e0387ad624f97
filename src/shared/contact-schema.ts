// zod/mini: the same validator as zod, tree-shakeable, so the forms ship ~6 KB of it, not ~100 KB.
import * as z from 'zod/mini';
import { groupDigits } from './group-digits';
import { CONTACT_INVALID_ERROR, CONTACT_LIMITS, type ContactField, type ContactFieldErrors } from './contact-fields';

/** A required text field: missing and non-string inputs (such as {"$gt": ""}) get distinct messages. */
function text(label: string, missing: string) {
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : `${label} must be text.`) }).check(z.trim());
}

/**
 * The contact message as both forms send it and POST /api/contact accepts it. The same schema
 * validates in the browser (before sending) and on the server (the authority), so the field
 * messages a visitor sees are identical either way. No Node imports: the client bundle uses it.
 */
export const ContactMessageSchema = z.object({
  name: text('Name', 'Please enter your name.').check(
    z.minLength(1, 'Please enter your name.'),
    z.maxLength(CONTACT_LIMITS.name, `Please keep your name to ${CONTACT_LIMITS.name} characters.`),
  ),
  email: z.pipe(
    text('Email', 'Please enter your email address.').check(
      z.minLength(1, 'Please enter your email address.'),
      z.maxLength(CONTACT_LIMITS.email, `Please keep your email address to ${CONTACT_LIMITS.email} characters.`),
    ),
    z.email('Please enter a valid email address.'),
  ),
  // The contact screen has no phone field and some clients send "" or null for "none".
  phone_number: z.pipe(
    z.nullish(
      z.string({ error: 'Phone must be text.' }).check(
        z.trim(),
        z.maxLength(CONTACT_LIMITS.phone, `Please keep the phone number to ${CONTACT_LIMITS.phone} characters.`),
        z.regex(/^[0-9 +().-]*$/, 'Please use only digits, spaces and + ( ) - . in the phone number.'),
      ),
    ),
    z.transform((phone: string | null | undefined) => phone || undefined),
  ),
  message: text('Message', 'Please enter a message.').check(
    z.minLength(1, 'Please enter a message.'),
    z.maxLength(CONTACT_LIMITS.message, `Please keep your message to ${groupDigits(CONTACT_LIMITS.message)} characters.`),
  ),
});

/** What the forms hold (raw strings) and what the server stores (trimmed, validated). */
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.output<typeof ContactMessageSchema>;

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
