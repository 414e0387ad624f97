import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface InFlightRequests {
  /** Resolves once every request the server has started has ended its response. */
  idle(): Promise<void>;
}

/**
 * Counts requests whose handler has not yet ended its response, including those whose client has
 * already hung up. The server's own 'close' waits only for sockets, so without this the database
 * would be closed under handlers still reading or storing (a contact message cut off mid-insert).
 * Must be attached before the app's 'request' listener, so every later wrapper of res.end
 * (compression, express-session) runs first and the count drops when the response really ends.
 */
export function trackInFlightRequests(server: Server): InFlightRequests {
  let count = 0;
  const waiting: Array<() => void> = [];
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    count++;
    const end = res.end;
    let ended = false;
    res.end = function endAndCount(this: ServerResponse, ...args: unknown[]) {
      if (!ended) {
        ended = true;
        count--;
        if (count === 0) waiting.splice(0).forEach((resolve) => resolve());
      }
      return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['end'];
  });
  return { idle: () => (count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))) };
}
