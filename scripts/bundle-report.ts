/**
 * Script per route, gzipped, two ways:
 *   npx tsx scripts/bundle-report.ts            what each route needs before it is interactive (entry +
 *                                               its static imports + the route's module and its imports),
 *                                               from the build manifest, against per-route budgets (issue 8)
 *   npx tsx scripts/bundle-report.ts --browser  everything the browser fetches within 6 s of load
 *                                               (deferred parts included), measured in Chromium against
 *                                               the built server at 1440 and 390 px (issue 23: ≤ 100 KB
 *                                               on /, ≤ 120 KB on every public page)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeModules } from '../src/app/page-routes';

export const ROOT = path.resolve(__dirname, '..');

/**
 * Gzipped KB budgets of first-load script per route module; the default applies to the rest. `/` is held
 * to issue 23's 100 KB (its first load is all it fetches without a scroll: the sections below the hero
 * wait for one; 92.6 KB on 2026-11-25); the other public pages sit 3.7 KB above the largest of them
 * (103.3 KB), so CI catches growth, not noise, and every public page stays within issue 23's 120 KB.
 * The signed-in screens' budgets date from before the image catalog and routing cuts (2026-11-25),
 * which took 3.7 KB off each: room for the admin work under way (issue 19's lead desk, issue 20's
 * accounts in its frame). Only the sign-in, admin and account-link screens load Redux with the page
 * (src/app/store/store-provider.tsx); the contact forms load it when the visitor heads for one.
 */
export const BUDGETS_KB: Record<string, number> = {
  'pages/home/route': 100,
  'pages/login/route': 139,
  'pages/admin/route': 151,
  // Account management (issue 20): Redux, forms and the admin frame, like the inbox.
  'pages/admin-staff/route': 146,
  'pages/admin-settings/route': 146,
  'pages/admin-audit/route': 142,
  'pages/invite/route': 142,
  'pages/reset-password/route': 142,
  'pages/forgot-password/route': 142,
  default: 107,
};

/** Issue 23: gzipped KB of script a first visit fetches within 6 s of load, on `/` and on any other public page. */
export const FETCHED_BUDGET_KB = { home: 100, publicPage: 120 };

interface Manifest {
  entry: string;
  entryImports: string[];
  modules: Record<string, { file: string; imports: string[] }>;
}

export function firstLoadScripts(manifest: Manifest, module: string): string[] {
  const files = new Set([manifest.entry, ...manifest.entryImports]);
  const route = manifest.modules[module];
  if (route) [route.file, ...route.imports].forEach((file) => files.add(file));
  return [...files];
}

/** The bytes a gzip-only browser receives: the build's precompressed copy, or zlib's level 9 in a dev build. */
function gzippedBytes(file: string): number {
  const precompressed = path.join(ROOT, 'dist/client', `${file}.gz`);
  if (existsSync(precompressed)) return readFileSync(precompressed).length;
  return gzipSync(readFileSync(path.join(ROOT, 'dist/client', file)), { level: 9 }).length;
}

const gzipCache = new Map<string, number>();
export function gzippedKB(file: string): number {
  if (!gzipCache.has(file)) gzipCache.set(file, gzippedBytes(file) / 1024);
  return gzipCache.get(file)!;
}

export function bundleReport() {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/manifest.json'), 'utf8')) as Manifest;
  const modules = [...new Set(Object.values(routeModules))];
  return modules.map((module) => {
    const kb = firstLoadScripts(manifest, module).reduce((sum, file) => sum + gzippedKB(file), 0);
    const budget = BUDGETS_KB[module] ?? BUDGETS_KB.default!;
    return { module, kb, budget, ok: kb <= budget };
  });
}

/** One address per public route module, for the browser measurement. */
const BROWSER_PATHS = [
  '/', '/projects', '/project/toothsome', '/reference/legoland-florida', '/capabilities', '/materials', '/master-planning', '/store',
  '/model', '/animation', '/team', '/contact', '/privacy-policy', '/terms-of-service',
];
const BROWSER_WIDTHS = [1440, 390];
const browserBudgetKB = (pagePath: string) => (pagePath === '/' ? FETCHED_BUDGET_KB.home : FETCHED_BUDGET_KB.publicPage);

async function browserReport(): Promise<boolean> {
  const { startSite } = await import('./bench/processes');
  const { scriptsFetchedWithin } = await import('./bench/fetched-scripts');
  const { launchBrowser } = await import('../test/helpers/browser');
  const port = 3931;
  const [site, browser] = await Promise.all([startSite(port), launchBrowser()]);
  try {
    const fetched = await scriptsFetchedWithin(browser, `http://127.0.0.1:${port}`, BROWSER_PATHS, BROWSER_WIDTHS);
    console.log('| page | 1440 px (gzip) | 390 px (gzip) | budget |\n|---|---|---|---|');
    let ok = true;
    for (const pagePath of BROWSER_PATHS) {
      const kb = BROWSER_WIDTHS.map((width) => fetched.find((row) => row.path === pagePath && row.width === width)!.files.reduce((sum, file) => sum + gzippedKB(file), 0));
      const within = kb.every((value) => value <= browserBudgetKB(pagePath));
      ok &&= within;
      console.log(`| ${pagePath} | ${kb.map((value) => `${value.toFixed(1)} KB`).join(' | ')} | ${browserBudgetKB(pagePath)} KB${within ? '' : ' ✗ over'} |`);
    }
    return ok;
  } finally {
    await browser.close();
    site.kill('SIGTERM');
  }
}

if (require.main === module && process.argv.includes('--browser')) {
  browserReport().then(
    (ok) => (process.exitCode = ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
} else if (require.main === module) {
  const rows = bundleReport();
  console.log('| route module | first-load JS (gzip) | budget |\n|---|---|---|');
  for (const row of rows) console.log(`| ${row.module} | ${row.kb.toFixed(1)} KB | ${row.budget} KB${row.ok ? '' : ' ✗ over'} |`);
  process.exitCode = rows.every((row) => row.ok) ? 0 : 1;
}
