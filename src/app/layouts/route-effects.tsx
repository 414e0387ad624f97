import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { notFoundMeta } from '../../content/meta';
import type { CurrentRoute } from './use-route-handle';

/**
 * What a full page load does for free and a client-side navigation must do itself: start at the top
 * (unless the URL targets an anchor) and update the document title.
 */
export function RouteEffects({ route }: { route: CurrentRoute }) {
  const { pathname, hash } = useLocation();
  const title = route ? route.handle.meta(route).title : notFoundMeta.title;

  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return null;
}
