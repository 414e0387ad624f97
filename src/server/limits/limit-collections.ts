import type { Db } from '../db/driver';

/** A rate-limit window: `hits` counted since the window opened, until `reset_at` (its TTL too). */
export interface RateLimitWindow {
  _id: string;
  hits: number;
  reset_at: Date;
}

/** Recent failed sign-ins of one address + e-mail, newest last, removed by TTL once all are stale. */
export interface LoginFailures {
  _id: string;
  at: Date[];
  expires_at: Date;
}

export const RATE_LIMITS = 'rate_limits';
export const LOGIN_FAILURES = 'login_failures';

/** TTL indexes: MongoDB drops each counter once its window is over, so nothing grows without bound. */
export async function ensureLimitIndexes(db: Db): Promise<void> {
  await Promise.all([
    db.collection<RateLimitWindow>(RATE_LIMITS).createIndex({ reset_at: 1 }, { expireAfterSeconds: 0 }),
    db.collection<LoginFailures>(LOGIN_FAILURES).createIndex({ expires_at: 1 }, { expireAfterSeconds: 0 }),
  ]);
}
