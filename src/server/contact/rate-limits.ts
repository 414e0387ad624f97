import type { Request, RequestHandler, Response } from 'express';
import type { Db } from '../db/driver';
import type { Env } from '../env';
import { mongoRateLimit } from '../limits/mongo-rate-limit';
import { WindowCounter } from '../limits/window-counter';
import { windowLimits, type WindowLimit } from '../limits/window-limits';
import type { Logger } from '../logger';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const RATE_LIMITED_ERROR = 'Too many messages from your connection. Please try again later.';

interface LimitOptions {
  env: Pick<Env, 'CONTACT_RATE_PER_MINUTE' | 'CONTACT_RATE_PER_DAY' | 'CONTACT_INVALID_PER_HOUR'>;
  db: () => Db;
  logger: Logger;
  onLimited: (req: Request, res: Response) => void;
}

/**
 * The minute and the day of accepted messages per client address: one document, counted in one round
 * trip per accepted message (issue 23). Shared by the contact router and the JSON lane in front of it
 * (contact-json-lane.ts), so both count the same windows.
 */
export function acceptedMessageWindows(env: LimitOptions['env'], db: () => Db): { counter: WindowCounter; windows: WindowLimit[] } {
  const windows = [
    { name: 'contact-minute', limit: env.CONTACT_RATE_PER_MINUTE, ms: MINUTE_MS },
    { name: 'contact-day', limit: env.CONTACT_RATE_PER_DAY, ms: DAY_MS },
  ];
  return { counter: new WindowCounter(db, 'contact:', windows), windows };
}

/**
 * Per client address, counted in MongoDB (src/server/limits/mongo-rate-limit.ts). The router runs these
 * only for messages it is about to accept, so typos never use up a visitor's real limit; invalid posts
 * have their own, higher cap (docs/contact.md).
 */
export function contactRateLimits(options: LimitOptions): { accepted: RequestHandler; invalid: RequestHandler } {
  // With MongoDB down a message cannot be stored either: the counter's error reaches the contact router's
  // error handler, which answers 503 at once instead of after every later step has timed out. A post
  // refused after counting (a refused file, 413, 503) gives its hit back: only messages actually accepted
  // use up the limit, even though multipart posts are counted before their files are read.
  const { counter, windows } = acceptedMessageWindows(options.env, options.db);
  const accepted = windowLimits(counter, windows, options.onLimited);
  // Counting typos is best effort: during an outage the visitor still learns what to correct (400).
  const invalid = mongoRateLimit({
    name: 'contact-invalid',
    windowMs: HOUR_MS,
    limit: options.env.CONTACT_INVALID_PER_HOUR,
    db: options.db,
    logger: options.logger,
    passOnStoreError: true,
    onLimited: (req, res) => options.onLimited(req, res),
  });
  return { accepted, invalid };
}
