import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../app/hydration-data';
import { restoreContactUrl } from '../app/features/contact/restore-contact-url';
import { routes } from '../app/routes';
import { makeStore } from '../app/store/make-store';

declare global {
  interface Window {
    __staticRouterHydrationData?: PageData['router'];
  }
}

/**
 * Lazy route modules of the first page must be loaded before hydrating, or React would hydrate
 * a fallback against the server's finished HTML.
 */
async function resolveInitialLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches
      .filter((match) => match.route.lazy)
      .map(async (match) => {
        const module = await (match.route.lazy as () => Promise<Record<string, unknown>>)();
        Object.assign(match.route, { ...module, lazy: undefined });
      }),
  );
}

/**
 * Resolves once the browser has painted the server's HTML. The page is complete without React, and
 * hydrating it is one long task: run before the first frame, it would hold back the first paint
 * (and the Largest Contentful Paint) on slow phones. A hidden tab paints nothing, so it goes on at once.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function hydrate(): Promise<void> {
  const dataElement = document.getElementById(PAGE_DATA_ELEMENT_ID);
  const pageData = JSON.parse(dataElement?.textContent ?? '{}') as PageData;
  // createBrowserRouter reads (and revives route errors from) this global.
  window.__staticRouterHydrationData = pageData.router;
  restoreContactUrl();
  await resolveInitialLazyRoutes();
  const router = createBrowserRouter(routes);
  await afterFirstPaint();
  hydrateRoot(
    document.getElementById('root')!,
    <AppProviders store={makeStore(pageData.state)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

void hydrate();
