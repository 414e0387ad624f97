import type { PageMeta } from '../../app/route-handle';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../app/hydration-data';
import type { AssetManifest } from './asset-manifest';
import { escapeHtml, serializeForScript } from './serialize';
import { MAIN_ID } from '../../app/layouts/main-id';

export interface DocumentInput {
  meta: PageMeta;
  canonicalUrl: string;
  socialImageUrl: string;
  siteName: string;
  styleTags: string;
  manifest: AssetManifest;
  /** The scripts to fetch alongside the entry (modulePreloads), announced by the script loader. */
  preloads: string[];
  /** The CSP nonce of the loader script; empty for a cached public page, whose policy names its hash. */
  nonce: string;
  pageData: PageData;
  /** Extra <head> markup, placed before the other preloads: the LCP image preload, JSON-LD. */
  extraHead?: string;
}

/** What the head needs: for a signed-in page it is remembered with the body (render-memo.ts). */
export type HeadInput = Omit<DocumentInput, 'preloads' | 'nonce' | 'pageData'>;
/** What the tail needs: it is written per response (nonce, state) even when the rest is remembered. */
export type TailInput = Pick<DocumentInput, 'manifest' | 'preloads' | 'nonce' | 'pageData'>;

/**
 * The HTML around the React root comes in two parts, so the head can be sent as soon as the shell is
 * ready and the tail after the streamed body. This is everything before the root's markup.
 */
export function documentHead(input: HeadInput): string {
  const { meta, manifest } = input;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // No frame before <main> is parsed whole (docs/architecture.md, "First paint"): a busy phone's parser can
    // otherwise paint half a hero, whose text then jumps when the rest of it arrives.
    `<link rel="expect" href="#${MAIN_ID}" blocking="render">`,
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeHtml(input.canonicalUrl)}">`,
    '<meta name="theme-color" content="#111110">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<meta property="og:site_name" content="${escapeHtml(input.siteName)}">`,
    `<meta property="og:type" content="website"><meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}"><meta property="og:url" content="${escapeHtml(input.canonicalUrl)}">`,
    `<meta property="og:image" content="${escapeHtml(input.socialImageUrl)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    input.extraHead ?? '',
    `<style>${manifest.inlineCss}</style>`,
    input.styleTags,
    '</head><body><div id="root">',
  ].join('');
}

/** Everything after the React root's markup: the page's data and the script loader. */
export function documentTail(input: TailInput): string {
  const { nonce, manifest } = input;
  return [
    '</div>',
    `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${serializeForScript(input.pageData)}</script>`,
    // No script is requested before the page has painted: the loader starts them (script-loader.ts).
    `<script${nonce ? ` nonce="${nonce}"` : ''} data-entry="${manifest.entry}" data-preload="${input.preloads.join(' ')}">${manifest.scriptLoader}</script>`,
    '</body></html>',
  ].join('');
}
