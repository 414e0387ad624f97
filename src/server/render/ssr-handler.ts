import { PassThrough } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import type { AppStore } from '../../app/store/make-store';
import { isBot } from './is-bot';
import { NONCE_PLACEHOLDER, PageCache } from './page-cache';
import type { createPageRenderer, RenderResult } from './page-renderer';
import { streamToString } from './render-react';

type RenderPage = ReturnType<typeof createPageRenderer>;

/**
 * Handlers that ran before SSR (the admin gate, the no-JS contact form) can hand the render a
 * prepared store or extra head markup through res.locals; such pages are never cached.
 */
export interface SsrLocals {
  nonce: string;
  store?: AppStore;
  status?: number;
  noStore?: boolean;
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

export function ssrHandler(renderPage: RenderPage, cache = new PageCache()) {
  async function renderToCache(req: Request, key: string) {
    const result = await renderPage(requestUrl(req), { nonce: NONCE_PLACEHOLDER, storeSource: {}, waitForAll: true });
    const html = result.head + (await streamToString(result.body)) + result.tail;
    return result.status === 200 ? cache.set(key, result.status, html) : PageCache.prepare(result.status, html);
  }

  function streamPage(res: Response, result: RenderResult, noStore: boolean): void {
    sendHtmlHeaders(res, res.locals.status ?? result.status, noStore);
    res.cork();
    res.write(result.head);
    const body = new PassThrough();
    body.on('data', (chunk: Buffer) => res.write(chunk));
    body.on('end', () => res.end(result.tail));
    result.body.pipe(body);
    process.nextTick(() => res.uncork());
  }

  return async function handle(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const locals = res.locals as SsrLocals;
    try {
      const cacheable = !locals.store && locals.status === undefined && !req.originalUrl.includes('?');
      if (cacheable) {
        const page = cache.get(req.path) ?? (await renderToCache(req, req.path));
        sendHtmlHeaders(res, page.status, false);
        const html = PageCache.html(page, locals.nonce);
        // Known length, no chunked encoding (compression drops it when it compresses the page).
        res.setHeader('Content-Length', html.length);
        res.end(html);
        return;
      }
      const result = await renderPage(requestUrl(req), {
        nonce: locals.nonce,
        storeSource: { store: locals.store },
        waitForAll: isBot(req.get('user-agent')),
      });
      streamPage(res, result, locals.noStore ?? false);
    } catch (error) {
      next(error);
    }
  };
}
