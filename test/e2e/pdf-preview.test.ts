import type { Browser, Page } from 'puppeteer-core';
import { drawnShare, launchBrowser, openPage, signInThroughForm, siteInBrowser, trackConsole } from '../helpers/browser';
import { PDFJS_FILES } from '../../src/shared/pdfjs-assets';
import { drawingPdf } from '../helpers/sample-files';

/*
 * A lead with PDFs, end to end in Chromium and Firefox: posted with the contact API, opened in the inbox, where pdf.js
 * (from the site's own assets, its worker allowed by worker-src 'self') draws each file's first page on
 * a canvas named for screen readers; a damaged or big PDF says there is no preview; both keep their Download.
 */

const ADMIN = { email: 'drawings@example.com', password: 'e2e admin password' };
const site = siteInBrowser({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });

jest.setTimeout(120_000);

const DAMAGED = Buffer.from('%PDF-1.7\n\u0000\u00ff garbage that is no PDF structure at all \u0013\u0037\n%%EOF\n', 'latin1');

/** Over the preview's 10 MB cap: a drawing followed by 11 MB of comment. */
const BIG = Buffer.concat([drawingPdf(1), Buffer.from(`%${'x'.repeat(11 * 1024 * 1024)}\n%%EOF\n`)]);

async function postLead(): Promise<void> {
  const form = new FormData();
  form.set('name', 'Grace Hopper');
  form.set('email', 'grace@example.com');
  form.set('message', 'Our lobby desk: the elevation drawing is attached, and a scan that may not open.');
  form.append('attachments', new Blob([new Uint8Array(drawingPdf(3))]), 'elevation.pdf');
  form.append('attachments', new Blob([new Uint8Array(DAMAGED)]), 'scan.pdf');
  form.append('attachments', new Blob([new Uint8Array(BIG)]), 'site survey.pdf');
  const response = await fetch(`${site.server.url}/api/contact`, { method: 'POST', body: form, headers: { origin: site.server.url, accept: 'application/json' } });
  expect(response.status).toBe(201);
}

const tile = (name: string) => `section[aria-labelledby="attachments-heading"] li:has(a[aria-label="Download ${name}"])`;

async function checkPreviews(browser: Browser): Promise<void> {
  await postLead();
  const page: Page = await openPage(browser);
  const problems = trackConsole(page);
  // A worker the CSP refused would not fail the preview (pdf.js would parse on the page instead): watch for it.
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => ((window as unknown as { violations: string[] }).violations ??= []).push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await signInThroughForm(page, site.server.url, ADMIN);
  // The inbox's first load fetches nothing of pdf.js.
  expect(scripts.filter((url) => url.includes('pdfjs'))).toEqual([]);

  await page.waitForSelector('ul[aria-label="Messages"] li:first-child a');
  await page.click('ul[aria-label="Messages"] li:first-child a');
  await page.waitForSelector(`${tile('elevation.pdf')} [data-pdf-preview="ready"]`, { timeout: 30_000 });
  const canvas = await page.$eval(`${tile('elevation.pdf')} canvas`, (el) => ({ role: el.getAttribute('role'), label: el.getAttribute('aria-label'), width: (el as HTMLCanvasElement).width }));
  expect(canvas).toEqual({ role: 'img', label: 'First page of elevation.pdf, 3 pages', width: expect.any(Number) });
  // The page is a black rectangle over most of a white sheet: far from blank.
  expect(await drawnShare(page)).toBeGreaterThan(0.5);
  // pdf.js and its worker came from the site's own assets, nothing from anywhere else.
  expect(new Set(scripts.filter((url) => url.includes('pdfjs')))).toEqual(new Set(Object.values(PDFJS_FILES).map((file) => `${site.server.url}/assets/${file}`)));
  expect(scripts.filter((url) => !url.startsWith(site.server.url))).toEqual([]);

  await page.waitForSelector(`${tile('scan.pdf')} [data-pdf-preview="unreadable"]`, { timeout: 30_000 });
  expect(await page.$eval(`${tile('scan.pdf')} [data-pdf-preview]`, (el) => el.textContent)).toBe('No preview: this PDF could not be read (damaged or locked).');
  expect(await page.$(`${tile('scan.pdf')} canvas:not([hidden])`)).toBeNull();
  // Too big to preview: said so at once, the file never fetched.
  expect(await page.$eval(`${tile('site survey.pdf')} [data-pdf-preview="too-large"]`, (el) => el.textContent)).toBe('No preview: PDFs over 10 MB are not drawn.');
  expect(scripts.filter((url) => url.includes('/api/admin/attachments/')).length).toBe(2);

  // Keyboard users reach each file's Download link.
  const focused: string[] = [];
  for (let i = 0; i < 60 && !focused.includes('Download scan.pdf'); i++) {
    await page.keyboard.press('Tab');
    focused.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
  }
  expect(focused).toEqual(expect.arrayContaining(['Download elevation.pdf', 'Download scan.pdf']));
  expect(problems.messages).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])).toEqual([]);
  await page.close();
}

test('Chromium: a PDF shows its first page drawn on a canvas, named with its page count; a damaged one says there is no preview', async () => {
  await checkPreviews(site.browser);
});

test('Firefox: the same', async () => {
  const firefox = await launchBrowser('firefox');
  try {
    await checkPreviews(firefox);
  } finally {
    await firefox.close();
  }
});
