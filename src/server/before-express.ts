import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';

/**
 * Answers a request without Express, or returns false to leave it to Express. A responder that has
 * started on a request (e.g. read its body) may still hand it over later with `toExpress`.
 */
export type BeforeExpress = (req: IncomingMessage, res: ServerResponse, toExpress: () => void) => boolean;

/**
 * Puts responders in front of Express itself, for the busiest requests whose answers need none of it
 * (cached public pages, JSON contact posts). Express builds every request before its first middleware
 * runs (prototypes swapped, a final handler, the router's bookkeeping): for a cached page that was a
 * tenth of the server's time, for nothing the response needs. `app.handle` is what the app function
 * calls for each request, so the app stays an Express app for its server and for supertest.
 */
export function answerBeforeExpress(app: Express, ...responders: BeforeExpress[]): Express {
  const withHandle = app as unknown as { handle: (req: IncomingMessage, res: ServerResponse, next?: unknown) => void };
  const handle = withHandle.handle.bind(app);
  withHandle.handle = (req, res, next) => {
    const toExpress = () => handle(req, res, next);
    for (const respond of responders) if (respond(req, res, toExpress)) return;
    toExpress();
  };
  return app;
}
