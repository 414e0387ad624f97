import type { NextFunction, Request, Response } from 'express';
import { sendError } from '../api/json-errors';

/**
 * Cross-site request guard for state-changing requests: the Origin header (or, failing that, the
 * Referer) must name this site. Browsers always send Origin on cross-site POSTs, so a foreign or
 * "null" origin is refused with 403; non-browser clients that send neither are let through.
 */
export function sameOrigin(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const own = `${req.protocol}://${req.get('host') ?? ''}`;
    const source = requestSource(req.get('origin'), req.get('referer'));
    if (source === undefined || source === allowed || source === own) return next();
    sendError(res, 403, 'Cross-site requests are not allowed');
  };
}

/** The origin a request says it comes from: its Origin header, or failing that its Referer's origin. */
export function requestSource(origin: string | undefined, referer: string | undefined): string | undefined {
  return origin ?? originOf(referer);
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'invalid';
  }
}
