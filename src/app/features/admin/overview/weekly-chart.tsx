import styled from 'styled-components';
import { adminDashboard } from '../../../../content/admin';
import { LEAD_STATUSES, type LeadStatus, type WeekBucket } from '../../../../shared/lead-schema';
import { theme } from '../../../styles/theme';
import { visuallyHidden } from '../../../styles/visually-hidden';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 3' in UTC, spelled out by hand so the server and every browser render the same text. */
export function weekLabel(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** One colour per outcome, in the pipeline's order; the legend names them, so colour is never the only cue. */
export const STATUS_COLORS: Record<LeadStatus, string> = {
  new: theme.color.stoneLight,
  replied: theme.color.stone,
  quoting: theme.color.accent,
  won: theme.color.success,
  lost: theme.color.ink,
};

const WIDTH = 600;
const HEIGHT = 170;
const AXIS = 22;
const TOP = 14;

const Figure = styled.figure`
  display: grid;
  gap: 10px;
  margin: 0;
  figcaption {
    font-size: 0.875rem;
    font-weight: 600;
  }
  svg {
    width: 100%;
    height: auto;
    overflow: visible;
  }
  text {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 10px;
    fill: ${(p) => p.theme.color.stone};
  }
  table {
    ${visuallyHidden}
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.75rem;
  color: ${(p) => p.theme.color.inkSoft};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  i {
    width: 10px;
    height: 10px;
  }
`;

/**
 * New inquiries per week, stacked by where each lead stands now, as SVG rendered with the page (no
 * chart library, no script needed to see it). The SVG is hidden from screen readers; the same figures
 * are in a table they read instead.
 */
export function WeeklyChart({ weeks }: { weeks: WeekBucket[] }) {
  const totals = weeks.map((week) => LEAD_STATUSES.reduce((sum, status) => sum + week.counts[status], 0));
  const max = Math.max(1, ...totals);
  const slot = WIDTH / weeks.length;
  const barWidth = slot * 0.62;
  const plot = HEIGHT - AXIS - TOP;
  const texts = adminDashboard.overview;
  return (
    <Figure>
      <figcaption>{texts.chartTitle}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" data-testid="weekly-chart">
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke={theme.color.stoneLight} />
        <text x={0} y={TOP - 4}>
          {max}
        </text>
        {weeks.map((week, i) => {
          let y = HEIGHT - AXIS;
          const x = i * slot + (slot - barWidth) / 2;
          return (
            <g key={week.start}>
              {LEAD_STATUSES.map((status) => {
                const height = (week.counts[status] / max) * plot;
                if (height === 0) return null;
                y -= height;
                return <rect key={status} x={x} y={y} width={barWidth} height={height} fill={STATUS_COLORS[status]} />;
              })}
              {totals[i] ? (
                <text x={x + barWidth / 2} y={y - 3} textAnchor="middle">
                  {totals[i]}
                </text>
              ) : null}
              {i % 2 === weeks.length % 2 ? null : (
                <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle">
                  {weekLabel(week.start)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Legend aria-hidden="true">
        {LEAD_STATUSES.map((status) => (
          <li key={status}>
            <i style={{ background: STATUS_COLORS[status] }} />
            {adminDashboard.statuses[status]}
          </li>
        ))}
      </Legend>
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
          {weeks.map((week, i) => (
            <tr key={week.start}>
              <th scope="row">{weekLabel(week.start)}</th>
              {LEAD_STATUSES.map((status) => (
                <td key={status}>{week.counts[status]}</td>
              ))}
              <td>{totals[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Figure>
  );
}
