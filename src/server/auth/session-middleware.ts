import type { RequestHandler } from 'express';
import type { AppDeps } from '../app';

/** TODO(issue 5) — placeholder until sessions land. */
export function sessionMiddleware(_deps: AppDeps): RequestHandler {
  return (_req, _res, next) => next();
}
