/** A bench elevation in two pages: a title block, the seat, two legs, dimension lines. */
const ELEVATION = [
  '3 w 0 0 0 RG 36 36 540 720 re S 36 120 540 0 m 576 120 l S',
  '5 w 96 420 420 36 re S 126 240 36 180 re S 450 240 36 180 re S',
  '2 w 96 520 m 516 520 l S 96 508 m 96 532 l S 516 508 m 516 532 l S',
  '0.85 0.28 0.06 rg 96 456 420 8 re f',
].join('\n');

/**
 * Screenshots of the attachment UI at 390 and 1440 px: the contact dialog with three files chosen, the
 * /contact form with a refused file (no JavaScript), and a lead with files in the inbox.
 *   npx tsx scripts/screenshots-attachments.ts [--out /tmp/shots]
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { launchBrowser } from '../test/helpers/browser';
import { binaryStl, cubeTriangles, type Triangle } from '../test/helpers/model-fixtures';
import { drawingPdf } from '../test/helpers/sample-files';
import { startSite, ROOT } from './bench/processes';

const args = process.argv.slice(2);
const OUT = args.includes('--out') ? args[args.indexOf('--out') + 1]! : '/tmp/shots';
const ADMIN = { email: 'studio@example.com', password: 'screenshot password' };
const PORT = 3943;
const base = `http://127.0.0.1:${PORT}`;

/** The bench as a block, 6.00 × 0.60 × 0.45 m in millimetres, so the inbox measures and draws something real. */
const bench = binaryStl(cubeTriangles(1).map((corners) => corners.map(([x, y, z]) => [x * 6000, y * 600, z * 450]) as Triangle));

async function shot(page: Page, name: string, fullPage = false) {
  const file = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'attachment-shots-'));
  const model = path.join(dir, 'lobby-bench-v3.stl');
  writeFileSync(model, bench);
  const drawing = path.join(dir, 'bench-elevation.pdf');
  writeFileSync(drawing, drawingPdf(2, ELEVATION));
  const photo = path.join(ROOT, 'public/media/img/references/turks-and-caicos/a-960.jpg');
  const plan = path.join(ROOT, 'public/media/img/references/turks-and-caicos/b-480.jpg');
  const site = await startSite(PORT, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const browser = await launchBrowser('chromium', { webgl: true });
  try {
    for (const width of [390, 1440]) {
      const page = await browser.newPage();
      await page.setViewport({ width, height: width < 900 ? 844 : 900 });
      await page.goto(`${base}/materials`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('button[data-contact-trigger]');
      await page.click('button[data-contact-trigger]');
      await page.waitForSelector('[data-testid="attachment-drop-zone"]');
      await page.type('[data-testid="contact-dialog"] input[name="name"]', 'Ada Lovelace');
      await page.type('[data-testid="contact-dialog"] input[name="email"]', 'ada@example.com');
      await page.type('[data-testid="contact-dialog"] textarea[name="message"]', 'A 6 m bench for a hotel lobby: model and site photos attached.');
      const input = await page.$('[data-testid="contact-dialog"] input[type="file"]');
      await input!.uploadFile(photo, model, drawing);
      await page.waitForSelector('ul[aria-label="Chosen files"] li:nth-child(2)');
      await page.$eval('[data-testid="attachment-drop-zone"]', (el) => el.scrollIntoView({ block: 'center' }));
      await shot(page, `attachments-dialog-${width}`);
      if (width === 1440) {
        await page.emulateNetworkConditions({ download: 10_000_000, upload: 20_000, latency: 20 });
        await page.click('[data-testid="contact-dialog"] button[type="submit"]');
        await page.waitForFunction(() => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) > 30, { timeout: 20_000 });
        await page.$eval('[data-testid="upload-progress"]', (el) => el.scrollIntoView({ block: 'center' }));
        await shot(page, `attachments-progress-${width}`);
        await page.waitForSelector('[data-testid="contact-dialog"]', { hidden: true, timeout: 30_000 });
        await page.emulateNetworkConditions(null);
      }
      await page.close();
    }
    // A second lead with a photo and a drawing.
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Grace Hopper', email: 'grace@example.com', message: 'Planters for a courtyard, eight of them. Site photos attached.' })) form.append(k, v);
    form.append('attachments', new Blob([require('node:fs').readFileSync(plan)]), 'courtyard.jpg');
    await fetch(`${base}/api/contact`, { method: 'POST', body: form, headers: { accept: 'application/json' } });

    for (const width of [390, 1440]) {
      const page = await browser.newPage();
      await page.setViewport({ width, height: width < 900 ? 844 : 900 });
      await page.setJavaScriptEnabled(false);
      await page.goto(`${base}/contact`, { waitUntil: 'networkidle0' });
      await page.type('input[name="name"]', 'Ada Lovelace');
      await page.type('input[name="email"]', 'ada@example.com');
      await page.type('textarea[name="message"]', 'Plans attached.');
      const input = await page.$('input[type="file"]');
      const bad = path.join(dir, 'plans.pdf');
      writeFileSync(bad, '<html><body>not a PDF</body></html>');
      await input!.uploadFile(bad);
      await Promise.all([page.waitForNavigation(), page.click('form[action="/contact"] button[type="submit"]')]);
      await page.$eval('input[type="file"]', (el) => el.scrollIntoView({ block: 'center' }));
      await shot(page, `attachments-contact-nojs-${width}`);
      await page.close();
    }

    const page = await browser.newPage();
    await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
    await page.type('input[name="email"]', ADMIN.email);
    await page.type('input[name="password"]', ADMIN.password);
    await Promise.all([page.waitForNavigation(), page.click('form[action="/api/auth/login"] button[type="submit"]')]);
    for (const width of [390, 1440]) {
      await page.setViewport({ width, height: width < 900 ? 844 : 900 });
      const list = await page.evaluate(async () => (await (await fetch('/api/admin/submissions')).json()) as { data: { id: string; name: string }[] });
      const ada = list.data.find((s) => s.name === 'Ada Lovelace')!;
      await page.goto(`${base}/admin?id=${ada.id}`, { waitUntil: 'networkidle0' });
      await page.$eval('#attachments-heading', (el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForSelector('[data-pdf-preview="ready"]');
      await page.waitForSelector('[data-state="ready"][data-first-frame-ms]');
      await new Promise((r) => setTimeout(r, 300));
      await shot(page, `attachments-inbox-${width}`);
    }
  } finally {
    await browser.close();
    site.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
