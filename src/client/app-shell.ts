/**
 * Everything the entry needs besides React DOM's client, in one module so the build can put it in one
 * chunk (esbuild.config.ts, oneShellChunk).
 */
// React DOM's shared part (portals, flushSync), which the entry's client and the dialogs both use:
// importing it here puts it in the shell's chunk instead of a file of its own.
import 'react-dom';

export { AppProviders } from '../app/app-providers';
export { PAGE_DATA_ELEMENT_ID, type PageData } from '../app/hydration-data';
export { restoreContactUrl } from '../app/features/contact/restore-contact-url';
export { matchPage } from '../app/page-routes';
export { loadRouteModule } from '../app/route-module-cache';
export { AppRoutes } from '../app/routes';
export { BrowserRouter } from 'react-router-dom';
