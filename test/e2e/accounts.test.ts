import type { Page } from 'puppeteer-core';
import { totpCode } from '../helpers/accounts';
import { openPage, siteInBrowser, waitForHydration } from '../helpers/browser';

const OWNER = { email: 'owner@example.com', password: 'e2e owner password' };
const STAFF = { email: 'new.staff@example.com', password: 'e2e staff password' };
/** ACCOUNT_SHOTS_DIR=docs/images refreshes the sign-in and link pages' screenshots of docs/admin.md (the admin pages': scripts/screenshots-admin.ts). */
const SHOTS = process.env.ACCOUNT_SHOTS_DIR;

const site = siteInBrowser({ env: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password } });

jest.setTimeout(180_000);

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png` as `${string}.png`, fullPage: true });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${site.server.url}${path}`, { waitUntil: 'networkidle0' });
  await waitForHydration(page);
}

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await open(page, '/login');
  await page.type('#login-email', account.email);
  await page.type('#login-password', account.password);
  await page.click('button[type="submit"]');
}

/** A page in a browser context of its own: no cookies from the other tests. */
async function freshPage(): Promise<Page> {
  const context = await site.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1440, height: 900 });
  return page;
}

const text = (page: Page) => page.evaluate(() => document.querySelector('main')?.textContent ?? '');
const navItems = (page: Page) => page.$$eval('nav[aria-label="Admin"] a', (links) => links.map((link) => link.textContent));
/** The admin header's items marked as the page shown: exactly one on every admin page. */
const currentNavItems = (page: Page) => page.$$eval('nav[aria-label="Admin"] a[aria-current="page"]', (links) => links.map((link) => link.textContent));

describe('accounts in Chromium', () => {
  test('an owner invites staff, who join from the link and are not offered owner actions; two-factor guards the next sign-in; the audit log shows it all', async () => {
    const owner = await openPage(site.browser);
    await signIn(owner, OWNER);
    await owner.waitForFunction(() => location.pathname === '/admin');
    await owner.waitForSelector('nav[aria-label="Admin"]');
    expect(await navItems(owner)).toEqual(['Inbox', 'Staff', 'Audit log', 'Settings']);
    expect(await currentNavItems(owner)).toEqual(['Inbox']);
    for (const [path, item] of [
      ['/admin/staff', 'Staff'],
      ['/admin/audit', 'Audit log'],
      ['/admin/settings', 'Settings'],
    ]) {
      await open(owner, path!);
      expect(await currentNavItems(owner)).toEqual([item]);
    }
    // Navigating on the client (no new document) moves the mark too.
    await owner.click('nav[aria-label="Admin"] a[href="/admin"]');
    await owner.waitForFunction(() => location.pathname === '/admin' && document.querySelector('nav[aria-label="Admin"] a[aria-current="page"]')?.textContent === 'Inbox');
    expect(await currentNavItems(owner)).toEqual(['Inbox']);

    await open(owner, '/admin/staff');
    await owner.type('#invite-email', STAFF.email);
    await owner.click('form:has(#invite-email) button[type="submit"]');
    const link = await (await owner.waitForSelector('[data-invite-link]'))!.evaluate((el) => el.textContent ?? '');
    expect(link).toMatch(/\/invite\/[0-9a-f]{64}$/);
    await owner.waitForFunction(() => document.body.textContent?.includes('new.staff@example.com') && document.querySelectorAll('table').length === 2);

    const context = await site.browser.createBrowserContext();
    const staff = await context.newPage();
    await staff.setViewport({ width: 390, height: 844 });
    await open(staff, new URL(link).pathname);
    expect(await text(staff)).toContain('You are invited as staff with new.staff@example.com');
    await shot(staff, 'accounts-invite');
    await staff.type('#new-password', STAFF.password);
    await staff.click('button[type="submit"]');
    await staff.waitForFunction(() => location.pathname === '/admin');
    await staff.waitForSelector('nav[aria-label="Admin"]');
    expect(await navItems(staff)).toEqual(['Inbox', 'Settings']);
    expect(await currentNavItems(staff)).toEqual(['Inbox']);
    expect(await text(staff)).not.toContain('Export CSV');
    await open(staff, '/admin/staff');
    expect(new URL(staff.url()).pathname).toBe('/admin');
    // The used link now says so.
    await open(staff, new URL(link).pathname);
    expect(await text(staff)).toContain('This invitation has already been used.');
    await context.close();

    await open(owner, '/admin/settings');
    await owner.click('#two-factor-heading ~ div button');
    const secret = await (await owner.waitForSelector('[data-totp-secret]'))!.evaluate((el) => el.textContent ?? '');
    expect(await owner.$eval('[data-qr] svg', (svg) => svg.getAttribute('viewBox'))).toMatch(/^0 0 \d+ \d+$/);
    await owner.type('#totp-code', totpCode(secret));
    await owner.click('#totp-code ~ button, form:has(#totp-code) button[type="submit"]');
    await owner.waitForSelector('[data-recovery-codes]');
    expect(await owner.$$eval('[data-recovery-codes] li', (items) => items.length)).toBe(10);

    const second = await site.browser.createBrowserContext();
    const again = await second.newPage();
    await again.setViewport({ width: 1440, height: 900 });
    await signIn(again, OWNER);
    await again.waitForSelector('#login-code');
    await again.type('#login-code', '000000');
    await again.click('button[type="submit"]');
    await again.waitForFunction(() => document.querySelector('[role="alert"]')?.textContent?.includes('That code is not correct'));
    await shot(again, 'accounts-second-step');
    await again.click('#login-code', { count: 3 });
    await again.type('#login-code', totpCode(secret, Date.now() + 30_000));
    await again.click('button[type="submit"]');
    await again.waitForFunction(() => location.pathname === '/admin');
    await second.close();

    await open(owner, '/admin/audit');
    const actions = await owner.$$eval('tr[data-action]', (rows) => rows.map((row) => row.getAttribute('data-action')));
    expect(actions).toEqual(['sign-in', 'sign-in-failed', 'two-factor-on', 'sign-in', 'invitation-accepted', 'invitation', 'sign-in']);
  });

  test('a lockout is said on the login page with its wait, and stays there', async () => {
    const page = await freshPage();
    const nobody = { email: 'nobody@example.com', password: 'not the password' };
    await open(page, '/login');
    for (let i = 0; i < 6; i += 1) {
      await page.$eval('#login-email', (input) => ((input as HTMLInputElement).value = ''));
      await page.type('#login-email', nobody.email);
      await page.$eval('#login-password', (input) => ((input as HTMLInputElement).value = ''));
      await page.type('#login-password', nobody.password);
      await page.click('button[type="submit"]');
      await page.waitForFunction(() => !document.querySelector('form[aria-busy="true"]') && document.querySelector('[role="alert"]'));
    }
    await page.waitForFunction(() => document.querySelector('[role="alert"]')?.textContent?.includes('Please try again in 15 minutes.'));
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(await page.$eval('[role="alert"]', (el) => el.textContent)).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
  });

  test('without JavaScript: "Forgot password?" leads to a form whose answer says nothing about the address; a bad reset link says so', async () => {
    const page = await freshPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(`${site.server.url}/login`);
    await Promise.all([page.waitForNavigation(), page.click('a[href="/forgot-password"]')]);
    await page.type('#forgot-email', 'someone@example.com');
    await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/forgot-password?sent=1');
    expect(await text(page)).toContain('If an account exists for this address, we have e-mailed it a link');
    await shot(page, 'accounts-forgot-password');
    const res = await page.goto(`${site.server.url}/reset-password/${'a'.repeat(64)}`);
    expect(res?.status()).toBe(410);
    expect(await text(page)).toContain('This password reset link is not valid, was already used or has expired');
  });
});
