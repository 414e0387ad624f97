import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'puppeteer-core';
import { publicUrls } from '../../src/server/seo/seo-router';
import { totpCode } from '../helpers/accounts';
import { openPage, signInThroughForm, siteInBrowser, waitForHydration } from '../helpers/browser';
import { decodeQuotedPrintable, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const ROUTES = [...publicUrls(), '/login', '/forgot-password', '/no-such-page'];
const ADMIN_ROUTES = ['/admin/staff', '/admin/settings', '/admin/audit'];
const OWNER = { email: 'owner@example.com', password: 'axe owner password' };
const TWO_FACTOR = { email: 'second.factor@example.com', password: 'axe second password' };

// E-mail on (a local SMTP sink), so a reset link can be read from its mail; the sink starts before the server.
const serverOptions = { env: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password } as NodeJS.ProcessEnv };
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  Object.assign(serverOptions.env, { SMTP_URL: sink.url, NOTIFY_EMAIL: 'studio@example.com' });
});
afterAll(async () => {
  await sink?.close();
});
const site = siteInBrowser(serverOptions);

/** The signed-in owner's browser context (closed with the browser), and the paths of links made for the account pages. */
const accounts = {} as { owner: BrowserContext; invitePath: string; resetPath: string };

async function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  for (const started = Date.now(); !check(); await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for the reset e-mail');
  }
}

async function postJson(page: Page, path: string, body: object): Promise<{ status: number; body: { data?: Record<string, unknown> } }> {
  return page.evaluate(
    async (url, json) => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json });
      return { status: res.status, body: res.status === 204 ? {} : await res.json() };
    },
    path,
    JSON.stringify(body),
  );
}

beforeAll(async () => {
  accounts.owner = await site.browser.createBrowserContext();
  const owner = await openPage(accounts.owner);
  await signInThroughForm(owner, site.server.url, OWNER);
  // The links name PUBLIC_URL's origin, not the test server's: only their paths are used.
  const invite = async (email: string) => new URL((await postJson(owner, '/api/admin/staff/invites', { email, role: 'staff' })).body.data!.url as string).pathname;
  accounts.invitePath = await invite('invitee@example.com');

  // A second account with two-factor on, for the login page's second step.
  const context = await site.browser.createBrowserContext();
  const second = await openPage(context);
  await second.goto(site.server.url + (await invite(TWO_FACTOR.email)), { waitUntil: 'networkidle0' });
  const token = new URL(second.url()).pathname.split('/invite/')[1]!;
  expect((await postJson(second, `/api/auth/invites/${token}/accept`, { password: TWO_FACTOR.password })).status).toBe(201);
  const setup = await postJson(second, '/api/auth/totp/setup', {});
  expect((await postJson(second, '/api/auth/totp/enable', { code: totpCode(setup.body.data!.secret as string) })).status).toBe(200);
  await context.close();

  await postJson(owner, '/api/auth/password-reset', { email: OWNER.email });
  // The invitations are e-mailed too: wait for the owner's own mail.
  await waitFor(() => sink.mails.some((mail) => mail.recipients.includes(OWNER.email)));
  const mail = sink.mails.find((each) => each.recipients.includes(OWNER.email))!;
  accounts.resetPath = /\/reset-password\/[0-9a-f]{64}/.exec(decodeQuotedPrintable(mail.body))![0];
  await owner.close();
}, 60_000);

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

async function audit(page: Page, url: string): Promise<string[]> {
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  // axe is injected as a script tag: let it past the CSP for this audit only.
  await page.setBypassCSP(true);
  await page.goto(url, { waitUntil: 'networkidle0' });
  return violations(page);
}

describe.each([390, 1440])('axe-core at %i px', (width) => {
  test.each(ROUTES)('%s has no accessibility violations', async (route) => {
    const page = await openPage(site.browser, width, 900);
    expect(await audit(page, site.server.url + route)).toEqual([]);
    await page.close();
  }, 60_000);

  test.each(ADMIN_ROUTES)('%s, signed in as an owner, has no accessibility violations', async (route) => {
    const page = await openPage(accounts.owner, width, 900);
    expect(await audit(page, site.server.url + route)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(route);
    await page.close();
  }, 60_000);

  test('a valid invitation link and a valid reset link have no accessibility violations', async () => {
    const page = await openPage(site.browser, width, 900);
    expect(await audit(page, site.server.url + accounts.invitePath)).toEqual([]);
    expect(await page.$('#new-password')).not.toBeNull();
    expect(await audit(page, site.server.url + accounts.resetPath)).toEqual([]);
    expect(await page.$('#new-password')).not.toBeNull();
    await page.close();
  }, 60_000);

  test("the login page's second step (two-factor code) has no accessibility violations", async () => {
    const context = await site.browser.createBrowserContext();
    const page = await openPage(context, width, 900);
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.setBypassCSP(true);
    await page.goto(`${site.server.url}/login`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await page.type('#login-email', TWO_FACTOR.email);
    await page.type('#login-password', TWO_FACTOR.password);
    await page.click('button[type="submit"]');
    await page.waitForSelector('#login-code');
    expect(await violations(page)).toEqual([]);
    await context.close();
  }, 60_000);
});
