import type { RouteObject } from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '../../app/app-providers';
import { ImagePreloadsContext, type ImagePreload } from '../../app/components/media/image-preloads';
import type { PageMeta, RouteHandle } from '../../app/route-handle';
import { storeSourceState, type StoreSource } from '../../app/store/store-source';
import { notFoundMeta } from '../../app/pages/not-found/not-found-meta';
import type { AssetManifest } from './asset-manifest';
import { modulePreloads } from './asset-manifest';
import { documentParts } from './document';
import { renderReactStream, type ReactStream } from './render-react';
import { serializeRouteErrors } from './route-errors';
import { escapeHtml, serializeForScript } from './serialize';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; tail: string; body: ReactStream };

export interface PageRendererOptions {
  routes: RouteObject[];
  routeModules: Record<string, string>;
  manifest: AssetManifest;
  publicUrl: string;
  siteName: string;
  socialImagePath: string;
  renderTimeoutMs?: number;
  onError: (error: unknown) => void;
}

function deepestHandle(context: StaticHandlerContext) {
  for (const match of [...context.matches].reverse()) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.meta) return { handle, location: match };
  }
  return undefined;
}

function pageMeta(context: StaticHandlerContext): PageMeta {
  const found = context.errors ? undefined : deepestHandle(context);
  return found ? found.handle.meta(found.location) : notFoundMeta(context);
}

/** The LCP image starts downloading with the head, at high priority, before the body is parsed. */
function imagePreloadTags(preloads: ImagePreload[]): string {
  return preloads
    .map((p) => `<link rel="preload" as="image" type="${p.type}" imagesrcset="${escapeHtml(p.srcSet)}" imagesizes="${escapeHtml(p.sizes)}" fetchpriority="high">`)
    .join('');
}

/** JSON-LD is data, not script: no nonce needed, and it is escaped like the preloaded state. */
function structuredDataTag(context: StaticHandlerContext, publicUrl: string): string {
  const found = context.errors ? undefined : deepestHandle(context);
  const data = found?.handle.structuredData?.(found.location, publicUrl);
  return data ? `<script type="application/ld+json">${serializeForScript(data)}</script>` : '';
}

/** Server side of the data router: match, load, render with styles collected, wrap in the document. */
export function createPageRenderer(options: PageRendererOptions) {
  const handler = createStaticHandler(options.routes);
  const timeoutMs = options.renderTimeoutMs ?? 10_000;

  return async function renderPage(
    request: Request,
    page: { nonce: string; storeSource: StoreSource; waitForAll: boolean; extraHead?: string },
  ): Promise<RenderResult> {
    const context = await handler.query(request);
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const sheet = new ServerStyleSheet();
    const imagePreloads: ImagePreload[] = [];
    try {
      const element = sheet.collectStyles(
        <ImagePreloadsContext.Provider value={imagePreloads}>
          <AppProviders storeSource={page.storeSource}>
            <StaticRouterProvider router={router} context={context} hydrate={false} nonce={page.nonce} />
          </AppProviders>
        </ImagePreloadsContext.Provider>,
      );
      const body = await renderReactStream(element, { waitForAll: page.waitForAll, timeoutMs, onError: options.onError });
      const url = new URL(request.url);
      const modules = context.matches.map((m) => options.routeModules[m.route.id]).filter((m): m is string => !!m);
      const { head, tail } = documentParts({
        meta: pageMeta(context),
        canonicalUrl: new URL(url.pathname, options.publicUrl).href,
        socialImageUrl: new URL(options.socialImagePath, options.publicUrl).href,
        siteName: options.siteName,
        styleTags: sheet.getStyleTags(),
        manifest: options.manifest,
        preloads: modulePreloads(options.manifest, modules),
        nonce: page.nonce,
        extraHead: imagePreloadTags(imagePreloads) + structuredDataTag(context, options.publicUrl.replace(/\/$/, '')) + (page.extraHead ?? ''),
        pageData: {
          state: storeSourceState(page.storeSource),
          router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeRouteErrors(context.errors) },
        },
      });
      return { kind: 'page', status: context.statusCode, head, tail, body };
    } finally {
      sheet.seal();
    }
  };
}
