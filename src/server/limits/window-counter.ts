import type { Db } from '../db/driver';
import { isDuplicateKeyError } from '../db/duplicate-key';
import { RATE_LIMITS } from './limit-collections';

export interface CountedWindow {
  /** Names the document's fields: `<name>_hits`, `<name>_reset_at`. */
  name: string;
  ms: number;
}

export interface WindowCount {
  name: string;
  hits: number;
  resetAt: Date;
}

type Stage = Record<string, unknown>;

/**
 * Several fixed windows of one key (a client's minute and day) in one MongoDB document, so a hit counts
 * in all of them with one atomic findOneAndUpdate: a pipeline update that, per window, adds one while the
 * window is live or opens a new one (a window opens with its first hit, as express-rate-limit's stores
 * do). One round trip per hit whatever state the windows are in, exact across instances, no transactions.
 * `reset_at` is the latest window's end, the TTL index's field (limit-collections.ts).
 */
export class WindowCounter {
  constructor(
    private readonly db: () => Db,
    private readonly prefix: string,
    private readonly windows: CountedWindow[],
    private readonly now: () => number = Date.now,
  ) {}

  private get collection() {
    return this.db().collection<{ _id: string } & Record<string, unknown>>(RATE_LIMITS);
  }

  async hit(key: string): Promise<WindowCount[]> {
    const now = new Date(this.now());
    const counts: Stage = {};
    const resets: Stage[] = [];
    for (const { name, ms } of this.windows) {
      const live = { $gt: [`$${name}_reset_at`, now] };
      counts[`${name}_hits`] = { $cond: [live, { $add: [`$${name}_hits`, 1] }, 1] };
      counts[`${name}_reset_at`] = { $cond: [live, `$${name}_reset_at`, new Date(now.getTime() + ms)] };
      resets.push(counts[`${name}_reset_at`] as Stage);
    }
    // One stage: `reset_at` repeats the windows' reset expressions instead of reading their results in a
    // second stage, since every stage is a pass of its own in the store (issue 23).
    const update = [{ $set: { ...counts, reset_at: { $max: resets } } }];
    const options = { upsert: true, returnDocument: 'after' } as const;
    const filter = { _id: this.prefix + key };
    // Two first hits at once on a real MongoDB: both upserts may try to insert; the loser's retry counts in the winner's document.
    const doc = await this.collection
      .findOneAndUpdate(filter, update, options)
      .catch((error: unknown) => (isDuplicateKeyError(error) ? this.collection.findOneAndUpdate(filter, update, options) : Promise.reject(error)));
    if (!doc) throw new Error('rate-limit upsert returned no document');
    return this.windows.map(({ name }) => ({ name, hits: Number(doc[`${name}_hits`]), resetAt: doc[`${name}_reset_at`] as Date }));
  }

  /** Takes one hit back from every window that is still live (a post refused after it was counted). */
  async giveBack(key: string): Promise<void> {
    const now = new Date(this.now());
    const counts: Stage = {};
    for (const { name } of this.windows) {
      const hits = `$${name}_hits`;
      counts[`${name}_hits`] = { $cond: [{ $and: [{ $gt: [`$${name}_reset_at`, now] }, { $gt: [hits, 0] }] }, { $subtract: [hits, 1] }, hits] };
    }
    await this.collection.updateOne({ _id: this.prefix + key }, [{ $set: counts }]);
  }
}
