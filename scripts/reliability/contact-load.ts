import { randomUUID } from 'node:crypto';
import http from 'node:http';

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
 * One POST of a JSON body over a kept-alive connection of `agent`: the status and the parsed answer (empty
 * when it is not JSON). node:http, not fetch: in a freshly started load generator, fetch (undici) added
 * 100–150 ms of its own to the first 50 posts (the site's log gave those posts 100 ms from its first
 * middleware to the end of the response; fetch saw 250–300 ms, node:http 120–190 ms), so a fresh
 * server's p99 measured the client's cold start as much as the server's.
 */
function postJson(url: URL, body: string, agent: http.Agent): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', origin: url.origin, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let parsed: unknown = {};
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // Not JSON: the status is what counts.
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

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
  // One pool of kept-alive connections per server, as many as there are clients.
  const agents = options.baseUrls.map(() => new http.Agent({ keepAlive: true, maxSockets: options.concurrency }));
  async function client(): Promise<void> {
    while (next < options.total) {
      const index = next++;
      const marker = randomUUID();
      const began = performance.now();
      try {
        const server = index % options.baseUrls.length;
        const res = await postJson(
          new URL('/api/contact', options.baseUrls[server]),
          JSON.stringify({
            name: `Load client ${index}`,
            email: `load${index}@example.com`,
            phone_number: '+1 (407) 555-0100',
            message: `Load-test message ${marker}`,
          }),
          agents[server]!,
        );
        const body = res.body as { data?: { id?: string } };
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
  for (const agent of agents) agent.destroy();
  return result;
}
