/**
 * Public pages are the same for every visitor, so each is rendered once per build and process and
 * kept with its nonce cut out; a response joins the pieces around a fresh nonce (issue 8, DESIGN 1).
 */
export interface CachedPage {
  status: number;
  pieces: string[];
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
    const page = { status, pieces: html.split(NONCE_PLACEHOLDER) };
    if (this.pages.size < MAX_ENTRIES) this.pages.set(key, page);
    return page;
  }

  static html(page: CachedPage, nonce: string): string {
    return page.pieces.join(nonce);
  }
}
