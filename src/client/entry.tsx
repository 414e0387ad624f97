import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../app/hydration-data';
import { restoreContactUrl } from '../app/features/contact/restore-contact-url';
import { routes } from '../app/routes';

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

/** Runs once the page has painted: src/client/script-loader.ts only requests this module then. */
async function hydrate(): Promise<void> {
  const dataElement = document.getElementById(PAGE_DATA_ELEMENT_ID);
  const pageData = JSON.parse(dataElement?.textContent ?? '{}') as PageData;
  // createBrowserRouter reads (and revives route errors from) this global.
  window.__staticRouterHydrationData = pageData.router;
  restoreContactUrl();
  await resolveInitialLazyRoutes();
  // Evaluating the modules was one task; start the router and hydration in the next so that neither
  // adds to it (long tasks are what make a slow phone feel stuck).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const router = createBrowserRouter(routes);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for one long task; a click meanwhile hydrates its part of the page first.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <AppProviders storeSource={{ preloadedState: pageData.state }}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
}

void hydrate();
