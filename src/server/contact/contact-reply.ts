import type { Request, Response } from 'express';
import type { ContactFormValues } from '../../app/features/contact/contact-form-state';
import { paths } from '../../app/paths';
import type { AttachmentDto } from '../../shared/attachment-rules';
import { CONTACT_SENT_PARAM, type ContactFieldErrors } from '../../shared/contact-fields';
import { errorBody } from '../api/json-errors';
import { multipartPostOf } from '../attachments/contact-uploads';
import { renderContactScreen } from './render-contact-screen';

export type ContactOutcome =
  | { kind: 'accepted'; id: string; created_at: Date; attachments: AttachmentDto[] }
  | { kind: 'invalid'; error: string; fields: ContactFieldErrors }
  | { kind: 'refused'; status: 413 | 429 | 503; error: string };

export const CONTACT_UNAVAILABLE_ERROR = 'The message service is temporarily unavailable. Please try again in a moment.';

/** A browser cannot put chosen files back into a re-rendered form: the page asks for them again. */
const CHOOSE_FILES_AGAIN = 'Your files were not kept: please choose them again.';

/**
 * An HTML form post (the no-JS fallback) gets pages and redirects; everything else gets JSON. The
 * /contact form posts multipart when it has files: a browser navigation asks for HTML, while the
 * forms' script asks for JSON.
 */
function isFormPost(req: Request): boolean {
  if (req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded') return true;
  return req.is('multipart/form-data') === 'multipart/form-data' && req.accepts(['json', 'html']) === 'html';
}

function withFilesHint(res: Response, fields: ContactFieldErrors): ContactFieldErrors {
  return multipartPostOf(res)?.hadFiles && !fields.attachments ? { ...fields, attachments: CHOOSE_FILES_AGAIN } : fields;
}

/** The visitor's text as posted, strings only, so the re-rendered form shows exactly what they typed. */
function postedValues(body: unknown): ContactFormValues {
  const source = (typeof body === 'object' && body !== null ? body : {}) as Partial<Record<keyof ContactFormValues, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { name: text(source.name), email: text(source.email), phone_number: text(source.phone_number), message: text(source.message) };
}

export function replyToContact(req: Request, res: Response, outcome: ContactOutcome): void {
  if (isFormPost(req)) {
    // Post/Redirect/Get on success, so a reload cannot send the message twice.
    if (outcome.kind === 'accepted') return res.redirect(303, `${paths.contact}?${CONTACT_SENT_PARAM}=1`);
    const values = postedValues(req.body);
    if (outcome.kind === 'invalid') return renderContactScreen(req, res, { values, fieldErrors: withFilesHint(res, outcome.fields), formError: outcome.error }, 400);
    return renderContactScreen(req, res, { values, fieldErrors: withFilesHint(res, {}), formError: outcome.error }, outcome.status);
  }
  const { status, body } = contactJsonReply(outcome, multipartPostOf(res) !== undefined);
  res.status(status).json(body);
}

/** The JSON answer to a post; only a multipart post (one that could carry files) lists its attachments. */
export function contactJsonReply(outcome: ContactOutcome, multipart: boolean): { status: number; body: Record<string, unknown> } {
  if (outcome.kind === 'accepted') {
    const attachments = multipart ? { attachments: outcome.attachments } : {};
    return { status: 201, body: { success: true, data: { id: outcome.id, created_at: outcome.created_at.toISOString(), ...attachments } } };
  }
  if (outcome.kind === 'invalid') return { status: 400, body: errorBody(outcome.error, { fields: outcome.fields }) };
  return { status: outcome.status, body: errorBody(outcome.error) };
}
