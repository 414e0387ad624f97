/**
 * Media bytes a visitor downloads per page: a phone (390 px, 3x) and a retina laptop (1440 px, 2x),
 * after scrolling the whole page once so lazy images load, hero video included.
 *   npx tsx scripts/bench-media-bytes.ts [--root DIR] [/path ...]
 * `--root` measures another checkout's build (a folder with dist/, public/ and node_modules/), for
 * before/after figures. Prints a Markdown table of kilobytes (images + video).
 */
import type { Page } from 'puppeteer-core';
import { ROOT } from './bench/processes';
import { runScript, walkDownPage, withSiteInChromium } from './bench/site-in-chromium';

const args = process.argv.slice(2);
const root = args.includes('--root') ? args[args.indexOf('--root') + 1]! : ROOT;
const PAGES = args.filter((arg, i) => arg.startsWith('/') && args[i - 1] !== '--root');
const VIEWPORTS = [
  { label: '390 px (3x)', width: 390, height: 844, deviceScaleFactor: 3 },
  { label: '1440 px (2x)', width: 1440, height: 900, deviceScaleFactor: 2 },
];

/** Encoded bytes of every /media/ response the page receives while it is walked top to bottom. */
async function mediaBytes(page: Page, url: string): Promise<{ images: number; video: number }> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const totals = { images: 0, video: 0 };
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    const path = new URL(urls.get(event.requestId) ?? 'http://x/').pathname;
    if (path.startsWith('/media/video/')) totals.video += event.encodedDataLength;
    else if (path.startsWith('/media/')) totals.images += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await walkDownPage(page, 400, 80);
  await page.waitForNetworkIdle({ idleTime: 800, timeout: 30_000 }).catch(() => undefined);
  await cdp.detach();
  return totals;
}

async function main() {
  const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')}`;
  await withSiteInChromium({ port: 3961, root, chromiumArgs: ['--autoplay-policy=no-user-gesture-required'] }, async (browser, origin) => {
    console.log(`| page | ${VIEWPORTS.map((v) => `${v.label}: images + video, KB`).join(' | ')} |`);
    console.log(`|---|${VIEWPORTS.map(() => '---').join('|')}|`);
    for (const path of PAGES.length ? PAGES : ['/']) {
      const cells: string[] = [];
      for (const viewport of VIEWPORTS) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        await page.setViewport(viewport);
        const { images, video } = await mediaBytes(page, `${origin}${path}`);
        cells.push(video ? `${kb(images)} + ${kb(video)}` : kb(images));
        await context.close();
      }
      console.log(`| ${path} | ${cells.join(' | ')} |`);
    }
  });
}

runScript(main);
