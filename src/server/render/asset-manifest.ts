import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by esbuild.config.ts; see AssetManifest there. */
export interface AssetManifest {
  entry: string;
  entryImports: string[];
  css: string[];
  fonts: string[];
  modules: Record<string, { file: string; imports: string[] }>;
}

export function loadAssetManifest(distDir: string): AssetManifest {
  const file = path.join(distDir, 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  } catch (error) {
    throw new Error(`Cannot read ${file}: run \`npm run build\` first (${(error as Error).message})`);
  }
}

/** Scripts a page needs before it can hydrate: the entry's chunks and the matched route modules. */
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
