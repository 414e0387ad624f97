import type { NextFunction, Request, Response } from 'express';
import { sendError } from '../api/json-errors';

/**
 * State-changing requests must carry one of the accepted body types (415 otherwise), so a plain
 * cross-site form cannot post text/plain to a JSON endpoint.
 */
export function requireContentType(...types: string[]) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'DELETE') return next();
    // A bodiless request (e.g. sign-out) has nothing to parse; same-origin still guards it.
    if (!req.headers['transfer-encoding'] && Number(req.headers['content-length'] ?? 0) === 0) return next();
    if (req.is(types)) return next();
    sendError(res, 415, `Unsupported content type: send ${types.join(' or ')}`);
  };
}
