import { accountPageDescriptions, accountPageTitles, settingsPage } from '../../../content/accounts';
import { SettingsPage } from '../../features/admin/settings/settings-page';
import { AdminFrame } from '../../features/admin/shell/admin-frame';
import type { RouteHandle } from '../../route-handle';
import { StoreProvider } from '../../store/store-provider';

export const handle: RouteHandle = { meta: () => ({ title: accountPageTitles.settings, description: accountPageDescriptions.private, noindex: true }) };

/** /admin/settings, gated on the server (src/server/auth/admin-page-gate.ts). */
export function Component() {
  return (
    <StoreProvider>
      <AdminFrame eyebrow={settingsPage.eyebrow} title={settingsPage.title}>
        <SettingsPage />
      </AdminFrame>
    </StoreProvider>
  );
}
