import { LEAD_STATUSES, type WeekBucket } from './lead-schema';

/** The overview's chart of new inquiries per week, drawn by the server as an SVG document (issue 19). */
export const WEEKLY_CHART_PATH = '/api/admin/overview/chart.svg';

/** The SVG's height in pixels (it has no viewBox: only its width follows the page). */
export const WEEKLY_CHART_HEIGHT = 226;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 3' in UTC, spelled out by hand so the server's chart and the browser's table say the same. */
export function weekLabel(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

export function weekTotal(week: WeekBucket): number {
  return LEAD_STATUSES.reduce((sum, status) => sum + week.counts[status], 0);
}

/**
 * The chart's address for these figures: `v` is a short fingerprint of them (FNV-1a), so a status
 * change or a new week gives the image a new URL (a browser never redraws an <img> whose URL stayed
 * the same), while the same figures on a later visit reuse the cached image after a 304.
 */
export function weeklyChartUrl(weeks: WeekBucket[]): string {
  const figures = weeks.map((week) => `${week.start}:${LEAD_STATUSES.map((status) => week.counts[status]).join('.')}`).join('|');
  let hash = 0x811c9dc5;
  for (let i = 0; i < figures.length; i++) {
    hash ^= figures.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${WEEKLY_CHART_PATH}?v=${(hash >>> 0).toString(36)}`;
}
