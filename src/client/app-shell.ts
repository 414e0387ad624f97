/**
 * Everything the entry needs besides React DOM's client, in one module so the build can put it in one
 * chunk (esbuild.config.ts, oneShellChunk).
 */
// React DOM's shared part (portals, flushSync), which the entry's client and the dialogs both use:
// importing it here puts it in the shell's chunk instead of a file of its own.
import 'react-dom';

export { AppProviders } from '../app/app-providers';
export { addSentImageEntries } from '../app/components/media/image-entries';
export { PAGE_DATA_ELEMENT_ID, type PageData } from '../app/hydration-data';
export { restoreContactUrl } from '../app/features/contact/restore-contact-url';
export { matchPage } from '../app/page-routes';
export { loadRouteModule } from '../app/route-module-cache';
export { AppRoutes } from '../app/routes';
export { BrowserRouter } from 'react-router-dom';

// The building blocks most pages' modules use. esbuild would give them four small files of their own
// (each shared by a different set of pages), which `/` fetched as well: re-exported here and from the
// entry, they are part of the shell's chunk, 1 KB less gzip on `/` (issue 23). Only what the entry
// itself exports counts as used by it; a plain import would leave them where they were.
export { Button, ButtonLink } from '../app/components/ui/button';
export { Band, Container, Grid12, SectionGrid, SectionTitle } from '../app/components/ui/section';
export { ContactDialogTrigger } from '../app/features/contact/contact-dialog-trigger';
export { prefersReducedMotion, useReducedMotion } from '../app/components/use-reduced-motion';
