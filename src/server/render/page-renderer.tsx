import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '../../app/app-providers';
import { loadDeferredParts } from '../../app/components/deferred/deferred';
import { ImagePreloadsContext, type ImagePreload } from '../../app/components/media/image-preloads';
import { matchPage } from '../../app/page-routes';
import type { PageMeta, RouteLocation } from '../../app/route-handle';
import { loadRouteModule } from '../../app/route-module-cache';
import { AppRoutes } from '../../app/routes';
import { storeSourceState, type StoreSource } from '../../app/store/store-source';
import { notFoundMeta } from '../../content/meta';
import { pageDescriptions, type StaticRoute } from '../../content/page-descriptions';
import { structuredDataFor } from '../seo/structured-data';
import type { AssetManifest } from './asset-manifest';
import { modulePreloads } from './asset-manifest';
import { documentParts } from './document';
import { RememberedStylis } from './remembered-stylis';
import { RenderMemo, rememberedStream, renderMemoKey, type RememberedRender } from './render-memo';
import { renderReactStream, streamToString, type ReactStream } from './render-react';
import { escapeHtml, serializeForScript } from './serialize';

export interface RenderResult {
  status: number;
  head: string;
  tail: string;
  body: ReactStream;
}

export interface PageRendererOptions {
  manifest: AssetManifest;
  publicUrl: string;
  siteName: string;
  socialImagePath: string;
  renderTimeoutMs?: number;
  onError: (error: unknown) => void;
  /** The markup kept of memoised (signed-in) renders, in bytes; see render-memo.ts. */
  renderMemoBytes?: number;
}

const DEFAULT_RENDER_MEMO_BYTES = 16 * 1024 * 1024;

/** What a URL shows before rendering: its status, head metadata and the screen module to preload. */
interface ResolvedPage {
  status: 200 | 404;
  meta: PageMeta;
  structuredData?: object;
  module?: string;
}

/**
 * Matches the path against the screens and loads the matched one, so the render never suspends on
 * it and the head (title, status, JSON-LD) is known before the first byte is sent.
 */
async function resolvePage(pathname: string, publicUrl: string): Promise<ResolvedPage> {
  const match = matchPage(pathname);
  if (!match) return { status: 404, meta: { ...notFoundMeta, noindex: true } };
  const module = await loadRouteModule(match.route);
  await loadDeferredParts();
  const location: RouteLocation = { params: match.params, pathname: match.pathname };
  const found = module.exists?.(location) ?? true;
  const meta = module.handle.meta(location);
  return {
    status: found ? 200 : 404,
    meta: { ...meta, description: meta.description ?? pageDescriptions[location.pathname as StaticRoute] },
    structuredData: found ? structuredDataFor(match.route.module, location.pathname, publicUrl) : undefined,
    module: match.route.module,
  };
}

/** The LCP image starts downloading with the head, at high priority, before the body is parsed. */
function imagePreloadTags(preloads: ImagePreload[]): string {
  return preloads
    .map((p) => `<link rel="preload" as="image" type="${p.type}" imagesrcset="${escapeHtml(p.srcSet)}" imagesizes="${escapeHtml(p.sizes)}"${p.media ? ` media="${escapeHtml(p.media)}"` : ''} fetchpriority="high">`)
    .join('');
}

/** JSON-LD is data, not script: no nonce needed, and it is escaped like the preloaded state. */
function structuredDataTag(data: object | undefined): string {
  return data ? `<script type="application/ld+json">${serializeForScript(data)}</script>` : '';
}

/** Server side of the router: match, load the screen, render with styles collected, wrap in the document. */
export function createPageRenderer(options: PageRendererOptions) {
  const timeoutMs = options.renderTimeoutMs ?? 10_000;
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const memo = new RenderMemo(options.renderMemoBytes ?? DEFAULT_RENDER_MEMO_BYTES);

  /** The React tree with its styles collected: what is remembered of a render. */
  async function renderMarkup(url: URL, storeSource: StoreSource, waitForAll: boolean): Promise<{ body: ReactStream; remembered: Omit<RememberedRender, 'body'> }> {
    const sheet = new ServerStyleSheet();
    const imagePreloads: ImagePreload[] = [];
    try {
      const element = sheet.collectStyles(
        <RememberedStylis>
          <ImagePreloadsContext.Provider value={imagePreloads}>
            <AppProviders storeSource={storeSource}>
              <StaticRouter location={url.pathname + url.search}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </ImagePreloadsContext.Provider>
        </RememberedStylis>,
      );
      const body = await renderReactStream(element, { waitForAll, timeoutMs, onError: options.onError });
      return { body, remembered: { styleTags: sheet.getStyleTags(), extraHead: imagePreloadTags(imagePreloads) } };
    } finally {
      sheet.seal();
    }
  }

  /** A memoised page's markup: remembered when its key was rendered before, else rendered whole and kept. */
  async function memoisedMarkup(url: URL, storeSource: StoreSource): Promise<{ body: ReactStream; remembered: Omit<RememberedRender, 'body'> }> {
    const key = renderMemoKey(url, storeSourceState(storeSource));
    let remembered = memo.get(key);
    if (!remembered) {
      const rendered = await renderMarkup(url, storeSource, true);
      remembered = { ...rendered.remembered, body: await streamToString(rendered.body) };
      memo.set(key, remembered);
    }
    return { body: rememberedStream(remembered.body), remembered };
  }

  return async function renderPage(
    url: URL,
    page: { nonce: string; storeSource: StoreSource; waitForAll: boolean; extraHead?: string; memoise?: boolean },
  ): Promise<RenderResult> {
    const resolved = await resolvePage(url.pathname, publicUrl);
    const { body, remembered } = page.memoise ? await memoisedMarkup(url, page.storeSource) : await renderMarkup(url, page.storeSource, page.waitForAll);
    const { head, tail } = documentParts({
      meta: resolved.meta,
      canonicalUrl: new URL(url.pathname, options.publicUrl).href,
      socialImageUrl: new URL(options.socialImagePath, options.publicUrl).href,
      siteName: options.siteName,
      styleTags: remembered.styleTags,
      manifest: options.manifest,
      preloads: modulePreloads(options.manifest, resolved.module ? [resolved.module] : []),
      nonce: page.nonce,
      extraHead: remembered.extraHead + structuredDataTag(resolved.structuredData) + (page.extraHead ?? ''),
      pageData: { state: storeSourceState(page.storeSource) },
    });
    return { status: resolved.status, head, tail, body };
  };
}
