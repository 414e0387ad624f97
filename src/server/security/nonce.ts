import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** A fresh CSP nonce per response (res.locals.nonce), read by helmet and by the SSR document. */
export function assignNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.nonce = randomBytes(16).toString('base64');
  next();
}
