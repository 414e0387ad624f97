/**
 * Lighthouse 12 (default mobile preset, simulated throttling) in Debian's chromium against the built
 * server in production mode (issue 8). Prints scores and LCP / CLS / TBT per page and exits non-zero
 * when a budget is missed.
 *   npx tsx scripts/bench-lighthouse.ts [/path ...] [--runs N] [--why]
 * Each page is audited N times (3 by default) and the median run by performance score is reported,
 * as Lighthouse CI does: a single run on a shared two-core machine swings by several points.
 * --why also prints each page's LCP element, its phases (TTFB, load delay, load time, render delay)
 * the long tasks (TBT) and the requests: where the time went.
 */
import puppeteer from 'puppeteer-core';
import { startSite } from './bench/processes';

const PAGES = ['/', '/projects', '/project/toothsome', '/materials', '/store', '/team', '/contact'];
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 2000, cls: 0.02, tbtMs: 150 };

async function main() {
  const args = process.argv.slice(2);
  const why = args.includes('--why');
  const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
  const paths = args.filter((arg) => arg.startsWith('/'));
  const pages = paths.length ? paths : PAGES;
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
      const all: Lhr[] = [];
      for (let run = 0; run < runs; run++) {
        all.push(
          await audited(() =>
            lighthouse(`http://127.0.0.1:${port}${path}`, {
              port: 9333,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            }),
          ),
        );
      }
      const performanceOf = (lhr: Lhr) => lhr.categories.performance?.score ?? 0;
      const lhr = [...all].sort((a, b) => performanceOf(a) - performanceOf(b))[Math.floor(all.length / 2)]!;
      if (runs > 1) console.error(`  ${path}: performance ${all.map((run) => Math.round(performanceOf(run) * 100)).join(', ')} over ${runs} runs; the median run follows`);
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
      if (why) explainLcp(lhr);
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

type Lhr = NonNullable<Awaited<ReturnType<typeof import('lighthouse').default>>>['lhr'];
/**
 * One Lighthouse run, repeated (up to three tries) when Lighthouse itself fails, e.g. a trace it
 * could not read: such a run has no metrics, and would read as a page scoring 0.
 */
async function audited(run: () => ReturnType<typeof import('lighthouse').default>): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await run())!.lhr;
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.error(`  Lighthouse failed (${lhr.runtimeError.code}), running the page again`);
  }
}

type TableDetails = { type: string; items: Array<Record<string, unknown>> };

function explainLcp(lhr: Lhr): void {
  const element = lhr.audits['largest-contentful-paint-element']?.details as { items?: TableDetails[] } | undefined;
  for (const table of element?.items ?? []) {
    for (const item of table.items) {
      const node = item.node as { snippet?: string } | undefined;
      if (node?.snippet) console.error(`  LCP element: ${node.snippet.slice(0, 160)}`);
      if (item.phase) console.error(`  ${String(item.phase).padEnd(12)} ${Math.round(Number(item.timing))} ms`);
    }
  }
  const observed = ((lhr.audits.metrics?.details as TableDetails | undefined)?.items ?? [])[0] ?? {};
  console.error(`  observed unthrottled: FCP ${Math.round(Number(observed.observedFirstContentfulPaint))} ms, LCP ${Math.round(Number(observed.observedLargestContentfulPaint))} ms, load ${Math.round(Number(observed.observedLoad))} ms; simulated FCP ${Math.round(Number(observed.firstContentfulPaint))} ms`);
  const shifts = (lhr.audits['layout-shifts']?.details as TableDetails | undefined)?.items ?? [];
  for (const shift of shifts) console.error(`  layout shift ${Number(shift.score).toFixed(3)}: ${String((shift.node as { snippet?: string } | undefined)?.snippet ?? '').slice(0, 160)}`);
  const longTasks = (lhr.audits['long-tasks']?.details as TableDetails | undefined)?.items ?? [];
  for (const task of longTasks) console.error(`  long task at ${Math.round(Number(task.startTime))} ms: ${Math.round(Number(task.duration))} ms simulated, ${String(task.url).replace(/^https?:\/\/[^/]+/, '')}`);
  const requests = (lhr.audits['network-requests']?.details as TableDetails | undefined)?.items ?? [];
  for (const request of requests) {
    const url = String(request.url).replace(/^https?:\/\/[^/]+/, '');
    console.error(`  ${String(Math.round(Number(request.networkRequestTime))).padStart(6)}–${String(Math.round(Number(request.networkEndTime))).padStart(6)} ms ${String(Math.round(Number(request.transferSize) / 1024)).padStart(4)} KB ${url.slice(0, 90)}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
