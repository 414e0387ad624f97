import { version } from 'pdfjs-dist/package.json';

/**
 * Where the build puts Mozilla's prebuilt pdf.js (esbuild.config.ts copies the package's minified
 * library and worker into the assets, scripts/build/pdfjs-assets.ts) and where the inbox's PDF previews
 * load them from: the site's own origin, named by version (pdf.js checks that its worker matches it).
 * Copied rather than bundled so esbuild does not lower pdf.js's private class members for older
 * browsers and put the helpers for that into the chunk every page loads.
 */
export const PDFJS_FILES = {
  library: `pdfjs-${version}.min.js`,
  worker: `pdfjs-worker-${version}.min.js`,
} as const;
