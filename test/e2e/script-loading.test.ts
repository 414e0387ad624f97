import type { HTTPRequest, Page } from 'puppeteer-core';
import { openPage, siteInBrowser, trackConsole, waitForHydration } from '../helpers/browser';

const site = siteInBrowser();

/** Script requests the page has made so far, in order. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Holds back every response whose URL contains `fragment` until the returned function is called. */
async function holdRequests(page: Page, fragment: string): Promise<() => void> {
  const held: HTTPRequest[] = [];
  let released = false;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (!released && request.url().includes(fragment)) held.push(request);
    else void request.continue();
  });
  return () => {
    released = true;
    held.splice(0).forEach((request) => void request.continue());
  };
}

/** /store on a phone, its first collection photo (the page's priority image) held back. */
async function openStoreHoldingItsFirstPhoto() {
  const page = await openPage(site.browser, 390, 844);
  const scripts = recordScripts(page);
  const releaseHero = await holdRequests(page, '/media/img/store/seating-');
  await page.goto(site.server.url + '/store', { waitUntil: 'domcontentloaded' });
  return { page, scripts, releaseHero };
}

describe('script loading (src/client/script-loader.ts)', () => {
  test('no script is requested before the first contentful paint; the page then hydrates cleanly', async () => {
    const page = await openPage(site.browser, 390, 844);
    const problems = trackConsole(page);
    await page.goto(site.server.url + '/contact');
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.initiatorType !== 'img' && /\/assets\/.*\.js$/.test(entry.name));
      return { fcp, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), count: scripts.length };
    });
    expect(timing.count).toBeGreaterThan(3);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.fcp);
    expect(problems.messages).toEqual([]);
    await page.close();
  });

  test("waits for the page's high-priority image, and starts at once when the visitor reaches for the page", async () => {
    const { page, scripts, releaseHero } = await openStoreHoldingItsFirstPhoto();
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Painted, but the first collection's photo is still on its way: no script yet.
    expect(scripts).toEqual([]);
    await page.keyboard.press('Tab');
    await waitForHydration(page);
    expect(scripts[0]).toMatch(/^\/assets\/(entry|chunk)-[A-Z0-9]+\.js$/);
    releaseHero();
    await page.close();
  });

  test('without the held image and without input, the scripts follow the image', async () => {
    const { page, scripts, releaseHero } = await openStoreHoldingItsFirstPhoto();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(scripts).toEqual([]);
    releaseHero();
    await waitForHydration(page);
    expect(scripts.some((path) => /^\/assets\/entry-/.test(path))).toBe(true);
    await page.close();
  });
});
