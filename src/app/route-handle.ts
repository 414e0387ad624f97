import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { PageMeta as ContentMeta } from '../content/types';

export interface PageMeta extends ContentMeta {
  /** Pages that must not be indexed (404s, sign-in, admin). */
  noindex?: boolean;
}

/**
 * What a screen declares about its head. Fixed pages give only their title: the server adds their
 * description from content/page-descriptions.ts, which the browser never needs. Detail pages give
 * the description they derive from their own content.
 */
export type RouteMeta = Omit<PageMeta, 'description'> & { description?: string };

/** The matched path and its params, as a route module's functions see them. */
export interface RouteLocation {
  params: Params;
  pathname: string;
}

/** What every lazy route module exports as `handle`. */
export interface RouteHandle {
  /** The page's head; the server reads it for the document, the browser for the title on navigation. */
  meta: (location: RouteLocation) => RouteMeta;
  /** The page opens with a full-bleed dark hero: the navigation bar starts transparent over it. */
  hero?: boolean;
}

/** A screen under pages/, loaded on demand (src/app/route-module-cache.ts). */
export interface RouteModule {
  Component: ComponentType;
  handle: RouteHandle;
  /** Detail pages: whether the URL names content that exists; if not, the answer is 404 with `NotFound`. */
  exists?: (location: RouteLocation) => boolean;
  NotFound?: ComponentType;
}
