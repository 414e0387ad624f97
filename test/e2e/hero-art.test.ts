import { openPage, siteInBrowser, waitForHydration } from '../helpers/browser';

const site = siteInBrowser();

/** The materials hero: its decorative bead stack beside the heading, the material index below. */
describe('materials hero artwork', () => {
  test.each([
    [1440, 900],
    [1920, 1080],
    [1280, 720],
  ])('at %i × %i px the artwork stays clear of the heading and the material index', async (width, height) => {
    const page = await openPage(site.browser, width, height);
    await page.goto(site.server.url + '/materials', { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    const boxes = await page.evaluate(() => {
      const box = (el: Element | null) => {
        const r = el!.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      };
      const hero = document.querySelector('main header')!;
      return {
        art: box(hero.querySelector('[aria-hidden="true"]')),
        title: box(hero.querySelector('h1')),
        index: box(hero.querySelector('nav, ol, ul')),
      };
    });
    expect(boxes.art.bottom - boxes.art.top).toBeGreaterThan(200);
    expect(boxes.art.bottom).toBeLessThanOrEqual(boxes.index.top);
    expect(boxes.art.left).toBeGreaterThanOrEqual(boxes.title.right);
    await page.close();
  });

  test('phones get no artwork (no room beside the heading)', async () => {
    const page = await openPage(site.browser, 390, 844);
    await page.goto(site.server.url + '/materials', { waitUntil: 'networkidle0' });
    const display = await page.$eval('main header [aria-hidden="true"]', (el) => getComputedStyle(el).display);
    expect(display).toBe('none');
    await page.close();
  });
});
