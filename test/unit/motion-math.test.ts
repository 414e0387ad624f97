import { positionForKey, clampPercent, easeInOutCubic } from '../../src/app/features/before-after-slider/slider-math';
import { CROSSFADE_MS, INTRO_END, mainOpacity, phaseOf, targetTimes } from '../../src/app/features/scroll-video/scroll-phase';
import { approach, frameFactor } from '../../src/app/features/scroll-video/smoothing';
import { TIMELINE_MS, timelineFrame } from '../../src/app/pages/model/timeline';

describe('before/after slider keys', () => {
  test.each([
    ['ArrowRight', false, 50, 51],
    ['ArrowLeft', false, 50, 49],
    ['ArrowUp', true, 50, 60],
    ['ArrowDown', true, 50, 40],
    ['PageUp', false, 50, 60],
    ['PageDown', false, 50, 40],
    ['Home', false, 50, 0],
    ['End', false, 50, 100],
    ['ArrowRight', true, 95, 100],
    ['ArrowLeft', false, 0.5, 0],
  ])('%s (shift %p) from %p goes to %p', (key, shift, from, to) => {
    expect(positionForKey(key, shift, from)).toBe(to);
  });

  test('other keys are left alone', () => {
    expect(positionForKey('a', false, 50)).toBeNull();
  });

  test('clamp and easing ends', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
  });
});

describe('page A film mapping', () => {
  test('the intro follows the first 40% of the track, the main film the rest', () => {
    expect(targetTimes(0, 5, 6)).toEqual({ intro: 0, main: 0 });
    expect(targetTimes(INTRO_END / 2, 5, 6).intro).toBeCloseTo(2.5);
    expect(targetTimes(INTRO_END, 5, 6)).toEqual({ intro: 5, main: 0 });
    expect(targetTimes(0.7, 5, 6).main).toBeCloseTo(3);
    expect(targetTimes(1, 5, 6)).toEqual({ intro: 5, main: 6 });
  });

  test('the crossfade takes one second and reverses from where it is', () => {
    expect(mainOpacity(0, true, 0)).toBe(0);
    expect(mainOpacity(0, true, CROSSFADE_MS / 2)).toBeCloseTo(0.5);
    expect(mainOpacity(0, true, CROSSFADE_MS)).toBe(1);
    expect(mainOpacity(0.6, false, CROSSFADE_MS / 2)).toBeCloseTo(0.3);
    expect(phaseOf(0.1, 0)).toBe('intro');
    expect(phaseOf(0.45, 0.4)).toBe('crossfade');
    expect(phaseOf(0.45, 1)).toBe('main');
  });

  test('smoothing moves 15% of the way per 60 Hz frame, snaps when close, and is frame-rate independent', () => {
    expect(approach(0, 10, 0.15, 0.001)).toBeCloseTo(1.5);
    expect(approach(9.9995, 10, 0.15, 0.001)).toBe(10);
    expect(frameFactor(0.15, 1000 / 60)).toBeCloseTo(0.15);
    // Two 120 Hz frames cover the same ground as one 60 Hz frame.
    const half = frameFactor(0.15, 1000 / 120);
    expect(1 - (1 - half) ** 2).toBeCloseTo(0.15);
  });
});

describe('page B timeline', () => {
  const captions = 6;
  test('captions never show two at once: one fades out completely before the next fades in', () => {
    const doubled: number[] = [];
    for (let ms = 0; ms <= TIMELINE_MS; ms += 5) {
      if (timelineFrame(ms, captions).captions.filter((o) => o > 0).length > 1) doubled.push(ms);
    }
    expect(doubled).toEqual([]);
  });

  test('captions take equal turns over 12 s, one fully visible at a time', () => {
    const slot = TIMELINE_MS / captions;
    for (let i = 0; i < captions; i++) {
      const frame = timelineFrame(i * slot + slot / 2, captions);
      expect(frame.captions[i]).toBe(1);
      expect(frame.captions.filter((o) => o > 0)).toHaveLength(1);
    }
    expect(timelineFrame(0, captions).captions[0]).toBe(1);
    expect(timelineFrame(TIMELINE_MS, captions).captions[captions - 1]).toBe(1);
  });

  test('the circle grows in and turns accent; particles appear after 4 s', () => {
    expect(timelineFrame(0, captions).circleScale).toBeCloseTo(0.35);
    expect(timelineFrame(3000, captions).circleScale).toBeCloseTo(1);
    expect(timelineFrame(1000, captions).accent).toBe(0);
    expect(timelineFrame(4500, captions).accent).toBe(1);
    expect(timelineFrame(3000, captions).particleOpacity).toBe(0);
    expect(timelineFrame(5000, captions).particleOpacity).toBe(1);
    expect(timelineFrame(-100, captions)).toEqual(timelineFrame(0, captions));
  });
});
