import type { RequestHandler } from 'express';
import type { AppDeps } from '../app';

/** TODO(issue 5) — placeholder until the server-side admin gate lands. */
export function adminPageGate(_deps: AppDeps): RequestHandler {
  return (_req, _res, next) => next();
}
