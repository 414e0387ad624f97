/** Share of the remaining distance the video time covers per frame (spec section 9). */
export const SMOOTHING_IDLE = 0.15;
/** Tighter tracking while the visitor is actively scrolling. */
export const SMOOTHING_SCROLLING = 0.3;
/** How long after the last scroll event the visitor still counts as scrolling. */
export const SCROLLING_HOLD_MS = 150;

/**
 * One frame of exponential smoothing: move `factor` of the way to `target`, snapping once closer
 * than `epsilon`. Applied every frame it gives the trailing, coasting motion of inertia: the video
 * keeps gliding after the wheel stops and settles without overshoot.
 */
export function approach(current: number, target: number, factor: number, epsilon: number): number {
  const next = current + (target - current) * factor;
  return Math.abs(target - next) < epsilon ? target : next;
}

/**
 * The smoothing factor is per 60 Hz frame; on faster or slower displays it is rescaled so the
 * glide takes the same wall-clock time.
 */
export function frameFactor(factor: number, deltaMs: number): number {
  const frames = Math.min(4, Math.max(0, deltaMs / (1000 / 60)));
  return 1 - (1 - factor) ** frames;
}
