import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { adminDashboard, adminToasts } from '../../../../content/admin';
import type { SubmissionDto, SubmissionPatch } from '../../../../shared/admin-schema';
import { toast } from '../../../components/toast/toast-store';
import { desktop } from '../../../styles/theme';
import { ActionButton, ActionLink } from '../shared/action-controls';
import { SUBMISSIONS_PATH, useDeleteSubmissionMutation, useGetSubmissionsQuery, useUpdateSubmissionMutation } from './admin-api';
import { inboxHref, type InboxView } from './inbox-href';
import { InboxFilters } from './inbox-filters';
import { InboxPagination } from './inbox-pagination';
import { InboxSearch } from './inbox-search';
import { StatusFilter } from '../lead/status-filter';
import { OverviewPanel } from '../overview/overview-panel';
import { LoadingState } from '../shared/loading-state';
import { NotificationsOffNotice } from './notifications-off-notice';
import { ReadingPane } from './reading-pane';
import { SubmissionList } from './submission-list';
import { useGetSessionQuery } from '../../auth/auth-api';
import { useFetchErrorToast, useFocusOnOpen, useMarkReadOnOpen } from './use-inbox-effects';
import { useInboxView } from './use-inbox-view';

const DeleteDialog = lazy(() => import('./delete-dialog').then((m) => ({ default: m.DeleteDialog })));

const Section = styled.section`
  display: grid;
  gap: 20px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
`;

const Title = styled.h2`
  font-size: clamp(1.75rem, 3.5vw, 2.75rem);
  letter-spacing: -0.03em;
`;

const Totals = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 16px;
  margin-top: 6px;
  a {
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${(p) => p.theme.color.ink};
    text-decoration-color: ${(p) => p.theme.color.accent};
    text-underline-offset: 3px;
  }
`;

const Total = styled.p`
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.8125rem;
  letter-spacing: 0.06em;
  color: ${(p) => p.theme.color.stone};
`;

const HeadActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
`;

const Panes = styled.div<{ $open: boolean }>`
  display: grid;
  gap: 24px;
  ${(p) =>
    p.$open
      ? css`
          & > [data-pane='list'] {
            display: none;
          }
        `
      : css`
          & > [data-pane='message'] {
            display: none;
          }
        `}
  ${desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
    & > [data-pane] {
      display: block;
    }
  }
`;

/** On phones an open message gets the screen: the overview steps aside until the list is back. */
const OverviewSlot = styled.div<{ $open: boolean }>`
  display: ${(p) => (p.$open ? 'none' : 'block')};
  ${desktop} {
    display: block;
  }
`;

const MessagePane = styled.div`
  ${desktop} {
    position: sticky;
    top: calc(${(p) => p.theme.size.navHeight} + 16px);
  }
`;

const Placeholder = styled.p`
  padding: clamp(40px, 6vw, 80px) 24px;
  border: 1px dashed ${(p) => p.theme.color.stoneLight};
  color: ${(p) => p.theme.color.stone};
  font-family: ${(p) => p.theme.font.mono};
  font-size: 0.8125rem;
  letter-spacing: 0.06em;
  text-align: center;
`;

const Empty = styled.p`
  padding: clamp(40px, 6vw, 72px) 0;
  border-top: 1px solid ${(p) => p.theme.color.ink};
  font-family: ${(p) => p.theme.font.display};
  font-size: clamp(1.25rem, 2.4vw, 1.75rem);
  letter-spacing: -0.02em;
  color: ${(p) => p.theme.color.inkSoft};
`;

function emptyText(view: InboxView): string {
  if (view.q || view.status || view.view === 'unread') return adminDashboard.emptyFiltered;
  if (view.view === 'archived') return adminDashboard.emptyArchive;
  return adminDashboard.empty;
}

/**
 * The studio inbox: header with count, Refresh and CSV export; filters and search; the list and the
 * open message side by side from 900 px, one at a time on phones. Every view is a URL.
 */
export function Inbox() {
  const { args, view, selectedId, go } = useInboxView();
  const list = useGetSubmissionsQuery(args);
  const [update] = useUpdateSubmissionMutation();
  const [remove] = useDeleteSubmissionMutation();
  const [confirming, setConfirming] = useState<SubmissionDto | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Deleting and exporting are for owners: staff are not offered them (the API would answer 403).
  const isOwner = useGetSessionQuery().data?.role === 'owner';

  const page = list.data;
  const selected = page?.data.find((submission) => submission.id === selectedId);

  const markRead = useCallback((id: string) => void update({ id, patch: { read: true } }), [update]);
  useFetchErrorToast(list.error);
  useMarkReadOnOpen(selected, markRead);
  useFocusOnOpen(selected?.id, headingRef);

  const backToList = () => go(view, null, { replace: true });
  const change = (submission: SubmissionDto, patch: SubmissionPatch) => {
    void update({ id: submission.id, patch });
    backToList();
  };
  // Archiving takes the message out of view: the toast says where it went and offers to undo it.
  const toggleArchived = (submission: SubmissionDto) => {
    const archived = !submission.archived;
    change(submission, { archived });
    toast({
      ...(archived ? adminToasts.archived(submission.name) : adminToasts.unarchived(submission.name)),
      action: { label: adminToasts.undo, altText: adminToasts.undoAlt, onAction: () => void update({ id: submission.id, patch: { archived: !archived } }) },
    });
  };

  const refresh = async () => {
    const result = await list.refetch();
    if (result.isSuccess && result.data.data.length > 0) toast(adminToasts.loaded(result.data.data.length));
  };

  const confirmDelete = () => {
    if (!confirming) return;
    void remove(confirming.id);
    setConfirming(null);
    backToList();
  };

  return (
    <Section aria-labelledby="submissions-heading">
      <Head>
        <div>
          <Title id="submissions-heading">{adminDashboard.submissionsHeading}</Title>
          {page ? (
            <Totals>
              <Total>{adminDashboard.total(page.view_total)}</Total>
              {view.q ? (
                <>
                  <Total role="status" data-testid="search-count">
                    {adminDashboard.matching(page.total, view.q)}
                  </Total>
                  <a href={inboxHref({ ...view, q: '', page: 1 })} onClick={(event) => (event.preventDefault(), go({ ...view, q: '', page: 1 }, null, { replace: true }))}>
                    {adminDashboard.search.clear}
                  </a>
                </>
              ) : null}
            </Totals>
          ) : null}
        </div>
        <HeadActions>
          <ActionButton type="button" onClick={refresh} disabled={list.isFetching}>
            {list.isFetching && !list.isLoading ? adminDashboard.refreshing : adminDashboard.refresh}
          </ActionButton>
          {isOwner ? (
            <ActionLink href={`${SUBMISSIONS_PATH}/export.csv`} download>
              {adminDashboard.exportCsv}
            </ActionLink>
          ) : null}
        </HeadActions>
      </Head>
      {page?.notifications === 'off' ? <NotificationsOffNotice /> : null}
      <OverviewSlot $open={!!selected}>
        <OverviewPanel />
      </OverviewSlot>
      <Toolbar>
        <InboxFilters view={view} unread={page?.unread} />
        <InboxSearch view={view} onSearch={(q) => go({ ...view, q, page: 1 }, null, { replace: true })} />
      </Toolbar>
      <StatusFilter view={view} counts={page?.statuses} />
      {!page ? (
        list.isLoading || list.isUninitialized ? <LoadingState label={adminDashboard.loading} /> : <Empty>{adminDashboard.loadFailed}</Empty>
      ) : page.data.length === 0 ? (
        <>
          <Empty>{emptyText(view)}</Empty>
          <InboxPagination view={view} total={page.total} limit={page.limit} />
        </>
      ) : (
        <Panes $open={!!selected}>
          <div data-pane="list">
            <SubmissionList submissions={page.data} view={view} selectedId={selected?.id ?? null} />
            <InboxPagination view={view} total={page.total} limit={page.limit} />
          </div>
          <MessagePane data-pane="message">
            {selected ? (
              <ReadingPane
                submission={selected}
                backHref={inboxHref(view)}
                headingRef={headingRef}
                emailOn={page.notifications === 'on'}
                onToggleRead={() => change(selected, { read: !selected.read })}
                onToggleArchived={() => toggleArchived(selected)}
                onStatusChange={(status) => void update({ id: selected.id, patch: { status } })}
                onDelete={isOwner ? () => setConfirming(selected) : undefined}
              />
            ) : (
              <Placeholder>{adminDashboard.pane.placeholder}</Placeholder>
            )}
          </MessagePane>
        </Panes>
      )}
      {confirming ? (
        <Suspense fallback={null}>
          <DeleteDialog name={confirming.name} onConfirm={confirmDelete} onCancel={() => setConfirming(null)} />
        </Suspense>
      ) : null}
    </Section>
  );
}
