import type { NextFunction, Request, Response } from 'express';
import { ACCOUNT_ERRORS } from '../../shared/accounts-schema';
import { AUTH_ERRORS } from '../../shared/auth-schema';
import { sendError } from '../api/json-errors';

/** API guard: only a request whose session holds a signed-in admin gets through (401 otherwise). */
export function requireAdmin(req: Request, res: Response, next: NextFunction): void {
  if (req.user) return next();
  sendError(res, 401, AUTH_ERRORS.required);
}

/** The inbox API is closed (403) to an account that must set up two-factor first (the studio's rule). */
export function requireTwoFactorWhenRequired(req: Request, res: Response, next: NextFunction): void {
  if (!req.user?.twoFactorSetupNeeded) return next();
  sendError(res, 403, ACCOUNT_ERRORS.twoFactorRequired);
}
