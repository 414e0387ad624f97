import type { Database } from '../db/database';
import type { Db, ObjectId } from '../db/driver';
import { hashToken, newOneTimeToken, tokenMatches } from './one-time-tokens';

export const PASSWORD_RESETS = 'password_resets';
export const RESET_VALID_MS = 60 * 60_000;

/** A reset link: stored as the token's SHA-256 (`_id`), for one account, one hour, one use. */
interface PasswordReset {
  _id: string;
  user_id: ObjectId;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

function resets(db: Db) {
  return db.collection<PasswordReset>(PASSWORD_RESETS);
}

export async function ensureResetIndexes(db: Db): Promise<void> {
  await Promise.all([resets(db).createIndex({ expires_at: 1 }, { expireAfterSeconds: 0 }), resets(db).createIndex({ user_id: 1 })]);
}

/** A new link for an account; earlier unused links of that account stop working (only the latest e-mail counts). */
export async function createPasswordReset(db: Database, userId: ObjectId, now: number): Promise<string> {
  const token = newOneTimeToken();
  await resets(db.native).deleteMany({ user_id: userId, used_at: null });
  await resets(db.native).insertOne({ _id: hashToken(token), user_id: userId, created_at: new Date(now), expires_at: new Date(now + RESET_VALID_MS), used_at: null });
  return token;
}

/** Whether a link can still be used, without using it (the reset page shows this). */
export async function resetIsUsable(db: Database, token: string, now: number): Promise<boolean> {
  const reset = await resets(db.native).findOne({ _id: hashToken(token), used_at: null, expires_at: { $gt: new Date(now) } });
  return Boolean(reset && tokenMatches(token, reset._id));
}

/** Uses the link up atomically and answers whose account it is; null when unknown, used or expired. */
export async function claimPasswordReset(db: Database, token: string, now: number): Promise<ObjectId | null> {
  const reset = await resets(db.native).findOneAndUpdate(
    { _id: hashToken(token), used_at: null, expires_at: { $gt: new Date(now) } },
    { $set: { used_at: new Date(now) } },
    { returnDocument: 'after' },
  );
  return reset && tokenMatches(token, reset._id) ? reset.user_id : null;
}
