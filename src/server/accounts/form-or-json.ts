import type { Request, Response } from 'express';
import { sendError } from '../api/json-errors';

/** The first zod issue's message: what a form shows next to the field. */
export function firstMessage(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

/**
 * Answers a route that both the pages' scripts (JSON) and their plain forms (no JavaScript) post to:
 * JSON gets the status and message, a form a 303 back to its page with the outcome in the query.
 */
export function refuse(req: Request, res: Response, status: number, message: string, page: string): void {
  if (req.is('application/x-www-form-urlencoded')) return void res.redirect(303, `${page}?${new URLSearchParams({ error: message })}`);
  sendError(res, status, message);
}
