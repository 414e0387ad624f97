import type { Database } from '../db/database';
import { classifyWebhookStatus, recordMissing, TemporaryDeliveryError } from '../outbox/delivery-errors';
import type { JobHandler } from '../outbox/outbox-worker';
import { webhookPayload, type WebhookLead } from './webhook-payload';
import { SIGNATURE_HEADER, webhookSignature } from './webhook-signature';

export const LEAD_WEBHOOK = 'lead-webhook';

/** A receiver that does not answer within this long is retried later, like a refused connection. */
const TIMEOUT_MS = 10_000;

/**
 * POSTs one new message to WEBHOOK_URL, signed. 2xx is delivered; 408, 429, 5xx and network failures
 * are retried with the outbox's backoff; any other 4xx fails at once (delivery-errors.ts).
 */
export function webhookHandler(options: { db: Database; url: string; secret: string; inboxUrl: string; now?: () => number }): JobHandler {
  const now = options.now ?? Date.now;
  return async (job) => {
    const doc = (await options.db.models.ContactSubmission.findById(job.ref).lean()) as (WebhookLead & { _id: { toHexString(): string } }) | null;
    if (!doc) throw recordMissing(job, now(), 'the message');
    const body = JSON.stringify(webhookPayload({ ...doc, id: doc._id.toHexString() }, options.inboxUrl));
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'stratum-webhook/1', [SIGNATURE_HEADER]: webhookSignature(body, options.secret) },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new TemporaryDeliveryError(`the webhook could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    const failure = classifyWebhookStatus(response.status);
    if (failure) throw failure;
  };
}
