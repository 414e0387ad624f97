/**
 * Builds the browser bundle (ESM, code-split lazy routes, hashed names) and the server bundle, and
 * writes dist/manifest.json, which the server reads to emit the entry script and modulepreload hints.
 *   tsx esbuild.config.ts           production build
 *   tsx esbuild.config.ts --watch   rebuild on change and restart the server (npm run dev)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { transform } from '@swc/core';
import { minifyScripts } from './scripts/build/minify-scripts';
import { copyPdfjsAssets } from './scripts/build/pdfjs-assets';
import { precompressAssets } from './scripts/build/precompress';
import { shrinkReactRouter } from './scripts/build/shrink-react-router';
import { shrinkStyledComponents } from './scripts/build/shrink-styled-components';

const watch = process.argv.includes('--watch');
const production = !watch;
const outDir = path.resolve('dist');
const styledPlugin = require.resolve('@swc/plugin-styled-components/swc_plugin_styled_components.wasm');

/**
 * styled-components derives class names from creation order unless each component has a stable id.
 * Server and browser evaluate lazy route modules in different orders, so without this the class
 * names would differ and hydration would fail. The SWC plugin gives every component a file-based id.
 */
const stableStyledIds: esbuild.Plugin = {
  name: 'styled-components-ids',
  setup(build) {
    build.onLoad({ filter: /src[\\/].*\.tsx?$/ }, async (args) => {
      const source = await (await import('node:fs/promises')).readFile(args.path, 'utf8');
      if (!source.includes('styled-components')) return undefined;
      const result = await transform(source, {
        filename: path.relative(process.cwd(), args.path),
        sourceMaps: 'inline',
        jsc: {
          parser: { syntax: 'typescript', tsx: args.path.endsWith('.tsx') },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: !production } },
          experimental: { plugins: [[styledPlugin, { displayName: !production, ssr: true, fileName: false, pure: true }]] },
        },
        module: { type: 'es6' },
      });
      return { contents: result.code, loader: 'js' };
    });
  },
};

const APP_SHELL = path.resolve('src/client/app-shell.ts');

/**
 * esbuild gives every lazily imported module its own entry and puts each shared module in a chunk per
 * set of entries that import it, so the modules of the app shell (layout, theme, router, icons...)
 * came out in a dozen small chunks that every page loads. Each lazy module here also imports the app
 * shell, so the whole shell is shared by every entry and lands in one chunk: no extra bytes (lazy
 * modules only ever run after the entry loaded the shell) and about 5 KB less gzip on every first load.
 */
const oneShellChunk: esbuild.Plugin = {
  name: 'one-shell-chunk',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.namespace !== 'file') return undefined;
      const resolved = await build.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir, importer: args.importer });
      if (resolved.errors.length > 0 || !resolved.path.includes(`${path.sep}src${path.sep}`)) return undefined;
      return { path: resolved.path, namespace: 'lazy-module' };
    });
    build.onLoad({ filter: /.*/, namespace: 'lazy-module' }, (args) => ({
      contents: `import ${JSON.stringify(APP_SHELL)};\nexport * from ${JSON.stringify(args.path)};`,
      resolveDir: path.dirname(args.path),
      loader: 'js',
    }));
  },
};

export interface AssetManifest {
  entry: string;
  entryImports: string[];
  css: string[];
  modules: Record<string, { file: string; imports: string[] }>;
  /** src/client/script-loader.ts compiled to one classic script, inlined into every page. */
  scriptLoader: string;
}

function toUrl(outputPath: string): string {
  return '/' + path.relative(path.join(outDir, 'client'), path.resolve(outputPath)).split(path.sep).join('/');
}

/** Static imports of an output, transitively: what the browser fetches before the module runs. */
function staticImports(metafile: esbuild.Metafile, output: string, seen = new Set<string>()): string[] {
  for (const imp of metafile.outputs[output]?.imports ?? []) {
    if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
      seen.add(imp.path);
      staticImports(metafile, imp.path, seen);
    }
  }
  return [...seen];
}

export function buildManifest(metafile: esbuild.Metafile, scriptLoader: string): AssetManifest {
  const manifest: AssetManifest = { entry: '', entryImports: [], css: [], modules: {}, scriptLoader };
  for (const [output, info] of Object.entries(metafile.outputs)) {
    if (!info.entryPoint) continue;
    if (info.entryPoint.endsWith('src/client/entry.tsx')) {
      manifest.entry = toUrl(output);
      manifest.entryImports = staticImports(metafile, output).map(toUrl);
    } else if (output.endsWith('.css')) {
      manifest.css.push(toUrl(output));
    } else if (output.endsWith('.js')) {
      const source = path.relative(process.cwd(), info.entryPoint.replace(/^lazy-module:/, '')).split(path.sep).join('/');
      const module = source.replace(/^src\/app\//, '').replace(/\.tsx?$/, '');
      manifest.modules[module] = { file: toUrl(output), imports: staticImports(metafile, output).map(toUrl) };
    }
  }
  return manifest;
}

export const clientOptions: esbuild.BuildOptions = {
  entryPoints: ['src/client/entry.tsx', 'src/client/fonts.css', 'src/client/no-script-menu.css'],
  outdir: path.join(outDir, 'client/assets'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  loader: { '.woff2': 'file' },
  minify: production,
  sourcemap: production ? 'linked' : 'inline',
  metafile: true,
  legalComments: 'none',
  /**
   * V8's explicit compile hint (Chrome 136+, ignored elsewhere): compile every function while the file
   * streams in, on a background thread, instead of lazily on the main thread when first called.
   * Nearly all of this code runs during start-up and hydration, so this halves the longest start-up
   * task on a throttled phone (README "Performance").
   */
  banner: { js: '//# allFunctionsCalledOnLoad' },
  define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  jsx: 'automatic',
  plugins: [oneShellChunk, stableStyledIds, ...(production ? [shrinkReactRouter, shrinkStyledComponents] : [])],
  logLevel: 'warning',
};

/** The inline script that starts the app's downloads after the first paint (see the file itself). */
async function buildScriptLoader(): Promise<string> {
  const result = await esbuild.build({
    entryPoints: ['src/client/script-loader.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: clientOptions.target,
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text.trim();
}

const serverOptions: esbuild.BuildOptions = {
  entryPoints: { index: 'src/server/index.ts' },
  outdir: path.join(outDir, 'server'),
  outExtension: { '.js': '.cjs' },
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  jsx: 'automatic',
  plugins: [stableStyledIds],
  logLevel: 'warning',
};

export async function writeManifest(result: esbuild.BuildResult): Promise<void> {
  if (!result.metafile) return;
  await mkdir(outDir, { recursive: true });
  const manifest = buildManifest(result.metafile, await buildScriptLoader());
  await writeFile(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  // Kept for bundle analysis (scripts/bundle-report.ts --packages).
  await writeFile(path.join(outDir, 'metafile.json'), JSON.stringify(result.metafile));
}

async function buildOnce(): Promise<void> {
  const started = Date.now();
  // Hashed names change with every edit: start from an empty folder so stale chunks never pile up.
  await rm(path.join(outDir, 'client'), { recursive: true, force: true });
  const [client] = await Promise.all([esbuild.build(clientOptions), esbuild.build(serverOptions)]);
  await writeManifest(client);
  // Mozilla's pdf.js comes minified already: copied after the second minification pass, not through it.
  if (production) await minifyScripts(clientOptions.outdir!, clientOptions.banner!.js!);
  await copyPdfjsAssets(clientOptions.outdir!);
  if (production) await precompressAssets(clientOptions.outdir!);
  console.log(`built dist/ in ${Date.now() - started} ms`);
}

async function watchAndServe(): Promise<void> {
  let child: ChildProcess | undefined;
  // Wait for the old server to exit: it holds the embedded database's lock until it has stopped.
  const restart = async () => {
    const old = child;
    if (old && old.exitCode === null && old.signalCode === null) {
      await new Promise((resolve) => {
        old.once('exit', resolve);
        old.kill('SIGTERM');
      });
    }
    child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.cjs'], { stdio: 'inherit' });
  };
  const onEnd = (after: (result: esbuild.BuildResult) => Promise<void> | void): esbuild.Plugin => ({
    name: 'on-end',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length === 0) await after(result);
      });
    },
  });
  const afterClient = async (result: esbuild.BuildResult) => {
    await writeManifest(result);
    await copyPdfjsAssets(clientOptions.outdir!);
  };
  const client = await esbuild.context({ ...clientOptions, plugins: [...clientOptions.plugins!, onEnd(afterClient)] });
  const server = await esbuild.context({ ...serverOptions, plugins: [...serverOptions.plugins!, onEnd(restart)] });
  await client.watch();
  await server.watch();
  console.log('watching src/ — the server restarts after each rebuild');
}

if (require.main === module) {
  (watch ? watchAndServe() : buildOnce()).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
