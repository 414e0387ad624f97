import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './pages/not-found/route-error-page';
import { notFoundLoader } from './pages/not-found/not-found-loader';
import { fixedProjectIds } from '../content/fixed-project-ids';

/**
 * One routes array for the server (createStaticHandler) and the browser (createBrowserRouter).
 * Every screen is a lazy module under pages/; `routeModules` maps a route id to that module so the
 * server can look up its chunk in the build manifest and emit modulepreload hints for it.
 */
export const routeModules: Record<string, string> = {};

/** `path` undefined makes the index route. */
function page(id: string, path: string | undefined, module: string, load: RouteObject['lazy']): RouteObject {
  routeModules[id] = module;
  return path === undefined ? { id, index: true, lazy: load } : { id, path, lazy: load };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      page('home', undefined, 'pages/home/route', () => import('./pages/home/route')),
      page('projects', 'projects', 'pages/projects/route', () => import('./pages/projects/route')),
      ...fixedProjectIds.map((id) => page(`project-${id}`, `project/${id}`, 'pages/project/route', () => import('./pages/project/route'))),
      page('project', 'project/:id', 'pages/project/route', () => import('./pages/project/route')),
      page('reference', 'reference/:id', 'pages/reference/route', () => import('./pages/reference/route')),
      page('capabilities', 'capabilities', 'pages/capabilities/route', () => import('./pages/capabilities/route')),
      page('process', 'process', 'pages/capabilities/route', () => import('./pages/capabilities/route')),
      page('materials', 'materials', 'pages/materials/route', () => import('./pages/materials/route')),
      page('master-planning', 'master-planning', 'pages/master-planning/route', () => import('./pages/master-planning/route')),
      page('store', 'store', 'pages/store/route', () => import('./pages/store/route')),
      page('model', 'model', 'pages/model/route', () => import('./pages/model/route')),
      page('animation', 'animation', 'pages/animation/route', () => import('./pages/animation/route')),
      page('team', 'team', 'pages/team/route', () => import('./pages/team/route')),
      page('contact', 'contact', 'pages/contact/route', () => import('./pages/contact/route')),
      page('privacy-policy', 'privacy-policy', 'pages/legal/privacy-policy-route', () => import('./pages/legal/privacy-policy-route')),
      page('legal-notice', 'legal-notice', 'pages/legal/legal-notice-route', () => import('./pages/legal/legal-notice-route')),
      page('terms-of-service', 'terms-of-service', 'pages/legal/terms-of-service-route', () => import('./pages/legal/terms-of-service-route')),
      page('refund-policy', 'refund-policy', 'pages/legal/refund-policy-route', () => import('./pages/legal/refund-policy-route')),
      page('shipping-policy', 'shipping-policy', 'pages/legal/shipping-policy-route', () => import('./pages/legal/shipping-policy-route')),
      page('login', 'login', 'pages/login/route', () => import('./pages/login/route')),
      page('admin', 'admin', 'pages/admin/route', () => import('./pages/admin/route')),
      { id: 'not-found', path: '*', loader: notFoundLoader, element: null, errorElement: <RouteErrorPage /> },
    ],
  },
];
