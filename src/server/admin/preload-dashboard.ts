import { adminApi } from '../../app/features/admin/inbox/admin-api';
import { authApi } from '../../app/features/auth/auth-api';
import { makeStore, type AppStore } from '../../app/store/make-store';
import { OBJECT_ID_PATTERN, type SubmissionsQuery } from '../../shared/admin-schema';
import type { SessionInfo } from '../../shared/auth-schema';
import type { Database } from '../db/database';
import { getLead } from '../leads/lead-service';
import type { Logger } from '../logger';
import { listSubmissions, type InboxOptions } from './submissions-service';

/**
 * A per-request store holding what the dashboard shows first: the session (for 'Welcome back' and the
 * role) and, on the inbox (a `query`), the list for the page's URL and the lead it opens, under the
 * same cache keys the browser's hooks use, so the page hydrates without a request. Whatever cannot be
 * read is left out: the page still renders and the browser fetches it.
 *
 * The overview is not preloaded: measured with scripts/bench-compare.ts (40 messages), rendering it
 * here cost about a quarter more server CPU per /admin request (12.3 → 19.1 ms median on this machine),
 * against issue 23's budget. The browser fetches it right after hydration into a reserved space.
 */
export async function preloadDashboard(
  db: Database,
  session: SessionInfo,
  query: SubmissionsQuery | undefined,
  openId: unknown,
  logger: Logger,
  options: InboxOptions,
): Promise<AppStore> {
  const store = makeStore();
  store.dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getSession', arg: undefined, value: session }]));
  if (!query) return store;
  const id = typeof openId === 'string' && OBJECT_ID_PATTERN.test(openId) ? openId : undefined;
  const [page, lead] = await Promise.allSettled([listSubmissions(db, query, options), id ? getLead(db, id, options) : Promise.resolve(undefined)]);
  if (page.status === 'fulfilled') store.dispatch(adminApi.util.upsertQueryEntries([{ endpointName: 'getSubmissions', arg: query, value: page.value }]));
  if (id && lead.status === 'fulfilled' && lead.value) store.dispatch(adminApi.util.upsertQueryEntries([{ endpointName: 'getLead', arg: id, value: lead.value }]));
  for (const result of [page, lead]) {
    if (result.status === 'rejected') logger.warn({ error: String(result.reason) }, 'could not preload the inbox');
  }
  return store;
}
