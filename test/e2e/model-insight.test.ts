import type { Page } from 'puppeteer-core';
import { drawnShare, openPage, signInThroughForm, siteInBrowser, trackConsole } from '../helpers/browser';
import { binaryStl, cubeTriangles, type Triangle } from '../helpers/model-fixtures';

/*
 * A lead with a 3D model, end to end: posted with the contact API, measured by the server's outbox worker,
 * shown in the inbox with a size badge and a 3D view (Chromium, WebGL on SwiftShader).
 */

const ADMIN = { email: 'models@example.com', password: 'e2e admin password' };
const site = siteInBrowser({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } }, 'chromium', { webgl: true });

jest.setTimeout(120_000);

/** A 1.20 × 0.80 × 2.10 m block, in millimetres. */
const block = binaryStl(cubeTriangles(1).map((corners) => corners.map(([x, y, z]) => [x * 1200, y * 800, z * 2100]) as Triangle));

async function postLead(): Promise<void> {
  const form = new FormData();
  form.set('name', 'Grace Hopper');
  form.set('email', 'grace@example.com');
  form.set('message', 'A reception desk for our lobby, model attached. Can you print it in one piece?');
  form.append('attachments', new Blob([new Uint8Array(block)]), 'reception desk.stl');
  const response = await fetch(`${site.server.url}/api/contact`, { method: 'POST', body: form, headers: { origin: site.server.url, accept: 'application/json' } });
  expect(response.status).toBe(201);
}

const signIn = (page: Page) => signInThroughForm(page, site.server.url, ADMIN);


test('the lead shows its model measured: badge in the list, sizes, fit and a 3D view that orbits by keyboard', async () => {
  await postLead();
  const page = await openPage(site.browser);
  const problems = trackConsole(page);
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  await signIn(page);
  // The worker measures right after the post; a reload shows the result if the first list came before it.
  const BADGE = 'ul[aria-label="Messages"] [data-part="model"]';
  await page.waitForSelector(BADGE, { timeout: 5_000 }).catch(() => page.reload({ waitUntil: 'networkidle0' }));
  const badge = await page.waitForSelector(BADGE);
  expect(await badge!.evaluate((el) => el.textContent)).toBe('3D model: 1.20 × 0.80 × 2.10 m');

  await page.click('ul[aria-label="Messages"] li:first-child a');
  const section = await page.waitForSelector('section[aria-label="3D model: reception desk.stl"]');
  expect(await section!.evaluate((el) => el.getAttribute('data-model-size'))).toBe('1.20 × 0.80 × 2.10 m');
  const facts = await page.$$eval('section[aria-label^="3D model"] dl dd', (dds) => dds.map((dd) => dd.textContent));
  expect(facts.slice(0, 3)).toEqual(['1.20 × 0.80 × 2.10 m', 'Fits the gantry in one piece', 'Watertight: closed and consistently oriented']);

  await page.waitForSelector('[data-state="ready"][data-first-frame-ms]', { timeout: 30_000 });
  expect(await drawnShare(page)).toBeGreaterThan(0.05);
  const labels = await page.$$eval('[data-axis]', (spans) => spans.map((span) => span.textContent));
  expect(labels).toEqual(['x 1.20 m', 'y 0.80 m', 'z 2.10 m']);

  const image = () => page.$eval('canvas', (canvas) => canvas.toDataURL());
  const first = await image();
  await page.focus('[role="group"][aria-label="3D view of reception desk.stl"]');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction((src) => document.querySelector('canvas')!.toDataURL() !== src, {}, first);
  await page.keyboard.press('0');
  await page.waitForFunction((src) => document.querySelector('canvas')!.toDataURL() === src, {}, first);

  expect(problems.messages.filter((message) => !/GL Driver Message/.test(message))).toEqual([]);
  await page.close();
});
