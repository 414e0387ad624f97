import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { AppDeps } from '../app-deps';
import { validateContactMessage, type ContactMessage } from '../../shared/contact-schema';
import { replyToContact } from '../contact/contact-reply';
import { DatabaseUnavailableError, isDatabaseOutage } from '../db/database-errors';
import { decoyReceipt, isHoneypotFilled } from '../contact/honeypot';
import { contactRateLimits, RATE_LIMITED_ERROR } from '../contact/rate-limits';
import { newMessageJobs, storeSubmission } from '../contact/submission-store';
import { requireContentType } from '../security/require-content-type';
import { sameOrigin } from '../security/same-origin';

const BODY_LIMIT = '16kb';

const CONTACT_UNAVAILABLE_ERROR = 'The message service is temporarily unavailable. Please try again in a moment.';

/** What the checks decided about a post, for the handler that stores it. */
type Checked = { kind: 'message'; message: ContactMessage } | { kind: 'bot' };

/**
 * POST /api/contact (DESIGN section 3; docs/contact.md). The checks run cheapest and least personal
 * first: a foreign origin or content type is refused before anything is counted; the body is parsed
 * (16 KB cap) and validated before limiting, so an invalid post counts only toward the invalid cap and
 * a no-JS visitor who is limited still gets their text back.
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
  const check = (req: Request, res: Response, next: NextFunction) => {
    // A bot is counted like a sender and answered like one, so it cannot tell it was caught.
    if (isHoneypotFilled(req.body)) {
      res.locals.checked = { kind: 'bot' } satisfies Checked;
      return next();
    }
    const message = validateContactMessage(req.body);
    if (!message.success) return limits.invalid(req, res, () => replyToContact(req, res, { kind: 'invalid', error: message.error, fields: message.fields }));
    res.locals.checked = { kind: 'message', message: message.data } satisfies Checked;
    next();
  };
  const router = Router();
  router.post(
    '/',
    sameOrigin(env.PUBLIC_URL),
    requireContentType('application/json', 'application/x-www-form-urlencoded'),
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ limit: BODY_LIMIT, extended: false }),
    check,
    ...limits.accepted,
    async (req, res) => {
      const checked = res.locals.checked as Checked;
      if (checked.kind === 'bot') {
        req.log.info('contact: honeypot filled, answered as sent and not stored');
        return replyToContact(req, res, { kind: 'accepted', ...decoyReceipt() });
      }
      const stored = await storeSubmission(deps.db, checked.message, { jobs: newMessageJobs(deps) }).catch((error: Error) => {
        req.log.error({ error: String(error.cause ?? error) }, 'contact: submission not stored');
      });
      if (!stored) return replyToContact(req, res, { kind: 'refused', status: 503, error: CONTACT_UNAVAILABLE_ERROR });
      deps.metrics?.contactSubmissions.inc();
      replyToContact(req, res, { kind: 'accepted', id: stored.id, created_at: stored.created_at });
      deps.wakeOutbox?.();
    },
  );
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!isDatabaseOutage(error)) return next(error);
    req.log.error({ error: String(error) }, 'contact: database unreachable, message not accepted');
    replyToContact(req, res, { kind: 'refused', status: 503, error: CONTACT_UNAVAILABLE_ERROR });
  });
  return router;
}
