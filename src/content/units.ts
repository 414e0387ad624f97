import type { TemperatureLimit } from './types';

/*
 * The site's one units rule: imperial first, metric in parentheses, for every measure a visitor
 * reads (sizes, weights, throughput, temperatures). test/unit/voice.test.ts holds the texts to it.
 */

const fahrenheit = (celsius: number): number => Math.round((celsius * 9) / 5 + 32);
/** A typographic minus, as the tables set negative numbers. */
const signed = (value: number): string => String(value).replace('-', '−');

/** 'Up to 158 °F (70 °C)' or '14 °F to 212 °F (−10 °C to 100 °C)'. */
export function temperatureLimit(limit: TemperatureLimit): string {
  if (limit.minC === undefined) return `Up to ${fahrenheit(limit.maxC)} °F (${limit.maxC} °C)`;
  return `${signed(fahrenheit(limit.minC))} °F to ${fahrenheit(limit.maxC)} °F (${signed(limit.minC)} °C to ${limit.maxC} °C)`;
}

/** The short form for indexes and tables: '≤ 158 °F (70 °C)' or '14–212 °F (−10–100 °C)'. */
export function shortTemperatureLimit(limit: TemperatureLimit): string {
  if (limit.minC === undefined) return `≤ ${fahrenheit(limit.maxC)} °F (${limit.maxC} °C)`;
  return `${signed(fahrenheit(limit.minC))}–${fahrenheit(limit.maxC)} °F (${signed(limit.minC)}–${limit.maxC} °C)`;
}

/** A temperature-axis tick (the axis runs in °C): its value in °F. */
export const fahrenheitTick = (celsius: number): string => `${signed(fahrenheit(celsius))} °F`;
