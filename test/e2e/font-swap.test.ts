import type { Page } from 'puppeteer-core';
import { openPage, siteInBrowser } from '../helpers/browser';

const site = siteInBrowser();

/** A layout shift as the page records it: its score, when it happened (ms) and what moved. */
interface LayoutShift {
  value: number;
  at: number;
  moved: string[];
}

/** Chromium's layout-shift entry (not in TypeScript's DOM types). */
type LayoutShiftEntry = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
};

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
      const shifts: LayoutShift[] = [];
      (window as unknown as { __shifts: LayoutShift[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShiftEntry[]) {
          if (entry.hadRecentInput) continue;
          // What moved, so that a failure says which element to look at.
          const moved = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
            const name = node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}` : String(node?.nodeName);
            return `${name} y ${a.y}→${b.y}, height ${a.height}→${b.height}`;
          });
          shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
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
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: LayoutShift[] }).__shifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    // On failure the message lists every shift and what moved.
    expect(total < 0.02 ? 'CLS under 0.02' : { total, shifts }).toBe('CLS under 0.02');
    await page.close();
  });
});
