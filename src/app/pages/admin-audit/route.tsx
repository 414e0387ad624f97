import { accountPageDescriptions, accountPageTitles, auditPageText } from '../../../content/accounts';
import { AuditPage } from '../../features/admin/audit/audit-page';
import { AdminFrame } from '../../features/admin/shell/admin-frame';
import type { RouteHandle } from '../../route-handle';
import { StoreProvider } from '../../store/store-provider';

export const handle: RouteHandle = { meta: () => ({ title: accountPageTitles.audit, description: accountPageDescriptions.private, noindex: true }) };

/** /admin/audit, gated on the server (src/server/auth/admin-page-gate.ts). */
export function Component() {
  return (
    <StoreProvider>
      <AdminFrame eyebrow={auditPageText.eyebrow} title={auditPageText.title}>
        <AuditPage />
      </AdminFrame>
    </StoreProvider>
  );
}
