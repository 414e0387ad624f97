import { adminShell } from '../../../../content/admin';
import { paths } from '../../../paths';

/**
 * The admin header's sections, in order. `ownerOnly` items are not shown to staff (the server sends
 * staff away from those pages too).
 */
export const adminNavItems: Array<{ to: string; label: string; ownerOnly?: boolean }> = [
  { to: paths.admin, label: adminShell.nav.inbox },
  { to: paths.adminStaff, label: adminShell.nav.staff, ownerOnly: true },
  { to: paths.adminAudit, label: adminShell.nav.audit, ownerOnly: true },
  { to: paths.adminSettings, label: adminShell.nav.settings },
];
