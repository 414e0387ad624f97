import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Logger } from '../logger';
import type { WindowCount, WindowCounter } from './window-counter';

export interface WindowLimit {
  /** The window's name in the counter and in the RateLimit headers. */
  name: string;
  limit: number;
  ms: number;
}

/** express-rate-limit's partition key, so the headers read exactly as its draft-8 ones. */
const partitionKey = (key: string) => Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');
const secondsUntil = (at: Date) => Math.max(0, Math.ceil((at.getTime() - Date.now()) / 1000));

/** What one hit says for each window: the RateLimit headers' values, and the wait when any is full. */
export interface WindowVerdict {
  rateLimit: string[];
  rateLimitPolicy: string[];
  /** Seconds until every full window has reopened (Retry-After); undefined while none is full. */
  retryAfter?: number;
}

/** Reads a WindowCounter hit against the limits, for the client address key it was counted under. */
export function judgeWindows(counts: WindowCount[], limits: WindowLimit[], key: string): WindowVerdict {
  const verdict: WindowVerdict = { rateLimit: [], rateLimitPolicy: [] };
  const pk = partitionKey(key);
  for (const { name, limit, ms } of limits) {
    const count = counts.find((c) => c.name === name)!;
    if (count.hits > limit) verdict.retryAfter = Math.max(verdict.retryAfter ?? 0, secondsUntil(count.resetAt));
    verdict.rateLimit.push(`"${name}"; r=${Math.max(limit - count.hits, 0)}; t=${secondsUntil(count.resetAt)}`);
    verdict.rateLimitPolicy.push(`"${name}"; q=${limit}; w=${Math.ceil(ms / 1000)}; pk=:${pk}:`);
  }
  return verdict;
}

/** One RateLimit / RateLimit-Policy entry per window, and Retry-After when refused. */
export function writeWindowHeaders(res: ServerResponse, verdict: WindowVerdict): void {
  for (const value of verdict.rateLimit) res.appendHeader('RateLimit', value);
  for (const value of verdict.rateLimitPolicy) res.appendHeader('RateLimit-Policy', value);
  if (verdict.retryAfter !== undefined) res.setHeader('Retry-After', String(verdict.retryAfter));
}

/**
 * Several windows per client address (req.ip, grouped by /56 for IPv6 as express-rate-limit does) checked
 * with one WindowCounter hit, instead of one express-rate-limit middleware and round trip per window. It
 * answers like two of those in a row with `standardHeaders: 'draft-8'` and `skipFailedRequests`: one
 * RateLimit / RateLimit-Policy entry per window, Retry-After when refused (the longest wait of the windows
 * that are full), and a post answered 4xx/5xx, or abandoned, gives its hit back, so only accepted
 * messages count. A store error goes to the error handler (the router answers 503).
 */
export function windowLimits(counter: WindowCounter, limits: WindowLimit[], onLimited: (req: Request, res: Response) => void): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = ipKeyGenerator(req.ip ?? 'unknown');
    counter.hit(key).then((counts) => {
      giveBackUnlessAccepted(res, () => counter.giveBack(key), () => req.log);
      const verdict = judgeWindows(counts, limits, key);
      writeWindowHeaders(res, verdict);
      if (verdict.retryAfter === undefined) return next();
      onLimited(req, res);
    }, next);
  };
}

/** A post answered 4xx/5xx, or abandoned, after it was counted gives its hit back. `log` is asked for only on a failure. */
export function giveBackUnlessAccepted(res: ServerResponse, giveBack: () => Promise<void>, log: () => Logger): void {
  let given = false;
  const once = () => {
    if (given) return;
    given = true;
    giveBack().catch((error: unknown) => log().error({ error: String(error) }, 'rate limit: a refused post could not give its hit back'));
  };
  res.once('finish', () => {
    if (res.statusCode >= 400) once();
  });
  res.once('close', () => {
    if (!res.writableEnded) once();
  });
  res.once('error', once);
  // The client may already be gone while its hit was counted.
  if (res.destroyed && !res.writableEnded) once();
}
