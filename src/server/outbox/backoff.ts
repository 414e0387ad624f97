/** After this many attempts a job that still fails temporarily is given up as `failed`. */
export const MAX_ATTEMPTS = 10;

/** Delay before the next try after `attempts` failed ones: base, 2 × base, 4 × base, … */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return baseMs * 2 ** Math.max(0, attempts - 1);
}
