import type { NextFunction, Request, Response } from 'express';
import { isDatabaseOutage } from '../db/database-errors';
import type { Logger } from '../logger';
import { redactUrlTokens } from '../observability/request-logging';

/** The API's error body, as the dashboard and forms read it. */
export function errorBody(error: string, extra?: Record<string, unknown>): Record<string, unknown> {
  return { success: false, error, ...extra };
}

export function sendError(res: Response, status: number, error: string, extra?: Record<string, unknown>): void {
  res.status(status).json(errorBody(error, extra));
}

/** body-parser's answer to a body that is not JSON (or, strict as it is, not an object or array). */
export const NOT_JSON_ERROR = 'Request body is not valid JSON';

export const INTERNAL_ERROR = 'Internal server error';

interface HttpError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/**
 * Turns body-parser and other client errors into JSON 4xx answers (malformed JSON is a 400, a large
 * body a 413) and anything else into a logged 500 that reveals nothing.
 */
export function jsonErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(error);
    const httpError = error as HttpError;
    const status = httpError.status ?? httpError.statusCode ?? 500;
    if (status === 413) return sendError(res, 413, 'Request body is too large');
    if (httpError.type === 'entity.parse.failed') return sendError(res, 400, NOT_JSON_ERROR);
    if (status >= 400 && status < 500 && httpError.expose) return sendError(res, status, (error as Error).message);
    if (isDatabaseOutage(error)) {
      (req.log ?? logger).warn({ path: redactUrlTokens(req.path), error: String(error) }, 'database unreachable');
      return sendError(res, 503, 'The service is temporarily unavailable. Please try again in a moment.');
    }
    (req.log ?? logger).error({ path: redactUrlTokens(req.path), error: (error as Error)?.stack ?? String(error) }, 'unhandled error');
    sendError(res, 500, INTERNAL_ERROR);
  };
}
