import type { Page } from 'puppeteer-core';
import { openPage, siteInBrowser, trackConsole, waitForHydration } from '../helpers/browser';
import { decodeQuotedPrintable, smtpSinkBeforeServer } from '../helpers/smtp-sink';

const ADMIN = { email: 'studio@example.com', password: 'e2e admin password' };
const TOKEN = `vx${Date.now().toString(36)}`;
const MESSAGE = {
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  phone_number: '+1 (407) 555-0199',
  message: `A printed bench for the harbour museum.\nTwo metres, recycled PETG.\nRef ${TOKEN}`,
};
const OTHER = { name: 'Alan Turing', email: 'alan@bletchley.example', message: 'Planters for a courtyard, eight of them.' };

// E-mail on (a local SMTP sink), so replies can be sent from the reading pane; the sink's address is
// known once it listens, before the server starts.
const env: Record<string, string> = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, NOTIFY_EMAIL: 'studio-inbox@example.com', OUTBOX_POLL_MS: '200' };
const mail = smtpSinkBeforeServer(env);

const site = siteInBrowser({ env });

jest.setTimeout(120_000);

async function sendContactMessage(body: object): Promise<void> {
  const res = await fetch(`${site.server.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`contact API answered ${res.status}: ${await res.text()}`);
}

beforeAll(async () => {
  await sendContactMessage(OTHER);
  await sendContactMessage(MESSAGE);
});

interface RowLook {
  dot: string;
  nameWeight: string;
  edge: string;
  ground: string;
}
const ACCENT = 'rgb(255, 90, 31)';
const NONE = 'rgba(0, 0, 0, 0)';
const UNREAD_ROW: RowLook = { dot: ACCENT, nameWeight: '700', edge: NONE, ground: NONE };
const OPEN_READ_ROW: RowLook = { dot: NONE, nameWeight: '500', edge: ACCENT, ground: 'rgb(255, 255, 255)' };

/**
 * How the rows draw their state (the unread dot, the name's weight, the open row's edge and ground),
 * once the 0.15 s background transition has settled.
 */
async function expectRowLooks(page: Page, expected: RowLook[]): Promise<void> {
  const looks = () =>
    page.$$eval('ul[aria-label="Messages"] li a', (links) =>
      links.map((link) => ({
        dot: getComputedStyle(link.querySelector('[data-part="dot"]')!).backgroundColor,
        nameWeight: getComputedStyle(link.querySelector('[data-part="name"]')!).fontWeight,
        edge: getComputedStyle(link).borderLeftColor,
        ground: getComputedStyle(link).backgroundColor,
      })),
    );
  const deadline = Date.now() + 3000;
  while (JSON.stringify(await looks()) !== JSON.stringify(expected) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(await looks()).toEqual(expected);
}

const listItems = (page: Page) => page.$$eval('ul[aria-label="Messages"] li', (items) => items.map((item) => item.textContent ?? ''));

/** Whether the first message the query lists is read on the server, asking again for up to 5 s. */
async function readOnServer(page: Page, query: string): Promise<boolean> {
  for (let tries = 0; tries < 50; tries++) {
    if ((await apiList(page, query)).body.data?.[0]?.read) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function apiList(page: Page, query: string): Promise<{ status: number; body: { data?: { name: string; read: boolean; archived: boolean }[]; unread?: number } }> {
  return page.evaluate(async (q) => {
    const res = await fetch(`/api/admin/submissions?${q}`);
    return { status: res.status, body: await res.json() };
  }, query);
}

async function waitForToast(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => [...document.querySelectorAll('li[role="status"], [role="status"]')].some((el) => el.textContent?.includes(t)), {}, text);
}

describe('the studio inbox in Chromium', () => {
  test('sign in, read, search, archive, export, sign out; Back does not bring the inbox back', async () => {
    const page = await openPage(site.browser);
    const problems = trackConsole(page);

    // Signed out, /admin is answered by the server with a redirect to /login.
    const gated = await page.goto(`${site.server.url}/admin`, { waitUntil: 'networkidle0' });
    expect(new URL(gated!.url()).pathname).toBe('/login');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Admin Login');
    await waitForHydration(page);

    await page.type('input[name="email"]', ADMIN.email);
    await page.type('input[name="password"]', ADMIN.password);
    await page.click('form[action="/api/auth/login"] button[type="submit"]');
    await page.waitForFunction(() => location.pathname === '/admin');
    await waitForToast(page, 'Welcome to the admin dashboard');
    await page.waitForSelector('ul[aria-label="Messages"]');
    expect(await page.$eval('main', (m) => m.textContent)).toContain(`Welcome back, ${ADMIN.email}`);
    expect(await page.$eval('main', (m) => m.textContent)).toContain('2 total submission(s)');

    // The message sent through the contact API is the newest, unread.
    const items = await listItems(page);
    expect(items[0]).toContain(MESSAGE.name);
    expect(items[0]).toContain('Unread');
    expect(items[1]).toContain(OTHER.name);
    await page.mouse.move(0, 0);
    await expectRowLooks(page, [UNREAD_ROW, UNREAD_ROW]);

    // Opening it shows the full card and marks it read on the server.
    await page.click('ul[aria-label="Messages"] li:first-child a');
    await page.waitForSelector('article h3');
    const card = await page.$eval('article', (a) => ({
      heading: a.querySelector('h3')?.textContent,
      text: a.textContent ?? '',
      mailto: a.querySelector('a[href^="mailto:"]')?.getAttribute('href'),
      tel: a.querySelector('a[href^="tel:"]')?.getAttribute('href'),
      message: a.querySelector('p')?.textContent,
      whiteSpace: getComputedStyle(a.querySelector('p')!).whiteSpace,
    }));
    expect(card.heading).toBe(MESSAGE.name);
    expect(card.mailto).toBe(`mailto:${MESSAGE.email}`);
    expect(card.tel).toBe('tel:+14075550199');
    expect(card.message).toBe(MESSAGE.message);
    expect(card.whiteSpace).toBe('pre-wrap');
    await page.waitForFunction(() => !document.querySelector('ul[aria-label="Messages"] li:first-child')?.textContent?.includes('Unread'));
    // The row turns read at once (an optimistic update); the server's copy follows when the PATCH lands.
    expect(await readOnServer(page, `q=${TOKEN}`)).toBe(true);
    // Its row is read and marked open; the other one is still unread.
    await page.mouse.move(0, 0);
    await expectRowLooks(page, [OPEN_READ_ROW, UNREAD_ROW]);

    // The overview above the list (fetched after hydration) counts both new leads, with the weekly chart:
    // an SVG image the server drew, and the same figures in a table for screen readers.
    await page.waitForSelector('[data-testid="overview"]');
    expect(await page.$eval('[data-testid="overview"]', (o) => o.textContent)).toContain('Open leads2New 2 · Replied 0 · Quoting 0');
    await page.waitForFunction(() => {
      const chart = document.querySelector<HTMLImageElement>('img[data-testid="weekly-chart"]');
      return !!chart && chart.complete && chart.naturalHeight === 226;
    });
    expect(await page.$eval('img[data-testid="weekly-chart"]', (img) => img.getAttribute('alt'))).toContain('The same figures follow as a table.');
    expect(await page.$$eval('[data-testid="overview"] table tbody tr', (rows) => rows.at(-1)?.textContent)).toMatch(/^[A-Z][a-z]{2} \d{1,2}200002$/);

    // An internal note, shown with its author, then a reply sent by e-mail with its delivery state.
    await page.type('[data-testid="lead-notes"] textarea', 'Asked for the floor plan by phone.');
    await page.click('[data-testid="lead-notes"] button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="lead-notes"] ol')?.textContent?.includes('Asked for the floor plan by phone.'));
    expect(await page.$eval('[data-testid="lead-notes"] ol', (ol) => ol.textContent)).toContain(ADMIN.email);
    await page.type('[data-testid="lead-thread"] textarea', 'Thank you, Grace. Could you send the drawings?');
    await page.click('[data-testid="lead-thread"] button[type="submit"]');
    await waitForToast(page, 'Reply queued');
    await page.waitForFunction(() => document.querySelector('[data-testid="lead-thread"] [data-testid="delivery"]')?.textContent === 'Delivered', { timeout: 20_000 });
    const reply = mail.sink.mails.find((mail) => mail.recipients.includes(MESSAGE.email))!;
    expect(decodeQuotedPrintable(reply.body)).toContain('Thank you, Grace. Could you send the drawings?');
    // The lead moved from New to Replied: its status control and the list say so.
    await page.waitForFunction(() => (document.querySelector('article select') as HTMLSelectElement | null)?.value === 'replied');
    await page.waitForFunction(() => document.querySelector('ul[aria-label="Messages"] li:first-child')?.textContent?.includes('Replied'));

    // Search narrows the list (and lives in the URL), says how many match and can be cleared.
    await page.type('input[type="search"]', TOKEN);
    await page.waitForFunction((t) => location.search.includes(`q=${t}`), {}, TOKEN);
    await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="Messages"] li').length === 1);
    expect((await listItems(page))[0]).toContain(MESSAGE.name);
    await page.waitForFunction((t) => document.querySelector('[data-testid="search-count"]')?.textContent === `1 matching “${t}”`, {}, TOKEN);
    expect(await page.$eval('main', (m) => m.textContent)).toContain('2 total submission(s)');

    // Archive: it leaves the inbox and shows up under Archived.
    await page.click('ul[aria-label="Messages"] li:first-child a');
    await page.waitForSelector('article h3');
    const archive = await page.$$('article button');
    const archiveButton = (await Promise.all(archive.map(async (b) => ((await b.evaluate((el) => el.textContent)) === 'Archive' ? b : null)))).find(Boolean);
    await archiveButton!.click();
    await waitForToast(page, `${MESSAGE.name} moved to Archived.`);
    expect(await page.$$eval('[data-testid="toast"] button', (buttons) => buttons.map((b) => b.textContent))).toContain('Undo');
    await page.waitForFunction(() => !document.querySelector('ul[aria-label="Messages"]'));
    expect(await page.$eval('main', (m) => m.textContent)).toContain('No messages match this view.');
    await page.waitForFunction(async (t) => {
      const res = await fetch(`/api/admin/submissions?view=archived&q=${t}`);
      return ((await res.json()) as { total: number }).total === 1;
    }, {}, TOKEN);
    // Brought out from under the site's bar, which a toast keeps on screen while it shows.
    await page.$eval('nav[aria-label="Filter messages"] a[href^="/admin?view=archived"]', (a) => a.scrollIntoView({ block: 'center' }));
    await page.click('nav[aria-label="Filter messages"] a[href^="/admin?view=archived"]');
    await page.waitForFunction((name) => document.querySelector('ul[aria-label="Messages"]')?.textContent?.includes(name), {}, MESSAGE.name);

    // Export: a download link to the CSV endpoint, which holds the message with formulas made inert.
    const exportLink = await page.$eval('a[href$="export.csv"]', (a) => ({ href: a.getAttribute('href'), download: a.hasAttribute('download') }));
    expect(exportLink).toEqual({ href: '/api/admin/submissions/export.csv', download: true });
    const csv = await page.evaluate(async (href) => {
      const res = await fetch(href);
      return { type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: await res.text() };
    }, exportLink.href!);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect(csv.disposition).toMatch(/^attachment; filename="stratum-submissions-/);
    expect(csv.text).toContain(`"${MESSAGE.name}","${MESSAGE.email}","'+1 (407) 555-0199","${MESSAGE.message}","true","true"`);

    // Sign out: back on /login with the toast, the session gone on the server.
    await page.click('form[action="/api/auth/logout"] button');
    await page.waitForFunction(() => location.pathname === '/login');
    await waitForToast(page, 'Logged out');
    expect((await apiList(page, '')).status).toBe(401);

    // Back: whatever entry it lands on, the inbox is not shown again.
    await page.goBack({ waitUntil: 'networkidle0' });
    await page.waitForFunction(() => location.pathname !== '/admin' || !document.querySelector('ul[aria-label="Messages"]'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const afterBack = await page.evaluate(() => ({ path: location.pathname, text: document.body.textContent ?? '' }));
    expect(afterBack.path).toBe('/login');
    expect(afterBack.text).not.toContain(MESSAGE.name);
    expect(afterBack.text).not.toContain('Contact Submissions');

    // The one console error is the browser logging the deliberate 401 above.
    expect(problems.messages).toEqual(['error: Failed to load resource: the server responded with a status of 401 (Unauthorized)']);
    await page.close();
  });

  test('without JavaScript: the form signs in and the server renders the inbox', async () => {
    const page = await openPage(site.browser, 390, 844);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${site.server.url}/login`);
    await page.type('input[name="email"]', ADMIN.email);
    await page.type('input[name="password"]', 'not the password');
    await Promise.all([page.waitForNavigation(), page.click('form[action="/api/auth/login"] button[type="submit"]')]);
    expect(page.url()).toBe(`${site.server.url}/login?error=invalid`);
    expect(await page.$eval('[role="alert"]', (el) => el.textContent)).toBe('Invalid email or password.');

    await page.type('input[name="email"]', ADMIN.email);
    await page.type('input[name="password"]', ADMIN.password);
    await Promise.all([page.waitForNavigation(), page.click('form[action="/api/auth/login"] button[type="submit"]')]);
    expect(new URL(page.url()).pathname).toBe('/admin');
    const text = await page.$eval('main', (m) => m.textContent ?? '');
    expect(text).toContain(`Welcome back, ${ADMIN.email}`);
    expect(text).toContain(OTHER.name);
    expect(text).not.toContain('Loading admin dashboard...');

    await Promise.all([page.waitForNavigation(), page.click('form[action="/api/auth/logout"] button')]);
    expect(new URL(page.url()).pathname).toBe('/login');
    const gated = await page.goto(`${site.server.url}/admin`);
    expect(new URL(gated!.url()).pathname).toBe('/login');
    await page.close();
  });

  test('mark unread, a refused change rolls back, delete asks first, an ended session leads to /login', async () => {
    const page = await openPage(site.browser);
    await page.goto(`${site.server.url}/login`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await page.type('input[name="email"]', ADMIN.email);
    await page.type('input[name="password"]', ADMIN.password);
    await page.click('form[action="/api/auth/login"] button[type="submit"]');
    await page.waitForSelector('ul[aria-label="Messages"]');
    // Clicked through the DOM: a toast in the corner may sit over a button, as it can for a person.
    const press = async (label: string) => {
      // Wait for it to be there and enabled: Refresh, for one, is disabled while a load is in flight.
      await page.waitForFunction((text) => [...document.querySelectorAll('button')].some((b) => b.textContent === text && !b.disabled), {}, label);
      const pressed = await page.evaluate((text) => {
        const target = [...document.querySelectorAll('button')].find((b) => b.textContent === text && !b.disabled);
        target?.click();
        return !!target;
      }, label);
      if (!pressed) throw new Error(`no button ${label}`);
    };

    // The tests share one server and run in order: the first archived Grace's message, so the inbox
    // holds Alan's only. An explicit Refresh of a non-empty list confirms with a toast.
    await press('Refresh');
    await waitForToast(page, 'Loaded 1 submissions');

    // Open (marks read), then Mark unread: the list shows it unread again and the server agrees.
    await page.click('ul[aria-label="Messages"] li:first-child a');
    await page.waitForSelector('article h3');
    expect(await page.$eval('article h3', (h) => h.textContent)).toBe(OTHER.name);
    await page.waitForFunction(() => document.querySelector('article button')?.textContent !== null && [...document.querySelectorAll('article button')].some((b) => b.textContent === 'Mark unread'));
    await press('Mark unread');
    await page.waitForFunction(() => document.querySelector('ul[aria-label="Messages"] li:first-child')?.textContent?.includes('Unread'));
    await page.waitForFunction(async () => ((await (await fetch('/api/admin/submissions?view=unread')).json()) as { total: number }).total === 1);

    // The server refuses an archive: the optimistic change is undone and an error toast explains.
    await page.setRequestInterception(true);
    const refuse = (request: import('puppeteer-core').HTTPRequest) =>
      request.method() === 'PATCH' || request.url().includes('/api/admin/submissions?')
        ? request.respond({ status: 500, contentType: 'application/json', body: '{"success":false,"error":"Internal server error"}' })
        : request.continue();
    page.on('request', refuse);
    await press('Refresh');
    await waitForToast(page, 'Failed to fetch contact submissions: Internal server error');
    await page.click('ul[aria-label="Messages"] li:first-child a');
    await page.waitForSelector('article h3');
    await press('Archive');
    await waitForToast(page, 'The change could not be saved. Please try again.');
    await page.waitForFunction((name) => document.querySelector('ul[aria-label="Messages"]')?.textContent?.includes(name), {}, OTHER.name);
    page.off('request', refuse);
    await page.setRequestInterception(false);

    // Delete asks first; Cancel keeps the message, confirming removes it.
    await page.click('ul[aria-label="Messages"] li:first-child a');
    await page.waitForSelector('article h3');
    await press('Delete');
    await page.waitForSelector('[role="alertdialog"]');
    expect(await page.$eval('[role="alertdialog"]', (d) => d.textContent)).toContain(`The message from ${OTHER.name} will be removed`);
    await press('Cancel');
    await page.waitForFunction(() => !document.querySelector('[role="alertdialog"]'));
    await press('Delete');
    await page.waitForSelector('[role="alertdialog"]');
    await press('Delete message');
    await waitForToast(page, 'Message deleted');
    await page.waitForFunction(() => !document.querySelector('ul[aria-label="Messages"]'));
    expect(await page.$eval('main', (m) => m.textContent)).toContain('No contact submissions yet');

    // The session ends behind the page's back: the next call's 401 leads to /login with a notice.
    await page.deleteCookie({ name: 'stratum.sid', url: site.server.url });
    await press('Refresh');
    // Polled from here rather than with waitForFunction, which can miss a route change that lands
    // while it is being set up in the page.
    const deadline = Date.now() + 15_000;
    let where = '';
    while (where !== '/login?expired=1' && Date.now() < deadline) {
      where = await page.evaluate(() => location.pathname + location.search).catch(() => '');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(where).toBe('/login?expired=1');
    // The address changes first; the sign-in screen follows once its chunk has arrived.
    const notice = await page.waitForSelector('main section[aria-label="Admin Login"] [role="status"]');
    expect(await notice!.evaluate((el) => el.textContent)).toBe('Your session has expired. Please sign in again.');
    await page.close();
  });
});
