import type { Collection, Db } from '../db/driver';
import { isDuplicateKeyError } from '../db/duplicate-key';
import { LOGIN_FAILURES, type LoginFailures } from './limit-collections';

export const LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * Seconds until the next sign-in may be tried, from the times of recent failures (oldest first): 0 while
 * fewer than `maxFailures` fall inside the window, else until the oldest counted one leaves it.
 */
export function secondsUntilAllowed(failures: Date[], maxFailures: number, now: number, windowMs = LOGIN_WINDOW_MS): number {
  const recent = failures.map((at) => at.getTime()).filter((at) => at > now - windowMs);
  if (recent.length < maxFailures) return 0;
  const oldestCounted = recent[recent.length - maxFailures]!;
  return Math.max(1, Math.ceil((oldestCounted + windowMs - now) / 1000));
}

/**
 * Failed sign-ins per client address and e-mail over a sliding 15-minute window, in MongoDB so every
 * instance sees every failure. One document per key holds the latest `maxFailures` times: `$push` with
 * `$slice` is one atomic update, so failures spread over instances all count.
 */
export class LoginThrottle {
  constructor(
    private readonly db: () => Db,
    private readonly maxFailures: number,
    private readonly now: () => number = Date.now,
  ) {}

  static key(ip: string | undefined, email: string): string {
    return `${ip ?? 'unknown'}\n${email}`;
  }

  private get failures(): Collection<LoginFailures> {
    return this.db().collection<LoginFailures>(LOGIN_FAILURES);
  }

  async retryAfterSeconds(key: string): Promise<number> {
    const doc = await this.failures.findOne({ _id: key });
    return doc ? secondsUntilAllowed(doc.at, this.maxFailures, this.now()) : 0;
  }

  /** Counts a failure and answers how long the key must now wait (0: it may try again). */
  async recordFailure(key: string): Promise<number> {
    const now = this.now();
    const update = {
      $push: { at: { $each: [new Date(now)], $slice: -this.maxFailures } },
      $set: { expires_at: new Date(now + LOGIN_WINDOW_MS) },
    };
    const options = { upsert: true, returnDocument: 'after' } as const;
    // Two first failures at once: both upserts try to insert; the loser's retry updates the winner's document.
    const doc = await this.failures
      .findOneAndUpdate({ _id: key }, update, options)
      .catch((error: unknown) => (isDuplicateKeyError(error) ? this.failures.findOneAndUpdate({ _id: key }, update, options) : Promise.reject(error)));
    return secondsUntilAllowed(doc?.at ?? [], this.maxFailures, now);
  }

  async clear(key: string): Promise<void> {
    await this.failures.deleteOne({ _id: key });
  }
}
