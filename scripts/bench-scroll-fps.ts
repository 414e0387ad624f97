/**
 * Frame times of the two scroll-animation pages while they are scrolled, in desktop Chromium
 * (issue 7). The site runs built, in production mode; Chromium scrolls each page top to bottom with
 * a synthetic mouse-wheel gesture (Input.synthesizeScrollGesture, the input path Chrome's own
 * smoothness benchmarks use) while the page records every requestAnimationFrame timestamp.
 *   npx tsx scripts/bench-scroll-fps.ts [--speed 2400] [--rounds 3] [--width 1440] [--height 900] [--pages /animation,/model] [--disable-gpu]
 * Prints, per page, median / p95 / max rAF interval and the share of 60 Hz frames missed over the
 * untraced rounds; then one traced round gives main-thread CPU per frame (thread time, so other
 * load on the machine does not inflate it) and the share of frames Chrome's frame reporter dropped.
 */
import puppeteer, { type Page } from 'puppeteer-core';
import { analyseTrace } from './bench/frame-trace';
import { startSite } from './bench/processes';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args[args.indexOf(`--${name}`) + 1] || fallback) || fallback;
const SPEED = option('speed', 2400); // px per second: a brisk, steady wheel scroll
const ROUNDS = option('rounds', 3);
const WIDTH = option('width', 1440);
const HEIGHT = option('height', 900);
const PORT = 3931;
const FRAME_MS = 1000 / 60;
/** --pages a,b: the two animation pages by default; add a plain page (e.g. /terms-of-service) as a baseline. */
const PAGES = (args.includes('--pages') ? args[args.indexOf('--pages') + 1]! : '/animation,/model').split(',');

interface Result {
  frames: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  droppedPct: number;
  seconds: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** Summarises rAF deltas: a delta of n 60 Hz frames means n - 1 frames were dropped. */
function summarise(deltas: number[]): Result {
  const sorted = [...deltas].sort((a, b) => a - b);
  const elapsed = deltas.reduce((sum, d) => sum + d, 0);
  const dropped = deltas.reduce((sum, d) => sum + Math.max(0, Math.round(d / FRAME_MS) - 1), 0);
  return {
    frames: deltas.length,
    medianMs: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    maxMs: sorted[sorted.length - 1]!,
    droppedPct: (100 * dropped) / Math.max(1, Math.round(elapsed / FRAME_MS)),
    seconds: elapsed / 1000,
  };
}

async function scrollRun(page: Page): Promise<number[]> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await new Promise((resolve) => setTimeout(resolve, 800));
  const distance = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__recording = true;
    const tick = (now) => {
      window.__frames.push(now);
      if (window.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const client = await page.createCDPSession();
  await client.send('Input.synthesizeScrollGesture', {
    x: Math.round(WIDTH / 2),
    y: Math.round(HEIGHT / 2),
    yDistance: -distance,
    speed: SPEED,
    gestureSourceType: 'mouse',
    preventFling: true,
  });
  await client.detach();
  const stamps = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames;
  });
  return stamps.slice(1).map((t, i) => t - stamps[i]!);
}

async function main() {
  // 'info': startSite waits for the "listening on" log line.
  const site = await startSite(PORT, { LOG_LEVEL: 'info' });
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-dev-shm-usage',
      `--window-size=${WIDTH},${HEIGHT}`,
      ...(args.includes('--disable-gpu') ? ['--disable-gpu'] : []),
    ],
  });
  try {
    console.log(`Chromium ${await browser.version()}, ${WIDTH}x${HEIGHT}, wheel scroll at ${SPEED} px/s, ${ROUNDS} rounds per page`);
    console.log('page          frames  median ms  p95 ms  max ms  dropped %  | main-thread CPU/frame median  p95 ms  busy %  | Chrome dropped %');
    for (const path of PAGES) {
      const page = await browser.newPage();
      await page.setViewport({ width: WIDTH, height: HEIGHT });
      await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: 'networkidle0' });
      const status = await page.$eval('[data-status]', (el) => el.getAttribute('data-status')).catch(() => 'n/a');
      const deltas: number[] = [];
      for (let round = 0; round < ROUNDS; round++) deltas.push(...(await scrollRun(page)));
      const r = summarise(deltas);
      await page.tracing.start({ categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame'] });
      await scrollRun(page);
      const trace = analyseTrace(Buffer.from((await page.tracing.stop()) ?? []).toString());
      console.log(
        [
          path.padEnd(12),
          String(r.frames).padStart(7),
          r.medianMs.toFixed(2).padStart(9),
          r.p95Ms.toFixed(2).padStart(7),
          r.maxMs.toFixed(1).padStart(6),
          r.droppedPct.toFixed(1).padStart(9),
          ' |',
          trace.cpuPerFrameMedianMs.toFixed(2).padStart(26),
          trace.cpuPerFrameP95Ms.toFixed(2).padStart(7),
          trace.mainThreadBusyPct.toFixed(1).padStart(7),
          ' |',
          `${trace.reporterDroppedPct.toFixed(1)} of ${trace.reporterFrames}`.padStart(15),
          `  (videos: ${status})`,
        ].join(' '),
      );
      await page.close();
    }
  } finally {
    await browser.close();
    site.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
