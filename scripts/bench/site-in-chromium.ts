import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { ROOT, startSite } from './processes';

/**
 * Starts the built server (of `root`, this checkout by default) on `port` and Debian's headless
 * chromium, runs `work` with both, and stops both however it ends.
 */
export async function withSiteInChromium(
  options: { port: number; root?: string; chromiumArgs?: string[] },
  work: (browser: Browser, origin: string) => Promise<void>,
): Promise<void> {
  const site = await startSite(options.port, {}, [], options.root ?? ROOT);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', ...(options.chromiumArgs ?? [])],
  });
  try {
    await work(browser, `http://127.0.0.1:${options.port}`);
  } finally {
    await browser.close();
    site.kill('SIGTERM');
  }
}

/** Scrolls to the bottom in steps, as a reader would, so lazy images and videos start loading. */
export async function walkDownPage(page: Page, step: number, pauseMs: number): Promise<void> {
  await page.evaluate(
    async (stepPx, pause) => {
      for (let y = 0; y < document.body.scrollHeight; y += stepPx) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    },
    step,
    pauseMs,
  );
}

/** A script's entry point: any failure is printed and exits 1. */
export function runScript(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
