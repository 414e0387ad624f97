import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/**
 * The one place styled-components' minified browser build uses stylis's vendor prefixer: only for a
 * `<StyleSheetManager enableVendorPrefixes>`, which the site never renders.
 */
const PREFIXER_USE = /(\w+)\.prefix&&\w+\.push\(\w+\.prefixer\),/;

/**
 * Leaves stylis's vendor prefixer (its prefix tables, about 1 KB gzip on every page) out of the
 * browser bundle: the reference above kept it, although the site's styles are never prefixed. Should
 * anyone turn `enableVendorPrefixes` on, styles fail loudly instead of going out unprefixed.
 * test/unit/shrink-styled-components.test.ts fails if a styled-components update changes that line.
 */
export function shrinkStyledComponentsSource(source: string): string {
  return source.replace(PREFIXER_USE, (_, options: string) => `${options}.prefix&&(()=>{throw Error("enableVendorPrefixes: left out by scripts/build/shrink-styled-components.ts")})(),`);
}

export const shrinkStyledComponents: Plugin = {
  name: 'shrink-styled-components',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]styled-components[\\/]dist[\\/]styled-components\.browser\.esm\.js$/ }, async (args) => ({
      contents: shrinkStyledComponentsSource(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};
