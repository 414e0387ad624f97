import { pageTitles } from '../../../content/meta';
import { Inbox } from '../../features/admin/inbox/inbox';
import { AdminFrame } from '../../features/admin/shell/admin-frame';
import type { RouteHandle } from '../../route-handle';
import { StoreProvider } from '../../store/store-provider';

export const handle: RouteHandle = { meta: () => ({ title: pageTitles['/admin'], noindex: true }) };

/** /admin (spec section 2): the inbox in the admin frame. */
export function Component() {
  return (
    <StoreProvider>
      <AdminFrame>
        <Inbox />
      </AdminFrame>
    </StoreProvider>
  );
}
