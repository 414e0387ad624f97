import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../route-handle';

/** The handle of the deepest matched route that has one, with its params. */
export function useRouteHandle() {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.meta) return { handle, params: match.params, pathname: match.pathname };
  }
  return undefined;
}
