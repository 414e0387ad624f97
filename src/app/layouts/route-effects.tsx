import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRouteHandle } from './use-route-handle';

/**
 * What a full page load does for free and a client-side navigation must do itself: start at the top
 * (unless the URL targets an anchor) and update the document title.
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  const route = useRouteHandle();
  const title = route ? route.handle.meta(route).title : undefined;

  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  return null;
}
