import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { ModelInsight } from '../../src/shared/model-measurement';

export interface PreviewHarness {
  url: string;
  /** How many times the model file was fetched, and whether with the session cookie. */
  fetches: { cookie: string | undefined }[];
  close(): Promise<void>;
}

/**
 * Serves the model preview, bundled as the site bundles it (ESM, split, minified), on a bare page with
 * `GET /api/admin/attachments/:id` answering the model's bytes: the browser side of the feature without
 * the inbox around it.
 */
export async function startPreviewHarness(file: { bytes: Buffer; filename: string; model: ModelInsight }): Promise<PreviewHarness> {
  const built = await esbuild.build({
    entryPoints: [path.join(__dirname, 'model-preview-harness-entry.tsx')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    outdir: '/harness',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const assets = new Map(built.outputFiles.map((output) => [`/${path.relative('/harness', output.path)}`, Buffer.from(output.contents)]));
  const props = JSON.stringify({ attachmentId: 'a1', filename: file.filename, model: file.model }).replace(/</g, '\\u003c');
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Model preview</title></head><body><div id="root"></div><script type="application/json" id="props">${props}</script><script type="module" src="/model-preview-harness-entry.js"></script></body></html>`;
  const fetches: PreviewHarness['fetches'] = [];
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'session=staff; Path=/; SameSite=Strict' });
      response.end(page);
    } else if (url === '/api/admin/attachments/a1') {
      fetches.push({ cookie: request.headers.cookie });
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': file.bytes.length });
      response.end(file.bytes);
    } else if (assets.has(url)) {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(assets.get(url));
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    fetches,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
