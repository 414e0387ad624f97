import { adminDashboard } from '../../content/admin';
import { theme } from '../../app/styles/theme';
import { LEAD_STATUSES, type LeadStatus, type WeekBucket } from '../../shared/lead-schema';
import { WEEKLY_CHART_HEIGHT, weekLabel, weekTotal } from '../../shared/weekly-chart';
import { escapeHtml } from '../render/serialize';

/** One colour per outcome from the site's palette; the legend names them, so colour is never the only cue. */
export const STATUS_COLORS: Record<LeadStatus, string> = {
  new: theme.color.stoneLight,
  replied: theme.color.stone,
  quoting: theme.color.accent,
  won: theme.color.success,
  lost: theme.color.ink,
};

/*
 * Vertical layout in pixels, horizontal in percent of the image's width: the document has no viewBox,
 * so it is never scaled and its 11–12 px text reads the same in a 320 px phone column as in a 760 px
 * desktop one; only the bars get wider.
 */
export const PLOT_TOP = 30;
export const PLOT_BOTTOM = 176;
const WEEK_Y = 193;
const LEGEND_Y = 212;
const PLOT_LEFT = 8;
const PLOT_RIGHT = 97;
const BAR_SHARE = 0.6;
/** Monospace advance (0.6 em) at the larger of the two font sizes, to space the legend. */
const CHAR_WIDTH = 7.2;

/**
 * The image's only style: system monospace (an SVG image cannot load the page's web fonts), and
 * below 560 px every other week label steps aside so the labels never touch. Constant, so the
 * response's Content-Security-Policy can allow exactly it by its hash.
 */
export const CHART_STYLE =
  `text{font:11px ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono','Liberation Mono',monospace;fill:${theme.color.stone}}` +
  `.total{fill:${theme.color.ink};font-weight:600}.legend{fill:${theme.color.inkSoft}}` +
  '@media (max-width:560px){.alt{display:none}}@media (min-width:640px){text{font-size:12px}}';

/** The words in the chart; the content module's unless a test passes its own. */
export interface ChartTexts {
  title: string;
  axis: string;
  empty: string;
  statuses: Record<LeadStatus, string>;
}

const CONTENT_TEXTS: ChartTexts = {
  title: adminDashboard.overview.chartTitle,
  axis: adminDashboard.overview.chartAxis,
  empty: adminDashboard.overview.chartEmpty,
  statuses: adminDashboard.statuses,
};

const num = (value: number) => String(Math.round(value * 100) / 100);
const pct = (value: number) => `${num(value)}%`;

/** A round top for the scale and the step between its gridlines (1, 2 or 5 × a power of ten; at most 5 lines). */
export function chartScale(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 4, step: 1 };
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rough)!);
  return { top: step * Math.ceil(max / step), step };
}

function text(x: string | number, y: number, content: string, attributes = ''): string {
  return `<text x="${x}" y="${num(y)}"${attributes}>${escapeHtml(content)}</text>`;
}

function gridlines(top: number, step: number): string {
  const plot = PLOT_BOTTOM - PLOT_TOP;
  const lines: string[] = [];
  for (let value = 0; value <= top; value += step) {
    const y = PLOT_BOTTOM - (value / top) * plot;
    const color = value === 0 ? theme.color.stoneLight : theme.color.concrete;
    lines.push(`<line x1="${pct(PLOT_LEFT)}" x2="${pct(PLOT_RIGHT)}" y1="${num(y)}" y2="${num(y)}" stroke="${color}"/>`);
    lines.push(text(pct(PLOT_LEFT - 1.5), y + 4, String(value), ' text-anchor="end"'));
  }
  return lines.join('');
}

function bars(weeks: WeekBucket[], top: number): string {
  const plot = PLOT_BOTTOM - PLOT_TOP;
  const slot = (PLOT_RIGHT - PLOT_LEFT) / weeks.length;
  return weeks
    .map((week, i) => {
      const x = PLOT_LEFT + i * slot + (slot * (1 - BAR_SHARE)) / 2;
      const center = pct(PLOT_LEFT + (i + 0.5) * slot);
      let y = PLOT_BOTTOM;
      const parts = [`<g data-week="${escapeHtml(week.start)}">`];
      for (const status of LEAD_STATUSES) {
        const count = week.counts[status];
        if (count === 0) continue;
        const height = (count / top) * plot;
        y -= height;
        parts.push(
          `<rect x="${pct(x)}" y="${num(y)}" width="${pct(slot * BAR_SHARE)}" height="${num(height)}" fill="${STATUS_COLORS[status]}" data-status="${status}" data-count="${count}"/>`,
        );
      }
      const total = weekTotal(week);
      if (total > 0) parts.push(text(center, y - 5, String(total), ' class="total" text-anchor="middle"'));
      // The current week's label always shows; on narrow images every other one before it steps aside.
      const alternate = (weeks.length - 1 - i) % 2 === 1;
      parts.push(text(center, WEEK_Y, weekLabel(week.start), ` text-anchor="middle"${alternate ? ' class="alt"' : ''}`));
      parts.push('</g>');
      return parts.join('');
    })
    .join('');
}

function legend(statuses: ChartTexts['statuses']): string {
  let x = 0;
  return LEAD_STATUSES.map((status) => {
    const label = statuses[status];
    const item = `<rect x="${x}" y="${LEGEND_Y - 9}" width="10" height="10" fill="${STATUS_COLORS[status]}"/>${text(x + 15, LEGEND_Y, label, ' class="legend"')}`;
    x += 15 + label.length * CHAR_WIDTH + 14;
    return item;
  }).join('');
}

/**
 * New inquiries per week, stacked by where each lead stands now, as a standalone SVG document: a
 * pure function of the figures (every text escaped), served by GET /api/admin/overview/chart.svg.
 * Screen readers get the same figures from the table beside the image (features/admin/overview/).
 */
export function weeklyChartSvg(weeks: WeekBucket[], texts: ChartTexts = CONTENT_TEXTS): string {
  const max = Math.max(0, ...weeks.map(weekTotal));
  const { top, step } = chartScale(max);
  const empty = max === 0 ? text(pct((PLOT_LEFT + PLOT_RIGHT) / 2), (PLOT_TOP + PLOT_BOTTOM) / 2, texts.empty, ' text-anchor="middle"') : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="${WEEKLY_CHART_HEIGHT}" role="img" aria-labelledby="chart-title">` +
    `<title id="chart-title">${escapeHtml(texts.title)}</title>` +
    `<style>${CHART_STYLE}</style>` +
    text(0, 12, texts.axis) +
    gridlines(top, step) +
    bars(weeks, top) +
    empty +
    legend(texts.statuses) +
    '</svg>'
  );
}
