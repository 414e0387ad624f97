import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger';
import type { Metrics } from '../observability/metrics';
import { accessLogger, requestIdFor, writeAccessLine } from '../observability/request-logging';
import { sendCachedPage } from './cached-page-response';
import type { PageCache } from './page-cache';

/**
 * Answers a GET or HEAD whose URL is exactly a cached public page's path, the way a static file
 * server does, with the request id, access log line and metrics every other request gets. A page is
 * only cached after its first request went the whole way through the app (canonical path, no query,
 * no session, no handler in front), and its headers are the ones that request was given, so both ways
 * answer alike. Returns false for everything else.
 */
export function cachedPageResponder(cache: PageCache, deps: { logger: Logger; metrics?: Metrics }) {
  const log = accessLogger(deps.logger);
  const durations = deps.metrics?.httpDuration;
  return function answerCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
    // A request the app re-dispatches to itself (the no-JS contact form's answer) has been through
    // Express already (res.locals) and carries what its handlers prepared: it must be rendered.
    if ('locals' in res) return false;
    const page = (req.method === 'GET' || req.method === 'HEAD') && req.url !== undefined ? cache.get(req.url) : undefined;
    if (!page) return false;
    const started = Date.now();
    const requestId = requestIdFor(req.headers['x-request-id']);
    const stopTimer = durations?.startTimer({ method: req.method, route: 'page' });
    const { method, url } = req;
    res.once('close', () => {
      writeAccessLine(log, { requestId, method, url, res, started });
      stopTimer?.({ status: String(res.statusCode) });
    });
    sendCachedPage(req, res, page, requestId);
    return true;
  };
}
