import { createHash } from 'node:crypto';

/**
 * RTK Query's bookkeeping on each cache entry (the objects naming their `endpointName`), different on
 * every request for the same data; nothing renders it, so it must not make two renders look different.
 */
const PER_REQUEST_FIELDS = new Set(['requestId', 'startedTimeStamp', 'fulfilledTimeStamp']);

function withoutBookkeeping(this: unknown, key: string, value: unknown): unknown {
  return PER_REQUEST_FIELDS.has(key) && Object.hasOwn(this as object, 'endpointName') ? undefined : value;
}

/**
 * The memo's key: a signed-in page is a function of its URL and the data in its store (rendering
 * reads no clock, no cookie and no randomness; the CSP nonce sits in the tail, which is never
 * remembered), so two requests with equal keys render the same markup.
 */
export function renderMemoKey(url: URL, state: unknown): string {
  const data = JSON.stringify(state, withoutBookkeeping);
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
