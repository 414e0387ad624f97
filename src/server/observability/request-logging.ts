import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy or client may hand us: short, printable, no separators that could forge a log field. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Invitation and password-reset links carry their secret in the path (/invite/<token>,
 * /reset-password/<token>, and the API routes they post to): logged URLs show `[redacted]` instead.
 */
const TOKEN_IN_PATH = /(\/(?:invite|invites|reset-password|password-reset)\/)[^/?#]+/g;

export function redactUrlTokens(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[redacted]');
}

export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Every request the app handles: an id (a safe incoming X-Request-Id is kept, so a load balancer's id
 * ties its logs to ours) sent back in X-Request-Id, `req.log` (a child logger whose every line carries
 * `reqId`, for handlers), and one line when the response ends: `{reqId, req: {method, url}, res:
 * {status}, responseTime, msg: 'request completed'}`. The method, path (tokens cut out) and status
 * only: headers (cookies, tokens) never reach the log.
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdFor(req.headers['x-request-id']);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    // Unwrapped: pino-http's wrappers would first copy every request into a full serialized object.
    wrapSerializers: false,
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrlTokens(req.url) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  });
}

/**
 * The logger for the cached-page responder's access lines (render/cached-page-responder.ts), which
 * answers before Express and pino-http: their shape is fixed and holds no field that redaction looks
 * for, so they skip pino's redaction, which took a twentieth of a cached page's time.
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
 * The line pino-http writes for a request, written for a cached page: `{reqId, req: {method, url},
 * res: {status}, responseTime, msg}`, so both ways log alike.
 */
export function writeAccessLine(log: Logger, record: AccessRecord): void {
  const { res } = record;
  const url = record.url === undefined ? undefined : redactUrlTokens(record.url);
  const line = { reqId: record.requestId, req: { method: record.method, url }, res: { status: res.statusCode }, responseTime: Date.now() - record.started };
  if (!res.writableFinished) log.warn(line, 'request aborted');
  else if (res.statusCode >= 500) log.error(line, 'request completed');
  else log.info(line, 'request completed');
}
