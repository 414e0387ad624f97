import type { Params } from 'react-router-dom';

/** A screen's URL pattern, compiled: '' is the index route (`/`), `:name` a dynamic segment. */
export interface PathPattern {
  matcher: RegExp;
  params: string[];
  /** React Router's rank: more segments, and static ones, win (computeScore). */
  score: number;
}

export interface PathMatch {
  params: Params;
  pathname: string;
}

const STATIC_SEGMENT = 10;
const DYNAMIC_SEGMENT = 3;
const EMPTY_SEGMENT = 1;
const INDEX_ROUTE = 2;

/**
 * React Router's matching (`matchRoutes`, `compilePath`, `computeScore`) for the only patterns the
 * screens use, children of `/` made of static and `:param` segments, done the same way: case-insensitive,
 * any number of trailing slashes, the path decoded segment by segment (an encoded slash stays `%2F`
 * until it is a param's value), static segments ranked above dynamic ones. Its general matcher (splats,
 * optional segments, nested layouts, basenames) cost about 1.7 KB gzip on every first load (issue 23);
 * test/unit/page-routes.test.ts holds this one to React Router's answers on many paths.
 */
export function compilePathPattern(path: string | undefined): PathPattern {
  const params: string[] = [];
  const source = `/${path ?? ''}`
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      params.push(name);
      return '/([^\\/]+)';
    });
  const segments = `/${path ?? ''}`.split('/');
  const score =
    segments.length +
    (path === undefined ? INDEX_ROUTE : 0) +
    segments.reduce((sum, segment) => sum + (/^:[\w-]+$/.test(segment) ? DYNAMIC_SEGMENT : segment === '' ? EMPTY_SEGMENT : STATIC_SEGMENT), 0);
  return { matcher: new RegExp(`^${source}\\/*$`, 'i'), params, score };
}

/** The path as React Router matches it: without query or fragment, each segment percent-decoded (decodePath). */
export function decodePathname(pathname: string): string {
  const path = pathname.replace(/[?#][^]*/, '') || '/';
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

/** The pattern's match of a decoded path, with its params and matched pathname as React Router gives them. */
export function matchPathPattern(pattern: PathPattern, decoded: string): PathMatch | undefined {
  const found = pattern.matcher.exec(decoded);
  if (!found) return undefined;
  const params = Object.fromEntries(pattern.params.map((name, index) => [name, (found[index + 1] ?? '').replace(/%2F/g, '/')]));
  return { params, pathname: `//${found[0]}`.replace(/[\\/]{2,}/g, '/') };
}
