import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '../../app/app-providers';
import { loadDeferredParts } from '../../app/components/deferred/deferred';
import { catalogEntry } from '../../app/components/media/image-catalog';
import { recordingReader, ServerImageEntriesContext, type SentImageEntries } from '../../app/components/media/image-entries';
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
import { documentHead, documentTail } from './document';
import { RememberedStylis } from './remembered-stylis';
import { RenderMemo, renderMemoKey } from './render-memo';
import { renderReactStream, streamToString, type ReactStream } from './render-react';
import { escapeHtml, serializeForScript } from './serialize';

/**
 * A render to stream (head, then React's stream, then tail), or a remembered one: everything up to
 * the tail is already bytes, sent whole.
 */
export type RenderResult = {
  status: number;
  /** The rest of the document: call it once everything before it has been sent. */
  tail: () => string;
} & ({ head: string; body: ReactStream } | { remembered: Buffer });

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

  type Page = { nonce: string; storeSource: StoreSource; waitForAll: boolean; extraHead?: string; memoise?: boolean };

  /** The React tree rendered with its styles collected, and the document head that goes with it. */
  async function renderHeadAndBody(url: URL, resolved: ResolvedPage, page: Page, waitForAll: boolean): Promise<{ head: string; body: ReactStream; images: SentImageEntries }> {
    const sheet = new ServerStyleSheet();
    const imagePreloads: ImagePreload[] = [];
    const images = recordingReader(catalogEntry);
    try {
      const element = sheet.collectStyles(
        <RememberedStylis>
          <ImagePreloadsContext.Provider value={imagePreloads}>
            <ServerImageEntriesContext.Provider value={images.read}>
              <AppProviders storeSource={page.storeSource}>
                <StaticRouter location={url.pathname + url.search}>
                  <AppRoutes />
                </StaticRouter>
              </AppProviders>
            </ServerImageEntriesContext.Provider>
          </ImagePreloadsContext.Provider>
        </RememberedStylis>,
      );
      const body = await renderReactStream(element, { waitForAll, timeoutMs, onError: options.onError });
      const head = documentHead({
        meta: resolved.meta,
        canonicalUrl: new URL(url.pathname, options.publicUrl).href,
        socialImageUrl: new URL(options.socialImagePath, options.publicUrl).href,
        siteName: options.siteName,
        styleTags: sheet.getStyleTags(),
        manifest: options.manifest,
        extraHead: imagePreloadTags(imagePreloads) + structuredDataTag(resolved.structuredData) + (page.extraHead ?? ''),
      });
      // The parts of a streamed page that React renders after its shell add their images meanwhile.
      return { head, body, images: images.used };
    } finally {
      sheet.seal();
    }
  }

  /** A memoised page's head and body: remembered when its key was rendered before, else rendered whole and kept. */
  async function rememberedHeadAndBody(url: URL, resolved: ResolvedPage, page: Page): Promise<Buffer> {
    const key = renderMemoKey(url, storeSourceState(page.storeSource));
    const remembered = memo.get(key);
    if (remembered) return remembered;
    const { head, body } = await renderHeadAndBody(url, resolved, page, true);
    const rendered = Buffer.from(head + (await streamToString(body)));
    memo.set(key, rendered);
    return rendered;
  }

  return async function renderPage(url: URL, page: Page): Promise<RenderResult> {
    const resolved = await resolvePage(url.pathname, publicUrl);
    // Built when it is sent: a screen that made its store while rendering embeds that store's state.
    const tail = (images?: SentImageEntries) => () =>
      documentTail({
        manifest: options.manifest,
        preloads: modulePreloads(options.manifest, resolved.module ? [resolved.module] : []),
        nonce: page.nonce,
        pageData: { state: storeSourceState(page.storeSource), images },
      });
    // Signed-in pages show no pictures; were one to, it would hydrate from the image catalog.
    if (page.memoise) return { status: resolved.status, remembered: await rememberedHeadAndBody(url, resolved, page), tail: tail() };
    const { head, body, images } = await renderHeadAndBody(url, resolved, page, page.waitForAll);
    return { status: resolved.status, head, body, tail: tail(images) };
  };
}
