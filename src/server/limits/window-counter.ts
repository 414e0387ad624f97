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
 * A counter document: `_id` and two fields per window, named at run time. `any` rather than `unknown`
 * for the fields, since the driver's typing accepts `$inc` only on fields it cannot tell are not numbers.
 */
type CounterDocument = { _id: string } & Record<string, any>;

/**
 * Several fixed windows of one key (a client's minute and day) in one MongoDB document, so a hit counts
 * in all of them atomically, exact across instances, no transactions. `reset_at` is the latest window's
 * end, the TTL index's field (limit-collections.ts).
 *
 * Most hits land while every window is live: one findOneAndUpdate with `$inc`, matched only while they
 * all are. When that matches nothing (a new key, or a window is over) a pipeline update counts the hit:
 * per window, it adds one while the window is live or opens a new one (a window opens with its first
 * hit, as express-rate-limit's stores do). The pipeline alone would do for every hit in one round trip,
 * but evaluating its expressions made the embedded store spend about half as much again per hit as the
 * `$inc` (issue 23, where every contact post is counted); so a window opens in two round trips, once a
 * minute for the minute window, and every other hit takes one.
 */
export class WindowCounter {
  constructor(
    private readonly db: () => Db,
    private readonly prefix: string,
    private readonly windows: CountedWindow[],
    private readonly now: () => number = Date.now,
  ) {}

  private get collection() {
    return this.db().collection<CounterDocument>(RATE_LIMITS);
  }

  async hit(key: string): Promise<WindowCount[]> {
    const now = new Date(this.now());
    const filter = { _id: this.prefix + key };
    const doc = (await this.countInLiveWindows(filter, now)) ?? (await this.countOpeningWindows(filter, now));
    return this.windows.map(({ name }) => ({ name, hits: Number(doc[`${name}_hits`]), resetAt: doc[`${name}_reset_at`] as Date }));
  }

  /** The hit in one `$inc` if every window is live; null if the key is new or any window is over. */
  private countInLiveWindows(filter: { _id: string }, now: Date) {
    const live: Stage = {};
    const hits: Record<string, number> = {};
    for (const { name } of this.windows) {
      live[`${name}_reset_at`] = { $gt: now };
      hits[`${name}_hits`] = 1;
    }
    return this.collection.findOneAndUpdate({ ...filter, ...live }, { $inc: hits }, { returnDocument: 'after' });
  }

  /** The hit, opening every window that is over (or the document, for a new key). */
  private async countOpeningWindows(filter: { _id: string }, now: Date) {
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
    // Two first hits at once on a real MongoDB: both upserts may try to insert; the loser's retry counts in the winner's document.
    const doc = await this.collection
      .findOneAndUpdate(filter, update, options)
      .catch((error: unknown) => (isDuplicateKeyError(error) ? this.collection.findOneAndUpdate(filter, update, options) : Promise.reject(error)));
    if (!doc) throw new Error('rate-limit upsert returned no document');
    return doc;
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
