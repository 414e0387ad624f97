import type { Browser } from 'puppeteer-core';

export interface FetchedScripts {
  path: string;
  width: number;
  /** Build-relative URLs (/assets/…js) the page fetched within the window, in fetch order. */
  files: string[];
}

/**
 * The script files a visitor's browser fetches within `windowMs` of starting to load each page, at
 * each width, in `browser` with an empty cache and no input: deferred parts that load once the page
 * is idle count, a part that waits for a scroll or a click does not (issue 23).
 */
export async function scriptsFetchedWithin(browser: Browser, baseUrl: string, paths: string[], widths: number[], windowMs = 6000): Promise<FetchedScripts[]> {
  const results: FetchedScripts[] = [];
  for (const width of widths) {
    for (const path of paths) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height: width < 600 ? 844 : 900 });
      await page.goto(baseUrl + path, { waitUntil: 'load' });
      const elapsed = await page.evaluate(() => performance.now());
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, windowMs - elapsed)));
      const files = await page.evaluate(
        (limit) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime <= limit && new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => new URL(entry.name).pathname),
        windowMs,
      );
      results.push({ path, width, files: [...new Set(files)] });
      await context.close();
    }
  }
  return results;
}
