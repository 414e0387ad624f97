/** Pure helpers for the before/after slider, kept apart so they can be unit-tested without a DOM. */

export const SLIDER_START = 12.5;
export const SLIDER_TARGET = 50;
export const SLIDER_DELAY_MS = 500;
export const SLIDER_DURATION_MS = 1000;
export const SLIDER_VISIBILITY = 0.3;

export const clampPercent = (value: number): number => Math.min(100, Math.max(0, value));

/** Ease-in-out cubic: a gentle start and landing for the one-off reveal. */
export const easeInOutCubic = (t: number): number => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** The new position for a key press, or null when the key is not one the slider handles. */
export function positionForKey(key: string, shift: boolean, current: number): number | null {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(current - step);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(current + step);
    case 'PageDown':
      return clampPercent(current - 10);
    case 'PageUp':
      return clampPercent(current + 10);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}
