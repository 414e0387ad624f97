import { existsSync } from 'node:fs';
import path from 'node:path';
import { bundleReport, firstLoadScripts, ROOT } from '../../scripts/bundle-report';

// Runs after `npm run build` (npm test builds first).
const built = existsSync(path.join(ROOT, 'dist/manifest.json'));

describe('first-load JavaScript per route', () => {
  test('the build exists', () => {
    expect(built).toBe(true);
  });

  test.each(built ? bundleReport() : [])('$module: $kb KB gzipped within its budget', ({ kb, budget }) => {
    expect(kb).toBeLessThanOrEqual(budget);
  });

  test('page descriptions and JSON-LD are server-only: no browser script carries them', () => {
    const metafile = require(path.join(ROOT, 'dist/metafile.json'));
    const clientInputs = Object.values(metafile.outputs as Record<string, { inputs: Record<string, unknown> }>).flatMap((output) => Object.keys(output.inputs));
    expect(clientInputs.filter((input) => /content\/page-descriptions|seo\/structured-data/.test(input))).toEqual([]);
  });

  test('the /contact screen loads neither Redux nor zod with the page: its form loads them when the visitor heads for it', () => {
    const manifest = require(path.join(ROOT, 'dist/manifest.json'));
    const metafile = require(path.join(ROOT, 'dist/metafile.json'));
    const contactFiles = new Set(firstLoadScripts(manifest, 'pages/contact/route').map((file) => `dist/client${file}`));
    const inputs = Object.entries(metafile.outputs as Record<string, { inputs: Record<string, unknown> }>)
      .filter(([output]) => contactFiles.has(output))
      .flatMap(([, output]) => Object.keys(output.inputs));
    expect(inputs.filter((input) => /@reduxjs|react-redux|node_modules\/(redux|immer|zod)\/|contact-submit/.test(input))).toEqual([]);
  });

  test('the sections below the hero, dialogs, admin, animation pages, legal texts and all of Redux stay out of the home page first load', () => {
    const manifest = require(path.join(ROOT, 'dist/manifest.json'));
    const metafile = require(path.join(ROOT, 'dist/metafile.json'));
    const homeFiles = new Set(firstLoadScripts(manifest, 'pages/home/route').map((file) => `dist/client${file}`));
    const inputs = Object.entries(metafile.outputs as Record<string, { inputs: Record<string, unknown> }>)
      .filter(([output]) => homeFiles.has(output))
      .flatMap(([, output]) => Object.keys(output.inputs));
    const belowTheFold = ['pages/home/below-the-fold', 'pages/home/work-section', 'before-after-slider', 'partner-marquee', 'pages/home/references-section'];
    for (const lazy of [...belowTheFold, 'contact-dialog.tsx', 'coming-soon-dialog', 'mobile-menu-dialog', 'toast-region', 'features/admin/', 'pages/model/', 'pages/animation/', 'content/legal/', '@reduxjs/toolkit', 'immer', 'react-redux', 'node_modules/redux/', '@radix-ui/react-dialog', 'zod']) {
      expect([lazy, inputs.filter((input) => input.includes(lazy))]).toEqual([lazy, []]);
    }
  });
});
