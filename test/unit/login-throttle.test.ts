import { LOGIN_WINDOW_MS, secondsUntilAllowed } from '../../src/server/limits/login-throttle';

describe('secondsUntilAllowed (the sign-in throttle’s rule)', () => {
  const t0 = 1_000_000_000;
  const at = (...minutes: number[]) => minutes.map((minute) => new Date(t0 + minute * 60_000));

  test('allows up to the limit, then asks to wait until the oldest counted failure leaves the window', () => {
    expect(secondsUntilAllowed(at(0, 1), 3, t0 + 3 * 60_000)).toBe(0);
    // Failures at t0, t0+1m, t0+2m; now t0+3m: the first expires at t0+15m, 12 minutes from now.
    expect(secondsUntilAllowed(at(0, 1, 2), 3, t0 + 3 * 60_000)).toBe(12 * 60);
    expect(secondsUntilAllowed(at(0, 1, 2), 3, t0 + 15 * 60_000 - 1000)).toBe(1);
    expect(secondsUntilAllowed(at(0, 1, 2), 3, t0 + 15 * 60_000)).toBe(0);
  });

  test('failures older than the window do not count', () => {
    const now = t0 + LOGIN_WINDOW_MS + 5 * 60_000;
    expect(secondsUntilAllowed(at(0, 1, 2, 19), 3, now)).toBe(0);
    expect(secondsUntilAllowed(at(0, 18, 19, 20), 3, now)).toBe(13 * 60);
  });
});
