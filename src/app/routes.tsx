import { useMemo } from 'react';
import { UNSAFE_RouteContext as RouteContext, useLocation } from 'react-router-dom';
import { RootLayout } from './layouts/root-layout';
import { RoutePage } from './layouts/route-page';
import { matchPage } from './page-routes';
import { UnknownPathPage } from './pages/not-found/unknown-path-page';

const layout = <RootLayout />;

/**
 * The layout and the screen the path shows (pageRoutes, matched as React Router matches them), or the
 * 404 view for everything else; the server renders it in a <StaticRouter>, the browser in a
 * <BrowserRouter>. It gives the layout's <Outlet> its screen and useParams its params through React
 * Router's route context, as useRoutes would, without useRoutes and its general route matching and
 * rendering (about 1.5 KB gzip on every first load, issue 23). The pages' API and end-to-end tests
 * render every screen through it, detail screens by their params, and the 404 views.
 */
export function AppRoutes() {
  const match = matchPage(useLocation().pathname);
  const context = useMemo(
    () => ({
      outlet: match ? <RoutePage route={match.route} /> : <UnknownPathPage />,
      matches: match ? [{ params: match.params, pathname: match.pathname, pathnameBase: match.pathname, route: { path: match.route.path } }] : [],
      isDataRoute: false,
    }),
    [match],
  );
  return <RouteContext.Provider value={context}>{layout}</RouteContext.Provider>;
}
