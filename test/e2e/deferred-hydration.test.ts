import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { isHydrated, openPage, siteInBrowser, trackConsole, waitForFocus, waitForHydration } from '../helpers/browser';

const site = siteInBrowser();
const ROOT = path.resolve(__dirname, '..', '..');

/** The chunk of everything below the home page's hero (src/app/components/deferred). */
const BELOW_THE_FOLD = (JSON.parse(readFileSync(path.join(ROOT, 'dist/manifest.json'), 'utf8')) as { modules: Record<string, { file: string }> }).modules[
  'pages/home/below-the-fold'
]!.file;

/**
 * Holds back the below-the-fold chunk until `release()`, and notes whether the rest of the page had
 * hydrated when the browser asked for it.
 */
async function holdBelowTheFold(page: Page) {
  let held: HTTPRequest | undefined;
  let hydratedWhenRequested: Promise<boolean> | undefined;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== BELOW_THE_FOLD) return void request.continue();
    hydratedWhenRequested = isHydrated(page);
    held = request;
  });
  return {
    requested: () => hydratedWhenRequested !== undefined,
    hydratedWhenRequested: () => hydratedWhenRequested,
    async release() {
      while (!held) await new Promise((resolve) => setTimeout(resolve, 20));
      await held.continue();
    },
  };
}

/** The home page's sections after the hero: their headings, and whether React has hydrated them. */
const sections = (page: Page) =>
  page.$$eval('main > section:not(:first-child)', (list) =>
    list.map((section) => ({
      heading: section.querySelector('h2')?.textContent ?? '',
      hydrated: Object.keys(section).some((key) => key.startsWith('__reactFiber')),
    })),
  );

/** Resolves once React has hydrated every section of the home page. */
const allSectionsHydrated = (page: Page) =>
  page.waitForFunction(() => [...document.querySelectorAll('main > section')].every((s) => Object.keys(s).some((k) => k.startsWith('__reactFiber'))));

/** `/` with the below-the-fold chunk held back, once the rest of the page has hydrated. */
async function openHomeWithSectionsHeld() {
  const page = await openPage(site.browser);
  const problems = trackConsole(page);
  const chunk = await holdBelowTheFold(page);
  await page.goto(site.server.url + '/', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return { page, problems, chunk };
}

/** Releases the chunk and waits until every section has hydrated, with the headings it had before. */
async function releaseAndHydrate(page: Page, chunk: { release(): Promise<void> }, headings: string[]) {
  await chunk.release();
  await allSectionsHydrated(page);
  expect((await sections(page)).map((section) => section.heading)).toEqual(headings);
}

describe('the home page below the hero hydrates when the visitor heads for it', () => {
  test('its script waits for the first scroll after the rest has hydrated; its server HTML stays meanwhile; then it works', async () => {
    const { page, problems, chunk } = await openHomeWithSectionsHeld();
    const waiting = await sections(page);
    expect(waiting).toHaveLength(6);
    expect(waiting.every((section) => section.heading.length > 0 && !section.hydrated)).toBe(true);
    await page.waitForFunction(() => new Promise((resolve) => requestIdleCallback(() => resolve(true))));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(chunk.requested()).toBe(false);

    await page.mouse.move(700, 400);
    await page.mouse.wheel({ deltaY: 400 });
    await releaseAndHydrate(page, chunk, waiting.map((section) => section.heading));
    expect(await chunk.hydratedWhenRequested()).toBe(true);
    // The before/after slider answers the keyboard now.
    const slider = await page.$('[role="slider"]');
    await slider!.focus();
    const before = await slider!.evaluate((el) => el.getAttribute('aria-valuenow'));
    await page.keyboard.press('Home');
    await page.waitForFunction((el, was) => el!.getAttribute('aria-valuenow') !== was, {}, slider, before);
    expect(await slider!.evaluate((el) => el.getAttribute('aria-valuenow'))).toBe('0');
    expect(problems.messages).toEqual([]);
    await page.close();
  });

  test('the skip link, used while the sections wait for their script, moves focus and keeps their HTML; they hydrate when it arrives', async () => {
    const { page, problems, chunk } = await openHomeWithSectionsHeld();
    const waiting = await sections(page);

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main');
    await page.keyboard.press('Enter');
    await waitForFocus(page, 'main');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sections(page)).toEqual(waiting);

    await releaseAndHydrate(page, chunk, waiting.map((section) => section.heading));
    expect(problems.messages).toEqual([]);
    await page.close();
  });

  test('opened at an anchor below the hero, the sections load without any input', async () => {
    const page = await openPage(site.browser);
    const problems = trackConsole(page);
    const chunk = await holdBelowTheFold(page);
    await page.goto(site.server.url + '/#home-contact-title', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await chunk.release();
    await allSectionsHydrated(page);
    expect(problems.messages).toEqual([]);
    await page.close();
  });

  test('a navigation away while the sections wait goes through', async () => {
    const { page, problems } = await openHomeWithSectionsHeld();
    await page.click('header nav a[href="/projects"]');
    await page.waitForFunction(() => document.title.startsWith('Projects') && !!document.querySelector('main h1'));
    expect(problems.messages).toEqual([]);
    await page.close();
  });

  test('reached by a client-side navigation, the home page shows every section', async () => {
    const page = await openPage(site.browser);
    const problems = trackConsole(page);
    await page.goto(site.server.url + '/store', { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    const served = await (await fetch(site.server.url + '/')).text();
    await page.click('header a[href="/"][aria-label]');
    await page.waitForFunction(() => document.querySelectorAll('main > section').length === 7);
    const headings = (await sections(page)).map((section) => section.heading);
    for (const heading of headings) expect(served).toContain(heading.replace(/&/g, '&amp;'));
    expect(problems.messages).toEqual([]);
    await page.close();
  });
});
