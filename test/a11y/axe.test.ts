import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer-core';
import { publicUrls } from '../../src/server/seo/seo-router';
import { openPage, siteInBrowser } from '../helpers/browser';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const ROUTES = [...publicUrls(), '/login', '/no-such-page'];

const site = siteInBrowser();

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

describe.each([390, 1440])('axe-core at %i px', (width) => {
  test.each(ROUTES)('%s has no accessibility violations', async (route) => {
    const page = await openPage(site.browser, width, 900);
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    // axe is injected as a script tag: let it past the CSP for this audit only.
    await page.setBypassCSP(true);
    await page.goto(site.server.url + route, { waitUntil: 'networkidle0' });
    expect(await violations(page)).toEqual([]);
    await page.close();
  }, 60_000);
});
