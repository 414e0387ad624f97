import type { ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from './react-dom-server';

export interface ReactStream {
  pipe: (destination: Writable) => void;
}

/**
 * Resolves when the shell (people) or everything (crawlers, cached pages) is ready. A render that
 * stalls past `timeoutMs` is aborted so it cannot hold a request or its memory forever.
 */
export function renderReactStream(
  element: ReactNode,
  options: { waitForAll: boolean; timeoutMs: number; onError: (error: unknown) => void },
): Promise<ReactStream> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const stream = renderToPipeableStream(element, {
      // React sends a finished Suspense boundary larger than this (12.5 KB by default) after the rest,
      // with an inline script to move it into place, so that other content can show first. Every
      // boundary here is finished when the page is sent, and that script would need a CSP nonce:
      // keep them in place.
      progressiveChunkSize: Infinity,
      onShellReady() {
        if (!options.waitForAll) resolve(stream);
      },
      onAllReady() {
        clearTimeout(timer);
        if (options.waitForAll) resolve(stream);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        if (!failed) options.onError(error);
        failed = true;
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`render timed out after ${options.timeoutMs} ms`)), options.timeoutMs);
    timer.unref();
  });
}

/** Collects a finished render into one string (for the per-route HTML cache). */
export function streamToString(stream: ReactStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    stream.pipe(sink);
  });
}
