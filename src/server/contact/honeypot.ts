import { Types } from 'mongoose';
import { HONEYPOT_FIELD } from '../../shared/contact-fields';

/** People never see the honeypot field; any value in it (of any type) comes from a bot. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/** A plausible receipt for a bot, shaped like a real one, so it cannot tell it was caught. */
export function decoyReceipt(): { id: string; created_at: Date } {
  return { id: new Types.ObjectId().toHexString(), created_at: new Date() };
}
