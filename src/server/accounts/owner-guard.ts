import { randomUUID } from 'node:crypto';
import { ACCOUNT_ERRORS } from '../../shared/accounts-schema';
import type { Database } from '../db/database';
import { isDuplicateKeyError } from '../db/duplicate-key';
import { OWNERS } from './roles';

export const ACCOUNT_LOCKS = 'account_locks';
const OWNER_LOCK_ID = 'owners';
/** Long enough for one count and one update; a crashed holder's lease runs out on its own. */
const LEASE_MS = 10_000;
const WAIT_MS = 3_000;
const RETRY_MS = 25;

interface AccountLock {
  _id: string;
  holder: string | null;
  lease_until: Date;
}

export class OwnerGuardError extends Error {
  constructor(
    message: string,
    readonly status: 409 | 503,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a change that may take an owner away (demotion, removal) so that the studio never ends with none,
 * without transactions. Every such change, on any instance, first takes the one lease document
 * { _id: 'owners' } with a single-document findOneAndUpdate; holding it, it counts the owners and
 * refuses (409) when `owner` is the last one. Two owners demoting each other at once are therefore
 * serialised: the second sees one owner left. A holder that dies loses the lease after LEASE_MS.
 */
export async function withOwnerGuard<T>(db: Database, targetIsOwner: () => Promise<boolean>, change: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const locks = db.native.collection<AccountLock>(ACCOUNT_LOCKS);
  const holder = randomUUID();
  const deadline = now() + WAIT_MS;
  for (;;) {
    const at = now();
    try {
      const taken = await locks.findOneAndUpdate(
        { _id: OWNER_LOCK_ID, $or: [{ holder: null }, { lease_until: { $lte: new Date(at) } }] },
        { $set: { holder, lease_until: new Date(at + LEASE_MS) } },
        { upsert: true, returnDocument: 'after' },
      );
      if (taken?.holder === holder) break;
    } catch (error) {
      // The upsert of a held lock collides with the existing document: someone else holds it.
      if (!isDuplicateKeyError(error)) throw error;
    }
    if (now() > deadline) throw new OwnerGuardError(ACCOUNT_ERRORS.busy, 409);
    await sleep(RETRY_MS);
  }
  try {
    if ((await targetIsOwner()) && (await db.models.AdminUser.collection.countDocuments(OWNERS)) <= 1) {
      throw new OwnerGuardError(ACCOUNT_ERRORS.lastOwner, 409);
    }
    return await change();
  } finally {
    await locks.updateOne({ _id: OWNER_LOCK_ID, holder }, { $set: { holder: null } });
  }
}
