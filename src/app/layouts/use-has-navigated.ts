import { useRef } from 'react';

/**
 * True once the visitor has moved to another route during this page load. The spec fades pages in
 * "on transition": the server-rendered first page is shown at once instead, because hiding it until
 * a fade runs would keep its content out of the first paint (and out of Largest Contentful Paint).
 * A ref, not state: it only ever turns true, during the render that follows a route change, so the
 * server render and the hydrating render agree (both false).
 */
export function useHasNavigated(pathname: string): boolean {
  const firstPath = useRef(pathname);
  const navigated = useRef(false);
  if (pathname !== firstPath.current) navigated.current = true;
  return navigated.current;
}
