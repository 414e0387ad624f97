import { execFileSync } from 'node:child_process';

export interface WrkResult {
  requests: number;
  requestsPerSecond: number;
  non2xx: number;
}

/** Runs wrk (Debian package) on core 1, leaving core 0 to the server under test. */
export function wrk(url: string, options: { seconds: number; connections: number; headers?: string[] }): WrkResult {
  const headerArgs = (options.headers ?? []).flatMap((header) => ['-H', header]);
  const out = execFileSync('taskset', ['-c', '1', 'wrk', '-t1', `-c${options.connections}`, `-d${options.seconds}s`, ...headerArgs, url], { encoding: 'utf8' });
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
  const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return { requests, requestsPerSecond, non2xx };
}
