import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Collection, Db } from '../db/driver';
import { isDuplicateKeyError } from '../db/duplicate-key';
import { RATE_LIMITS, type RateLimitWindow } from './limit-collections';

/** Two instances opening the same window at once: the loser of the insert counts in the winner's window. */
const MAX_OPEN_RACES = 3;

/**
 * express-rate-limit's Store on MongoDB, so every instance counts in one place. A window is one document
 * changed only by single-document atomic updates (no transactions: the embedded store is a standalone):
 * `$inc` inside a live window; when none is live, an upsert that opens one, whose duplicate-key error
 * means another instance just opened it, so we count again in theirs. A fixed window per key, opened by
 * its first hit, as express-rate-limit's own memory store does.
 */
export class MongoRateLimitStore implements Store {
  readonly localKeys = false;

  /** `windowMs` is for a store counted directly (increment); express-rate-limit sets its own in init. */
  constructor(
    private readonly db: () => Db,
    readonly prefix: string,
    private readonly now: () => number = Date.now,
    private windowMs = 60_000,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private get windows(): Collection<RateLimitWindow> {
    return this.db().collection<RateLimitWindow>(RATE_LIMITS);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const window = await this.windows.findOne({ _id: this.prefix + key, reset_at: { $gt: new Date(this.now()) } });
    return window ? { totalHits: window.hits, resetTime: window.reset_at } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const _id = this.prefix + key;
    for (let race = 0; ; race++) {
      const now = new Date(this.now());
      const live = await this.windows.findOneAndUpdate({ _id, reset_at: { $gt: now } }, { $inc: { hits: 1 } }, { returnDocument: 'after' });
      if (live) return { totalHits: live.hits, resetTime: live.reset_at };
      try {
        const opened = await this.windows.findOneAndUpdate(
          { _id, reset_at: { $lte: now } },
          { $set: { hits: 1, reset_at: new Date(now.getTime() + this.windowMs) } },
          { upsert: true, returnDocument: 'after' },
        );
        return { totalHits: opened!.hits, resetTime: opened!.reset_at };
      } catch (error) {
        if (!isDuplicateKeyError(error) || race >= MAX_OPEN_RACES) throw error;
      }
    }
  }

  async decrement(key: string): Promise<void> {
    await this.windows.updateOne({ _id: this.prefix + key, reset_at: { $gt: new Date(this.now()) }, hits: { $gt: 0 } }, { $inc: { hits: -1 } });
  }

  async resetKey(key: string): Promise<void> {
    await this.windows.deleteOne({ _id: this.prefix + key });
  }
}
