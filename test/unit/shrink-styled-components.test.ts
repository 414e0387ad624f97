import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { shrinkStyledComponents, shrinkStyledComponentsSource } from '../../scripts/build/shrink-styled-components';

const browserBuild = readFileSync(require.resolve('styled-components/dist/styled-components.browser.esm.js'), 'utf8');

/** The minified browser bundle of `styled` (React external), with or without the plugin. */
async function styledBundle(plugins: esbuild.Plugin[]): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: `export { default } from 'styled-components';`, resolveDir: __dirname },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: true,
    external: ['react', 'react-dom'],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('styled-components in the browser bundle (scripts/build/shrink-styled-components.ts)', () => {
  test("its build uses stylis's prefixer in exactly the one place the plugin rewrites", () => {
    expect(browserBuild.match(/\.prefixer\b/g)).toHaveLength(1);
    const shrunk = shrinkStyledComponentsSource(browserBuild);
    expect(shrunk).not.toContain('.prefixer');
    expect(shrunk).toContain('enableVendorPrefixes: left out by scripts/build/shrink-styled-components.ts');
  });

  test("the bundle loses stylis's prefix tables", async () => {
    const [plain, shrunk] = await Promise.all([styledBundle([]), styledBundle([shrinkStyledComponents])]);
    // A property only the prefixer's tables name.
    expect(plain).toContain('flex-line-pack');
    expect(shrunk).not.toContain('flex-line-pack');
    expect(plain.length - shrunk.length).toBeGreaterThan(2000);
  });
});
