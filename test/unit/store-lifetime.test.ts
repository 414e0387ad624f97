import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { adminApi } from '../../src/app/features/admin/inbox/admin-api';
import { authApi } from '../../src/app/features/auth/auth-api';
import { api } from '../../src/app/store/api';
import { makeStore } from '../../src/app/store/make-store';
import { submissionsQueryFromUrl } from '../../src/shared/admin-schema';
import '../../src/server/render/register-slices';

// A full garbage collection on demand, without starting Node with --expose-gc.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** What the inbox page's gate does on the server for every request (src/server/admin/preload-dashboard.ts). */
function serveOneInboxPage(): WeakRef<object> {
  const store = makeStore();
  store.dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getSession', arg: undefined, value: { authenticated: true, email: 'staff@example.com' } }]));
  const page = { success: true as const, data: [], total: 0, view_total: 0, statuses: { new: 0, replied: 0, quoting: 0, won: 0, lost: 0 }, page: 1, limit: 20, unread: 0, notifications: 'on' as const };
  store.dispatch(adminApi.util.upsertQueryEntries([{ endpointName: 'getSubmissions', arg: submissionsQueryFromUrl({}), value: page }]));
  // When the response closes (src/server/auth/admin-page-gate.ts).
  store.dispatch(api.util.resetApiState());
  // The state rather than the store object: what holds on to a store is a closure over its state.
  return new WeakRef(store.getState());
}

describe('per-request Redux stores on the server', () => {
  test('are collected once their request is over: nothing module-level keeps them', async () => {
    const states = Array.from({ length: 20 }, serveOneInboxPage);
    // WeakRefs are only cleared in a later turn of the event loop.
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      collectGarbage();
    }
    expect(states.filter((state) => state.deref() !== undefined)).toHaveLength(0);
  });
});
