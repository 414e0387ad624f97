import path from 'node:path';
import { scriptsFetchedWithin } from '../../scripts/bench/fetched-scripts';
import { FETCHED_BUDGET_KB, gzippedKB, ROOT } from '../../scripts/bundle-report';
import { siteInBrowser } from '../helpers/browser';

const site = siteInBrowser();

/** The source files (node_modules paths included) bundled into the given build files. */
function inputsOf(files: string[]): string[] {
  const metafile = require(path.join(ROOT, 'dist/metafile.json')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  return files.flatMap((file) => Object.keys(metafile.outputs[`dist/client${file}`]?.inputs ?? {}));
}

/**
 * Issue 23, measured as `npx tsx scripts/bundle-report.ts --browser` does: every script a first visit
 * fetches within 6 s of load without scrolling, at a desktop and a phone width.
 */
describe('script a first visit fetches within 6 s of load', () => {
  test.each([1440, 390])('at %i px: / within its budget, the sections below the hero wait for a scroll, no image catalog; /contact within its budget without Redux or zod', async (width) => {
    const [home, contact] = await scriptsFetchedWithin(site.browser, site.server.url, ['/', '/contact'], [width]);
    const kb = (files: string[]) => files.reduce((sum, file) => sum + gzippedKB(file), 0);

    expect(kb(home!.files)).toBeLessThanOrEqual(FETCHED_BUDGET_KB.home);
    expect(inputsOf(home!.files).filter((input) => input.includes('pages/home/below-the-fold'))).toEqual([]);
    // The images' files and texts come with the page for what it shows; the whole catalog only with a navigation.
    expect(inputsOf(home!.files).filter((input) => /image-alts|media-manifest\.json|image-catalog/.test(input))).toEqual([]);

    expect(kb(contact!.files)).toBeLessThanOrEqual(FETCHED_BUDGET_KB.publicPage);
    expect(inputsOf(contact!.files).filter((input) => /@reduxjs|react-redux|node_modules\/(redux|immer|zod)\//.test(input))).toEqual([]);
  }, 60_000);
});
