export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Bounds memory under a spray of distinct emails: expired entries are swept past this size. */
const SWEEP_ABOVE = 10_000;

/**
 * Failed sign-ins per client address and email, in memory, over a sliding 15-minute window. In memory
 * is enough for one process; several processes behind a balancer would each count separately (the
 * limit then grows with the process count), which is documented in docs/admin.md.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs = LOGIN_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  static key(ip: string | undefined, email: string): string {
    return `${ip ?? 'unknown'}\n${email}`;
  }

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.maxFailures) return 0;
    const oldestCounted = recent[recent.length - this.maxFailures]!;
    return Math.max(1, Math.ceil((oldestCounted + this.windowMs - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    if (this.failures.size > SWEEP_ABOVE) this.sweep();
    // Only the latest maxFailures matter for the decision, so no key holds more.
    this.failures.set(key, [...this.recent(key), this.now()].slice(-this.maxFailures));
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.failures.delete(key);
    return recent;
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
