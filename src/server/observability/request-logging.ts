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
 * Gives every request an id (a safe incoming X-Request-Id is kept, so a load balancer's id ties its
 * logs to ours), sends it back in X-Request-Id, and logs one line when the response ends. `req.log` is
 * a child logger whose every line carries `reqId`: handlers log through it.
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
    // The method, path and status are enough; headers (cookies, tokens) never reach the log. Unwrapped:
    // pino-http's wrappers would first copy every request into a full serialized object, per request.
    wrapSerializers: false,
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrlTokens(req.url) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  });
}
