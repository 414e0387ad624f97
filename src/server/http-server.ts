import http from 'node:http';
import type { Express } from 'express';
import { trackInFlightRequests, type InFlightRequests } from './in-flight-requests';

/** Server timeouts so slow or idle clients cannot hold sockets (slowloris) or the process. */
function applyTimeouts(server: http.Server): void {
  server.headersTimeout = 10_000;
  // Long enough for a 20 MB contact upload at about 0.6 Mbit/s; headers still have 10 s, idle sockets 60 s.
  server.requestTimeout = 300_000;
  server.keepAliveTimeout = 5_000;
  server.timeout = 60_000;
}

/**
 * The site's HTTP server around an app: timeouts, and in-flight requests counted for a clean shutdown.
 * The start-up warm-up serves its posts through a server made here too: the objects a request meets
 * (server, socket, response with its counting `end`) then have the same shapes as the real ones, so the
 * code V8 optimised during the warm-up is not thrown away ("wrong map") by the first real requests.
 */
export function createHttpServer(app: Express): { server: http.Server; inFlight: InFlightRequests } {
  // Check for timed-out connections every second (Node's default is 30 s) so the limits bite promptly.
  const server = http.createServer({ connectionsCheckingInterval: 1000 });
  const inFlight = trackInFlightRequests(server);
  server.on('request', app);
  applyTimeouts(server);
  return { server, inFlight };
}
