import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { submissionsQueryFromUrl } from '../../../../shared/admin-schema';
import { inboxHref, SELECTED_PARAM, type InboxView } from './inbox-href';

/** The inbox view in the URL (filter, search, page, open message) and a way to move to another one. */
export function useInboxView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const args = useMemo(() => submissionsQueryFromUrl(Object.fromEntries(params)), [params]);
  const view: InboxView = useMemo(() => ({ page: args.page, q: args.q, view: args.view, status: args.status, sort: args.sort }), [args]);
  const selectedId = params.get(SELECTED_PARAM);
  const go = useCallback(
    (next: InboxView, openId: string | null, options: { replace?: boolean } = {}) => navigate(inboxHref(next, openId), options),
    [navigate],
  );
  return { args, view, selectedId, go };
}
