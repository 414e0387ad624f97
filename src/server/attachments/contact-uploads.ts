import type { NextFunction, Request, Response } from 'express';
import { ATTACHMENT_ERRORS } from '../../shared/attachment-rules';
import { CONTACT_INVALID_ERROR, HONEYPOT_FIELD, type ContactFieldErrors } from '../../shared/contact-fields';
import { MultipartError, MultipartPost, type UploadOutcome } from './multipart-post';

const ATTACHMENTS_TOO_LARGE_ERROR = ATTACHMENT_ERRORS.tooLarge;
export const FIELDS_AFTER_FILES_ERROR = 'Send the text fields before the files: the form data had a field after a file.';
export const MALFORMED_FORM_ERROR = 'The form data could not be read.';

const CONTACT_POST_FIELDS = ['name', 'email', 'phone_number', 'message', HONEYPOT_FIELD] as const;

/** The multipart post of this request, once its text fields are read (absent for JSON and urlencoded posts). */
export function multipartPostOf(res: Response): MultipartPost | undefined {
  return res.locals.multipart as MultipartPost | undefined;
}

export type UploadRefusal = { status: 413; error: string } | { status: 400; error: string; fields: ContactFieldErrors };

/** Why a post's files cannot be accepted (413 before 400), or undefined when they can. */
export function uploadRefusal(outcome: UploadOutcome): UploadRefusal | undefined {
  if (outcome.tooLarge) return { status: 413, error: ATTACHMENTS_TOO_LARGE_ERROR };
  if (outcome.lateFields) return { status: 400, error: FIELDS_AFTER_FILES_ERROR, fields: {} };
  const messages = [
    ...(outcome.tooMany ? [ATTACHMENT_ERRORS.tooMany] : []),
    ...outcome.refused.map((file) => `“${file.filename}” was not accepted: ${file.reason}.`),
  ];
  if (messages.length === 0) return undefined;
  return { status: 400, error: CONTACT_INVALID_ERROR, fields: { attachments: messages.join(' ') } };
}

/**
 * For multipart/form-data contact posts: reads the text fields into req.body (so the honeypot,
 * validation and rate limits run before any file is read) and keeps the unread files for the
 * handler. Whatever the answer, the rest of the body is drained once it is sent.
 */
export function readMultipartFields(onRefused: (req: Request, res: Response, refusal: UploadRefusal) => void) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (!req.is('multipart/form-data')) return next();
    let post: MultipartPost;
    try {
      post = await MultipartPost.read(req, CONTACT_POST_FIELDS);
    } catch (error) {
      if (!(error instanceof MultipartError)) throw error;
      req.body = {};
      return onRefused(req, res, error.status === 413 ? { status: 413, error: ATTACHMENTS_TOO_LARGE_ERROR } : { status: 400, error: MALFORMED_FORM_ERROR, fields: {} });
    }
    req.body = post.fields;
    res.locals.multipart = post;
    res.once('finish', () => post.discard());
    next();
  };
}
