import { ChartQuerySchema } from '../../src/server/leads/chart-response';
import { chartScale, PLOT_BOTTOM, PLOT_TOP, STATUS_COLORS, weeklyChartSvg } from '../../src/server/leads/weekly-chart-svg';
import type { WeekBucket } from '../../src/shared/lead-schema';
import { weekLabel, weeklyChartUrl } from '../../src/shared/weekly-chart';

const empty = { new: 0, replied: 0, quoting: 0, won: 0, lost: 0 };
const WEEK_MS = 7 * 86_400_000;
const weeksWith = (counts: Record<number, Partial<typeof empty>>): WeekBucket[] =>
  Array.from({ length: 12 }, (_, i) => ({
    start: new Date(Date.UTC(2025, 11, 22) + i * WEEK_MS).toISOString(),
    counts: { ...empty, ...counts[i] },
  }));

// Week 11 (Mar 9): 3 new and 1 quoting; week 10 (Mar 2): 2 won and 1 lost; week 0: 1 replied.
const weeks = weeksWith({ 11: { new: 3, quoting: 1 }, 10: { won: 2, lost: 1 }, 0: { replied: 1 } });
const svg = weeklyChartSvg(weeks);
const bars = [...svg.matchAll(/<rect x="[^"]+" y="([\d.]+)" width="[^"]+" height="([\d.]+)" fill="([^"]+)" data-status="(\w+)" data-count="(\d+)"\/>/g)].map(
  ([, y, height, fill, status, count]) => ({ y: Number(y), height: Number(height), fill, status, count: Number(count) }),
);
/** The text of every <text> element, entities decoded. */
const texts = (markup: string) =>
  [...markup.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, t]) => t!.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))));

describe('the weekly chart, drawn by the server as an SVG document', () => {
  test('a standalone SVG image with its title, one bar segment per outcome present in a week', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="100%" height="226" role="img" aria-labelledby="chart-title">/);
    expect(svg).toContain('<title id="chart-title">New inquiries per week, by outcome</title>');
    expect(svg).toMatch(/<\/svg>$/);
    expect(bars.map((bar) => `${bar.status}:${bar.count}`)).toEqual(['replied:1', 'won:2', 'lost:1', 'new:3', 'quoting:1']);
    for (const bar of bars) expect(bar.fill).toBe(STATUS_COLORS[bar.status as keyof typeof STATUS_COLORS]);
  });

  test("bars' heights are proportional to their counts, stacked from the baseline, the tallest reaching the scale's top", () => {
    const { top } = chartScale(4);
    expect(top).toBe(4);
    const perInquiry = (PLOT_BOTTOM - PLOT_TOP) / top;
    for (const bar of bars) expect(bar.height).toBeCloseTo(bar.count * perInquiry, 1);
    const [, , , newest, quoting] = bars;
    expect(newest!.y + newest!.height).toBeCloseTo(PLOT_BOTTOM, 1);
    expect(quoting!.y + quoting!.height).toBeCloseTo(newest!.y, 1);
    expect(quoting!.y).toBeCloseTo(PLOT_TOP, 1);
  });

  test('labels: axis title, gridline values, every week, each total, a legend naming every outcome', () => {
    const words = texts(svg);
    expect(words[0]).toBe('Inquiries');
    for (const tick of ['0', '1', '2', '3', '4']) expect(words).toContain(tick);
    expect(words).toContain('Dec 22');
    expect(words).toContain('Mar 9');
    expect(words.filter((word) => /^[A-Z][a-z]{2} \d{1,2}$/.test(word))).toHaveLength(12);
    expect(words.slice(-5)).toEqual(['New', 'Replied', 'Quoting', 'Won', 'Lost']);
    // The totals above the bars, in bold ink.
    expect([...svg.matchAll(/<text[^>]*class="total"[^>]*>(\d+)<\/text>/g)].map(([, total]) => total)).toEqual(['1', '3', '4']);
    // The current week's label always shows; on narrow images every other one before it steps aside.
    expect(svg).toMatch(/<text [^>]*text-anchor="middle">Mar 9<\/text>/);
    expect(svg).toMatch(/<text [^>]*text-anchor="middle" class="alt">Mar 2<\/text>/);
  });

  test('a round scale: gridlines at 1, 2 or 5 times a power of ten', () => {
    expect(chartScale(1)).toEqual({ top: 1, step: 1 });
    expect(chartScale(7)).toEqual({ top: 8, step: 2 });
    expect(chartScale(13)).toEqual({ top: 15, step: 5 });
    expect(chartScale(180)).toEqual({ top: 200, step: 50 });
  });

  test('twelve empty weeks say so instead of drawing nothing', () => {
    const quiet = weeklyChartSvg(weeksWith({}));
    expect(quiet).not.toContain('data-status');
    expect(texts(quiet)).toContain('No new inquiries in these 12 weeks');
  });

  test('every text is escaped: markup in a label stays text', () => {
    const hostile = '<script>alert("x")</script> & \'q\'';
    const markup = weeklyChartSvg(weeks, {
      title: hostile,
      axis: hostile,
      empty: hostile,
      statuses: { new: hostile, replied: 'R', quoting: 'Q', won: 'W', lost: 'L' },
    });
    expect(markup).not.toContain('<script');
    expect(markup).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;q&#39;');
    // Between tags only text and entities: no stray '<', '>' or bare '&'.
    const between = markup.replace(/<style>[^<]*<\/style>/, '').split(/<[^<>]*>/);
    for (const chunk of between) expect(chunk).not.toMatch(/[<>]|&(?!#\d+;)/);
    expect(texts(markup)).toContain(hostile);
  });
});

describe('the chart\'s address and week labels', () => {
  test('week labels are the same on the server and in every browser (UTC, spelled out)', () => {
    expect(weekLabel('2026-03-09T00:00:00.000Z')).toBe('Mar 9');
    expect(weekLabel('2025-12-22T00:00:00.000Z')).toBe('Dec 22');
  });

  test('the URL changes with the figures, stays with the same ones, and passes the route\'s check', () => {
    const url = weeklyChartUrl(weeks);
    expect(url).toMatch(/^\/api\/admin\/overview\/chart\.svg\?v=[0-9a-z]+$/);
    expect(weeklyChartUrl(weeksWith({ 11: { new: 3, quoting: 1 }, 10: { won: 2, lost: 1 }, 0: { replied: 1 } }))).toBe(url);
    expect(weeklyChartUrl(weeksWith({ 11: { new: 2, quoting: 2 }, 10: { won: 2, lost: 1 }, 0: { replied: 1 } }))).not.toBe(url);
    expect(ChartQuerySchema.safeParse({ v: new URL(url, 'http://x').searchParams.get('v') }).success).toBe(true);
    expect(ChartQuerySchema.safeParse({ v: '<x>' }).success).toBe(false);
    expect(ChartQuerySchema.safeParse({ other: '1' }).success).toBe(false);
  });
});
