import type { HTTPRequest, Page } from 'puppeteer-core';
import { embeddedUriFromLogs } from '../../scripts/reliability/embedded-uri';
import { connectDatabase, type Database } from '../../src/server/db/database';
import { openPage, siteInBrowser, trackConsole, waitForHydration } from '../helpers/browser';

// A high limit: this file sends many messages from one address.
const site = siteInBrowser({ env: { CONTACT_RATE_PER_MINUTE: '200', CONTACT_RATE_PER_DAY: '500' } });
let db: Database;

beforeAll(async () => {
  // Read what the server stored through its own (embedded) MongoDB.
  db = await connectDatabase(embeddedUriFromLogs(site.server.logs));
});

afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  await db.models.ContactSubmission.deleteMany({});
});

const TRIGGER = 'button[data-contact-trigger]';
const DIALOG = '[data-testid="contact-dialog"]';

/** The dialog is tested from the materials page's 'Get Material Consultation' button. */
async function openMaterials(page: Page): Promise<void> {
  await page.goto(`${site.server.url}/materials`, { waitUntil: 'networkidle0' });
  await waitForHydration(page);
  await page.waitForSelector(TRIGGER);
  expect(await page.$eval(TRIGGER, (el) => el.textContent)).toBe('Get Material Consultation');
}

async function openDialog(page: Page): Promise<void> {
  await page.click(TRIGGER);
  await page.waitForSelector(DIALOG);
  await page.waitForFunction((selector) => document.querySelector(selector)?.contains(document.activeElement), {}, DIALOG);
}

async function fillDialog(page: Page, values: { name: string; email: string; phone?: string; message: string }): Promise<void> {
  await page.type(`${DIALOG} input[name="name"]`, values.name);
  await page.type(`${DIALOG} input[name="email"]`, values.email);
  if (values.phone) await page.type(`${DIALOG} input[name="phone_number"]`, values.phone);
  await page.type(`${DIALOG} textarea[name="message"]`, values.message);
}

/** The open toast's title and description, once one shows. */
async function openToast(page: Page): Promise<{ title: string; description: string; variant: string }> {
  const toast = await page.waitForSelector('[data-testid="toast"][data-state="open"]');
  return toast!.evaluate((el) => ({
    title: el.querySelector('[data-part="title"]')?.textContent ?? '',
    description: el.querySelector('[data-part="description"]')?.textContent ?? '',
    variant: el.getAttribute('data-variant') ?? '',
  }));
}

const fieldValue = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLInputElement).value);
/** How a visitor would name the focused control: its field name, accessible label or text. */
const activeName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('name') || el?.getAttribute('aria-label') || el?.textContent || null;
  });

/** Holds every POST /api/contact until the test lets it go (to see the in-flight state), or answers it. */
async function interceptContact(page: Page, handle: (request: HTTPRequest) => void): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (request.method() === 'POST' && request.url().endsWith('/api/contact')) return handle(request);
    void request.continue();
  });
}

describe('contact dialog', () => {
  test('loads on first open, shows the 24-hour promise, sends, then clears, closes, toasts and refocuses the opener', async () => {
    const page = await openPage(site.browser);
    const problems = trackConsole(page);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    let release: () => void = () => undefined;
    await interceptContact(page, (request) => {
      release = () => void request.continue();
    });
    await openMaterials(page);
    const initialScripts = scripts.size;
    expect(await page.$(DIALOG)).toBeNull();

    await openDialog(page);
    // The dialog (Radix + form) is a separate chunk fetched only now.
    expect(scripts.size).toBeGreaterThan(initialScripts);
    expect(await page.$eval(`${DIALOG} h2`, (el) => el.textContent)).toBe('Start a Project');
    expect(await page.$eval(DIALOG, (el) => el.textContent)).toContain("we'll get back to you within 24 hours");
    expect(await page.$eval(`${DIALOG} textarea[name="message"]`, (el) => (el as HTMLTextAreaElement).rows)).toBe(4);
    expect(await page.$eval(`${DIALOG} input[name="phone_number"]`, (el) => [(el as HTMLInputElement).type, (el as HTMLInputElement).required])).toEqual(['tel', false]);

    await fillDialog(page, { name: 'Dialog Visitor', email: 'dialog@example.com', phone: '+1 407 555 0199', message: 'A printed canopy for a rooftop bar.' });
    await page.click(`${DIALOG} button[type="submit"]`);
    // In flight: disabled and 'Sending...'.
    await page.waitForFunction((s) => document.querySelector(`${s} button[type="submit"]`)?.textContent === 'Sending...', {}, DIALOG);
    expect(await page.$eval(`${DIALOG} button[type="submit"]`, (el) => (el as HTMLButtonElement).disabled)).toBe(true);
    release();

    expect(await openToast(page)).toEqual({ title: 'Message sent successfully!', description: "Thank you for reaching out. We'll get back to you soon.", variant: 'default' });
    await page.waitForSelector(DIALOG, { hidden: true });
    await page.waitForFunction((s) => document.activeElement === document.querySelector(s), {}, TRIGGER);

    const docs = await db.models.ContactSubmission.find({}).lean();
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ name: 'Dialog Visitor', email: 'dialog@example.com', phone_number: '+1 407 555 0199', message: 'A printed canopy for a rooftop bar.' });

    // Reopened: the form is clear.
    await openDialog(page);
    expect(await fieldValue(page, `${DIALOG} input[name="name"]`)).toBe('');
    expect(await fieldValue(page, `${DIALOG} textarea[name="message"]`)).toBe('');
    expect(problems.messages.filter((m) => !m.includes('Failed to load resource'))).toEqual([]);
    await page.close();
  });

  test('a server failure keeps the dialog open with the text, and shows the destructive error toast', async () => {
    const page = await openPage(site.browser);
    await interceptContact(page, (request) => {
      void request.respond({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Internal server error' }) });
    });
    await openMaterials(page);
    await openDialog(page);
    await fillDialog(page, { name: 'Unlucky Visitor', email: 'unlucky@example.com', message: 'Please keep this text.' });
    await page.click(`${DIALOG} button[type="submit"]`);

    expect(await openToast(page)).toEqual({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' });
    expect(await page.$(DIALOG)).not.toBeNull();
    expect(await fieldValue(page, `${DIALOG} input[name="name"]`)).toBe('Unlucky Visitor');
    expect(await fieldValue(page, `${DIALOG} textarea[name="message"]`)).toBe('Please keep this text.');
    // Also inside the dialog, where screen readers can reach it while the modal hides the page.
    expect(await page.$eval(`${DIALOG} [role="alert"]`, (el) => el.textContent)).toBe('Failed to send message. Please try again.');
    await page.waitForFunction((s) => document.querySelector(`${s} button[type="submit"]`)?.textContent === 'Send Message', {}, DIALOG);
    expect(await db.models.ContactSubmission.countDocuments()).toBe(0);
    await page.close();
  });

  test('server field errors appear next to their fields (aria-describedby) and in the toast', async () => {
    const page = await openPage(site.browser);
    await interceptContact(page, (request) => {
      void request.respond({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Please check the highlighted fields.', fields: { email: 'This address cannot receive mail.' } }),
      });
    });
    await openMaterials(page);
    await openDialog(page);
    await fillDialog(page, { name: 'Field Visitor', email: 'field@example.com', message: 'Hello' });
    await page.click(`${DIALOG} button[type="submit"]`);

    const toast = await openToast(page);
    expect(toast.title).toBe('Error');
    expect(toast.description).toBe('Failed to send message. Please try again. This address cannot receive mail.');
    const email = await page.$eval(`${DIALOG} input[name="email"]`, (el) => ({
      invalid: el.getAttribute('aria-invalid'),
      description: document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
      focused: document.activeElement === el,
    }));
    expect(email).toEqual({ invalid: 'true', description: 'This address cannot receive mail.', focused: true });
    expect(await page.$eval(`${DIALOG} input[name="name"]`, (el) => el.getAttribute('aria-invalid'))).toBeNull();
    await page.close();
  });

  test('keyboard only: focus moves in, Tab order, trapped focus, Escape closes and focus returns to the opener', async () => {
    const page = await openPage(site.browser);
    await openMaterials(page);
    await page.focus(TRIGGER);
    await page.keyboard.press('Enter');
    await page.waitForSelector(DIALOG);
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');

    const order: Array<string | null | undefined> = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      order.push(await activeName(page));
    }
    // name → email → phone → message → files → Cancel → Send → Close, then back to the start: the honeypot is never reached.
    expect(order).toEqual(['email', 'phone_number', 'message', 'attachments', 'Cancel', 'Send Message', 'Close', 'name']);
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    expect(await activeName(page)).toBe('Close');

    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { hidden: true });
    await page.waitForFunction((s) => document.activeElement === document.querySelector(s), {}, TRIGGER);

    // And a whole message sent from the keyboard alone.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
    await page.keyboard.type('Keyboard Visitor');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sent without a mouse.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await activeName(page)).toBe('Send Message');
    await page.keyboard.press('Enter');
    expect((await openToast(page)).title).toBe('Message sent successfully!');
    await page.waitForSelector(DIALOG, { hidden: true });
    await page.waitForFunction((s) => document.activeElement === document.querySelector(s), {}, TRIGGER);
    expect(await db.models.ContactSubmission.findOne({ email: 'keys@example.com' }).lean()).toMatchObject({ name: 'Keyboard Visitor', message: 'Sent without a mouse.' });
    await page.close();
  });
});

describe('/contact screen', () => {
  test('texts per spec; sends, clears and toasts; a network failure keeps the text', async () => {
    const page = await openPage(site.browser, 390, 844);
    const problems = trackConsole(page);
    let failNext = false;
    await interceptContact(page, (request) => {
      if (failNext) void request.abort('failed');
      else void request.continue();
    });
    await page.goto(`${site.server.url}/contact`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    expect(await page.$eval('h1', (el) => el.textContent)).toBe('Contact Us');
    expect(await page.$eval('main', (el) => el.textContent)).toContain('Get in touch about your next 3D printing project');
    const placeholders = await page.$$eval('main form [placeholder]', (els) => els.map((el) => el.getAttribute('placeholder')));
    expect(placeholders).toEqual(['Your name', 'Your email', 'Tell us about your project']);
    expect(await page.$eval('main form textarea', (el) => (el as HTMLTextAreaElement).rows)).toBe(4);
    expect(await page.$eval('main form button[type="submit"]', (el) => el.textContent)).toBe('Send Message');
    expect(await page.$eval('main aside', (el) => el.textContent)).toContain('(407) 555-0142');

    await page.type('main form input[name="name"]', 'Screen Visitor');
    await page.type('main form input[name="email"]', 'screen@example.com');
    await page.type('main form textarea[name="message"]', 'Printed planters for a hotel terrace.');
    await page.click('main form button[type="submit"]');
    expect(await openToast(page)).toEqual({ title: 'Message sent!', description: "Thank you for your message. We'll get back to you soon.", variant: 'default' });
    expect(await fieldValue(page, 'main form input[name="name"]')).toBe('');
    expect(await fieldValue(page, 'main form textarea[name="message"]')).toBe('');
    expect(page.url()).toBe(`${site.server.url}/contact`);
    const [doc] = await db.models.ContactSubmission.find({}).lean();
    expect(doc).toMatchObject({ name: 'Screen Visitor', email: 'screen@example.com', message: 'Printed planters for a hotel terrace.' });
    expect(doc!.phone_number).toBeUndefined();
    // On a phone the toast sits over the button; the visitor dismisses it first.
    await page.click('[data-testid="toast"] button[aria-label="Close notification"]');
    await page.waitForSelector('[data-testid="toast"][data-state="open"]', { hidden: true });

    failNext = true;
    await page.type('main form input[name="name"]', 'Offline Visitor');
    await page.type('main form input[name="email"]', 'offline@example.com');
    await page.type('main form textarea[name="message"]', 'Still here after the failure.');
    await page.click('main form button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="toast"][data-state="open"]')?.getAttribute('data-variant') === 'destructive');
    expect(await openToast(page)).toEqual({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' });
    expect(await fieldValue(page, 'main form textarea[name="message"]')).toBe('Still here after the failure.');
    // Focus is back on the button (disabling it while sending had dropped it), ready to retry.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Send Message');
    expect(await db.models.ContactSubmission.countDocuments()).toBe(1);
    // The network failure is the only console noise.
    expect(problems.messages.filter((m) => !m.includes('net::ERR_FAILED'))).toEqual([]);
    await page.close();
  });

  test('a visitor can fix field errors the shared schema finds before anything is sent', async () => {
    const page = await openPage(site.browser);
    await page.goto(`${site.server.url}/contact`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    // Passes the browser's own checks (required, type=email) but not the schema.
    await page.type('main form input[name="name"]', '   ');
    await page.type('main form input[name="email"]', 'someone@example.com');
    await page.type('main form textarea[name="message"]', 'Hi');
    await page.click('main form button[type="submit"]');
    await page.waitForSelector('#contact-name-error');
    expect(await page.$eval('#contact-name-error', (el) => el.textContent)).toBe('Please enter your name.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await page.type('main form input[name="name"]', 'Fixed Name');
    expect(await page.$('#contact-name-error')).toBeNull();
    await page.click('main form button[type="submit"]');
    expect((await openToast(page)).title).toBe('Message sent!');
    expect(await db.models.ContactSubmission.findOne({}).lean()).toMatchObject({ name: 'Fixed Name' });
    await page.close();
  });

  test('without JavaScript: errors are server-rendered by their fields with the text kept, then success after a 303', async () => {
    const page = await openPage(site.browser);
    await page.setJavaScriptEnabled(false);
    await page.goto(`${site.server.url}/contact`, { waitUntil: 'load' });
    await page.type('main form input[name="name"]', '   ');
    await page.type('main form input[name="email"]', 'nojs@example.com');
    await page.type('main form textarea[name="message"]', 'Typed without JavaScript <b>kept</b>.');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    const [rejected] = await Promise.all([page.waitForNavigation(), page.click('main form button[type="submit"]')]);
    expect(rejected?.status()).toBe(400);
    // Post/redirect/get: the page is at /contact (never /api/contact), and a reload only repeats the GET.
    expect(page.url()).toMatch(new RegExp(`^${site.server.url}/contact\\?form=[\\w-]{16}$`));
    expect(posts).toEqual(['/contact']);
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(400);
    expect(posts).toEqual(['/contact']);
    expect(await page.$eval('h1', (el) => el.textContent)).toBe('Contact Us');
    const name = await page.$eval('main form input[name="name"]', (el) => ({
      invalid: el.getAttribute('aria-invalid'),
      description: document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
    }));
    expect(name).toEqual({ invalid: 'true', description: 'Please enter your name.' });
    expect(await fieldValue(page, 'main form input[name="email"]')).toBe('nojs@example.com');
    expect(await fieldValue(page, 'main form textarea[name="message"]')).toBe('Typed without JavaScript <b>kept</b>.');
    expect(await db.models.ContactSubmission.countDocuments()).toBe(0);

    await page.$eval('main form input[name="name"]', (el) => ((el as HTMLInputElement).value = ''));
    await page.type('main form input[name="name"]', 'No Script');
    const [accepted] = await Promise.all([page.waitForNavigation(), page.click('main form button[type="submit"]')]);
    expect(accepted?.status()).toBe(200);
    expect(page.url()).toBe(`${site.server.url}/contact?sent=1`);
    const status = await page.$eval('main form [role="status"]', (el) => el.textContent);
    expect(status).toBe("Message sent!Thank you for your message. We'll get back to you soon.");
    expect(await fieldValue(page, 'main form input[name="name"]')).toBe('');
    const [doc] = await db.models.ContactSubmission.find({}).lean();
    expect(doc).toMatchObject({ name: 'No Script', email: 'nojs@example.com', message: 'Typed without JavaScript <b>kept</b>.' });
    await page.close();
  });

  test('submitted before JavaScript took over: the server-rendered errors hydrate at /contact, text kept', async () => {
    const page = await openPage(site.browser);
    const problems = trackConsole(page);
    await page.goto(`${site.server.url}/contact`, { waitUntil: 'networkidle0' });
    await page.type('main form input[name="name"]', ' ');
    await page.type('main form input[name="email"]', 'early@example.com');
    await page.type('main form textarea[name="message"]', 'Sent before hydration.');
    // A native submission, as happens when the visitor is faster than the script.
    const [response] = await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      page.evaluate(() => HTMLFormElement.prototype.submit.call(document.querySelector('main form'))),
    ]);
    expect(response?.status()).toBe(400);
    await waitForHydration(page);
    expect(page.url()).toMatch(new RegExp(`^${site.server.url}/contact\\?form=[\\w-]{16}$`));
    expect(await page.$eval('h1', (el) => el.textContent)).toBe('Contact Us');
    expect(await page.$eval('#contact-name-error', (el) => el.textContent)).toBe('Please enter your name.');
    expect(await fieldValue(page, 'main form textarea[name="message"]')).toBe('Sent before hydration.');
    // Hydrated without a mismatch; the only console line is the browser noting the 400 document.
    expect(problems.messages.filter((m) => !m.includes('status of 400'))).toEqual([]);
    // And the now-live form sends through the API.
    await page.$eval('main form input[name="name"]', (el) => ((el as HTMLInputElement).value = ''));
    await page.type('main form input[name="name"]', 'Early Bird');
    await page.click('main form button[type="submit"]');
    expect((await openToast(page)).title).toBe('Message sent!');
    expect(await db.models.ContactSubmission.findOne({}).lean()).toMatchObject({ name: 'Early Bird', message: 'Sent before hydration.' });
    await page.close();
  });
});
