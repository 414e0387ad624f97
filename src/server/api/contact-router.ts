import express, { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { validateContactMessage } from '../../shared/contact-schema';
import { replyToContact } from '../contact/contact-reply';
import { decoyReceipt, isHoneypotFilled } from '../contact/honeypot';
import { contactRateLimits, RATE_LIMITED_ERROR } from '../contact/rate-limits';
import { storeSubmission } from '../contact/submission-store';
import { requireContentType } from '../security/require-content-type';
import { sameOrigin } from '../security/same-origin';

const BODY_LIMIT = '16kb';

const CONTACT_UNAVAILABLE_ERROR = 'The message service is temporarily unavailable. Please try again in a moment.';

/**
 * POST /api/contact (DESIGN section 3; docs/contact.md). The checks run cheapest and least
 * personal first: a foreign origin or content type is refused before it can use up the visitor's
 * rate limit; the body is parsed (16 KB cap) before limiting so a no-JS visitor who is limited
 * still gets their text back.
 */
export function contactRouter(deps: AppDeps) {
  const { env, logger } = deps;
  const router = Router();
  router.post(
    '/',
    sameOrigin(env.PUBLIC_URL),
    requireContentType('application/json', 'application/x-www-form-urlencoded'),
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ limit: BODY_LIMIT, extended: false }),
    ...contactRateLimits({
      env,
      logger,
      onLimited: (req, res) => replyToContact(req, res, { kind: 'refused', status: 429, error: RATE_LIMITED_ERROR }),
    }),
    async (req, res) => {
      if (isHoneypotFilled(req.body)) {
        logger.info('contact: honeypot filled, answered as sent and not stored');
        return replyToContact(req, res, { kind: 'accepted', ...decoyReceipt() });
      }
      const message = validateContactMessage(req.body);
      if (!message.success) return replyToContact(req, res, { kind: 'invalid', error: message.error, fields: message.fields });
      const stored = await storeSubmission(deps.db, message.data).catch((error: Error) => {
        logger.error({ error: String(error.cause ?? error) }, 'contact: submission not stored');
      });
      if (!stored) return replyToContact(req, res, { kind: 'refused', status: 503, error: CONTACT_UNAVAILABLE_ERROR });
      replyToContact(req, res, { kind: 'accepted', id: stored.id, created_at: stored.created_at });
      // After the answer: the message is stored whatever the mail server does (notify never rejects).
      void deps.notifier?.notify(stored);
    },
  );
  return router;
}
