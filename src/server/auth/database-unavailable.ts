import type { Request, Response } from 'express';
import { AUTH_ERRORS } from '../../shared/auth-schema';
import { sendError } from '../api/json-errors';

/** Sign-in and the inbox need MongoDB (sessions, accounts, messages): without it they answer 503. */
export function databaseUnavailable(_req: Request, res: Response): void {
  sendError(res, 503, AUTH_ERRORS.unavailable);
}
