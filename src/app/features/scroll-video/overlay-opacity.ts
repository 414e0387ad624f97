import { fadeWindow, type FadeWindow } from './fade-window';

/**
 * The three text overlays of page A by scroll fraction (spec section 4):
 * 'Bringing Designs to Life' fully visible up to 0.02 and gone at 0.08; 'Inspired by Life' hidden
 * until 0.07, fully visible 0.10-0.22, gone by 0.28; 'Generative Structural Design' hidden until
 * 0.45, fully visible 0.50-0.85, gone by 0.95.
 */
export const OVERLAY_WINDOWS: readonly FadeWindow[] = [
  { fadeInStart: -Infinity, fullStart: -Infinity, fullEnd: 0.02, fadeOutEnd: 0.08 },
  { fadeInStart: 0.07, fullStart: 0.1, fullEnd: 0.22, fadeOutEnd: 0.28 },
  { fadeInStart: 0.45, fullStart: 0.5, fullEnd: 0.85, fadeOutEnd: 0.95 },
];

/** Opacity (0-1) of overlay `index` at scroll fraction `fraction` (0 = top of the scroll area, 1 = its end). */
export function overlayOpacity(index: number, fraction: number): number {
  const window = OVERLAY_WINDOWS[index];
  if (!window) throw new RangeError(`No overlay ${index}`);
  return fadeWindow(fraction, window);
}
