/**
 * Full-page screenshots of pages at phone and desktop widths, for looking at what visitors see.
 *   npx tsx scripts/screenshots.ts [--out /tmp/shots] [--widths 390,1440] [/path ...]
 * Starts the built server itself; prints the PNG paths.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { runScript, walkDownPage, withSiteInChromium } from './bench/site-in-chromium';

const args = process.argv.slice(2);
const value = (name: string, fallback: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1]! : fallback);
const OUT = value('out', '/tmp/shots');
const WIDTHS = value('widths', '390,1440').split(',').map(Number);
const PAGES = args.filter((arg, i) => arg.startsWith('/') && !['--out', '--widths'].includes(args[i - 1] ?? ''));

async function main() {
  mkdirSync(OUT, { recursive: true });
  await withSiteInChromium({ port: 3941, chromiumArgs: ['--hide-scrollbars'] }, async (browser, origin) => {
    for (const route of PAGES.length ? PAGES : ['/']) {
      for (const width of WIDTHS) {
        const page = await browser.newPage();
        await page.setViewport({ width, height: width < 900 ? 844 : 900 });
        await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
        await page.goto(`${origin}${route}`, { waitUntil: 'networkidle0' });
        // Lazy images load as they approach the viewport: walk down the page once.
        await walkDownPage(page, 600, 60);
        await page.evaluate(() => window.scrollTo(0, 0));
        await new Promise((resolve) => setTimeout(resolve, 400));
        const file = path.join(OUT, `${route.replace(/\//g, '_') || '_'}-${width}.png`);
        await page.screenshot({ path: file as `${string}.png`, fullPage: true });
        console.log(file);
        await page.close();
      }
    }
  });
}

runScript(main);
