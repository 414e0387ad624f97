import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { REQUEST_ID_HEADER } from '../observability/request-logging';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings a cached page is kept in, best first. */
export const PAGE_ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/** One encoding of a cached page: its bytes and every response header, ready for writeHead. */
export interface EncodedPage {
  body: Buffer;
  /**
   * A flat [name, value, …] list that starts with X-Request-Id, whose value (index 1) is the one
   * thing written per response; nothing else about the headers is built per request.
   */
  headers: string[];
}

/**
 * A public page as a static file server would keep it: the same bytes for every visitor, compressed
 * once per encoding, with its response headers (security headers included) computed once.
 */
export interface CachedPage {
  status: number;
  encodings: Record<PageEncoding, EncodedPage>;
}

export const REQUEST_ID_VALUE_INDEX = 1;

function encoded(body: Buffer, encoding: PageEncoding, headers: string[]): EncodedPage {
  const sized = [REQUEST_ID_HEADER, '', ...headers, 'Content-Length', String(body.length)];
  return { body, headers: encoding === 'identity' ? sized : [...sized, 'Content-Encoding', encoding] };
}

const MAX_ENTRIES = 500;

/**
 * Public pages by path, rendered once per build and process (issue 8, DESIGN 1; issue 23: sent like
 * static files). A cache of deterministic output, not shared state: every instance fills its own.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly filling = new Set<string>();

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /**
   * Compresses a freshly rendered page off the event loop (brotli at its best quality takes a tenth
   * of a second for 70 KB) and keeps it; until then the page is rendered and compressed per request
   * as before. The bound keeps memory flat.
   */
  /** `headers`: the page's response headers but X-Request-Id, Content-Length and Content-Encoding. */
  async fill(key: string, html: Buffer, status: number, headers: string[]): Promise<void> {
    if (this.pages.has(key) || this.filling.has(key) || this.pages.size >= MAX_ENTRIES) return;
    this.filling.add(key);
    try {
      const [br, gz] = await Promise.all([
        brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
        gzipAsync(html, { level: 9 }),
      ]);
      this.pages.set(key, { status, encodings: { br: encoded(br, 'br', headers), gzip: encoded(gz, 'gzip', headers), identity: encoded(html, 'identity', headers) } });
    } finally {
      this.filling.delete(key);
    }
  }
}
