import type { Request, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Env } from '../env';
import type { Logger } from '../logger';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const RATE_LIMITED_ERROR = 'Too many messages from your connection. Please try again later.';

/**
 * Two windows per client address: a burst limit per minute and a daily cap. The address is req.ip,
 * which honours Express's 'trust proxy' setting (TRUST_PROXY hops) and nothing the client can forge
 * when it is 0. Counts live in memory: right for the one-process deployment of DESIGN section 1.
 */
export function contactRateLimits(options: {
  env: Pick<Env, 'CONTACT_RATE_PER_MINUTE' | 'CONTACT_RATE_PER_DAY'>;
  logger: Logger;
  onLimited: (req: Request, res: Response) => void;
}) {
  const logger = {
    error: (error: unknown, message?: string) => options.logger.error({ error: String(error) }, message ?? 'rate limit'),
    warn: (error: unknown, message?: string) => options.logger.warn({ error: String(error) }, message ?? 'rate limit'),
  };
  const limiter = (name: string, windowMs: number, limit: number) =>
    rateLimit({
      windowMs,
      limit,
      // draft-8 appends one named RateLimit/RateLimit-Policy entry per window, so both stay visible.
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: name,
      logger,
      handler: (req, res) => options.onLimited(req, res),
    });
  return [
    limiter('contact-minute', MINUTE_MS, options.env.CONTACT_RATE_PER_MINUTE),
    limiter('contact-day', DAY_MS, options.env.CONTACT_RATE_PER_DAY),
  ];
}
