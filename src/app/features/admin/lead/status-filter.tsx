import styled from 'styled-components';
import { adminDashboard } from '../../../../content/admin';
import { SUBMISSION_SORTS } from '../../../../shared/admin-schema';
import { LEAD_STATUSES, type LeadStatus } from '../../../../shared/lead-schema';
import { AppLink } from '../../../components/links/app-link';
import { inboxHref, type InboxView } from '../inbox/inbox-href';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px 24px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Chip = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 4px 12px;
  border: 1px solid ${(p) => p.theme.color.stoneLight};
  border-radius: 999px;
  color: ${(p) => p.theme.color.inkSoft};
  font-size: 0.8125rem;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${(p) => p.theme.color.ink};
  }
  &[aria-current='page'] {
    border-color: ${(p) => p.theme.color.ink};
    background: ${(p) => p.theme.color.ink};
    color: ${(p) => p.theme.color.paper};
  }
  & > span {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.75rem;
    opacity: 0.8;
  }
`;

/**
 * Pipeline status chips with the view's count per status (All, New 3, Quoting 1, ...) and the sort
 * (newest first, or longest waiting). Links, like every view, so they work before JavaScript.
 */
export function StatusFilter({ view, counts }: { view: InboxView; counts: Record<LeadStatus, number> | undefined }) {
  const all = counts ? LEAD_STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;
  return (
    <Bar>
      <nav aria-label={adminDashboard.statusFilter.label}>
        <ul>
          <li>
            <Chip to={inboxHref({ ...view, status: undefined, page: 1 })} aria-current={!view.status ? 'page' : undefined}>
              {adminDashboard.statusFilter.any}
              {all !== undefined ? <span>{all}</span> : null}
            </Chip>
          </li>
          {LEAD_STATUSES.map((status) => (
            <li key={status}>
              <Chip to={inboxHref({ ...view, status, page: 1 })} aria-current={view.status === status ? 'page' : undefined} data-status={status}>
                {adminDashboard.statuses[status]}
                {counts ? <span>{counts[status]}</span> : null}
              </Chip>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={adminDashboard.sort.label}>
        <ul>
          {SUBMISSION_SORTS.map((sort) => (
            <li key={sort}>
              <Chip to={inboxHref({ ...view, sort, page: 1 })} aria-current={view.sort === sort ? 'page' : undefined}>
                {adminDashboard.sort[sort]}
              </Chip>
            </li>
          ))}
        </ul>
      </nav>
    </Bar>
  );
}
