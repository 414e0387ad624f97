import type { NextFunction, Request, Response } from 'express';

/** Answers that depend on who is signed in must never be kept by a browser or proxy cache. */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
