import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';

/**
 * Route errors as createBrowserRouter expects them in window.__staticRouterHydrationData: route
 * error responses are tagged so the browser rebuilds them and renders the same error element.
 */
export function serializeRouteErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    serialized[routeId] = isRouteErrorResponse(error)
      ? { ...error, __type: 'RouteErrorResponse' }
      : { message: 'Unexpected error', __type: 'Error' };
  }
  return serialized;
}
