import type { Params } from 'react-router-dom';
import { fixedProjectIds } from '../content/fixed-project-ids';
import { compilePathPattern, decodePathname, matchPathPattern } from './page-path-matching';
import type { RouteModule } from './route-handle';

/** One screen: its URL pattern and the lazy module under pages/ that renders it. */
export interface PageRoute {
  id: string;
  /** undefined: the index route, `/`. */
  path?: string;
  /** The module's path under src/app, the key of its chunk in the build manifest. */
  module: string;
  load: () => Promise<RouteModule>;
}

function page(id: string, path: string | undefined, module: string, load: () => Promise<RouteModule>): PageRoute {
  return { id, path, module, load };
}

/**
 * Every screen, for the browser's router (src/app/routes.tsx) and the server's matching, status and
 * head (src/server/render/page-renderer.tsx). No JSX and no layout here, so both can import it.
 */
export const pageRoutes: PageRoute[] = [
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
  page('admin-staff', 'admin/staff', 'pages/admin-staff/route', () => import('./pages/admin-staff/route')),
  page('admin-settings', 'admin/settings', 'pages/admin-settings/route', () => import('./pages/admin-settings/route')),
  page('admin-audit', 'admin/audit', 'pages/admin-audit/route', () => import('./pages/admin-audit/route')),
  page('invite', 'invite/:token', 'pages/invite/route', () => import('./pages/invite/route')),
  page('reset-password', 'reset-password/:token', 'pages/reset-password/route', () => import('./pages/reset-password/route')),
  page('forgot-password', 'forgot-password', 'pages/forgot-password/route', () => import('./pages/forgot-password/route')),
];

/** Route id → module, for the bundle report. */
export const routeModules: Record<string, string> = Object.fromEntries(pageRoutes.map((route) => [route.id, route.module]));

/** The screens in the order React Router tries them: best rank first, then as declared (a stable sort). */
const ranked = pageRoutes.map((route) => ({ route, pattern: compilePathPattern(route.path) })).sort((a, b) => b.pattern.score - a.pattern.score);

export type PageMatch = { route: PageRoute; params: Params; pathname: string } | undefined;

// A render asks several times (server head, layout, title) and paths repeat, so remember the last few
// hundred answers.
const recentMatches = new Map<string, PageMatch>();
const RECENT_MATCHES_MAX = 256;

/** The screen a path shows, with its params; undefined for an unknown path (404). Treat as read-only. */
export function matchPage(pathname: string): PageMatch {
  if (recentMatches.has(pathname)) return recentMatches.get(pathname);
  const decoded = decodePathname(pathname);
  let found: PageMatch;
  for (const { route, pattern } of ranked) {
    const match = matchPathPattern(pattern, decoded);
    if (match) {
      found = { route, ...match };
      break;
    }
  }
  if (recentMatches.size >= RECENT_MATCHES_MAX) recentMatches.clear();
  recentMatches.set(pathname, found);
  return found;
}
