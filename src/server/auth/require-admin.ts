import type { NextFunction, Request, Response } from 'express';
import { AUTH_ERRORS } from '../../shared/auth-schema';
import { sendError } from '../api/json-errors';

/** API guard: only a request whose session holds a signed-in admin gets through (401 otherwise). */
export function requireAdmin(req: Request, res: Response, next: NextFunction): void {
  if (req.user) return next();
  sendError(res, 401, AUTH_ERRORS.required);
}
