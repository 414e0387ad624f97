/**
 * Page A plays two films on one scroll track: the intro follows the first part, the main film the
 * rest. The intro ends at 40% of the track, so it is done (and crossfaded) before the third overlay
 * ('Generative Structural Design', from 0.45) introduces the main film's subject.
 */
export const INTRO_END = 0.4;
/** The intro-to-main crossfade lasts one second of wall-clock time (spec section 9). */
export const CROSSFADE_MS = 1000;

export type Phase = 'intro' | 'crossfade' | 'main';

const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));

/** Target playback times for both films at scroll fraction `fraction`. */
export function targetTimes(fraction: number, introDuration: number, mainDuration: number): { intro: number; main: number } {
  return {
    intro: clamp01(fraction / INTRO_END) * introDuration,
    main: clamp01((fraction - INTRO_END) / (1 - INTRO_END)) * mainDuration,
  };
}

/**
 * Opacity of the main film (the intro sits underneath). `crossfadeStart` is the moment the scroll
 * crossed INTRO_END in the current direction; the fade runs for CROSSFADE_MS from there, starting
 * from wherever the previous fade had got to so direction changes never jump.
 */
export function mainOpacity(fromOpacity: number, towardsMain: boolean, elapsedMs: number): number {
  const t = clamp01(elapsedMs / CROSSFADE_MS);
  const target = towardsMain ? 1 : 0;
  return fromOpacity + (target - fromOpacity) * t;
}

export function phaseOf(fraction: number, opacity: number): Phase {
  if (opacity >= 1) return 'main';
  if (fraction >= INTRO_END || opacity > 0) return 'crossfade';
  return 'intro';
}
