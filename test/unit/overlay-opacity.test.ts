import { overlayOpacity } from '../../src/app/features/scroll-video/overlay-opacity';

const FIRST = 0;
const SECOND = 1;
const THIRD = 2;

describe('page A overlay opacity by scroll fraction (spec section 4)', () => {
  test.each([
    [0, 1],
    [0.01, 1],
    [0.02, 1],
    [0.05, 0.5],
    [0.08, 0],
    [0.5, 0],
    [1, 0],
  ])("'Bringing Designs to Life' at %p is %p", (fraction, opacity) => {
    expect(overlayOpacity(FIRST, fraction)).toBeCloseTo(opacity, 6);
  });

  test.each([
    [0, 0],
    [0.07, 0],
    [0.085, 0.5],
    [0.1, 1],
    [0.16, 1],
    [0.22, 1],
    [0.25, 0.5],
    [0.28, 0],
    [0.6, 0],
  ])("'Inspired by Life' at %p is %p", (fraction, opacity) => {
    expect(overlayOpacity(SECOND, fraction)).toBeCloseTo(opacity, 6);
  });

  test.each([
    [0.3, 0],
    [0.45, 0],
    [0.475, 0.5],
    [0.5, 1],
    [0.7, 1],
    [0.85, 1],
    [0.9, 0.5],
    [0.95, 0],
    [1, 0],
  ])("'Generative Structural Design' at %p is %p", (fraction, opacity) => {
    expect(overlayOpacity(THIRD, fraction)).toBeCloseTo(opacity, 6);
  });

  test('fades are monotonic between the listed points', () => {
    let previous = overlayOpacity(SECOND, 0.07);
    for (let f = 0.071; f <= 0.1; f += 0.001) {
      const value = overlayOpacity(SECOND, f);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  test('an unknown overlay is a programming error', () => {
    expect(() => overlayOpacity(3, 0.5)).toThrow(RangeError);
  });
});
