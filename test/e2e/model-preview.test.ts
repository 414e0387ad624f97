import type { Browser, Page } from 'puppeteer-core';
import { measureModel } from '../../src/server/model-insight/measure-model';
import { bufferSource } from '../../src/server/model-insight/model-source';
import { isMeasured, type ModelMeasurement } from '../../src/shared/model-measurement';
import { drawnShare, launchBrowser, openPage, trackConsole, type ConsoleProblems } from '../helpers/browser';
import { binaryStl, CUBE_QUADS, cubeObject, cubeTriangles, cubeVertices, obj, threeMf, threeMfModel, type Triangle } from '../helpers/model-fixtures';
import { startPreviewHarness, type PreviewHarness } from '../helpers/model-preview-harness';

/*
 * The preview component in Chromium (WebGL on SwiftShader), on a bare page serving one STL, until the
 * reading pane hosts it: the canvas draws the model, the box labels are the measured sizes, keys orbit.
 */

let browser: Browser;
let harness: PreviewHarness;
let model: ModelMeasurement;

beforeAll(async () => {
  const bytes = binaryStl(cubeTriangles(1200).map((corners) => corners.map(([x, y, z]) => [x, y, z / 2]) as Triangle));
  const measured = await measureModel(bufferSource(bytes), 'plinth.stl');
  if (!measured || !isMeasured(measured)) throw new Error('the fixture did not measure');
  model = measured;
  [harness, browser] = await Promise.all([startPreviewHarness({ bytes, filename: 'plinth.stl', model }), launchBrowser('chromium', { webgl: true })]);
});

afterAll(async () => {
  await browser?.close();
  await harness?.close();
});

async function openPreview(options: { webgl?: boolean; on?: PreviewHarness } = {}): Promise<{ page: Page; problems: ConsoleProblems }> {
  const page = await openPage(browser, 1440, 900);
  const problems = trackConsole(page);
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  if (options.webgl === false) {
    await page.evaluateOnNewDocument(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        return type.startsWith('webgl') ? null : (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof original;
    });
  }
  await page.goto((options.on ?? harness).url, { waitUntil: 'domcontentloaded' });
  return { page, problems };
}

/** Another file on its own bare page, measured as the server measures it. */
async function previewOf(bytes: Buffer, filename: string): Promise<{ harness: PreviewHarness; model: ModelMeasurement }> {
  const measured = await measureModel(bufferSource(bytes), filename);
  if (!measured || !isMeasured(measured)) throw new Error(`${filename} did not measure`);
  return { harness: await startPreviewHarness({ bytes, filename, model: measured }), model: measured };
}

/** The first frame of a page's view, once it is on screen. */
async function firstFrame(page: Page): Promise<string> {
  await page.waitForSelector('[data-state="ready"][data-first-frame-ms]', { timeout: 20_000 });
  return page.$eval('canvas', (canvas) => canvas.toDataURL());
}


const labels = (page: Page) => page.$$eval('[data-axis]', (spans) => spans.map((span) => ({ text: span.textContent, box: span.getBoundingClientRect().toJSON() as DOMRect })));

test('draws the model with its box labelled in the measured sizes; keys orbit and reset the view', async () => {
  const { page, problems } = await openPreview();
  await page.waitForSelector('[data-state="ready"][data-first-frame-ms]', { timeout: 20_000 });
  expect(await drawnShare(page)).toBeGreaterThan(0.1);

  expect(model.bbox_mm).toEqual([1200, 1200, 600]);
  const before = await labels(page);
  expect(before.map((label) => label.text)).toEqual(['x 1.20 m', 'y 1.20 m', 'z 0.60 m']);
  const frame = await page.$eval('[role="group"]', (el) => el.getBoundingClientRect().toJSON() as DOMRect);
  for (const { box } of before) {
    expect(box.left).toBeGreaterThanOrEqual(frame.left);
    expect(box.right).toBeLessThanOrEqual(frame.right);
  }
  expect(await page.$eval('[data-model-size]', (el) => el.getAttribute('data-model-size'))).toBe('1.20 × 1.20 × 0.60 m');

  const image = () => page.$eval('canvas', (canvas) => canvas.toDataURL());
  const first = await image();
  await page.focus('[role="group"]');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await page.waitForFunction((src) => document.querySelector('canvas')!.toDataURL() !== src, {}, first);
  // The view eases into the orbit over several frames (the controls' damping), so the canvas can differ
  // from the first frame while the labels have moved less than half a pixel: wait for them to move
  // (failing on the timeout if they never do) rather than reading them at the first changed frame.
  await page.waitForFunction(
    (left) => Math.abs(document.querySelector('[data-axis]')!.getBoundingClientRect().left - left) >= 0.5,
    { timeout: 5_000 },
    before[0]!.box.left,
  );
  const orbited = await labels(page);
  expect(orbited[0]!.box.left).not.toBeCloseTo(before[0]!.box.left, 0);
  expect(await drawnShare(page)).toBeGreaterThan(0.1);

  await page.keyboard.press('0');
  await page.waitForFunction((src) => document.querySelector('canvas')!.toDataURL() === src, {}, first);
  await page.keyboard.press('ArrowRight');
  await page.click('button::-p-text(Reset view)');
  await page.waitForFunction((src) => document.querySelector('canvas')!.toDataURL() === src, {}, first);

  expect(harness.fetches.at(-1)?.cookie).toBe('session=staff');
  expect(problems.messages.filter((message) => !/GL Driver Message|favicon|404/.test(message))).toEqual([]);
  await page.close();
});

test('without WebGL it says so and offers the file instead', async () => {
  const { page } = await openPreview({ webgl: false });
  await page.waitForSelector('[data-state="no-webgl"]');
  const status = await page.$eval('[data-state="no-webgl"] [role="status"]', (el) => ({ text: el.textContent, href: el.querySelector('a')?.getAttribute('href') }));
  expect(status.text).toMatch(/^This browser cannot show 3D graphics \(WebGL is off or unavailable\)\./);
  expect(status.href).toBe('/api/admin/attachments/a1');
  expect(await page.$eval('button::-p-text(Reset view)', (button) => (button as HTMLButtonElement).disabled)).toBe(true);
  await page.close();
});

test('OBJ (quads) and 3MF models are drawn too, through three.js\'s loaders', async () => {
  const files = [
    { filename: 'cube.obj', bytes: obj(cubeVertices(), CUBE_QUADS.map((quad) => quad.map((v) => v + 1).join(' '))) },
    { filename: 'cube.3mf', bytes: threeMf(threeMfModel({ objects: [cubeObject(1)], items: [{ objectId: 1 }] })) },
  ];
  for (const { filename, bytes } of files) {
    const other = await previewOf(bytes, filename);
    try {
      expect(other.model.watertight).toBe(true);
      const { page, problems } = await openPreview({ on: other.harness });
      await firstFrame(page);
      expect({ filename, drawn: (await drawnShare(page)) > 0.1 }).toEqual({ filename, drawn: true });
      expect((await labels(page)).map((label) => label.text)).toEqual(['x 10 mm', 'y 10 mm', 'z 10 mm']);
      expect(problems.messages.filter((message) => !/GL Driver Message|favicon|404/.test(message))).toEqual([]);
      await page.close();
    } finally {
      await other.harness.close();
    }
  }
});

test('a watertight mesh turned inside out looks the same as the right way round (only its outside is drawn)', async () => {
  const outward = await previewOf(binaryStl(cubeTriangles(10)), 'cube.stl');
  const inward = await previewOf(binaryStl(cubeTriangles(10).map(([a, b, c]) => [a, c, b] as Triangle)), 'cube.stl');
  try {
    expect([outward.model.watertight, inward.model.watertight]).toEqual([true, true]);
    const frames = [];
    for (const { harness: on } of [outward, inward]) {
      const { page } = await openPreview({ on });
      frames.push(await firstFrame(page));
      await page.close();
    }
    // Culling the wrong side would show the cube's far inner walls instead of its near outer ones.
    expect(frames[1]).toBe(frames[0]);
  } finally {
    await Promise.all([outward.harness.close(), inward.harness.close()]);
  }
});
