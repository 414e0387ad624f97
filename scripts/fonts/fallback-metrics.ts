/**
 * Fallback @font-face rules whose metrics match the web fonts, so text set in the fallback while a
 * web font downloads takes the same room and nothing shifts when it swaps in (CLS, issue 8).
 * Measures each web font against the local font it falls back to in Chromium (canvas TextMetrics),
 * prints the rules for src/client/fonts.css, then checks them by measuring the adjusted fallback.
 *   npx tsx scripts/fonts/fallback-metrics.ts
 */
import { readFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { FAMILIES, type Family } from './families';

interface Pair {
  family: Family;
  /** Name of the generated fallback family. */
  fallback: string;
  /** Weight the web font is measured at, weight of the local face it stands in for. */
  weight: number;
  localWeight: 400 | 700;
  /** Local faces tried in order, by full name (Arial and Liberation Sans share metrics; so do Courier New and Liberation Mono). */
  locals: string[];
  /** The same fonts as family names, for measuring them. */
  families: string[];
}

const SANS = ['Arial', 'Liberation Sans', 'Helvetica'];
const SANS_BOLD = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Helvetica Bold'];
const MONO = ['Courier New', 'Liberation Mono', 'Menlo'];
const [display, text, mono] = FAMILIES as [Family, Family, Family];

const PAIRS: Pair[] = [
  { family: display, fallback: 'Space Grotesk Fallback', weight: 400, localWeight: 400, locals: SANS, families: SANS },
  { family: display, fallback: 'Space Grotesk Fallback', weight: 600, localWeight: 700, locals: SANS_BOLD, families: SANS },
  { family: text, fallback: 'Inter Fallback', weight: 400, localWeight: 400, locals: SANS, families: SANS },
  { family: text, fallback: 'Inter Fallback', weight: 600, localWeight: 700, locals: SANS_BOLD, families: SANS },
  { family: mono, fallback: 'JetBrains Mono Fallback', weight: 400, localWeight: 400, locals: MONO, families: MONO },
];

/** Ordinary English prose: its letter frequencies decide the average advance that size-adjust matches. */
const SAMPLE =
  'Large-format additive manufacturing for architecture and hospitality. We design, print and finish ' +
  'facades, furniture and sculptural interiors in Orlando, Florida, from concept models to full-scale parts.';

interface Metrics {
  width: number;
  ascent: number;
  descent: number;
}

const pct = (value: number) => `${(value * 100).toFixed(2)}%`;

function fallbackRule(pair: Pair, web: Metrics, local: Metrics): string {
  const sizeAdjust = web.width / local.width;
  // The overrides are scaled by size-adjust as well, so they are divided by it here.
  return [
    '@font-face {',
    `  font-family: '${pair.fallback}';`,
    `  font-weight: ${pair.localWeight};`,
    `  src: ${pair.locals.map((name) => `local('${name}')`).join(', ')};`,
    `  size-adjust: ${pct(sizeAdjust)};`,
    `  ascent-override: ${pct(web.ascent / 100 / sizeAdjust)};`,
    `  descent-override: ${pct(web.descent / 100 / sizeAdjust)};`,
    '  line-gap-override: 0%;',
    '}',
  ].join('\n');
}

async function main() {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const webFaces = FAMILIES.map(
      (family) => `@font-face{font-family:'${family.name}';font-weight:${family.weights.min} ${family.weights.max};src:url(data:font/woff2;base64,${readFileSync(family.output).toString('base64')}) format('woff2');}`,
    );
    await page.setContent(`<style>${webFaces.join('')}</style>`);
    const measure = (font: string) =>
      page.evaluate(
        async (font, sample) => {
          await document.fonts.load(font);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = font;
          const metrics = context.measureText(sample);
          return { width: metrics.width, ascent: metrics.fontBoundingBoxAscent, descent: metrics.fontBoundingBoxDescent };
        },
        font,
        SAMPLE,
      );
    const rules: string[] = [];
    const checks: string[] = [];
    for (const pair of PAIRS) {
      const web = await measure(`${pair.weight} 100px '${pair.family.name}'`);
      const local = await measure(`${pair.localWeight} 100px ${pair.families.map((name) => `'${name}'`).join(', ')}`);
      const rule = fallbackRule(pair, web, local);
      rules.push(rule);
      // Check: the adjusted fallback, loaded as its own face, should now measure like the web font.
      await page.addStyleTag({ content: rule.replace(`'${pair.fallback}'`, `'check ${pair.fallback} ${pair.localWeight}'`) });
      const adjusted = await measure(`${pair.localWeight} 100px 'check ${pair.fallback} ${pair.localWeight}'`);
      checks.push(
        `${pair.family.name} ${pair.weight}: width ${web.width.toFixed(0)} vs ${adjusted.width.toFixed(0)}, ascent ${web.ascent.toFixed(1)} vs ${adjusted.ascent.toFixed(1)}, descent ${web.descent.toFixed(1)} vs ${adjusted.descent.toFixed(1)}`,
      );
    }
    console.log(rules.join('\n'));
    console.error(checks.join('\n'));
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
