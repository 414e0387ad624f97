import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.resolve(__dirname, '../../src/client/fonts.css'), 'utf8');
/** The web fonts' faces, without the local metric-matched fallback faces (src: local(...)). */
const webFaces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => match[1]!).filter((face) => face.includes('url('));

describe('web fonts (src/client/fonts.css, issue 8)', () => {
  test('are self-hosted trimmed woff2 files shown with font-display: swap, so text never waits for them', () => {
    expect(webFaces.length).toBe(3);
    for (const face of webFaces) {
      expect(face).toMatch(/font-display:\s*swap/);
      expect(face).toMatch(/url\(['"]?\.\/fonts\/[^)]+\.woff2['"]?\)\s*format\(['"]woff2/);
    }
  });
});
