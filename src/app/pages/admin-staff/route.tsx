import { accountPageDescriptions, accountPageTitles, staffPage } from '../../../content/accounts';
import { StaffPage } from '../../features/admin/staff/staff-page';
import { AdminFrame } from '../../features/admin/shell/admin-frame';
import type { RouteHandle } from '../../route-handle';
import { StoreProvider } from '../../store/store-provider';

export const handle: RouteHandle = { meta: () => ({ title: accountPageTitles.staff, description: accountPageDescriptions.private, noindex: true }) };

/** /admin/staff, gated on the server (src/server/auth/admin-page-gate.ts). */
export function Component() {
  return (
    <StoreProvider>
      <AdminFrame eyebrow={staffPage.eyebrow} title={staffPage.title}>
        <StaffPage />
      </AdminFrame>
    </StoreProvider>
  );
}
