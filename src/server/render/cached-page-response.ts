import type { IncomingMessage, ServerResponse } from 'node:http';
import { negotiateEncoding } from './content-encoding';
import { REQUEST_ID_VALUE_INDEX, type CachedPage } from './page-cache';

/**
 * Sends a cached page in the encoding the client prefers, with all its headers in one writeHead.
 * The stored header list is reused: its request-id slot is written just before writeHead, which
 * serialises the list at once and keeps no reference to it, so nothing is allocated per response.
 */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, requestId: string): void {
  const { body, headers } = page.encodings[negotiateEncoding(req.headers['accept-encoding'])];
  headers[REQUEST_ID_VALUE_INDEX] = requestId;
  res.writeHead(page.status, headers);
  // HEAD: Node sends no body for it, whatever end() is given.
  res.end(body);
}
