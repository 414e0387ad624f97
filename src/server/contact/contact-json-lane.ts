import type { IncomingMessage, ServerResponse } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { ipKeyGenerator } from 'express-rate-limit';
import proxyaddr from 'proxy-addr';
import { CONTACT_ENDPOINT } from '../../shared/contact-fields';
import { validateContactMessage, type ContactMessage } from '../../shared/contact-schema';
import { CONTACT_BODY_LIMIT_BYTES } from '../api/contact-router';
import { errorBody, INTERNAL_ERROR, NOT_JSON_ERROR } from '../api/json-errors';
import type { AppDeps } from '../app-deps';
import type { BeforeExpress } from '../before-express';
import type { Database } from '../db/database';
import { isDatabaseOutage } from '../db/database-errors';
import { ObjectId } from '../db/driver';
import { giveBackUnlessAccepted, judgeWindows, writeWindowHeaders } from '../limits/window-limits';
import type { Logger } from '../logger';
import { accessLogger, REQUEST_ID_HEADER, requestIdFor, writeAccessLine } from '../observability/request-logging';
import { newNonce } from '../security/nonce';
import { requestSource } from '../security/same-origin';
import type { SecurityHeaders } from '../security/security-headers';
import { CONTACT_UNAVAILABLE_ERROR, contactJsonReply, type ContactOutcome } from './contact-reply';
import { isHoneypotFilled } from './honeypot';
import { acceptedMessageWindows, RATE_LIMITED_ERROR } from './rate-limits';
import { newMessageJobs, storeSubmission } from './submission-store';

const PATH = CONTACT_ENDPOINT;
/** The label the Express route's requests get in the metrics (`${baseUrl}${route.path}`). */
const ROUTE_LABEL = '/api/contact/';
/** What the contact form's script sends; any other type or charset goes the Express way. */
const UTF8_JSON = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/** body-parser's: the first character that is not JSON whitespace. */
const FIRST_NON_WHITESPACE = /^[\x20\x09\x0a\x0d]*([^\x20\x09\x0a\x0d])/;
/** Strips a BOM and puts U+FFFD for invalid bytes, as iconv-lite does for body-parser. */
const utf8 = new TextDecoder('utf-8');

type Parsed = { ok: true; value: unknown } | { ok: false };

/** A response the lane answers itself, and a logger for its errors that carries the request id. */
interface Exchange {
  res: ServerResponse;
  log: () => Logger;
}

/**
 * POST /api/contact with a JSON body, the form's and the dialog's own request, answered before Express
 * (issue 23: Express and its middleware were about a third of a post's CPU). It does what the Express
 * route does for a valid message, with the same shared parts: the same-origin rule, the 16 KB cap,
 * body-parser's strict JSON, the schema, the minute and day limits (one round trip), the single insert,
 * the reply's body, and the request id, security headers, access line and metrics every response gets.
 * Anything else goes to the Express route, which stays the one place for the rest: a request it cannot
 * take from its headers alone (another type, charset or encoding, a chunked or larger body, a foreign
 * or unusual origin, no database) untouched; an invalid message or a bot's, once read, with its parsed
 * body (body-parser then sees a finished request and keeps `req.body`). A body that is not JSON gets
 * body-parser's 400 here.
 */
export function contactJsonLane(deps: AppDeps, options: { trustProxy: (address: string, hop: number) => boolean; securityHeaders: SecurityHeaders }): BeforeExpress {
  const allowedOrigin = new URL(deps.env.PUBLIC_URL).origin;
  const { counter, windows } = acceptedMessageWindows(deps.env, () => deps.db!.native);
  const access = accessLogger(deps.logger);
  const durations = deps.metrics?.httpDuration;

  /** Headers, access line and metrics, as every other response gets them; from here the lane answers. */
  const begin = (req: IncomingMessage, res: ServerResponse, started: number): Exchange => {
    const requestId = requestIdFor(req.headers['x-request-id']);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    options.securityHeaders.apply(res, newNonce());
    // compression() adds it to every compressible response on the Express side, answered compressed or not.
    res.setHeader('Vary', 'Accept-Encoding');
    const stopTimer = durations?.startTimer({ method: 'POST', route: ROUTE_LABEL });
    res.once('finish', () => stopTimer?.({ status: String(res.statusCode) }));
    res.once('close', () => writeAccessLine(access, { requestId, method: 'POST', url: PATH, res, started }));
    let log: Logger | undefined;
    return { res, log: () => (log ??= deps.logger.child({ reqId: requestId })) };
  };

  const accept = async (req: IncomingMessage, exchange: Exchange, db: Database, message: ContactMessage) => {
    const key = ipKeyGenerator(proxyaddr(req, options.trustProxy));
    const counts = await counter.hit(key);
    giveBackUnlessAccepted(exchange.res, () => counter.giveBack(key), exchange.log);
    const verdict = judgeWindows(counts, windows, key);
    writeWindowHeaders(exchange.res, verdict);
    if (verdict.retryAfter !== undefined) return reply(exchange, { kind: 'refused', status: 429, error: RATE_LIMITED_ERROR });
    const stored = await storeSubmission(db, message, { jobs: newMessageJobs(deps), id: new ObjectId(), attachments: [] }).catch((error: Error) => {
      exchange.log().error({ error: String(error.cause ?? error) }, 'contact: submission not stored');
    });
    if (!stored) return reply(exchange, { kind: 'refused', status: 503, error: CONTACT_UNAVAILABLE_ERROR });
    deps.metrics?.contactSubmissions.inc();
    reply(exchange, { kind: 'accepted', id: stored.id, created_at: stored.created_at, attachments: [] });
    if (stored.jobs > 0) deps.wakeOutbox?.();
  };

  // As the Express route's error handlers answer: an outage is 503, anything else a logged 500.
  const fail = (exchange: Exchange, error: unknown) => {
    if (isDatabaseOutage(error)) {
      exchange.log().error({ error: String(error) }, 'contact: database unreachable, message not accepted');
      return reply(exchange, { kind: 'refused', status: 503, error: CONTACT_UNAVAILABLE_ERROR });
    }
    exchange.log().error({ path: PATH, error: (error as Error)?.stack ?? String(error) }, 'unhandled error');
    sendJson(exchange.res, 500, errorBody(INTERNAL_ERROR));
  };

  return (req, res, toExpress) => {
    const db = deps.db;
    if (!db || !takesLane(req, allowedOrigin)) return false;
    const started = Date.now();
    buffer(req).then(
      (bytes) => {
        const parsed = parseJson(bytes);
        if (!parsed.ok) return sendJson(begin(req, res, started).res, 400, errorBody(NOT_JSON_ERROR));
        const message = isHoneypotFilled(parsed.value) ? undefined : validateContactMessage(parsed.value);
        if (!message?.success) {
          (req as IncomingMessage & { body?: unknown }).body = parsed.value;
          return toExpress();
        }
        const exchange = begin(req, res, started);
        accept(req, exchange, db, message.data).catch((error: unknown) => fail(exchange, error));
      },
      // The client went away before its body was in: logged as the Express side logs an abandoned request.
      () => writeAccessLine(access, { requestId: requestIdFor(req.headers['x-request-id']), method: 'POST', url: PATH, res, started }),
    );
    return true;
  };
}

/** Decided from the request line and headers alone, before anything is read. */
function takesLane(req: IncomingMessage, allowedOrigin: string): boolean {
  if (req.method !== 'POST' || req.url !== PATH) return false;
  const { headers } = req;
  const length = Number(headers['content-length']);
  if (headers['transfer-encoding'] !== undefined || !(length > 0 && length <= CONTACT_BODY_LIMIT_BYTES)) return false;
  if ((headers['content-encoding'] ?? 'identity').toLowerCase() !== 'identity') return false;
  if (!UTF8_JSON.test(headers['content-type'] ?? '')) return false;
  // Express's req.get('referer') reads a Referrer header first: such a request goes that way.
  if (headers.referrer !== undefined) return false;
  const source = requestSource(headers.origin, headers.referer);
  return source === undefined || source === allowedOrigin;
}

/** body-parser's strict JSON: UTF-8 without its BOM, an object or array at the top, an empty body as {}. */
function parseJson(bytes: Buffer): Parsed {
  const text = utf8.decode(bytes);
  if (text.length === 0) return { ok: true, value: {} };
  const first = FIRST_NON_WHITESPACE.exec(text)?.[1];
  if (first !== '{' && first !== '[') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function reply(exchange: Exchange, outcome: ContactOutcome): void {
  const { status, body } = contactJsonReply(outcome, false);
  sendJson(exchange.res, status, body);
}

/** As Express's res.json sends it. */
function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
