import type { Page } from 'puppeteer-core';
import { openPage, siteInBrowser } from '../helpers/browser';

const site = siteInBrowser();

/**
 * Holds every web font back until `release` is called, so the page first paints in the local
 * fallback faces, as it does on a slow phone.
 */
async function holdFonts(page: Page): Promise<() => void> {
  const held: Array<() => void> = [];
  let released = false;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (request.resourceType() === 'font' && !released) held.push(() => void request.continue());
    else void request.continue();
  });
  return () => {
    released = true;
    held.splice(0).forEach((go) => go());
  };
}

describe('web fonts swapping in', () => {
  test.each([
    ['/', 320],
    ['/store', 320],
    ['/contact', 320],
    ['/', 360],
    ['/', 390],
    ['/', 1440],
    ['/store', 412],
    ['/materials', 390],
    ['/team', 1440],
  ])('%s at %i px: text set in the fallback takes the same room, so the swap shifts nothing', async (path, width) => {
    const page = await openPage(site.browser, width, 900);
    await page.evaluateOnNewDocument(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await holdFonts(page);
    await page.goto(site.server.url + path, { waitUntil: 'domcontentloaded' });
    // Painted in the fallback: the display face has not arrived.
    expect(await page.evaluate(() => document.fonts.check("600 48px 'Space Grotesk Variable'"))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await page.waitForFunction(() => document.fonts.check("600 48px 'Space Grotesk Variable'") && document.fonts.check("400 16px 'Inter Variable'"));
    await page.evaluate(() => document.fonts.ready);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const shift = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
    expect(shift).toBeLessThan(0.02);
    await page.close();
  });
});
