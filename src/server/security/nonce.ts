import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** A fresh CSP nonce: 128 random bits, base64. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** A fresh CSP nonce per response (res.locals.nonce), read by the security headers and by the SSR document. */
export function assignNonce(_req: Request, res: Response, next: NextFunction): void {
  res.locals.nonce = newNonce();
  next();
}
