import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** The browsers the end-to-end tests drive: Debian's chromium (CDP) and firefox-esr (WebDriver BiDi). */
export type BrowserName = 'chromium' | 'firefox';

export interface BrowserOptions {
  javaScript?: boolean;
  webgl?: boolean;
}

/**
 * A headless browser with the flags this sandboxed, offline machine needs; never a downloaded one.
 * `javaScript: false` gives a browser whose pages run no script of their own (the test can still
 * evaluate in them), as a visitor with JavaScript off would see the site. `webgl` (chromium): without a
 * GPU, WebGL runs on SwiftShader, which Chromium only allows for headless software rendering when asked.
 */
export function launchBrowser(name: BrowserName = 'chromium', options: BrowserOptions = {}): Promise<Browser> {
  const javaScript = options.javaScript ?? true;
  if (name === 'firefox') {
    return puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      // No updates, telemetry or first-run checks: this machine reaches nothing but the site.
      extraPrefsFirefox: {
        'app.update.enabled': false,
        'datareporting.policy.dataSubmissionEnabled': false,
        'browser.shell.checkDefaultBrowser': false,
        'javascript.enabled': javaScript,
      },
    });
  }
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-dev-shm-usage',
      ...(javaScript ? [] : ['--blink-settings=scriptEnabled=false']),
      ...(options.webgl ? ['--enable-unsafe-swiftshader'] : []),
    ],
  });
}

export interface ConsoleProblems {
  /** console.error / console.warn messages and uncaught page errors, in order. */
  messages: string[];
}

/**
 * Collects what would show up red or yellow in DevTools (errors, warnings, uncaught exceptions,
 * hydration mismatches) so a test can assert the page is clean.
 */
export function trackConsole(page: Page): ConsoleProblems {
  const problems: ConsoleProblems = { messages: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') problems.messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.messages.push(`pageerror: ${(error as Error).message}`));
  return problems;
}

/** A fresh page at a phone (390) or desktop (1440) width, in the browser's default context or in `browser` as a context of its own. */
export async function openPage(browser: Browser | BrowserContext, width = 1440, height = 900): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  return page;
}

/**
 * Resolves once React has hydrated the page: not just the root (which is marked as soon as
 * hydration starts) but the header, main and footer, whose nodes get their fibers when committed,
 * so clicks land on live handlers.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(layoutHydrated);
}

/** Whether header, main and footer have their React fibers (see waitForHydration); runs in the page. */
function layoutHydrated(): boolean {
  const hydrated = (el: Element | null) => !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  return ['header', 'main', 'footer'].every((selector) => hydrated(document.querySelector(selector)));
}

/** Whether the page's layout has hydrated at this moment. */
export const isHydrated = (page: Page): Promise<boolean> => page.evaluate(layoutHydrated);

/**
 * Resolves once the element matching `selector` has focus. Dialogs hand focus back to their opener
 * a task after they leave the DOM (Radix restores it from a timeout), so checking at once races.
 * On timeout it names what has focus instead, which is what a failing test needs to say.
 */
export async function waitForFocus(page: Page, selector: string, timeout = 5000): Promise<void> {
  try {
    await page.waitForFunction((s) => !!document.activeElement?.matches(s), { timeout }, selector);
  } catch {
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el ? `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}` : 'nothing';
    });
    throw new Error(`expected focus on ${selector}, but it is on ${focused}`);
  }
}

/**
 * For an end-to-end test file: the built server (see server-process.ts) and a browser (chromium
 * unless named), started before its tests and stopped after them. Read `site.server` /
 * `site.browser` inside the tests.
 */
export function siteInBrowser(options?: Parameters<typeof import('./server-process').startServer>[0], browserName: BrowserName = 'chromium', browserOptions: BrowserOptions = {}) {
  const site = {} as { server: import('./server-process').ServerProcess; browser: Browser };
  beforeAll(async () => {
    const { startServer } = await import('./server-process');
    [site.server, site.browser] = await Promise.all([startServer(options), launchBrowser(browserName, browserOptions)]);
  }, 60_000);
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}

/** An element's box in the viewport, with its center (x, y): where a pointer would press it. */
export function viewportBox(page: Page, selector: string): Promise<{ left: number; right: number; width: number; x: number; y: number }> {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, width: r.width, x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
}

/** Signs in through the hydrated /login form and waits for the inbox. */
export async function signInThroughForm(page: Page, origin: string, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  await waitForHydration(page);
  await page.type('input[name="email"]', account.email);
  await page.type('input[name="password"]', account.password);
  await page.click('form[action="/api/auth/login"] button[type="submit"]');
  await page.waitForFunction(() => location.pathname === '/admin');
}

/** The share of the page's canvas pixels that differ from its background (the top-left pixel). */
export function drawnShare(page: Page): Promise<number> {
  return page.$eval('canvas', (canvas) => {
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let drawn = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i]! - data[0]!) + Math.abs(data[i + 1]! - data[1]!) + Math.abs(data[i + 2]! - data[2]!) > 24) drawn++;
    }
    return drawn / (data.length / 4);
  });
}
