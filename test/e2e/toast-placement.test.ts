import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { signInThroughForm, siteInBrowser, trackConsole } from '../helpers/browser';
import { smtpSinkBeforeServer } from '../helpers/smtp-sink';

/**
 * Issue 19: "no toast covers the list's or a form's controls". The archive toast (with Undo) and the
 * reply toast are raised at a phone and a desktop width, with the page scrolled so controls sit at
 * the top and the foot of the screen, and the toast's box must miss every visible control in <main>.
 * TOAST_SHOTS_DIR=/some/dir keeps a screenshot of each.
 */
const ADMIN = { email: 'toasts@example.com', password: 'e2e toast placement password' };
const env: Record<string, string> = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  NOTIFY_EMAIL: 'studio-inbox@example.com',
  CONTACT_RATE_PER_MINUTE: '100',
  CONTACT_RATE_PER_DAY: '1000',
};
// E-mail on (a local SMTP sink), so the reading pane offers its reply form.
smtpSinkBeforeServer(env);

const site = siteInBrowser({ env });
jest.setTimeout(120_000);

// More than a page of leads (20 a page), so the list ends with its pagination.
beforeAll(async () => {
  for (let i = 0; i < 24; i++) {
    const res = await fetch(`${site.server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Client ${String(i).padStart(2, '0')}`, email: `client${i}@example.com`, message: `Lead number ${i}: a printed planter, two metres.` }),
    });
    if (res.status !== 201) throw new Error(`contact API answered ${res.status}`);
  }
});

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Placement {
  toast: Box;
  bar: Box;
  /** Visible controls in <main> the toast's box overlaps, named. */
  covered: string[];
  /** How many visible controls in <main> were checked. */
  checked: number;
}

/** Where the open toast is, and which of main's visible controls (buttons, fields, links) it overlaps. */
function placement(page: Page): Promise<Placement> {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const toast = box(document.querySelector('[data-testid="toast"][data-state="open"]')!);
    const overlaps = (a: { left: number; top: number; right: number; bottom: number }) =>
      a.left < toast.right && toast.left < a.right && a.top < toast.bottom && toast.top < a.bottom;
    const header = document.querySelector('header')!;
    // What the page shows starts below the site's fixed bar: a control scrolled under the bar is hidden
    // (and unreachable) with or without a toast, so only the part of a control below the bar counts.
    const shownFrom = Math.max(0, header.getBoundingClientRect().bottom);
    const visiblePart = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: Math.max(0, r.left), top: Math.max(shownFrom, r.top), right: Math.min(innerWidth, r.right), bottom: Math.min(innerHeight, r.bottom) };
    };
    const controls = [...document.querySelectorAll('main :is(a[href], button, input, select, textarea, [role="button"], [tabindex="0"])')].filter((el) => {
      const part = visiblePart(el);
      // Visible: not hidden, and more of it on screen than a visually hidden 1 px box.
      return getComputedStyle(el).visibility !== 'hidden' && part.right - part.left > 2 && part.bottom - part.top > 2;
    });
    return {
      toast,
      bar: box(header),
      covered: controls.filter((el) => overlaps(visiblePart(el))).map((el) => `${el.tagName.toLowerCase()} “${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}”`),
      checked: controls.length,
    };
  });
}

async function expectClearOfControls(page: Page, shot: string): Promise<Placement> {
  await page.waitForSelector('[data-testid="toast"][data-state="open"]');
  // Let the entry animation finish.
  await new Promise((resolve) => setTimeout(resolve, 400));
  if (process.env.TOAST_SHOTS_DIR) await page.screenshot({ path: path.join(process.env.TOAST_SHOTS_DIR, `${shot}.png`) as `${string}.png` });
  const where = await placement(page);
  expect(where.checked).toBeGreaterThan(3);
  expect(where.covered).toEqual([]);
  // It sits over the site's bar, which stays on screen while a toast shows.
  expect(where.bar.top).toBe(0);
  expect(where.toast.top).toBeGreaterThanOrEqual(where.bar.top);
  expect(where.toast.bottom).toBeLessThanOrEqual(where.bar.bottom + 0.5);
  return where;
}

/** Clicks a control found by its text through the real pointer (so it must be on top where it is). */
async function clickButton(page: Page, scope: string, text: string): Promise<void> {
  const handle = await page.waitForFunction(
    (s, t) => [...document.querySelectorAll(`${s} button`)].find((b) => b.textContent === t && !(b as HTMLButtonElement).disabled) ?? null,
    {},
    scope,
    text,
  );
  await (handle as import('puppeteer-core').ElementHandle<HTMLButtonElement>).click();
}

/** Scrolls the list's Previous / Next to the bottom edge of the screen. */
function pagesAtFoot(): void {
  document.querySelector('nav[aria-label="Pages"]')?.scrollIntoView({ block: 'end' });
}

const dismissToasts = (page: Page) =>
  page.evaluate(() => document.querySelectorAll<HTMLButtonElement>('[data-testid="toast"] button[aria-label="Close notification"]').forEach((b) => b.click()));

describe.each([
  [390, 844],
  [1440, 900],
])('toasts at %i px', (width, height) => {
  test('the archive toast and its Undo, and the reply toast, cover none of the page controls', async () => {
    // A browser context of its own: each width signs in afresh.
    const context = await site.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width, height });
    const problems = trackConsole(page);
    await signInThroughForm(page, site.server.url, ADMIN);
    await page.waitForSelector('ul[aria-label="Messages"]');
    await page.waitForSelector('[data-testid="toast"][data-state="open"]');
    await dismissToasts(page);

    // Open the newest lead and archive it, on a desktop with the list's pagination at the foot of the
    // screen (on a phone the open lead has the screen to itself).
    await page.click('ul[aria-label="Messages"] li:first-child a');
    await page.waitForSelector('article h3');
    const name = await page.$eval('article h3', (h) => h.textContent ?? '');
    await page.evaluate(pagesAtFoot);
    await page.evaluate(() => [...document.querySelectorAll<HTMLButtonElement>('article button')].find((b) => b.textContent === 'Archive')!.click());
    await page.waitForFunction((n) => document.querySelector('[data-testid="toast"][data-state="open"]')?.textContent?.includes(`${n} moved to Archived.`), {}, name);
    const archived = await expectClearOfControls(page, `toast-archive-${width}`);
    // The list is back (on a phone it replaced the lead): with its pagination at the foot of the screen too.
    await page.evaluate(pagesAtFoot);
    await expectClearOfControls(page, `toast-archive-list-${width}`);
    if (width >= 900) {
      // On a desktop the toast sits in the bar's empty stretch: it covers none of the bar's own links either.
      const barControls = await page.$$eval('header :is(a[href], button)', (els) =>
        els.map((el) => el.getBoundingClientRect()).filter((r) => r.width > 2).map((r) => ({ left: r.left, right: r.right })),
      );
      for (const control of barControls) expect(control.right <= archived.toast.left || control.left >= archived.toast.right).toBe(true);
    }
    // Undo, pressed with the pointer, brings the lead back.
    await clickButton(page, '[data-testid="toast"]', 'Undo');
    await page.waitForFunction((n) => document.querySelector('ul[aria-label="Messages"]')?.textContent?.includes(n), {}, name);
    await dismissToasts(page);

    // A reply: the composer's Send button at the foot of the screen when it is pressed.
    await page.click('ul[aria-label="Messages"] li:first-child a');
    await page.waitForSelector('[data-testid="lead-thread"] textarea');
    await page.type('[data-testid="lead-thread"] textarea', 'Thank you: could you send the drawings?');
    await page.$eval('[data-testid="lead-thread"] button[type="submit"]', (b) => b.scrollIntoView({ block: 'end' }));
    await page.click('[data-testid="lead-thread"] button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="toast"][data-state="open"]')?.textContent?.includes('Reply queued'));
    await expectClearOfControls(page, `toast-reply-${width}`);

    expect(problems.messages).toEqual([]);
    await context.close();
  });
});
