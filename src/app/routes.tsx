import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layouts/root-layout';
import { RoutePage } from './layouts/route-page';
import { matchPage, type PageRoute } from './page-routes';
import { UnknownPathPage } from './pages/not-found/unknown-path-page';

const layout = <RootLayout />;
const unknownPath: RouteObject = { path: '*', element: <UnknownPathPage /> };

function screenRoute(route: PageRoute): RouteObject {
  const element = <RoutePage route={route} />;
  return route.path === undefined ? { index: true, element } : { path: route.path, element };
}

/** The layout around one screen (or the 404 view), made once per screen. */
const tables = new Map<PageRoute | undefined, RouteObject[]>();
function tableFor(route: PageRoute | undefined): RouteObject[] {
  let table = tables.get(route);
  if (!table) {
    table = [{ path: '/', element: layout, children: [route ? screenRoute(route) : unknownPath] }];
    tables.set(route, table);
  }
  return table;
}

/**
 * The element tree for React Router's declarative mode: the layout and the screen of pageRoutes that
 * the path shows, or a 404 for everything else. The server renders it in a <StaticRouter>, the
 * browser in a <BrowserRouter>. matchPage (page-routes.ts) has already chosen the screen with React
 * Router's own matching and remembers recent paths, so useRoutes gets a table of that one screen:
 * given the whole table it would flatten, rank and compile every pattern again on each render.
 */
export function AppRoutes() {
  return useRoutes(tableFor(matchPage(useLocation().pathname)?.route));
}
