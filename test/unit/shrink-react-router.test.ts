import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
import { shrinkReactRouterSource, shrinkReactRouter } from '../../scripts/build/shrink-react-router';

/** A browser bundle exporting `names` from react-router-dom (React external), minified unless told. */
async function routerBundle(names: string, plugins: esbuild.Plugin[], minify = true): Promise<Uint8Array> {
  const result = await esbuild.build({
    stdin: { contents: `export { ${names} } from 'react-router-dom';`, resolveDir: __dirname },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify,
    external: ['react', 'react-dom'],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.contents;
}

const gzipBytes = (bundle: Uint8Array) => gzipSync(bundle, { level: 9 }).length;

describe('React Router in the browser bundle (scripts/build/shrink-react-router.ts)', () => {
  test('marks React factory calls pure, drops top-level display names and turns dev warnings off', () => {
    const source = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var Link = React10.forwardRef(function LinkWithRef() {});',
      'var Memo = React3.memo(Routes);',
      'function make() {',
      '  Form.displayName = "fetcher.Form";',
      '  if (ENABLE_DEV_WARNINGS) warning("x");',
      '  return ENABLE_DEV_WARNINGS ? React.createElement("a") : null;',
      '}',
      'var ENABLE_DEV_WARNINGS = true;',
      'export {',
      '  ENABLE_DEV_WARNINGS,',
      '};',
    ].join('\n');
    expect(shrinkReactRouterSource(source).split('\n')).toEqual([
      'var LocationContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});',
      'var Memo = /* @__PURE__ */ React3.memo(Routes);',
      'function make() {',
      '  Form.displayName = "fetcher.Form";',
      '  if (false) warning("x");',
      '  return false ? React.createElement("a") : null;',
      '}',
      'var ENABLE_DEV_WARNINGS = false;',
      'export {',
      '  ENABLE_DEV_WARNINGS,',
      '};',
    ]);
  });

  test("makes the error boundary class and its context type one pure expression, the class's name kept", () => {
    const source = ['var RenderErrorBoundary = class extends React2.Component {', '  render() {', '    return null;', '  }', '};', 'RenderErrorBoundary.contextType = RSCRouterContext;', 'var after = 1;'].join('\n');
    expect(shrinkReactRouterSource(source).split('\n')).toEqual([
      'var RenderErrorBoundary = /* @__PURE__ */ (() => {',
      'const RenderErrorBoundary = class extends React2.Component {',
      '  render() {',
      '    return null;',
      '  }',
      '};',
      'RenderErrorBoundary.contextType = RSCRouterContext;',
      'return RenderErrorBoundary;',
      '})();',
      'var after = 1;',
    ]);
  });

  test('leaves the error boundary out unless the routing that renders it is imported, and keeps its context type then', async () => {
    const text = async (names: string) => Buffer.from(await routerBundle(names, [shrinkReactRouter], false)).toString('utf8');
    const boundaryMessage = 'React Router caught the following error during render';
    expect(await text('BrowserRouter, UNSAFE_RouteContext, useLocation, useNavigate, useParams, useSearchParams, Outlet')).not.toContain(boundaryMessage);
    const withRoutes = await text('useRoutes');
    expect(withRoutes).toContain(boundaryMessage);
    expect(withRoutes).toMatch(/RenderErrorBoundary\d*\.contextType = RSCRouterContext;/);
  });

  // If a React Router release changes how its bundle is written, the plugin silently stops helping;
  // this is where that shows.
  test('lets esbuild drop the parts of the installed React Router that are not imported', async () => {
    const plain = gzipBytes(await routerBundle('useLocation', []));
    const shaken = gzipBytes(await routerBundle('useLocation', [shrinkReactRouter]));
    expect(plain).toBeGreaterThan(10_000);
    expect(shaken).toBeLessThan(plain / 3);
  });

  test("leaves the development warnings' texts out", async () => {
    const text = (bundle: Uint8Array) => Buffer.from(bundle).toString('utf8');
    expect(text(await routerBundle('useRoutes', []))).toContain('You rendered descendant <Routes>');
    expect(text(await routerBundle('useRoutes', [shrinkReactRouter]))).not.toContain('You rendered descendant <Routes>');
  });

  test('keeps what is imported working: the hooks the site uses are still exported', async () => {
    const names = 'BrowserRouter, UNSAFE_RouteContext, useLocation, useNavigate, useSearchParams, useParams, Outlet';
    const text = Buffer.from(await routerBundle(names, [shrinkReactRouter], false)).toString('utf8');
    const exported = /export \{([^}]*)\}/.exec(text)![1]!;
    for (const name of names.split(', ')) expect(exported).toMatch(new RegExp(`\\b${name}\\b`));
  });
});
