import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by esbuild.config.ts; see AssetManifest there. */
export interface AssetManifest {
  entry: string;
  entryImports: string[];
  css: string[];
  modules: Record<string, { file: string; imports: string[] }>;
  /** The inline script that starts the app's downloads once the page has painted (src/client/script-loader.ts). */
  scriptLoader: string;
  /** The build's CSS (the @font-face rules), inlined into every page so no stylesheet blocks rendering. */
  inlineCss: string;
}

export function loadAssetManifest(distDir: string): AssetManifest {
  const file = path.join(distDir, 'manifest.json');
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Omit<AssetManifest, 'inlineCss'>;
    return { ...manifest, inlineCss: manifest.css.map((href) => inlinableCss(path.join(distDir, 'client', href))).join('') };
  } catch (error) {
    throw new Error(`Cannot read ${file}: run \`npm run build\` first (${(error as Error).message})`);
  }
}

/** Scripts a page needs before it can hydrate, besides the entry: its chunks and the matched route modules. */
export function modulePreloads(manifest: AssetManifest, modules: string[]): string[] {
  const files = new Set(manifest.entryImports);
  for (const name of modules) {
    const chunk = manifest.modules[name];
    if (!chunk) continue;
    files.add(chunk.file);
    chunk.imports.forEach((file) => files.add(file));
  }
  files.delete(manifest.entry);
  return [...files];
}

/** A built CSS file ready to inline: its relative asset URLs made absolute, its source-map comment dropped. */
function inlinableCss(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/url\("\.\//g, 'url("/assets/')
    .replace(/\/\*# sourceMappingURL=.*?\*\//g, '')
    .trim();
}
