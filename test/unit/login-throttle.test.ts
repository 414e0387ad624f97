import { LOGIN_WINDOW_MS, LoginThrottle } from '../../src/server/auth/login-throttle';

describe('LoginThrottle', () => {
  let now = 1_000_000;
  const clock = () => now;
  const key = LoginThrottle.key('203.0.113.7', 'studio@example.com');

  beforeEach(() => {
    now = 1_000_000;
  });

  test('allows up to the limit, then asks to wait until the oldest counted failure leaves the window', () => {
    const throttle = new LoginThrottle(3, LOGIN_WINDOW_MS, clock);
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterSeconds(key)).toBe(0);
      throttle.recordFailure(key);
      now += 60_000;
    }
    // Failures at t0, t0+1m, t0+2m; now t0+3m: the first expires at t0+15m, 12 minutes from now.
    expect(throttle.retryAfterSeconds(key)).toBe(12 * 60);
    now += 12 * 60_000 - 1000;
    expect(throttle.retryAfterSeconds(key)).toBe(1);
    now += 1000;
    expect(throttle.retryAfterSeconds(key)).toBe(0);
  });

  test('the key is the address and the email together', () => {
    const throttle = new LoginThrottle(1, LOGIN_WINDOW_MS, clock);
    throttle.recordFailure(key);
    expect(throttle.retryAfterSeconds(key)).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds(LoginThrottle.key('203.0.113.8', 'studio@example.com'))).toBe(0);
    expect(throttle.retryAfterSeconds(LoginThrottle.key('203.0.113.7', 'other@example.com'))).toBe(0);
  });

  test('clear resets the count', () => {
    const throttle = new LoginThrottle(2, LOGIN_WINDOW_MS, clock);
    throttle.recordFailure(key);
    throttle.recordFailure(key);
    expect(throttle.retryAfterSeconds(key)).toBeGreaterThan(0);
    throttle.clear(key);
    expect(throttle.retryAfterSeconds(key)).toBe(0);
  });
});
