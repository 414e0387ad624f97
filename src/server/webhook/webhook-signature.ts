import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Stratum-Signature';

/** `sha256=<hex HMAC-SHA256 of the exact body bytes>`: the receiver recomputes it over the raw body it got. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}
