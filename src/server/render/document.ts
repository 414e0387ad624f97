import type { PageMeta } from '../../app/route-handle';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../app/hydration-data';
import type { AssetManifest } from './asset-manifest';
import { escapeHtml, serializeForScript } from './serialize';

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
  /** Extra <head> markup, placed before the other preloads: the LCP image preload, JSON-LD. */
  extraHead?: string;
}

/**
 * The HTML around the React root, split so the head can be sent as soon as the shell is ready and
 * the tail (data + script loader) after the streamed body, with the data the whole render produced.
 */
export function documentParts(input: DocumentInput): { head: string; tail: (pageData: PageData) => string } {
  const { meta, nonce, manifest } = input;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const head = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
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
  // No script is requested before the page has painted: the loader starts them (script-loader.ts).
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ''} data-entry="${manifest.entry}" data-preload="${input.preloads.join(' ')}">${manifest.scriptLoader}</script>`;
  const tail = (pageData: PageData) =>
    `</div><script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${serializeForScript(pageData)}</script>${loader}</body></html>`;
  return { head, tail };
}
