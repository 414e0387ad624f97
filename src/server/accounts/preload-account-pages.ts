import { auditApi } from '../../app/features/admin/audit/audit-api';
import { settingsApi } from '../../app/features/admin/settings/settings-api';
import { staffApi } from '../../app/features/admin/staff/staff-api';
import { accountLinksApi } from '../../app/features/auth/account-links-api';
import type { AppStore } from '../../app/store/make-store';
import type { LinkView } from '../../shared/accounts-schema';
import { auditPage } from '../audit/audit-log';
import type { Database } from '../db/database';
import { listSessions } from './account-sessions';
import { staffOverview } from './staff-service';

/** The admin pages of account management, by their path under /admin. */
export type AccountAdminPage = '/staff' | '/settings' | '/audit';

export function isAccountAdminPage(path: string): path is AccountAdminPage {
  return path === '/staff' || path === '/settings' || path === '/audit';
}

/** An owner-only page: staff are sent back to the inbox. */
export function isOwnerPage(path: AccountAdminPage): boolean {
  return path !== '/settings';
}

/**
 * Puts what an account page shows first into the request's store, under the keys the browser's hooks
 * use, so it renders on the server and hydrates without a request.
 */
export async function preloadAccountPage(store: AppStore, db: Database, page: AccountAdminPage, context: { userId: string; sessionId: string; query: Record<string, unknown>; now: number }): Promise<void> {
  if (page === '/staff') {
    store.dispatch(staffApi.util.upsertQueryEntries([{ endpointName: 'getStaff', arg: undefined, value: await staffOverview(db, context.now) }]));
  } else if (page === '/settings') {
    store.dispatch(settingsApi.util.upsertQueryEntries([{ endpointName: 'getSessions', arg: undefined, value: await listSessions(db, context.userId, context.sessionId, context.now) }]));
  } else {
    const pageNumber = auditPageNumber(context.query.page);
    const { data, page: at, pages, total } = await auditPage(db, pageNumber);
    store.dispatch(auditApi.util.upsertQueryEntries([{ endpointName: 'getAudit', arg: pageNumber, value: { data, page: at, pages, total } }]));
  }
}

/** ?page=N of the audit page; anything else is the first page. */
export function auditPageNumber(value: unknown): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function preloadLinkView(store: AppStore, endpoint: 'getInvitation' | 'getPasswordReset', token: string, view: LinkView): void {
  store.dispatch(accountLinksApi.util.upsertQueryEntries([{ endpointName: endpoint, arg: token, value: view }]));
}
