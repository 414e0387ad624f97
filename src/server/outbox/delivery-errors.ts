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
