import { PassThrough } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import type { AppStore } from '../../app/store/make-store';
import { isBot } from './is-bot';
import type { PageCache } from './page-cache';
import { scriptHashSource, withScriptHash } from '../security/script-hash-policy';
import type { createPageRenderer, RenderResult } from './page-renderer';
import { streamToString } from './render-react';

type RenderPage = ReturnType<typeof createPageRenderer>;

/**
 * Handlers that ran before SSR (the admin gate, the no-JS contact form) can hand the render a
 * prepared store or extra head markup through res.locals; such pages, and those a handler marks
 * no-store (they depend on the session), are never cached.
 */
export interface SsrLocals {
  nonce: string;
  store?: AppStore;
  status?: number;
  noStore?: boolean;
  /** The page is a function of its URL and its prepared store's data: renders are remembered (render-memo.ts). */
  memoise?: boolean;
}

/** Only the path and query matter to the render (canonical URLs come from PUBLIC_URL). */
function requestUrl(req: Request): URL {
  return new URL(req.originalUrl, 'http://localhost');
}

function sendHtmlHeaders(res: Response, status: number, noStore: boolean): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', noStore ? 'no-store' : 'no-cache');
}

// Node has had it since 15.13; @types/node 20 leaves it out.
type WithRawHeaderNames = { getRawHeaderNames(): string[] };

/** The headers a response has so far, as a flat [name, value, …] list in their original spelling. */
function headerList(res: Response, leaveOut: Set<string>): string[] {
  return (res as unknown as WithRawHeaderNames).getRawHeaderNames().flatMap((name) => (leaveOut.has(name.toLowerCase()) ? [] : [name, String(res.getHeader(name))]));
}

/** Set per response when a cached page is sent (cached-page-response.ts), so never stored with it. */
const PER_RESPONSE_HEADERS = new Set(['x-request-id', 'content-length', 'content-encoding']);

export function ssrHandler(renderPage: RenderPage, options: { cache: PageCache; scriptLoader: string }) {
  const { cache } = options;
  const loaderHash = scriptHashSource(options.scriptLoader);

  /**
   * A public page's first request: rendered whole without a nonce (its policy names the loader's
   * hash), sent, and handed to the cache with this response's headers, after which the cached-page
   * responder answers the path before any middleware runs.
   */
  async function renderForCache(req: Request, res: Response): Promise<void> {
    const result = await renderPage(requestUrl(req), { nonce: '', storeSource: {}, waitForAll: true });
    if (!('body' in result)) throw new Error('a public page is rendered, never remembered');
    const html = Buffer.from(result.head + (await streamToString(result.body)) + result.tail());
    sendHtmlHeaders(res, result.status, false);
    const policy = res.getHeader('Content-Security-Policy');
    if (typeof policy === 'string') res.setHeader('Content-Security-Policy', withScriptHash(policy, loaderHash));
    if (result.status === 200) {
      const headers = [...headerList(res, PER_RESPONSE_HEADERS), 'Vary', 'Accept-Encoding'];
      cache.fill(req.path, html, result.status, headers).catch((error: unknown) => req.log.warn({ error: String(error) }, 'page not cached'));
    }
    // Known length, no chunked encoding (compression drops it when it compresses the page).
    res.setHeader('Content-Length', html.length);
    res.end(html);
  }

  function sendPage(res: Response, result: RenderResult, noStore: boolean): void {
    sendHtmlHeaders(res, res.locals.status ?? result.status, noStore);
    if ('remembered' in result) {
      // All but the tail is bytes already: one write of a known length, no chunked encoding.
      const tail = Buffer.from(result.tail());
      res.setHeader('Content-Length', result.remembered.length + tail.length);
      res.end(Buffer.concat([result.remembered, tail]));
      return;
    }
    res.cork();
    res.write(result.head);
    const body = new PassThrough();
    body.on('data', (chunk: Buffer) => res.write(chunk));
    body.on('end', () => res.end(result.tail()));
    result.body.pipe(body);
    process.nextTick(() => res.uncork());
  }

  return async function handle(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const locals = res.locals as SsrLocals;
    try {
      // A public page (no query, nothing prepared by a handler in front); on later requests the
      // cached-page responder has answered before this point, unless the page is still compressing.
      if (!locals.store && locals.status === undefined && !locals.noStore && !req.originalUrl.includes('?')) return await renderForCache(req, res);
      const result = await renderPage(requestUrl(req), {
        nonce: locals.nonce,
        storeSource: { store: locals.store },
        waitForAll: isBot(req.get('user-agent')),
        memoise: locals.memoise,
      });
      sendPage(res, result, locals.noStore ?? false);
    } catch (error) {
      next(error);
    }
  };
}
