import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { AppDeps } from '../app-deps';
import { validateContactMessage, type ContactMessage } from '../../shared/contact-schema';
import { readMultipartFields, multipartPostOf, uploadRefusal, type UploadRefusal } from '../attachments/contact-uploads';
import { toAttachmentDto, type AttachmentRef } from '../attachments/attachment-store';
import { CONTACT_UNAVAILABLE_ERROR, replyToContact } from '../contact/contact-reply';
import { ObjectId } from '../db/driver';
import { DatabaseUnavailableError, isDatabaseOutage } from '../db/database-errors';
import { decoyReceipt, isHoneypotFilled } from '../contact/honeypot';
import { contactRateLimits, RATE_LIMITED_ERROR } from '../contact/rate-limits';
import { newMessageJobs, storeSubmission } from '../contact/submission-store';
import { requireContentType } from '../security/require-content-type';
import { sameOrigin } from '../security/same-origin';

/** Also the JSON lane's (contact/contact-json-lane.ts): a larger body goes through here, to its 413. */
export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;

/** What the checks decided about a post, for the handler that stores it. */
type Checked = { kind: 'message'; message: ContactMessage } | { kind: 'bot' };

function refusalOutcome(refusal: UploadRefusal) {
  return refusal.status === 413
    ? ({ kind: 'refused', status: 413, error: refusal.error } as const)
    : ({ kind: 'invalid', error: refusal.error, fields: refusal.fields } as const);
}

/**
 * POST /api/contact (DESIGN section 3; docs/contact.md). The checks run cheapest and least personal
 * first: a foreign origin or content type is refused before anything is counted; the body is parsed
 * (16 KB cap) and validated before limiting, so an invalid post counts only toward the invalid cap and
 * a no-JS visitor who is limited still gets their text back. A multipart post's files are read only
 * after all of that (its text fields come first), then stored before the message, under its id.
 */
export function contactRouter(deps: AppDeps) {
  const { env, logger } = deps;
  const limits = contactRateLimits({
    env,
    db: () => {
      if (!deps.db) throw new DatabaseUnavailableError('no database configured');
      return deps.db.native;
    },
    logger,
    onLimited: (req, res) => replyToContact(req, res, { kind: 'refused', status: 429, error: RATE_LIMITED_ERROR }),
  });
  const check = async (req: Request, res: Response, next: NextFunction) => {
    // A bot is counted like a sender and answered like one, so it cannot tell it was caught.
    if (isHoneypotFilled(req.body)) {
      res.locals.checked = { kind: 'bot' } satisfies Checked;
      return next();
    }
    const message = validateContactMessage(req.body);
    if (!message.success) {
      // Nothing is stored, but the files are still looked at, so one answer names every problem.
      const upload = await multipartPostOf(res)?.receive({ kind: 'inspect' });
      const files = upload && uploadRefusal(upload);
      if (files?.status === 413) return replyToContact(req, res, refusalOutcome(files));
      const fields = { ...message.fields, ...(files?.status === 400 ? files.fields : {}) };
      return limits.invalid(req, res, () => replyToContact(req, res, { kind: 'invalid', error: message.error, fields }));
    }
    res.locals.checked = { kind: 'message', message: message.data } satisfies Checked;
    next();
  };
  const router = Router();
  router.post(
    '/',
    sameOrigin(env.PUBLIC_URL),
    requireContentType('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'),
    express.json({ limit: CONTACT_BODY_LIMIT_BYTES }),
    express.urlencoded({ limit: CONTACT_BODY_LIMIT_BYTES, extended: false }),
    readMultipartFields((req, res, refusal) => replyToContact(req, res, refusalOutcome(refusal))),
    check,
    limits.accepted,
    async (req, res) => {
      const checked = res.locals.checked as Checked;
      const upload = multipartPostOf(res);
      if (checked.kind === 'bot') {
        // Its files are read (so it sees an ordinary upload) but never stored.
        const files = upload ? await upload.receive({ kind: 'inspect' }) : undefined;
        req.log.info('contact: honeypot filled, answered as sent and not stored');
        return replyToContact(req, res, { kind: 'accepted', ...decoyReceipt(), attachments: (files?.files ?? []).map(toAttachmentDto) });
      }
      if (!deps.db) return replyToContact(req, res, { kind: 'refused', status: 503, error: CONTACT_UNAVAILABLE_ERROR });
      const db = deps.db;
      const id = new ObjectId();
      let attachments: AttachmentRef[] = [];
      if (upload) {
        const files = await upload.receive({ kind: 'store', db: db.native, submissionId: id });
        const refusal = uploadRefusal(files);
        if (refusal) {
          await upload.removeStored(db.native);
          const outcome = refusalOutcome(refusal);
          return outcome.kind === 'invalid' ? limits.invalid(req, res, () => replyToContact(req, res, outcome)) : replyToContact(req, res, outcome);
        }
        attachments = files.files;
      }
      const stored = await storeSubmission(db, checked.message, { jobs: newMessageJobs(deps), id, attachments }).catch(async (error: Error) => {
        req.log.error({ error: String(error.cause ?? error) }, 'contact: submission not stored');
        await upload?.removeStored(db.native).catch((cleanup: unknown) => req.log.warn({ error: String(cleanup) }, 'contact: files of an unstored message left to the orphan sweep'));
      });
      if (!stored) return replyToContact(req, res, { kind: 'refused', status: 503, error: CONTACT_UNAVAILABLE_ERROR });
      deps.metrics?.contactSubmissions.inc();
      replyToContact(req, res, { kind: 'accepted', id: stored.id, created_at: stored.created_at, attachments: attachments.map(toAttachmentDto) });
      // With nothing enqueued (e-mail off, no webhook, no 3D model) a wake-up would only poll an empty
      // outbox: during a burst that was a few claims per message, taken from the requests' CPU.
      if (stored.jobs > 0) deps.wakeOutbox?.();
    },
  );
  router.use(async (error: unknown, req: Request, res: Response, next: NextFunction) => {
    // Files already streamed in for a message that will not be stored go now (or with the orphan sweep).
    if (deps.db) await multipartPostOf(res)?.removeStored(deps.db.native).catch(() => undefined);
    if (!isDatabaseOutage(error)) return next(error);
    req.log.error({ error: String(error) }, 'contact: database unreachable, message not accepted');
    replyToContact(req, res, { kind: 'refused', status: 503, error: CONTACT_UNAVAILABLE_ERROR });
  });
  return router;
}
