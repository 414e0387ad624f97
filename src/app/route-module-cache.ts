import { use } from 'react';
import { loadImageCatalog } from './components/media/image-entries';
import type { PageRoute } from './page-routes';
import type { RouteModule } from './route-handle';

const loaded = new Map<string, RouteModule>();
const loading = new Map<string, Promise<RouteModule>>();
const navigating = new Map<string, Promise<RouteModule>>();

/** Loads a screen's module once; a failed load is forgotten so a later call tries again. */
export function loadRouteModule(route: PageRoute): Promise<RouteModule> {
  let promise = loading.get(route.module);
  if (!promise) {
    promise = route.load().then(
      (module) => {
        loaded.set(route.module, module);
        return module;
      },
      (error: unknown) => {
        loading.delete(route.module);
        throw error;
      },
    );
    loading.set(route.module, promise);
  }
  return promise;
}

/**
 * A client-side navigation's load: the screen's module, and with it the image catalog its pictures
 * read (only the first page's images come with the HTML), so neither waits for the other. If a chunk
 * cannot be fetched (usually because a new deploy replaced it) the browser loads the page in full
 * instead (the address bar already shows the new URL) and the navigation stays pending meanwhile, so
 * the current page never goes blank.
 */
function loadForNavigation(route: PageRoute): Promise<RouteModule> {
  let promise = navigating.get(route.module);
  if (!promise) {
    promise = Promise.all([loadRouteModule(route), loadImageCatalog()]).then(([module]) => module, () => {
      window.location.reload();
      return new Promise<never>(() => undefined);
    });
    navigating.set(route.module, promise);
  }
  return promise;
}

/**
 * The screen's module, read during a render: at once when loaded (always so for the first page,
 * which the server and the browser entry load before rendering), else the render suspends through
 * React's `use` (which, unlike hooks, may be called conditionally). Navigations are transitions, so
 * the current page stays on screen until the next one's chunk has arrived.
 */
export function readRouteModule(route: PageRoute): RouteModule {
  return loaded.get(route.module) ?? use(loadForNavigation(route));
}
