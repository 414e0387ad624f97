/**
 * A trapezoid over a 0-1 progress value: 0 before `fadeInStart`, rising linearly to 1 at `fullStart`,
 * 1 until `fullEnd`, falling linearly to 0 at `fadeOutEnd`. Use -Infinity / Infinity for an edge that
 * never fades.
 */
export interface FadeWindow {
  fadeInStart: number;
  fullStart: number;
  fullEnd: number;
  fadeOutEnd: number;
}

const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));

export function fadeWindow(progress: number, w: FadeWindow): number {
  if (progress < w.fullStart) return w.fullStart === w.fadeInStart ? 0 : clamp01((progress - w.fadeInStart) / (w.fullStart - w.fadeInStart));
  if (progress <= w.fullEnd) return 1;
  return w.fadeOutEnd === w.fullEnd ? 0 : clamp01((w.fadeOutEnd - progress) / (w.fadeOutEnd - w.fullEnd));
}
