/**
 * Full-page screenshots of pages at phone and desktop widths, for looking at what visitors see.
 *   npx tsx scripts/screenshots.ts [--out /tmp/shots] [--widths 390,1440] [/path ...]
 * Starts the built server itself; prints the PNG paths.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { startSite } from './bench/processes';

const args = process.argv.slice(2);
const value = (name: string, fallback: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1]! : fallback);
const OUT = value('out', '/tmp/shots');
const WIDTHS = value('widths', '390,1440').split(',').map(Number);
const PAGES = args.filter((arg, i) => arg.startsWith('/') && !['--out', '--widths'].includes(args[i - 1] ?? ''));

async function main() {
  mkdirSync(OUT, { recursive: true });
  const port = 3941;
  const site = await startSite(port);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--hide-scrollbars'],
  });
  try {
    for (const route of PAGES.length ? PAGES : ['/']) {
      for (const width of WIDTHS) {
        const page = await browser.newPage();
        await page.setViewport({ width, height: width < 900 ? 844 : 900 });
        await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
        await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle0' });
        // Lazy images load as they approach the viewport: walk down the page once.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        await new Promise((resolve) => setTimeout(resolve, 400));
        const file = path.join(OUT, `${route.replace(/\//g, '_') || '_'}-${width}.png`);
        await page.screenshot({ path: file as `${string}.png`, fullPage: true });
        console.log(file);
        await page.close();
      }
    }
  } finally {
    await browser.close();
    site.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
