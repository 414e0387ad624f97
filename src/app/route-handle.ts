import type { Params } from 'react-router-dom';
import type { PageMeta as ContentMeta } from '../content/types';

export interface PageMeta extends ContentMeta {
  /** Pages that must not be indexed (404s, sign-in, admin). */
  noindex?: boolean;
}

/** What every lazy route module exports as `handle`. */
export interface RouteHandle {
  /** <title> and meta description; the server reads it for the document, the browser on navigation. */
  meta: (location: { params: Params; pathname: string }) => PageMeta;
  /** The page opens with a full-bleed dark hero: the navigation bar starts transparent over it. */
  hero?: boolean;
  /** schema.org JSON-LD for the page (see app/seo/structured-data.ts); rendered by the server only. */
  structuredData?: (location: { params: Params; pathname: string }, publicUrl: string) => object | undefined;
}
