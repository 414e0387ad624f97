import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger';

declare module 'http' {
  interface IncomingMessage {
    /** A child logger whose every line carries the request's id (`reqId`). */
    log: Logger;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy or client may hand us: short, printable, no separators that could forge a log field. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The logger for access lines. Their shape is fixed and holds no field that redaction looks for (a
 * secret in a URL path is the path's business), so they skip pino's redaction, which took a twentieth
 * of a cached page's time.
 */
export function accessLogger(logger: Logger): Logger {
  return logger.child({}, { redact: { paths: [] } });
}

export interface AccessRecord {
  requestId: string;
  method: string | undefined;
  url: string | undefined;
  res: ServerResponse;
  started: number;
}

/**
 * One line per request when its response is over: `{reqId, req: {method, url}, res: {status},
 * responseTime, msg}`; the method, path and status only, so headers (cookies, tokens) never reach the log.
 */
export function writeAccessLine(log: Logger, record: AccessRecord): void {
  const { res } = record;
  const line = { reqId: record.requestId, req: { method: record.method, url: record.url }, res: { status: res.statusCode }, responseTime: Date.now() - record.started };
  if (!res.writableFinished) log.warn(line, 'request aborted');
  else if (res.statusCode >= 500) log.error(line, 'request completed');
  else log.info(line, 'request completed');
}

const REQUEST_ID = Symbol('requestId');
type TrackedRequest = IncomingMessage & { [REQUEST_ID]?: string };

/**
 * Gives every request the app handles an id (a safe incoming X-Request-Id is kept, so a load
 * balancer's id ties its logs to ours), sends it back in X-Request-Id, and writes its access line.
 * `req.log` is a child logger carrying the id, made only when a handler logs (most requests never do):
 * pino-http made one for every request and cost public pages about a quarter of their time (issue 17).
 */
export function requestLogging(app: Express, logger: Logger) {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: TrackedRequest) {
      const log = logger.child({ reqId: this[REQUEST_ID] });
      Object.defineProperty(this, 'log', { value: log, configurable: true, writable: true });
      return log;
    },
  });
  const log = accessLogger(logger);
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = Date.now();
    const requestId = requestIdFor(req.headers['x-request-id']);
    (req as TrackedRequest)[REQUEST_ID] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const { method, originalUrl } = req;
    res.once('close', () => writeAccessLine(log, { requestId, method, url: originalUrl, res, started }));
    next();
  };
}
