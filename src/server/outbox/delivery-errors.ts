/** A delivery that may work later (a mail server's 4xx, a refused or dropped connection): retry with backoff. */
export class TemporaryDeliveryError extends Error {}

/** A delivery that will never work as it is (a mail server's 5xx, a webhook's 4xx): `failed` at once. */
export class PermanentDeliveryError extends Error {}

/** The job cannot run yet (the record it is about is not visible yet): try again soon, not counted as an attempt. */
export class NotReadyError extends Error {
  constructor(
    message: string,
    readonly retryInMs: number,
  ) {
    super(message);
  }
}

/** The job no longer has anything to do (its message was deleted): it is removed, not failed. */
export class ObsoleteJobError extends Error {}

/**
 * SMTP errors by their reply code (RFC 5321): 4yz is transient, 5yz permanent. Errors without a code
 * are the network's (refused, reset, timed out) and worth another try.
 */
export function classifyMailError(error: unknown): TemporaryDeliveryError | PermanentDeliveryError {
  const { responseCode, message } = (error ?? {}) as { responseCode?: number; message?: string };
  const text = message ?? String(error);
  return typeof responseCode === 'number' && responseCode >= 500 ? new PermanentDeliveryError(text) : new TemporaryDeliveryError(text);
}

/** A job is written just before its record; a claim in between waits this long before looking again. */
const NOT_STORED_YET_RETRY_MS = 2_000;
/** A job whose record is still missing after this long announces one that was never stored. */
const NEVER_STORED_AFTER_MS = 10 * 60_000;

/**
 * What a job does when the record it is about is missing. Jobs are enqueued before their record
 * (docs/decisions/0002-outbox.md), so a young job waits for it; an old one was about a record that was
 * deleted or never stored, and is dropped.
 */
export function recordMissing(job: { created_at: Date }, now: number, what: string): NotReadyError | ObsoleteJobError {
  if (now - job.created_at.getTime() < NEVER_STORED_AFTER_MS) return new NotReadyError(`${what} is not stored yet`, NOT_STORED_YET_RETRY_MS);
  return new ObsoleteJobError(`${what} was deleted or never stored`);
}

/**
 * A webhook receiver's answer: 2xx is delivered; 408 (timeout) and 429 (slow down) and every 5xx may
 * work later; any other status (a wrong URL, a refused signature) never will as the request stands.
 */
export function classifyWebhookStatus(status: number): TemporaryDeliveryError | PermanentDeliveryError | undefined {
  if (status >= 200 && status < 300) return undefined;
  const error = `the webhook answered HTTP ${status}`;
  if (status === 408 || status === 429 || status >= 500) return new TemporaryDeliveryError(error);
  return new PermanentDeliveryError(error);
}
