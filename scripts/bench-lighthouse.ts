/**
 * Lighthouse 12 (default mobile preset, simulated throttling) in Debian's chromium against the built
 * server in production mode (issue 8). Prints scores and LCP / CLS / TBT per page and exits non-zero
 * when a budget is missed.
 *   npx tsx scripts/bench-lighthouse.ts [/path ...]
 */
import puppeteer from 'puppeteer-core';
import { startSite } from './bench/processes';

const PAGES = ['/', '/projects', '/project/toothsome', '/materials', '/store', '/team', '/contact'];
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 2000, cls: 0.02, tbtMs: 150 };

async function main() {
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : PAGES;
  const port = 3921;
  const site = await startSite(port);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--remote-debugging-port=9333'],
  });
  const { default: lighthouse } = await import('lighthouse');
  const rows = ['| page | perf | a11y | best practices | SEO | LCP | CLS | TBT |', '|---|---|---|---|---|---|---|---|'];
  let ok = true;
  try {
    for (const path of pages) {
      const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
        port: 9333,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const row = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
      };
      const pass =
        row.performance >= BUDGET.performance &&
        row.accessibility >= BUDGET.accessibility &&
        row['best-practices'] >= BUDGET['best-practices'] &&
        row.seo >= BUDGET.seo &&
        row.lcp <= BUDGET.lcpMs &&
        row.cls <= BUDGET.cls &&
        row.tbt <= BUDGET.tbtMs;
      ok &&= pass;
      rows.push(`| ${path} | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.seo} | ${(row.lcp / 1000).toFixed(2)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} ms |${pass ? '' : ' ✗'}`);
      console.error(rows[rows.length - 1]);
      if (!pass) {
        const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
        console.error(`  failing audits: ${failing.join(', ')}`);
      }
    }
  } finally {
    await browser.close();
    site.kill('SIGTERM');
  }
  console.log(rows.join('\n'));
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
