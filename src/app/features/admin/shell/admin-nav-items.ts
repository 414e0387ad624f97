import { paths } from '../../../paths';

/**
 * The admin's sections, in the header's order. `ownerOnly` items are not shown to staff (the server
 * sends staff away from those pages too).
 */
export const adminNavItems: Array<{ to: string; label: string; ownerOnly?: boolean }> = [
  { to: paths.admin, label: 'Inbox' },
  { to: paths.adminStaff, label: 'Staff', ownerOnly: true },
  { to: paths.adminAudit, label: 'Audit log', ownerOnly: true },
  { to: paths.adminSettings, label: 'Settings' },
];
