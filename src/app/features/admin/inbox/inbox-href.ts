import { submissionsUrlSearch, type SubmissionsView } from '../../../../shared/admin-schema';
import { paths } from '../../../paths';

export const SELECTED_PARAM = 'id';

export type InboxView = SubmissionsView;

/**
 * The URL of an inbox view: filter, search, page and the open message all live in the query string, so
 * views are real links (they work before JavaScript, survive reloads, and the Back button walks them).
 */
export function inboxHref(view: InboxView, selectedId?: string | null): string {
  const search = submissionsUrlSearch(view);
  if (!selectedId) return `${paths.admin}${search}`;
  return `${paths.admin}${search ? `${search}&` : '?'}${SELECTED_PARAM}=${encodeURIComponent(selectedId)}`;
}
