import { useLocation } from 'react-router-dom';
import { matchPage } from '../page-routes';
import { readRouteModule } from '../route-module-cache';
import type { RouteHandle, RouteLocation } from '../route-handle';

/** The current screen's handle with its params; undefined on an unknown path. */
export type CurrentRoute = (RouteLocation & { handle: RouteHandle }) | undefined;

export function useRouteHandle(): CurrentRoute {
  const match = matchPage(useLocation().pathname);
  return match ? { handle: readRouteModule(match.route).handle, params: match.params, pathname: match.pathname } : undefined;
}
