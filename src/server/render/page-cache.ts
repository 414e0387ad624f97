/**
 * Public pages are the same for every visitor, so each is rendered once per build and process and
 * kept with its nonce cut out; a response joins the pieces around a fresh nonce (issue 8, DESIGN 1).
 */
export interface CachedPage {
  status: number;
  /** The page's UTF-8 bytes, cut where the nonce goes: encoded once, not on every response. */
  pieces: Buffer[];
}

export const NONCE_PLACEHOLDER = 'n0nce-placeholder-3f9c';
const MAX_ENTRIES = 500;

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** Stores a page rendered with NONCE_PLACEHOLDER as its nonce. The bound keeps memory flat. */
  set(key: string, status: number, html: string): CachedPage {
    const page = PageCache.prepare(status, html);
    if (this.pages.size < MAX_ENTRIES) this.pages.set(key, page);
    return page;
  }

  /** A page rendered with NONCE_PLACEHOLDER, ready to be sent with any nonce. */
  static prepare(status: number, html: string): CachedPage {
    return { status, pieces: html.split(NONCE_PLACEHOLDER).map((piece) => Buffer.from(piece)) };
  }

  /**
   * The page's bytes around a fresh nonce. A Buffer, so the response neither measures nor encodes
   * the ~70 KB of text again: on the public pages that was a fifth of the server's time per request.
   */
  static html(page: CachedPage, nonce: string): Buffer {
    const nonceBytes = Buffer.from(nonce);
    const parts: Buffer[] = [];
    page.pieces.forEach((piece, index) => {
      if (index > 0) parts.push(nonceBytes);
      parts.push(piece);
    });
    return Buffer.concat(parts);
  }
}
