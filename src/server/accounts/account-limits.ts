import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ACCOUNT_ERRORS } from '../../shared/accounts-schema';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/database';
import { mongoRateLimit, type MongoRateLimitOptions } from '../limits/mongo-rate-limit';
import { MongoRateLimitStore } from '../limits/mongo-rate-limit-store';
import { refuse } from './form-or-json';

const HOUR_MS = 60 * 60_000;

type LimitDeps = Pick<AppDeps, 'env' | 'logger' | 'now'> & { db: Database };

function perAddressPerHour(deps: LimitDeps, name: string, limit: number, answer: Pick<MongoRateLimitOptions, 'onLimited' | 'skip'>): RequestHandler {
  return mongoRateLimit({ name, windowMs: HOUR_MS, limit, db: () => deps.db.native, logger: deps.logger, ...answer });
}

/**
 * "Forgot password" posts per client address per hour (PASSWORD_RESET_PER_HOUR), then 429. Counted
 * before the address typed is looked at, so the refusal is the same whatever it is.
 */
export function resetRequestLimit(deps: LimitDeps): RequestHandler {
  return perAddressPerHour(deps, 'password-reset-ip', deps.env.PASSWORD_RESET_PER_HOUR, {
    onLimited: (req, res) => refuse(req, res, 429, ACCOUNT_ERRORS.tooManyResetRequests, '/forgot-password'),
  });
}

/**
 * Invitation and reset links tried per client address per hour (ACCOUNT_LINK_ATTEMPTS_PER_HOUR): their
 * pages, lookups and submissions all count together, each answer saying whether a token is valid. Tokens
 * have 256 bits, so this cap is generous; it stops a client from hammering, not from guessing luckily.
 */
export function linkAttemptLimit(deps: LimitDeps, onLimited: (req: Request, res: Response, next: NextFunction) => void, skip?: (req: Request) => boolean): RequestHandler {
  return perAddressPerHour(deps, 'account-link', deps.env.ACCOUNT_LINK_ATTEMPTS_PER_HOUR, { onLimited, ...(skip ? { skip } : {}) });
}

/** The API's answer to a link tried too often: 429, or back to the link's page for a plain form. */
export function refuseLinkAttempt(page: (token: string) => string) {
  return (req: Request, res: Response) => refuse(req, res, 429, ACCOUNT_ERRORS.tooManyLinkAttempts, page(String(req.params.token)));
}

/**
 * Reset e-mails per address per hour (PASSWORD_RESET_EMAILS_PER_HOUR). Every request counts, for an
 * account or not, and one over the cap is still answered 202 (it just sends nothing): neither the answer
 * nor its timing says whether the address has an account. The counter's key is the address's SHA-256,
 * so addresses people typed are not kept in clear.
 */
export function resetMailCap(deps: LimitDeps): (email: string) => Promise<boolean> {
  const store = new MongoRateLimitStore(() => deps.db.native, 'password-reset-email:', deps.now ?? Date.now, HOUR_MS);
  return async (email) => {
    const { totalHits } = await store.increment(createHash('sha256').update(email, 'utf8').digest('hex'));
    return totalHits <= deps.env.PASSWORD_RESET_EMAILS_PER_HOUR;
  };
}
