import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { addSentImageEntries, AppProviders, AppRoutes, BrowserRouter, loadRouteModule, matchPage, PAGE_DATA_ELEMENT_ID, restoreContactUrl, type PageData } from './app-shell';

/**
 * The first page's screen module must be loaded before hydrating, or React would suspend against
 * the server's finished HTML.
 */
async function loadInitialRoute(): Promise<void> {
  const match = matchPage(window.location.pathname);
  if (match) await loadRouteModule(match.route);
}

/** Runs once the page has painted: src/client/script-loader.ts only requests this module then. */
async function hydrate(): Promise<void> {
  const dataElement = document.getElementById(PAGE_DATA_ELEMENT_ID);
  const pageData = JSON.parse(dataElement?.textContent ?? '{}') as PageData;
  addSentImageEntries(pageData.images);
  restoreContactUrl();
  await loadInitialRoute();
  // Evaluating the modules was one task; start the router and hydration in the next so that neither
  // adds to it (long tasks are what make a slow phone feel stuck).
  await new Promise((resolve) => setTimeout(resolve, 0));
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for one long task; a click meanwhile hydrates its part of the page first.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <AppProviders storeSource={{ preloadedState: pageData.state }}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>,
    );
  });
}

void hydrate();

// Puts the pages' shared building blocks in the shell's chunk (see app-shell.ts).
export { Band, Button, ButtonLink, ContactDialogTrigger, Container, Grid12, prefersReducedMotion, SectionGrid, SectionTitle, useReducedMotion } from './app-shell';
