import styled from 'styled-components';
import { adminDashboard } from '../../../../content/admin';
import { LEAD_STATUSES, type WeekBucket } from '../../../../shared/lead-schema';
import { WEEKLY_CHART_HEIGHT, weekLabel, weeklyChartUrl, weekTotal } from '../../../../shared/weekly-chart';
import { visuallyHidden } from '../../../styles/visually-hidden';

const Figure = styled.figure`
  display: grid;
  gap: 10px;
  margin: 0;
  figcaption {
    font-size: 0.875rem;
    font-weight: 600;
  }
  img {
    display: block;
    width: 100%;
    /* Its own height, kept before it arrives, so nothing moves. */
    height: ${WEEKLY_CHART_HEIGHT}px;
  }
  table {
    ${visuallyHidden}
  }
`;

/**
 * New inquiries per week by outcome: the server draws the chart (an SVG image at its own admin-only
 * URL, so the /admin render does not grow), and the same figures follow as a table for screen readers.
 */
export function WeeklyChart({ weeks }: { weeks: WeekBucket[] }) {
  const texts = adminDashboard.overview;
  return (
    <Figure>
      <figcaption>{texts.chartTitle}</figcaption>
      <img src={weeklyChartUrl(weeks)} alt={texts.chartAlt} height={WEEKLY_CHART_HEIGHT} data-testid="weekly-chart" />
      <table>
        <caption>{texts.chartCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.week}</th>
            {LEAD_STATUSES.map((status) => (
              <th key={status} scope="col">
                {adminDashboard.statuses[status]}
              </th>
            ))}
            <th scope="col">{texts.total}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.start}>
              <th scope="row">{weekLabel(week.start)}</th>
              {LEAD_STATUSES.map((status) => (
                <td key={status}>{week.counts[status]}</td>
              ))}
              <td>{weekTotal(week)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Figure>
  );
}
