import { adminShell } from '../../../../content/admin';
import { paths } from '../../../paths';

/**
 * The admin header's pages, in order. Later pages (staff, audit, settings) add their entry here;
 * `ownerOnly` ones are shown to owners alone.
 */
export const adminNavItems: Array<{ to: string; label: string; ownerOnly?: boolean }> = [{ to: paths.admin, label: adminShell.nav.inbox }];
