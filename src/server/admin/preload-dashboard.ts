import { adminApi } from '../../app/features/admin/admin-api';
import { authApi } from '../../app/features/auth/auth-api';
import { makeStore, type AppStore } from '../../app/store/make-store';
import { OBJECT_ID_PATTERN, type SubmissionsQuery } from '../../shared/admin-schema';
import type { Database } from '../db/database';
import { getLead } from '../leads/lead-service';
import { leadsOverview } from '../leads/overview';
import type { Logger } from '../logger';
import { listSubmissions, type InboxOptions } from './submissions-service';

/**
 * A per-request store holding what the dashboard shows first: the session (for 'Welcome back'), the
 * overview (its chart is server-rendered SVG), the list for the page's URL and the lead it opens, under
 * the same cache keys the browser's hooks use, so the page hydrates without a request. Whatever cannot
 * be read is left out: the page still renders and the browser fetches it.
 */
export async function preloadDashboard(
  db: Database,
  email: string,
  query: SubmissionsQuery,
  openId: unknown,
  logger: Logger,
  options: InboxOptions,
): Promise<AppStore> {
  const store = makeStore();
  store.dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getSession', arg: undefined, value: { authenticated: true, email } }]));
  const id = typeof openId === 'string' && OBJECT_ID_PATTERN.test(openId) ? openId : undefined;
  const now = (options.now ?? Date.now)();
  const [page, lead] = await Promise.allSettled([listSubmissions(db, query, options), id ? getLead(db, id, options) : Promise.resolve(undefined)]);
  // The inbox view's per-status counts are the overview's open leads: not counted twice.
  const inboxCounts = page.status === 'fulfilled' && query.view === 'all' && page.value ? page.value.statuses : undefined;
  const [overview] = await Promise.allSettled([leadsOverview(db, now, inboxCounts)]);
  if (page.status === 'fulfilled') store.dispatch(adminApi.util.upsertQueryEntries([{ endpointName: 'getSubmissions', arg: query, value: page.value }]));
  if (overview.status === 'fulfilled') store.dispatch(adminApi.util.upsertQueryEntries([{ endpointName: 'getOverview', arg: undefined, value: overview.value }]));
  if (id && lead.status === 'fulfilled' && lead.value) store.dispatch(adminApi.util.upsertQueryEntries([{ endpointName: 'getLead', arg: id, value: lead.value }]));
  for (const result of [page, overview, lead]) {
    if (result.status === 'rejected') logger.warn({ error: String(result.reason) }, 'could not preload the inbox');
  }
  return store;
}
