import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/**
 * Makes React Router's bundle tree-shakeable for production browser builds.
 *
 * - Its top level calls `React.createContext(...)`, `React.forwardRef(...)` and `React.memo(...)`
 *   without pure annotations and assigns `X.displayName = "..."`. A bundler must assume such calls
 *   and assignments have side effects, so it keeps every context and component (Link, Form,
 *   ScrollRestoration...) and everything they reference: importing useLocation alone costs 37 KB
 *   minified. The calls are pure and the names only serve React DevTools, so the calls are marked
 *   pure and the top-level name assignments dropped.
 * - Its package exports always select the development build, which differs from the production build
 *   it also ships only by `var ENABLE_DEV_WARNINGS = true`. The flag is set to false, as in the
 *   production build, and its reads (`if (FLAG)`, `FLAG ? a : b`) become the literal, so esbuild can
 *   drop the warnings' checks and texts (it does not inline the variable, which is also exported).
 * - Its error boundary class gets its context type by a top-level assignment after the class, which
 *   keeps the class and the server-components error handling it renders although only useRoutes and
 *   the data routers use it, neither of which the site imports (src/app/routes.tsx). The class and the
 *   assignment become one pure expression, kept only where the class is used: 1.1 KB gzip (issue 23).
 *
 * Together about 4 KB gzip of what the site imports. test/unit/shrink-react-router.test.ts fails if a
 * React Router update changes the shapes this relies on.
 */
export function shrinkReactRouterSource(source: string): string {
  return source
    .replace(/^var (\w+) = (class extends [\w.]+ \{\n[^]*?\n\});\n\1\.contextType = ([\w$]+);$/gm, 'var $1 = /* @__PURE__ */ (() => {\nconst $1 = $2;\n$1.contextType = $3;\nreturn $1;\n})();')
    .replace(/\b(React\d*)\.(createContext|forwardRef|memo)\(/g, '/* @__PURE__ */ $1.$2(')
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
    .replace(/\bENABLE_DEV_WARNINGS(?=\)| \?)/g, 'false');
}

export const shrinkReactRouter: Plugin = {
  name: 'shrink-react-router',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ }, async (args) => ({
      contents: shrinkReactRouterSource(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};
