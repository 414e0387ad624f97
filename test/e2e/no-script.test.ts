// What works before and without JavaScript (issue 22): the phone menu and the store's tiles.
import type { Page } from 'puppeteer-core';
import { openPage, siteInBrowser, trackConsole, waitForHydration } from '../helpers/browser';

const site = siteInBrowser();

async function openWithoutScripts(path: string, width: number): Promise<Page> {
  const page = await openPage(site.browser, width, 844);
  await page.setJavaScriptEnabled(false);
  await page.goto(site.server.url + path, { waitUntil: 'load' });
  return page;
}

describe('without JavaScript', () => {
  test('below 900 px the hamburger opens a full-screen menu with the four links, and a link navigates', async () => {
    const page = await openWithoutScripts('/projects', 390);
    const menuLinks = () =>
      page.$$eval('header details a', (links) => links.filter((a) => a.checkVisibility()).map((a) => a.textContent));
    expect(await menuLinks()).toEqual([]);
    await page.click('header summary[aria-label="Open menu"]');
    expect(await menuLinks()).toEqual(['Projects', 'Capabilities', 'Store', 'Contact']);
    await new Promise((resolve) => setTimeout(resolve, 400)); // its 0.25 s entrance
    const panel = await page.$eval('header details > div', (el) => {
      const r = el.getBoundingClientRect();
      return [r.left, r.top, r.width, r.height, getComputedStyle(el).backgroundColor];
    });
    expect(panel).toEqual([0, 0, 390, 844, 'rgb(17, 17, 16)']);
    // The same control closes it again.
    await page.click('header summary[aria-label="Open menu"]');
    expect(await menuLinks()).toEqual([]);
    await page.click('header summary[aria-label="Open menu"]');
    await Promise.all([page.waitForNavigation(), page.click('header details a[href="/store"]')]);
    expect(new URL(page.url()).pathname).toBe('/store');
    await page.close();
  });

  test('from 900 px the menu is not shown; the bar keeps its three buttons', async () => {
    const page = await openWithoutScripts('/projects', 1440);
    expect(await page.$eval('header details', (el) => getComputedStyle(el.parentElement!).display)).toBe('none');
    expect(await page.$$eval('header nav[aria-label="Main"] a', (links) => links.filter((a) => a.getBoundingClientRect().width > 0).map((a) => a.textContent))).toEqual([
      'Projects',
      'Capabilities',
      'Store',
    ]);
    await page.close();
  });

  test("each store tile says what its 'Coming Soon' notice would, and leads to the footer's contact details", async () => {
    const page = await openWithoutScripts('/store', 390);
    const tiles = await page.$$eval('main article', (cards) =>
      cards.map((card) => ({ name: card.querySelector('h2')?.textContent, text: card.textContent, href: card.querySelector('h2 a')?.getAttribute('href') })),
    );
    expect(tiles).toHaveLength(7);
    for (const tile of tiles) {
      expect(tile.text).toContain(`Coming Soon. Please contact us for more information about ${tile.name}.`);
      expect(tile.href).toBe('#footer');
    }
    await page.click('#collection-seating');
    await page.waitForFunction(() => location.hash === '#footer');
    expect(await page.$eval('#footer', (el) => el.getBoundingClientRect().top)).toBeLessThan(844);
    await page.close();
  });
});

describe('before JavaScript, then hydrated', () => {
  test('a menu opened before the scripts ran stays open as the dialog once they do, and Escape closes it', async () => {
    const page = await openPage(site.browser, 390, 844);
    const problems = trackConsole(page);
    // Hold the scripts back until the menu is open.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().includes('/assets/') && request.url().endsWith('.js')) void held.then(() => request.continue());
      else void request.continue();
    });
    await page.goto(site.server.url + '/store', { waitUntil: 'domcontentloaded' });
    await page.click('header summary[aria-label="Open menu"]');
    release();
    await waitForHydration(page);
    await page.waitForSelector('[role="dialog"]');
    expect(await page.$$eval('[role="dialog"] a', (links) => links.map((a) => a.textContent))).toEqual(['Projects', 'Capabilities', 'Store', 'Contact']);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(await page.$('header details')).toBeNull();
    expect(problems.messages).toEqual([]);
    await page.close();
  });
});
