import type { NextFunction, Request, Response } from 'express';
import { OBJECT_ID_PATTERN } from '../../shared/admin-schema';
import { sendError } from './json-errors';

/** `:id` must be an ObjectId's 24 hex digits: anything else is a 400 before any query runs. */
export function validId(req: Request, res: Response, next: NextFunction): void {
  if (OBJECT_ID_PATTERN.test(String(req.params.id))) return next();
  sendError(res, 400, 'Invalid submission id');
}

/** A zod error as one readable line: 'field: what is wrong'. */
export function firstIssue(issues: { message: string; path: PropertyKey[] }[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  return issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message;
}
