import styled from 'styled-components';
import { adminDashboard } from '../../../../content/admin';
import { OPEN_STATUSES } from '../../../../shared/lead-schema';
import { desktop } from '../../../styles/theme';
import { VisuallyHidden } from '../shared/action-controls';
import { useGetOverviewQuery } from '../inbox/admin-api';
import { formatDuration } from '../lead/duration';
import { fieldLabel } from '../lead/field-label';
import { WeeklyChart } from './weekly-chart';

const Panel = styled.section`
  display: grid;
  gap: 16px;
  align-content: start;
  /* About the space it takes once loaded, held while it loads, so the list below hardly moves. */
  min-height: 540px;
  ${desktop} {
    min-height: 270px;
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: stretch;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 1px;
  margin: 0;
  background: ${(p) => p.theme.color.concrete};
  border: 1px solid ${(p) => p.theme.color.concrete};
  & > div {
    display: grid;
    align-content: start;
    gap: 6px;
    padding: 16px;
    background: ${(p) => p.theme.color.white};
  }
  /* Two columns on phones: the open-leads figure takes the first row whole, so no cell stays empty. */
  @media (max-width: 520px) {
    grid-template-columns: 1fr 1fr;
    & > div:first-child {
      grid-column: 1 / -1;
    }
  }
  dt {
    ${fieldLabel}
    font-size: 0.6875rem;
  }
  dd {
    margin: 0;
    font-family: ${(p) => p.theme.font.display};
    font-size: 1.75rem;
    font-weight: 600;
    letter-spacing: -0.02em;
  }
  dd + dd {
    font-family: ${(p) => p.theme.font.text};
    font-size: 0.8125rem;
    font-weight: 400;
    letter-spacing: 0;
    color: ${(p) => p.theme.color.inkSoft};
  }
  [data-alert] {
    color: ${(p) => p.theme.color.danger};
  }
`;

const ChartBox = styled.div`
  padding: 16px;
  background: ${(p) => p.theme.color.white};
  border: 1px solid ${(p) => p.theme.color.concrete};
`;

/**
 * The desk at a glance (issue 19): open leads per stage, the 24-hour promise (overdue and due soon),
 * the median time to a first reply over 30 days and 12 weeks of new inquiries by outcome. Fetched after
 * hydration (not preloaded: src/server/admin/preload-dashboard.ts); status changes and replies refetch it.
 */
export function OverviewPanel() {
  const overview = useGetOverviewQuery().data;
  if (!overview) return <Panel aria-busy="true" aria-label={adminDashboard.overview.heading} />;
  const texts = adminDashboard.overview;
  const open = OPEN_STATUSES.reduce((sum, status) => sum + overview.open[status], 0);
  return (
    <Panel aria-labelledby="overview-heading" data-testid="overview">
      <VisuallyHidden as="h2" id="overview-heading">
        {texts.heading}
      </VisuallyHidden>
      <Figures>
        <div>
          <dt>{texts.open}</dt>
          <dd>{open}</dd>
          <dd>{OPEN_STATUSES.map((status) => `${adminDashboard.statuses[status]} ${overview.open[status]}`).join(' · ')}</dd>
        </div>
        <div>
          <dt>{texts.overdue}</dt>
          <dd data-alert={overview.overdue > 0 ? '' : undefined} data-testid="overdue-count">
            {overview.overdue}
          </dd>
          <dd>{texts.dueSoon(overview.due_soon)}</dd>
        </div>
        <div>
          <dt>{texts.median}</dt>
          <dd>{overview.median_first_reply_ms === null ? texts.noMedian : formatDuration(overview.median_first_reply_ms)}</dd>
          <dd>{texts.answered(overview.answered_30d)}</dd>
        </div>
      </Figures>
      <ChartBox>
        <WeeklyChart weeks={overview.weeks} />
      </ChartBox>
    </Panel>
  );
}
