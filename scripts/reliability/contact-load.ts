import { randomUUID } from 'node:crypto';

export interface LoadResult {
  /** Marker → id of every submission the server acknowledged with 201. */
  acknowledged: Map<string, string>;
  statuses: Record<number, number>;
  /** Milliseconds per request, in completion order. */
  latencies: number[];
  errors: number;
  wallMs: number;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/**
 * Posts `total` contact messages with `concurrency` clients in flight. Each message carries a unique
 * marker so the caller can check in the database that every acknowledged one is stored exactly once.
 * `onProgress` runs after every response (a crash test uses it to pull the plug mid-load).
 */
export async function runContactLoad(options: {
  /** One server, or several that the clients take in turn, as a load balancer would spread them. */
  baseUrls: string[];
  total: number;
  concurrency: number;
  onProgress?: (done: number) => void;
  /** Called with each acknowledged message's id as its 201 arrives. */
  onAccepted?: (id: string) => void;
}): Promise<LoadResult> {
  const result: LoadResult = { acknowledged: new Map(), statuses: {}, latencies: [], errors: 0, wallMs: 0 };
  let next = 0;
  let done = 0;
  const started = performance.now();
  async function client(): Promise<void> {
    while (next < options.total) {
      const index = next++;
      const marker = randomUUID();
      const began = performance.now();
      try {
        const baseUrl = options.baseUrls[index % options.baseUrls.length]!;
        const res = await fetch(`${baseUrl}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: baseUrl },
          body: JSON.stringify({
            name: `Load client ${index}`,
            email: `load${index}@example.com`,
            phone_number: '+1 (407) 555-0100',
            message: `Load-test message ${marker}`,
          }),
        });
        const body = (await res.json().catch(() => ({}))) as { data?: { id?: string } };
        result.statuses[res.status] = (result.statuses[res.status] ?? 0) + 1;
        if (res.status === 201 && body.data?.id) {
          result.acknowledged.set(marker, body.data.id);
          options.onAccepted?.(body.data.id);
        }
        result.latencies.push(performance.now() - began);
      } catch {
        result.errors++;
      }
      options.onProgress?.(++done);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, client));
  result.wallMs = performance.now() - started;
  return result;
}
