import { adminApi } from '../../app/features/admin/admin-api';
import { authApi } from '../../app/features/auth/auth-api';
import { makeStore, type AppStore } from '../../app/store/make-store';
import type { SubmissionsQuery } from '../../shared/admin-schema';
import type { SessionInfo } from '../../shared/auth-schema';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { listSubmissions, type InboxOptions } from './submissions-service';

/**
 * A per-request store holding what the dashboard shows first: the session (for 'Welcome back' and the
 * role) and, on the inbox (a `query`), the list for the page's URL, under the same cache keys the browser's hooks use, so the page hydrates
 * without a request. If the list cannot be read the page still renders and the browser retries.
 */
export async function preloadDashboard(db: Database, session: SessionInfo, query: SubmissionsQuery | undefined, logger: Logger, options: InboxOptions): Promise<AppStore> {
  const store = makeStore();
  store.dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getSession', arg: undefined, value: session }]));
  if (!query) return store;
  try {
    const page = await listSubmissions(db, query, options);
    store.dispatch(adminApi.util.upsertQueryEntries([{ endpointName: 'getSubmissions', arg: query, value: page }]));
  } catch (error) {
    logger.warn({ error: String(error) }, 'could not preload the inbox');
  }
  return store;
}
