import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Db } from '../db/driver';
import type { Logger } from '../logger';
import { MongoRateLimitStore } from './mongo-rate-limit-store';

export interface MongoRateLimitOptions {
  /** The counter's name: its documents' `_id` prefix and the RateLimit header's policy. Limiters with one
   *  name count together (a page and the API behind it, say). */
  name: string;
  windowMs: number;
  limit: number;
  db: () => Db;
  logger: Logger;
  /** Answers a request over the limit (or marks it and calls next). */
  onLimited: (req: Request, res: Response, next: NextFunction) => void;
  /** Let requests through when MongoDB cannot count them (default: the store's error goes to `next`). */
  passOnStoreError?: boolean;
  /** Requests this limiter does not count at all. */
  skip?: (req: Request) => boolean;
}

/**
 * express-rate-limit per client address (req.ip, which honours TRUST_PROXY and nothing the client can
 * forge when it is 0), counted in MongoDB (MongoRateLimitStore) so N instances enforce exactly what one
 * does. Every rate limit of the site is made here.
 */
export function mongoRateLimit(options: MongoRateLimitOptions): RequestHandler {
  const log = (level: 'error' | 'warn') => (error: unknown, message?: string) => options.logger[level]({ error: String(error) }, message ?? 'rate limit');
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    store: new MongoRateLimitStore(options.db, `${options.name}:`),
    // draft-8 appends one named RateLimit/RateLimit-Policy entry per window, so several stay visible.
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: options.name,
    passOnStoreError: options.passOnStoreError ?? false,
    ...(options.skip ? { skip: options.skip } : {}),
    logger: { error: log('error'), warn: log('warn') },
    handler: (req, res, next) => options.onLimited(req, res, next),
  });
}
