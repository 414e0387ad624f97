import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { WeeklyChart, weekLabel } from '../../src/app/features/admin/overview/weekly-chart';
import type { WeekBucket } from '../../src/shared/lead-schema';
import { theme } from '../../src/app/styles/theme';

const empty = { new: 0, replied: 0, quoting: 0, won: 0, lost: 0 };
const weeks: WeekBucket[] = Array.from({ length: 12 }, (_, i) => ({
  start: new Date(Date.UTC(2025, 11, 22) + i * 7 * 86_400_000).toISOString(),
  counts: i === 11 ? { ...empty, new: 3, quoting: 1 } : i === 10 ? { ...empty, won: 2, lost: 1 } : empty,
}));

const markup = renderToStaticMarkup(
  <ThemeProvider theme={theme}>
    <WeeklyChart weeks={weeks} />
  </ThemeProvider>,
);

describe('the weekly chart of new inquiries', () => {
  test('is SVG markup (no script needed), hidden from screen readers, one bar segment per outcome', () => {
    expect(markup).toMatch(/<svg[^>]*viewBox="0 0 600 170"[^>]*aria-hidden="true"/);
    // Week 11: new and quoting; week 10: won and lost.
    expect(markup.match(/<rect /g)).toHaveLength(4);
    // The tallest bar (4) reaches the top of the plot area.
    expect(markup).toMatch(/<rect [^>]*y="14"[^>]*height="33.5"[^>]*>/);
  });

  test('screen readers get the same figures as a table, week by week', () => {
    expect(markup).toContain('<caption>New inquiries per week for the last 12 weeks, by where each stands now</caption>');
    expect(markup.match(/<tr>/g)).toHaveLength(13);
    expect(markup).toContain('<th scope="row">Mar 9</th><td>3</td><td>0</td><td>1</td><td>0</td><td>0</td><td>4</td>');
    expect(markup).toContain('<th scope="row">Mar 2</th><td>0</td><td>0</td><td>0</td><td>2</td><td>1</td><td>3</td>');
  });

  test('week labels are the same on the server and in every browser (UTC, spelled out)', () => {
    expect(weekLabel('2026-03-09T00:00:00.000Z')).toBe('Mar 9');
    expect(weekLabel('2025-12-22T00:00:00.000Z')).toBe('Dec 22');
  });
});
