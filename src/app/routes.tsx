import { useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layouts/root-layout';
import { RoutePage } from './layouts/route-page';
import { pageRoutes } from './page-routes';
import { UnknownPathPage } from './pages/not-found/unknown-path-page';

/**
 * The element tree for React Router's declarative mode: the layout, one lazy screen per entry of
 * pageRoutes, and a 404 for everything else. The server renders it in a <StaticRouter>, the
 * browser in a <BrowserRouter>; page-routes.ts keeps the table both sides match against.
 */
const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...pageRoutes.map((route): RouteObject => {
        const element = <RoutePage route={route} />;
        return route.path === undefined ? { index: true, element } : { path: route.path, element };
      }),
      { path: '*', element: <UnknownPathPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
