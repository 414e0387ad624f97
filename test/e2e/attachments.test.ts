import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { embeddedUriFromLogs } from '../../scripts/reliability/embedded-uri';
import { connectDatabase, type Database } from '../../src/server/db/database';
import { openPage, signInThroughForm, siteInBrowser, trackConsole, waitForHydration } from '../helpers/browser';
import { binaryStl } from '../helpers/sample-files';
import { decodeQuotedPrintable, smtpSinkBeforeServer } from '../helpers/smtp-sink';

const ADMIN = { email: 'studio@example.com', password: 'e2e admin password' };
// E-mail on (a local SMTP sink, listening before the server starts), so the lead can be answered.
const env: Record<string, string> = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, NOTIFY_EMAIL: 'studio-inbox@example.com', OUTBOX_POLL_MS: '200' };
const mail = smtpSinkBeforeServer(env);
// WebGL on SwiftShader: the lead's STL gets a 3D view in the reading pane (src/app/features/admin/model-preview/).
const site = siteInBrowser({ env }, 'chromium', { webgl: true });
const DIALOG = '[data-testid="contact-dialog"]';
const TOKEN = `att${Date.now().toString(36)}`;

jest.setTimeout(120_000);

let db: Database;
let dir: string;
const photo = path.join(__dirname, '../../public/media/img/references/turks-and-caicos/a-480.jpg');
let model: string;

beforeAll(async () => {
  db = await connectDatabase(embeddedUriFromLogs(site.server.logs));
  dir = mkdtempSync(path.join(os.tmpdir(), 'stratum-attachments-'));
  model = path.join(dir, 'lobby bench.stl');
  writeFileSync(model, binaryStl(60_000)); // 3 MB
});

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const signIn = (page: Page) => signInThroughForm(page, site.server.url, ADMIN);

describe('attachments in Chromium', () => {
  test('attach two files in the dialog, watch the upload progress, then open the lead in the inbox, download one, add a note and reply', async () => {
    const page = await openPage(site.browser);
    const problems = trackConsole(page);
    await page.goto(`${site.server.url}/materials`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await page.click('button[data-contact-trigger]');
    await page.waitForSelector(`${DIALOG} [data-testid="attachment-drop-zone"]`);

    await page.type(`${DIALOG} input[name="name"]`, 'Ada Lovelace');
    await page.type(`${DIALOG} input[name="email"]`, 'ada@example.com');
    await page.type(`${DIALOG} textarea[name="message"]`, `A bench for the hotel lobby, model and site photo attached. ${TOKEN}`);
    const input = await page.$(`${DIALOG} input[type="file"]`);
    await input!.uploadFile(photo, model);

    // Listed with their sizes and a Remove button each; the status line tells screen readers.
    await page.waitForFunction((d) => document.querySelectorAll(`${d} ul[aria-label="Chosen files"] li`).length === 2, {}, DIALOG);
    const items = await page.$$eval(`${DIALOG} ul[aria-label="Chosen files"] li`, (lis) => lis.map((li) => li.textContent));
    expect(items).toEqual([expect.stringMatching(/^a-480\.jpg\d+ KBRemove$/), 'lobby bench.stl2.9 MBRemove']);
    expect(await page.$eval(`${DIALOG} [role="status"]`, (el) => el.textContent)).toMatch(/^2 files chosen, 2\.9 MB in total\.$/);
    expect(await page.$$eval(`${DIALOG} button[aria-label^="Remove "]`, (buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual([
      'Remove a-480.jpg',
      'Remove lobby bench.stl',
    ]);

    // A slow uplink (1 MB/s), so the real progress is there to see.
    await page.emulateNetworkConditions({ download: 10_000_000, upload: 1_000_000, latency: 20 });
    const seen = new Set<number>();
    const watch = setInterval(() => {
      void page
        .$eval(`${DIALOG} [role="progressbar"]`, (bar) => Number(bar.getAttribute('aria-valuenow')))
        .then((value) => seen.add(value))
        .catch(() => undefined);
    }, 50);
    await page.click(`${DIALOG} button[type="submit"]`);
    await page.waitForSelector(`${DIALOG} [data-testid="upload-progress"]`, { visible: true });
    expect(await page.$eval(`${DIALOG} [data-testid="upload-progress"]`, (el) => el.textContent)).toMatch(/^Uploading\d+ %$/);
    await page.waitForSelector(DIALOG, { hidden: true, timeout: 30_000 });
    clearInterval(watch);
    await page.emulateNetworkConditions(null);
    expect([...seen].some((percent) => percent > 0 && percent < 100)).toBe(true);

    const stored = await db.models.ContactSubmission.findOne({ message: new RegExp(TOKEN) }).lean();
    expect(stored?.attachments?.map((file) => [file.filename, file.content_type])).toEqual([
      ['a-480.jpg', 'image/jpeg'],
      ['lobby bench.stl', 'model/stl'],
    ]);

    // The studio opens the lead: both files listed, the photo previewed, the model downloaded byte for byte.
    await signIn(page);
    await page.goto(`${site.server.url}/admin?id=${String(stored!._id)}`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await page.waitForSelector('section[aria-labelledby="attachments-heading"]');
    expect(await page.$eval('#attachments-heading', (el) => el.textContent)).toBe('Attachments (2)');
    expect(await page.$eval('section[aria-labelledby="attachments-heading"] img', (img) => (img as HTMLImageElement).naturalWidth)).toBe(480);

    const downloads = path.join(dir, 'downloads');
    const session = await site.browser.target().createCDPSession();
    await session.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    await page.click('a[aria-label="Download lobby bench.stl"]');
    const deadline = Date.now() + 15_000;
    const done = () => {
      try {
        return readdirSync(downloads).includes('lobby bench.stl');
      } catch {
        return false;
      }
    };
    while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readFileSync(path.join(downloads, 'lobby bench.stl')).equals(readFileSync(model))).toBe(true);
    // Downloading never navigated away from the inbox.
    expect(new URL(page.url()).pathname).toBe('/admin');

    // Then the lead is worked: an internal note, and a reply e-mailed to the visitor.
    await page.type('[data-testid="lead-notes"] textarea', 'Model checked: fits the 2 m bed in one piece.');
    await page.click('[data-testid="lead-notes"] button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="lead-notes"] ol')?.textContent?.includes('Model checked: fits the 2 m bed in one piece.'));
    expect(await page.$eval('[data-testid="lead-notes"] ol', (ol) => ol.textContent)).toContain(ADMIN.email);
    await page.type('[data-testid="lead-thread"] textarea', 'Thank you, Ada: the bench prints in one piece. An estimate follows.');
    await page.click('[data-testid="lead-thread"] button[type="submit"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="lead-thread"] [data-testid="delivery"]')?.textContent === 'Delivered', { timeout: 20_000 });
    const reply = mail.sink.mails.find((mail) => mail.recipients.includes('ada@example.com'));
    expect(decodeQuotedPrintable(reply!.body)).toContain('Thank you, Ada: the bench prints in one piece.');
    expect((await db.models.ContactSubmission.findById(stored!._id).lean())?.status).toBe('replied');
    // SwiftShader's own performance notes about the 3D view's canvas are not the page's problems.
    expect(problems.messages.filter((message) => !/GL Driver Message/.test(message))).toEqual([]);
    await page.close();
  });
});
