/**
 * A whole number with its digits grouped in threes, as en-US writes it: 5000 → "5,000".
 * Written by hand rather than with toLocaleString or Intl.NumberFormat because the first Intl
 * formatter a page creates loads locale data, tens of milliseconds of main thread on a mid-range
 * phone while the page is starting (issue 8).
 */
export function groupDigits(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
