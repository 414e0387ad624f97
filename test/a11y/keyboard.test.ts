import type { Page } from 'puppeteer-core';
import { openPage, siteInBrowser, waitForFocus, waitForHydration } from '../helpers/browser';

const ADMIN = { email: 'keys@example.com', password: 'keyboard only password' };
const site = siteInBrowser({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, matches: (el: { tag: string; text: string; label: string | null }) => boolean, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { tag: el?.tagName ?? '', text: (el?.textContent ?? '').trim(), label: el?.getAttribute('aria-label') ?? null };
    });
    if (matches(focused)) return;
  }
  throw new Error('never reached the element with Tab');
}

describe('keyboard only', () => {
  test('skip link, then the navigation: Tab reaches Store and Enter follows it', async () => {
    const page = await openPage(site.browser);
    await page.goto(`${site.server.url}/projects`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    // Focus is in the content: the next Tab stop is inside <main>, not the navigation again.
    await waitForFocus(page, 'main');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await page.goto(`${site.server.url}/projects`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await tabTo(page, (el) => el.tag === 'A' && el.text === 'Store');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/store');
    await page.close();
  });

  test('the inbox: sign in, open a message, archive it, all from the keyboard', async () => {
    await fetch(`${site.server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.server.url },
      body: JSON.stringify({ name: 'Keyboard Sender', email: 'sender@example.com', message: 'Read me without a mouse.' }),
    });
    const page = await openPage(site.browser);
    await page.goto(`${site.server.url}/login`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await tabTo(page, (el) => el.tag === 'INPUT');
    await page.keyboard.type(ADMIN.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/admin');
    await page.waitForSelector('ul[aria-label="Messages"]');

    await tabTo(page, (el) => el.text.includes('Keyboard Sender'));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('Read me without a mouse.'));
    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Archive');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('ul[aria-label="Messages"]')?.textContent?.includes('Keyboard Sender'));
    await page.close();
  });
});
