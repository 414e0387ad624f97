import type { Page } from 'puppeteer-core';
import { openPage, siteInBrowser, trackConsole, waitForFocus, waitForHydration, type ConsoleProblems } from '../helpers/browser';

const site = siteInBrowser();

async function openStore(options: { reducedMotion?: boolean; width?: number } = {}): Promise<{ page: Page; problems: ConsoleProblems }> {
  const page = await openPage(site.browser, options.width ?? 1440, 900);
  const problems = trackConsole(page);
  if (options.reducedMotion) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  const response = await page.goto(`${site.server.url}/store`, { waitUntil: 'networkidle0' });
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  return { page, problems };
}

const scripts = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.name));

const dialogText = (page: Page) => page.$eval('[role="dialog"]', (el) => el.textContent ?? '');

const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

const footerInView = () => {
  const rect = document.getElementById('footer')!.getBoundingClientRect();
  return rect.top < window.innerHeight && rect.bottom > 0;
};

describe('store "Coming Soon" dialog', () => {
  test('a collection opens the notice (loaded on demand); Contact Us closes it and brings the footer into view with focus', async () => {
    const { page, problems } = await openStore();
    const before = await scripts(page);
    expect(await page.$('[role="dialog"]')).toBeNull();
    expect(await page.evaluate(footerInView)).toBe(false);

    await page.click('#collection-lighting');
    await page.waitForSelector('[role="dialog"]');
    expect(await dialogText(page)).toContain('Coming Soon');
    expect(await dialogText(page)).toContain('Please contact us for more information about Lighting');
    expect(await focusInDialog(page)).toBe(true);
    // The dialog's code arrived with the click, not with the page.
    expect((await scripts(page)).length).toBeGreaterThan(before.length);

    const [contact] = await page.$$('::-p-xpath(//div[@role="dialog"]//button[normalize-space()="Contact Us"])');
    await contact!.click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await page.waitForFunction(footerInView, { timeout: 5000 });
    await waitForFocus(page, '#footer');
    expect(problems.messages).toEqual([]);
    await page.close();
  });

  test('Escape closes the notice and returns focus to the collection that opened it', async () => {
    const { page, problems } = await openStore({ width: 390 });
    await page.focus('#collection-architectural-features');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="dialog"]');
    expect(await dialogText(page)).toContain('Please contact us for more information about Architectural Features');
    // Focus is trapped: tabbing twice from the first control stays inside the dialog.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page)).toBe(true);

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await waitForFocus(page, '#collection-architectural-features');

    // A second collection reuses the loaded dialog with its own name.
    await page.click('#collection-seating');
    await page.waitForSelector('[role="dialog"]');
    expect(await dialogText(page)).toContain('Please contact us for more information about Seating');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(problems.messages).toEqual([]);
    await page.close();
  });

  test('with reduced motion the jump to the footer is immediate', async () => {
    const { page, problems } = await openStore({ reducedMotion: true });
    await page.click('#collection-planters');
    await page.waitForSelector('[role="dialog"]');
    const [contact] = await page.$$('::-p-xpath(//div[@role="dialog"]//button[normalize-space()="Contact Us"])');
    await contact!.click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    // No smooth scroll to wait for: the footer is in view on the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(footerInView)).toBe(true);
    expect(problems.messages).toEqual([]);
    await page.close();
  });
});
