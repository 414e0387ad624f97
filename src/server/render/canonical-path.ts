import type { NextFunction, Request, Response } from 'express';

/**
 * A page's one spelling: lower case (percent-escapes in upper case, as RFC 3986 recommends), no
 * doubled slashes, no trailing slash (except `/` itself). A path with a broken escape is left alone:
 * it names no page and answers 404 as it is.
 */
export function canonicalPath(path: string): string {
  try {
    decodeURIComponent(path);
  } catch {
    return path;
  }
  const collapsed = path.replace(/\/{2,}/g, '/').replace(/%[0-9a-f]{2}|[^%]+/gi, (part) => (part.startsWith('%') ? part.toUpperCase() : part.toLowerCase()));
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

/**
 * Sends other spellings of a page URL (/Projects, /projects/, //projects) to the canonical one with
 * a 301, query kept, so a typed or pasted address still works and search engines see one URL per
 * page (the canonical link is built from the path). Collapsing slashes also keeps the Location from
 * ever starting with `//`, which a browser would read as another host.
 */
export function redirectToCanonicalPath(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const canonical = canonicalPath(req.path);
  if (canonical === req.path) return next();
  const queryStart = req.originalUrl.indexOf('?');
  res.redirect(301, canonical + (queryStart === -1 ? '' : req.originalUrl.slice(queryStart)));
}
