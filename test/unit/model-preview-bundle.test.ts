import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadScripts, ROOT } from '../../scripts/bundle-report';
import { routeModules } from '../../src/app/page-routes';

/* three.js (about 150 KB gzip) is for staff looking at a 3D model: it must never be in a page's first load. */

const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/manifest.json'), 'utf8')) as Parameters<typeof firstLoadScripts>[0];
/** A string of three's renderer that minification keeps. */
const THREE_MARKER = 'THREE.WebGLRenderer: Error creating WebGL context';
const clientDir = path.join(ROOT, 'dist/client');
const holdsThree = (file: string) => readFileSync(path.join(clientDir, file), 'utf8').includes(THREE_MARKER);

test('no page loads three.js up front, /admin included', () => {
  for (const module of new Set(Object.values(routeModules))) {
    const withThree = firstLoadScripts(manifest, module).filter(holdsThree);
    expect({ module, withThree }).toEqual({ module, withThree: [] });
  }
});

test('three.js is in one chunk, loaded with the 3D view', () => {
  const chunks = readdirSync(path.join(clientDir, 'assets'))
    .map((file) => `/assets/${file}`)
    .filter((file) => file.endsWith('.js') && holdsThree(file));
  expect(chunks).toHaveLength(1);
  const viewer = manifest.modules['features/admin/model-preview/model-viewer']!;
  expect([viewer.file, ...viewer.imports]).toContain(chunks[0]);
});
