import type { NextFunction, Request, Response } from 'express';

/** What a page path can contain; a path with dots or escapes names a file or nothing, never a page. */
const PAGE_LIKE = /^[\w/-]+$/;

/** A page's one spelling: lower case, no doubled slashes, no trailing slash (except `/` itself). */
export function canonicalPath(path: string): string {
  if (!PAGE_LIKE.test(path)) return path;
  const collapsed = path.replace(/\/{2,}/g, '/').toLowerCase();
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/**
 * Sends other spellings of a page URL (/Projects, /projects/, //projects) to the canonical one with
 * a 301, query kept, so a typed or pasted address still works and search engines see one URL per
 * page (the canonical link is built from the path). Collapsing slashes also keeps the Location from
 * ever starting with `//`, which a browser would read as another host. Anything else (file paths,
 * traversal attempts, broken escapes) is left to answer for itself.
 */
export function redirectToCanonicalPath(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const canonical = canonicalPath(req.path);
  if (canonical === req.path) return next();
  const queryStart = req.originalUrl.indexOf('?');
  res.redirect(301, canonical + (queryStart === -1 ? '' : req.originalUrl.slice(queryStart)));
}
