import type { Page, Target } from 'puppeteer-core';
import { openPage, trackConsole, waitForFocus, waitForHydration, siteInBrowser } from '../helpers/browser';

const site = siteInBrowser();

/** Marks the window: the mark survives client-side navigation and is gone after a full page load. */
const markWindow = (page: Page) => page.evaluate(() => void ((window as unknown as { __marker: number }).__marker = 42));
const isSameWindow = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 42);

/** What the Back button does to the router, for a URL no link on the page points to. */
const navigateClientSide = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

describe('server render + hydration in Chromium', () => {
  test.each(['/', '/materials', '/terms-of-service'])('%s hydrates without console errors or hydration warnings', async (path) => {
    const page = await openPage(site.browser);
    const problems = trackConsole(page);
    const response = await page.goto(site.server.url + path, { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(problems.messages).toEqual([]);
    await page.close();
  });

  test('client-side navigation to an unknown project, reference or path shows its not-found view and title', async () => {
    const page = await openPage(site.browser);
    const problems = trackConsole(page);
    await page.goto(site.server.url + '/projects', { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await markWindow(page);
    const cases: Array<[string, string, string]> = [
      ['/project/no-such-project', 'Project Not Found', 'Project Not Found'],
      ['/reference/no-such-reference', 'Reference Not Found', 'Reference Not Found'],
      ['/no-such-page', '404 Page Not Found', 'Page Not Found'],
      ['/project/toothsome', 'Toothsome', 'Toothsome'],
    ];
    for (const [path, heading, title] of cases) {
      await navigateClientSide(page, path);
      await page.waitForFunction((h) => document.querySelector('main h1')?.textContent === h, {}, heading);
      await page.waitForFunction((t) => document.title.startsWith(t), {}, title);
    }
    // All of it without a page load.
    expect(await isSameWindow(page)).toBe(true);
    expect(problems.messages).toEqual([]);
    await page.close();
  });

  test('a screen whose chunk cannot be fetched (a new deploy replaced it) opens as a full page load', async () => {
    const page = await openPage(site.browser);
    await page.goto(site.server.url + '/projects', { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await markWindow(page);
    // The first script the navigation asks for (the team screen's chunk) fails, as a deleted file would.
    let failed = '';
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (!failed && request.resourceType() === 'script') {
        failed = request.url();
        void request.abort('failed');
      } else void request.continue();
    });
    await navigateClientSide(page, '/team');
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'The Team');
    expect(failed).not.toBe('');
    expect(await isSameWindow(page)).toBe(false);
    await page.close();
  });

  // From a page without pictures; from a page of the same screen, whose module is loaded already.
  test.each([
    ['/terms-of-service', '/project/toothsome', 'Toothsome'],
    ['/project/toothsome', '/project/kasa-tapas', 'Kasa Tapas'],
  ])('pictures reached by a client-side navigation from %s to %s show the files and alternative text the server renders', async (from, to, heading) => {
    // Every <picture> in main: its sources and the <img>'s files, size and text.
    const pictures = (page: Page) =>
      page.$$eval('main picture', (elements) =>
        elements.map((picture) => {
          const img = picture.querySelector('img')!;
          const sources = [...picture.querySelectorAll('source')].map((source) => `${source.type} ${source.media} ${source.srcset} ${source.sizes}`);
          return { sources, img: [img.getAttribute('src'), img.srcset, img.sizes, img.width, img.height, img.alt, img.style.backgroundColor] };
        }),
      );
    const served = await openPage(site.browser);
    await served.goto(site.server.url + to, { waitUntil: 'networkidle0' });
    const expected = await pictures(served);
    await served.close();
    expect(expected.length).toBeGreaterThan(2);

    const page = await openPage(site.browser);
    const problems = trackConsole(page);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    await page.goto(site.server.url + from, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    const firstLoad = scripts.length;
    await markWindow(page);
    await navigateClientSide(page, to);
    await page.waitForFunction((h) => document.querySelector('main h1')?.textContent === h && document.querySelectorAll('main picture').length > 2, {}, heading);
    expect(await pictures(page)).toEqual(expected);
    expect(await isSameWindow(page)).toBe(true);
    // The image catalog, which the first load did without.
    expect(scripts.length).toBeGreaterThan(firstLoad);
    expect(problems.messages).toEqual([]);
    await page.close();
  });

  test('nav links navigate client-side: no full page load, title updates, view starts at the top', async () => {
    const page = await openPage(site.browser);
    const problems = trackConsole(page);
    await page.goto(site.server.url + '/terms-of-service', { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await markWindow(page);
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
      window.scrollTo(0, 1200);
    });
    await page.waitForSelector('header[data-hidden="true"]');
    // Scrolling up a little brings the hidden bar back, as a visitor would before clicking it.
    await page.evaluate(() => window.scrollTo(0, 1000));
    await page.waitForSelector('header[data-hidden="false"]');
    await page.click('header nav a[href="/store"]');
    await page.waitForFunction(() => location.pathname === '/store');
    await page.waitForFunction(() => document.title.startsWith('Store'));
    expect(await isSameWindow(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.click('footer a[href="/projects"]');
    await page.waitForFunction(() => location.pathname === '/projects');
    expect(await isSameWindow(page)).toBe(true);
    expect(problems.messages).toEqual([]);
    await page.close();
  });

  test('site links: the current section is marked, a link to the page shown replaces its history entry, modified clicks are the browser’s', async () => {
    const page = await openPage(site.browser);
    const problems = trackConsole(page);
    await page.goto(site.server.url + '/capabilities', { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    const current = () => page.$$eval('header nav[aria-label="Main"] a[aria-current="page"]', (links) => links.map((a) => a.textContent));
    expect(await current()).toEqual(['Capabilities']);
    await markWindow(page);
    const entries = await page.evaluate(() => history.length);

    await page.click('header nav a[href="/capabilities"]');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.click('header nav a[href="/store"]');
    await page.waitForFunction(() => document.title.startsWith('Store'));
    expect(await current()).toEqual(['Store']);
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);

    // Ctrl+click opens a new tab and leaves this page where it is.
    const opened = new Promise<Target>((resolve) => site.browser.once('targetcreated', resolve));
    await page.keyboard.down('Control');
    await page.click('footer a[href="/projects"]');
    await page.keyboard.up('Control');
    const tab = await opened;
    expect(tab.url()).toBe(site.server.url + '/projects');
    expect(await page.evaluate(() => location.pathname)).toBe('/store');
    expect(await isSameWindow(page)).toBe(true);
    await (await tab.page())?.close();
    expect(problems.messages).toEqual([]);
    await page.close();
  });

  test('the first page shows at once; pages reached by navigation fade in', async () => {
    const page = await openPage(site.browser);
    await page.goto(site.server.url + '/materials', { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    const mainAnimation = () => page.$eval('main', (el) => getComputedStyle(el).animationName);
    // Hidden behind a fade, the server-rendered content would miss the first paint (and LCP).
    expect(await mainAnimation()).toBe('none');
    await page.click('header nav a[href="/store"]');
    // The address changes at the click; the new page replaces the old once its chunk has arrived.
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Printed pieces, ready to order.');
    expect(await mainAnimation()).not.toBe('none');
    expect(await page.$eval('main', (el) => getComputedStyle(el).animationDuration)).toBe('0.5s');
    await page.close();
  });

  test('below 900 px the hamburger opens a full-screen menu that Escape closes', async () => {
    const page = await openPage(site.browser, 390, 844);
    await page.goto(site.server.url + '/projects', { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    expect(await page.$eval('header nav[aria-label="Main"]', (el) => getComputedStyle(el).display)).toBe('none');
    await page.click('button[aria-label="Open menu"]');
    await page.waitForSelector('[role="dialog"]');
    const links = await page.$$eval('[role="dialog"] a', (as) => as.map((a) => a.textContent));
    expect(links).toEqual(['Projects', 'Capabilities', 'Store', 'Contact']);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    await waitForFocus(page, 'button[aria-label="Open menu"]');
    await page.close();
  });

  test('the cart dropdown shows the empty cart and closes on an outside click and on Escape', async () => {
    const page = await openPage(site.browser);
    await page.goto(site.server.url + '/projects', { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await page.click('button[aria-label="Cart"]');
    const panel = await page.waitForSelector('[role="region"][aria-label="Cart"]:not([hidden])');
    expect(await panel!.evaluate((el) => el.textContent)).toContain('Your cart is empty');
    await page.mouse.click(700, 600);
    await page.waitForSelector('[role="region"][aria-label="Cart"][hidden]');
    await page.click('button[aria-label="Cart"]');
    await page.waitForSelector('[role="region"][aria-label="Cart"]:not([hidden])');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="region"][aria-label="Cart"][hidden]');
    await page.close();
  });
});
