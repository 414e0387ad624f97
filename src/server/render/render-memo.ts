import { createHash } from 'node:crypto';

/**
 * The state without RTK Query's bookkeeping on each query entry (`requestId` and timestamps), which
 * differs on every request for the same data and is never rendered. Copies only what it changes.
 */
function withoutBookkeeping(state: unknown): unknown {
  const api = (state as { api?: { queries?: Record<string, object> } } | null)?.api;
  if (!api?.queries) return state;
  const queries: Record<string, object> = {};
  for (const [key, entry] of Object.entries(api.queries)) {
    const { requestId: _requestId, startedTimeStamp: _started, fulfilledTimeStamp: _fulfilled, ...rest } = entry as Record<string, unknown>;
    queries[key] = rest;
  }
  return { ...(state as object), api: { ...api, queries } };
}

/**
 * The memo's key: a signed-in page is a function of its URL and the data in its store (rendering
 * reads no clock, no cookie and no randomness; the CSP nonce sits in the tail, which is never
 * remembered), so two requests with equal keys render the same markup.
 */
export function renderMemoKey(url: URL, state: unknown): string {
  const data = JSON.stringify(withoutBookkeeping(state));
  return createHash('sha256').update(url.pathname).update('?').update(url.search).update('\0').update(data).digest('base64url');
}

/**
 * Renders of signed-in pages (the document up to its tail, as the bytes sent), kept by key, least recently used out first, within `maxBytes` of
 * markup. Reloading the inbox, going back to it and switching between its views repeat renders of
 * unchanged data; rendering was about four fifths of such a request's server CPU. A cache of one
 * instance's own work: any entry may be missing (another instance, a restart) and the page is simply
 * rendered again, so nothing shared lives here.
 */
export class RenderMemo {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Map keeps insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Buffer): void {
    const size = entry.length;
    if (size > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.length;
  }
}
