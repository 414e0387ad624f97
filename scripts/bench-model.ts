/**
 * What measuring and previewing a large model costs (issue 21): a 20 MB binary STL (a 418,816-triangle
 * sphere, 1.2 m across) written to a temporary file and measured as the outbox worker does, streamed in
 * GridFS-sized chunks; then the reading pane's preview of the same file in headless Chromium (WebGL on
 * SwiftShader), on a bare page served by test/helpers/model-preview-harness.ts, from navigation to the
 * first frame read back from the GPU. Prints the load average too: on the shared machine it moves the
 * preview's figure by a factor of two.
 * With --inbox, the preview is timed in the real inbox instead: the built site (dist/, database in a
 * process of its own) receives the model through the contact form, measures it, and the signed-in
 * page /admin?id=… is loaded whole, the model streamed from the attachment route.
 *   npx tsx scripts/bench-model.ts [--rounds 3] [--no-browser | --only-preview | --inbox] [--screenshot docs/images/model-preview.png]
 * Prints CPU time, wall time and peak memory growth of the measurement (targets: ≤ 500 ms CPU; memory that
 * grows with the mesh's distinct vertices and edges, never with the file's bytes), for 5, 20 and 80 MB, and the preview's time to first frame (target: ≤ 2 s).
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureModel } from '../src/server/model-insight/measure-model';
import { bufferSource, type ModelSource } from '../src/server/model-insight/model-source';
import { isMeasured, type ModelMeasurement } from '../src/shared/model-measurement';
import type { Page } from 'puppeteer-core';
import { launchBrowser } from '../test/helpers/browser';
import { adminSession, BENCH_ADMIN_ENV, UNTHROTTLED_CONTACT_ENV } from './bench/admin-session';
import { startSiteAndStore } from './bench/processes';
import { binaryStl, sphereTriangles } from '../test/helpers/model-fixtures';
import { startPreviewHarness } from '../test/helpers/model-preview-harness';

const args = process.argv.slice(2);
const ROUNDS = Number(args[args.indexOf('--rounds') + 1] || 3) || 3;
const GRIDFS_CHUNK = 255 * 1024;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(', ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The file on disk, read in GridFS-sized chunks, so the bytes are never in memory at once. */
function fileSource(file: string, size: number): ModelSource {
  return {
    size,
    open: (range) => createReadStream(file, { highWaterMark: GRIDFS_CHUNK, ...(range ? { start: range.start, end: range.end - 1 } : {}) }),
  };
}

async function measureOnce(file: string, size: number) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const model = await measureModel(fileSource(file, size), 'bench.stl');
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (!model || !isMeasured(model)) throw new Error(`not measured: ${JSON.stringify(model)}`);
  return { model, cpuMs: (used.user + used.system) / 1000, wallMs };
}

/**
 * Peak memory of one measurement in a fresh process: its peak RSS after measuring minus its RSS just
 * before, so nothing else this script allocated (the fixtures, the JIT of earlier rounds) counts.
 */
async function peakRssGrowth(file: string, size: number): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', __filename, '--memory-of', file, String(size)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.on('close', resolve));
  return Number(output.trim());
}

async function memoryOf(file: string, size: number): Promise<void> {
  const before = process.memoryUsage().rss;
  await measureModel(fileSource(file, size), 'bench.stl');
  process.stdout.write(String(process.resourceUsage().maxRSS * 1024 - before));
}

async function benchMeasure(dir: string, label: string, segments: number, rings: number) {
  const bytes = binaryStl(sphereTriangles(600, segments, rings));
  const file = path.join(dir, `${label}.stl`);
  await writeFile(file, bytes);
  await measureOnce(file, bytes.length); // warm-up: JIT
  const runs = [];
  for (let round = 0; round < ROUNDS; round++) runs.push(await measureOnce(file, bytes.length));
  const { model } = runs[0]!;
  const growth = await peakRssGrowth(file, bytes.length);
  console.log(
    `${label.padEnd(6)} ${mb(bytes.length).padStart(8)} ${String(model.triangles).padStart(8)} tri  CPU ${median(runs.map((r) => r.cpuMs)).toFixed(0).padStart(4)} ms` +
      `  wall ${median(runs.map((r) => r.wallMs)).toFixed(0).padStart(4)} ms  peak RSS growth ${mb(growth)}`,
  );
  return { bytes, model };
}

/** The 20 MB sphere and its measurement, for --only-preview (the preview alone, a minute shorter). */
async function previewFixture(): Promise<[Buffer, ModelMeasurement]> {
  const bytes = binaryStl(sphereTriangles(600, 512, 410));
  const model = await measureModel(bufferSource(bytes), 'bench.stl');
  if (!model || !isMeasured(model)) throw new Error(`not measured: ${JSON.stringify(model)}`);
  return [bytes, model];
}

/**
 * When the first frame was really rasterised (ms after navigation start) and when the viewer submitted
 * it (ms after it mounted). WebGL draws asynchronously: reading one pixel back waits for the frame.
 */
async function firstFrame(page: Page): Promise<{ onScreen: number; mounted: number }> {
  // A string, not a function: tsx would compile a function with helpers the page does not have.
  return (await page.evaluate(`new Promise((resolve) => {
    const look = () => {
      const frame = document.querySelector('[data-first-frame-ms]');
      if (!frame) return void requestAnimationFrame(look);
      const gl = document.querySelector('canvas').getContext('webgl2');
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
      resolve({ onScreen: performance.now(), mounted: Number(frame.getAttribute('data-first-frame-ms')) });
    };
    look();
  })`)) as { onScreen: number; mounted: number };
}

const spread = (values: number[]) => `median of ${values.length}: ${[...values].sort((a, b) => a - b).join(', ')} ms`;

/** The 20 MB model sent through the contact form of the built site, measured, and timed in its inbox. */
async function benchInboxPreview(bytes: Buffer) {
  const port = 3907;
  const base = `http://127.0.0.1:${port}`;
  const { site, store } = await startSiteAndStore(port, { ...BENCH_ADMIN_ENV, ...UNTHROTTLED_CONTACT_ENV });
  const browser = await launchBrowser('chromium', { webgl: true });
  try {
    const form = new FormData();
    form.set('name', 'Bench Client');
    form.set('email', 'bench-client@example.com');
    form.set('message', 'A large sphere for a lobby; the model is attached.');
    form.append('attachments', new Blob([new Uint8Array(bytes)]), 'sphere.stl');
    const posted = await fetch(`${base}/api/contact`, { method: 'POST', body: form, headers: { origin: base, accept: 'application/json' } });
    if (posted.status !== 201) throw new Error(`contact post answered ${posted.status}`);
    const { data } = (await posted.json()) as { data: { id: string } };
    const cookie = await adminSession(base, 0);
    await untilMeasured(`${base}/api/admin/submissions/${data.id}`, cookie);
    const [name, value] = cookie.split('=') as [string, string];
    await browser.setCookie({ name, value, domain: '127.0.0.1', path: '/' });
    const onScreen: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const page = await browser.newPage();
      await page.setViewport({ width: 1440, height: 900 });
      await page.goto(`${base}/admin?id=${data.id}`, { waitUntil: 'domcontentloaded' });
      onScreen.push(Math.round((await firstFrame(page)).onScreen));
      await page.close();
    }
    console.log(`inbox preview: first frame rasterised ${median(onScreen)} ms after navigation start to /admin?id=… (${spread(onScreen)}); load average now ${loadAverage()}`);
  } finally {
    await browser.close();
    site.kill('SIGTERM');
    store.kill('SIGTERM');
  }
}

/** The outbox worker measures the model shortly after the post; the inbox shows the preview once it has. */
async function untilMeasured(url: string, cookie: string): Promise<void> {
  for (let tries = 0; tries < 120; tries++) {
    const lead = (await (await fetch(url, { headers: { cookie } })).json()) as { data: { attachments: Array<{ model?: unknown }> } };
    if (lead.data.attachments[0]?.model) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the model was not measured within a minute');
}

async function benchPreview(bytes: Buffer, model: ModelMeasurement) {
  const harness = await startPreviewHarness({ bytes, filename: 'bench.stl', model });
  const browser = await launchBrowser('chromium', { webgl: true });
  try {
    const mounted: number[] = [];
    const onScreen: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const page = await browser.newPage();
      await page.setViewport({ width: 1440, height: 900 });
      await page.goto(harness.url, { waitUntil: 'domcontentloaded' });
      const timing = await firstFrame(page);
      if (round === 0 && args.includes('--screenshot')) await page.screenshot({ path: args[args.indexOf('--screenshot') + 1]!, fullPage: true });
      onScreen.push(Math.round(timing.onScreen));
      mounted.push(timing.mounted);
      await page.close();
    }
    console.log(
      `preview: first frame rasterised ${median(onScreen)} ms after navigation start (${spread(onScreen)}); drawing submitted ${median(mounted)} ms after the viewer ` +
        `mounted (the rest of the 20 MB download, parse, upload); load average now ${loadAverage()}`,
    );
  } finally {
    await browser.close();
    await harness.close();
  }
}

async function main() {
  if (args.includes('--memory-of')) return memoryOf(args[args.indexOf('--memory-of') + 1]!, Number(args[args.indexOf('--memory-of') + 2]));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-model-'));
  try {
    console.log(`load average ${loadAverage()} (1, 5, 15 min)`);
    if (args.includes('--only-preview')) return await benchPreview(...(await previewFixture()));
    if (args.includes('--inbox')) return await benchInboxPreview((await previewFixture())[0]);
    console.log(`measuring (median of ${ROUNDS}, node ${process.version}; peak RSS growth in a fresh process)`);
    await benchMeasure(dir, '5 MB', 256, 205);
    const { bytes, model } = await benchMeasure(dir, '20 MB', 512, 410);
    await benchMeasure(dir, '80 MB', 1024, 820);
    if (!args.includes('--no-browser')) await benchPreview(bytes, model);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
