import { adminShell } from '../../../../content/admin';
import { paths } from '../../../paths';

/**
 * The admin header's sections, in order. `ownerOnly` items are not shown to staff (the server sends
 * staff away from those pages too). The inbox is current on /admin itself only (`end`): every other
 * section's address starts with its own.
 */
export const adminNavItems: Array<{ to: string; label: string; ownerOnly?: boolean; end?: boolean }> = [
  { to: paths.admin, label: adminShell.nav.inbox, end: true },
  { to: paths.adminStaff, label: adminShell.nav.staff, ownerOnly: true },
  { to: paths.adminAudit, label: adminShell.nav.audit, ownerOnly: true },
  { to: paths.adminSettings, label: adminShell.nav.settings },
];
