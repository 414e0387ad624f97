import type { Browser, Page } from 'puppeteer-core';
import { embeddedUriFromLogs } from '../../../scripts/reliability/embedded-uri';
import { staticRoutes } from '../../../src/content/meta';
import { connectDatabase, type Database } from '../../../src/server/db/database';
import { launchBrowser, openPage, siteInBrowser, trackConsole, viewportBox, waitForFocus, waitForHydration, type BrowserName } from '../../helpers/browser';

/**
 * The flows visitors and staff use, written once and run in every browser the site supports
 * (`flows/*.test.ts` name the browser). A flow added here, such as sending an attachment, runs in all
 * of them. Each flow asserts what a person sees and what the server stored; any console error or
 * warning fails it.
 */
export function describeVisitorAndStaffFlows(browserName: BrowserName): void {
  const ADMIN = { email: 'flows@example.com', password: 'cross-browser admin password' };
  // One address sends every message of the file: a high contact limit.
  const site = siteInBrowser({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, CONTACT_RATE_PER_MINUTE: '200', CONTACT_RATE_PER_DAY: '500' } }, browserName);
  let db: Database;
  let scriptless: Browser | undefined;

  jest.setTimeout(90_000);

  beforeAll(async () => {
    db = await connectDatabase(embeddedUriFromLogs(site.server.logs));
  });
  afterAll(async () => {
    await scriptless?.close();
    await db?.close();
  });
  beforeEach(async () => {
    await db.models.ContactSubmission.deleteMany({});
  });

  const url = (path: string) => site.server.url + path;

  /** A page with JavaScript off (a browser of its own: Firefox's BiDi cannot switch scripts off per page). */
  async function pageWithoutScripts(width = 1440, height = 900): Promise<Page> {
    scriptless ??= await launchBrowser(browserName, { javaScript: false });
    return openPage(scriptless, width, height);
  }

  /** A hydrated page whose console is watched. */
  async function openHydrated(path: string, width = 1440, height = 900) {
    const page = await openPage(site.browser, width, height);
    const problems = trackConsole(page);
    const response = await page.goto(url(path), { waitUntil: 'load' });
    await waitForHydration(page);
    return { page, problems, status: response?.status() };
  }

  /**
   * A plain mouse click at the element's center. Puppeteer's ElementHandle.click waits on an
   * IntersectionObserver in the page, which never answers in Firefox with scripts off.
   */
  async function clickWithMouse(page: Page, selector: string): Promise<void> {
    await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center' }));
    const { x, y } = await viewportBox(page, selector);
    await page.mouse.click(x, y);
  }

  const fieldValue = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLInputElement).value);
  const openToastTitle = async (page: Page) => (await page.waitForSelector('[data-testid="toast"][data-state="open"]'))!.evaluate((el) => el.querySelector('[data-part="title"]')?.textContent ?? '');

  describe(`in ${browserName}`, () => {
    const pages = [...staticRoutes.filter((path) => path !== '/admin'), '/project/kasa-tapas', '/reference/epic-universe'];

    test.each(pages)('%s hydrates without console errors or warnings, scrolled through to the end', async (path) => {
      const { page, problems, status } = await openHydrated(path);
      expect(status).toBe(200);
      // Scroll-driven and lazy parts run as the visitor scrolls: walk down, then give them a moment.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 700) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(problems.messages).toEqual([]);
      await page.close();
    });

    test('navigation: the bar and the footer navigate without a page load; below 900 px the menu opens and navigates', async () => {
      const { page, problems } = await openHydrated('/terms-of-service');
      await page.evaluate(() => void ((window as unknown as { __mark: number }).__mark = 1));
      await page.click('header nav a[href="/store"]');
      await page.waitForFunction(() => location.pathname === '/store' && document.title.startsWith('Store'));
      await page.click('footer a[href="/projects"]');
      await page.waitForFunction(() => location.pathname === '/projects' && document.querySelector('main h1') !== null);
      expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark)).toBe(1);
      await page.close();

      const phone = await openHydrated('/projects', 390, 844);
      await phone.page.click('button[aria-label="Open menu"]');
      await phone.page.waitForSelector('[role="dialog"]');
      expect(await phone.page.$$eval('[role="dialog"] a', (links) => links.map((a) => a.textContent))).toEqual(['Projects', 'Capabilities', 'Store', 'Contact']);
      await phone.page.keyboard.press('Escape');
      await phone.page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
      await waitForFocus(phone.page, 'button[aria-label="Open menu"]');
      await phone.page.click('button[aria-label="Open menu"]');
      await phone.page.waitForSelector('[role="dialog"]');
      await phone.page.click('[role="dialog"] a[href="/capabilities"]');
      await phone.page.waitForFunction(() => location.pathname === '/capabilities' && !document.querySelector('[role="dialog"]'));
      expect([...problems.messages, ...phone.problems.messages]).toEqual([]);
      await phone.page.close();
    });

    test('contact dialog: opens with focus inside, sends, toasts, closes and gives focus back; Escape closes it', async () => {
      const TRIGGER = 'button[data-contact-trigger]';
      const DIALOG = '[data-testid="contact-dialog"]';
      const { page, problems } = await openHydrated('/materials');
      await page.click(TRIGGER);
      await page.waitForSelector(DIALOG);
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
      await page.type(`${DIALOG} input[name="name"]`, `Dialog in ${browserName}`);
      await page.type(`${DIALOG} input[name="email"]`, 'dialog@example.com');
      await page.type(`${DIALOG} textarea[name="message"]`, 'A printed canopy for a rooftop bar.');
      await page.click(`${DIALOG} button[type="submit"]`);
      expect(await openToastTitle(page)).toBe('Message sent successfully!');
      await page.waitForSelector(DIALOG, { hidden: true });
      await waitForFocus(page, TRIGGER);
      expect(await db.models.ContactSubmission.findOne({}).lean()).toMatchObject({ name: `Dialog in ${browserName}`, email: 'dialog@example.com', message: 'A printed canopy for a rooftop bar.' });

      await page.keyboard.press('Enter');
      await page.waitForSelector(DIALOG);
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
      await page.keyboard.press('Escape');
      await page.waitForSelector(DIALOG, { hidden: true });
      await waitForFocus(page, TRIGGER);
      expect(problems.messages).toEqual([]);
      await page.close();
    });

    test('/contact with JavaScript: sends, clears the form and toasts at 390 px', async () => {
      const { page, problems } = await openHydrated('/contact', 390, 844);
      await page.type('main form input[name="name"]', 'Screen Visitor');
      await page.type('main form input[name="email"]', 'screen@example.com');
      await page.type('main form textarea[name="message"]', 'Printed planters for a hotel terrace.');
      await page.click('main form button[type="submit"]');
      expect(await openToastTitle(page)).toBe('Message sent!');
      expect(await fieldValue(page, 'main form textarea[name="message"]')).toBe('');
      expect(page.url()).toBe(url('/contact'));
      expect(await db.models.ContactSubmission.findOne({}).lean()).toMatchObject({ name: 'Screen Visitor', message: 'Printed planters for a hotel terrace.' });
      expect(problems.messages).toEqual([]);
      await page.close();
    });

    test('/contact without JavaScript: the error comes back at /contact with the text kept, then the message is sent', async () => {
      const page = await pageWithoutScripts();
      await page.goto(url('/contact'), { waitUntil: 'load' });
      // Blank but present: the browser's own required-field check lets it through, the server's does not.
      await page.type('main form input[name="name"]', '   ');
      await page.type('main form input[name="email"]', 'nojs@example.com');
      await page.type('main form textarea[name="message"]', 'Typed without JavaScript.');
      await Promise.all([page.waitForNavigation(), clickWithMouse(page, 'main form button[type="submit"]')]);
      expect(page.url()).toMatch(new RegExp(`^${url('/contact')}\\?form=[\\w-]{16}$`));
      const name = await page.$eval('main form input[name="name"]', (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent);
      expect(name).toBe('Please enter your name.');
      expect(await fieldValue(page, 'main form textarea[name="message"]')).toBe('Typed without JavaScript.');
      expect(await db.models.ContactSubmission.countDocuments()).toBe(0);

      await page.$eval('main form input[name="name"]', (el) => ((el as HTMLInputElement).value = ''));
      await page.type('main form input[name="name"]', 'No Script');
      await Promise.all([page.waitForNavigation(), clickWithMouse(page, 'main form button[type="submit"]')]);
      expect(page.url()).toBe(url('/contact?sent=1'));
      expect(await page.$eval('main form [role="status"]', (el) => el.textContent)).toContain('Message sent!');
      expect(await db.models.ContactSubmission.findOne({}).lean()).toMatchObject({ name: 'No Script', email: 'nojs@example.com', message: 'Typed without JavaScript.' });
      await page.close();
    });

    test('before/after slider: dragged with the mouse and moved with the keyboard', async () => {
      const { page, problems } = await openHydrated('/');
      const position = () => page.$eval('[data-position]', (el) => Number(el.getAttribute('data-position')));
      await page.$eval('[data-position]', (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await page.waitForFunction(() => document.querySelector('[data-position]')?.getAttribute('data-position') === '50', { timeout: 5000 });
      const box = await viewportBox(page, '[data-position]');
      const handle = await viewportBox(page, '[role="slider"]');
      await page.mouse.move(handle.x, handle.y);
      await page.mouse.down();
      await page.mouse.move(box.left + box.width * 0.25, handle.y, { steps: 4 });
      await page.mouse.up();
      expect(await position()).toBeCloseTo(25, 0);

      await page.focus('[role="slider"]');
      await page.keyboard.press('End');
      expect(await position()).toBe(100);
      await page.keyboard.press('ArrowLeft');
      expect(await position()).toBe(99);
      await page.keyboard.press('Home');
      expect(await position()).toBe(0);
      expect(await page.$eval('[role="slider"]', (el) => el.getAttribute('aria-valuenow'))).toBe('0');
      expect(problems.messages).toEqual([]);
      await page.close();
    });

    test('sign in, then the inbox lists a new message and opens it', async () => {
      const sent = await fetch(url('/api/contact'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Grace Hopper', email: 'grace@navy.example', message: 'A printed bench for the harbor museum.' }),
      });
      expect(sent.status).toBe(201);
      const page = await openPage(site.browser);
      const problems = trackConsole(page);
      await page.goto(url('/admin'), { waitUntil: 'load' });
      expect(new URL(page.url()).pathname).toBe('/login');
      await waitForHydration(page);
      await page.type('input[name="email"]', ADMIN.email);
      await page.type('input[name="password"]', ADMIN.password);
      await page.click('form[action="/api/auth/login"] button[type="submit"]');
      await page.waitForFunction(() => location.pathname === '/admin');
      await page.waitForSelector('ul[aria-label="Messages"]');
      expect(await page.$eval('ul[aria-label="Messages"] li', (li) => li.textContent)).toContain('Grace Hopper');
      await page.click('ul[aria-label="Messages"] li:first-child a');
      await page.waitForSelector('article h3');
      expect(await page.$eval('article h3', (el) => el.textContent)).toBe('Grace Hopper');
      expect(await page.$eval('article p', (el) => el.textContent)).toBe('A printed bench for the harbor museum.');
      await page.waitForFunction(() => !document.querySelector('ul[aria-label="Messages"] li:first-child')?.textContent?.includes('Unread'));
      expect(problems.messages).toEqual([]);
      await page.close();
    });
  });
}
