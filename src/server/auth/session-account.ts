import { ACCOUNT_SETTINGS, ACCOUNT_SETTINGS_ID, twoFactorRequiredBy, type AccountSettings } from '../accounts/account-settings';
import type { Database } from '../db/database';
import { ObjectId } from '../db/driver';
import type { AdminUserFields } from '../models/admin-user';

export type SessionAccountFields = Pick<AdminUserFields, 'email' | 'role' | 'totpSecret'> & { _id: ObjectId };

/**
 * What every signed-in request needs from MongoDB besides its session: the account (only the fields
 * req.user is made of, no password hash or recovery codes) and the studio's two-factor rule. One
 * aggregate on the driver ($unionWith appends the settings document) instead of a mongoose query and a
 * second read: a round trip less per request (measured with scripts/bench-compare.ts, README).
 * `user` is undefined when the account no longer exists.
 */
export async function sessionAccount(db: Database, id: string): Promise<{ user?: SessionAccountFields; studioRequiresTwoFactor: boolean }> {
  const docs = await db.native
    .collection<SessionAccountFields>(db.models.AdminUser.collection.collectionName)
    .aggregate<SessionAccountFields | AccountSettings>([
      { $match: { _id: new ObjectId(id) } },
      { $project: { email: 1, role: 1, totpSecret: 1 } },
      { $unionWith: { coll: ACCOUNT_SETTINGS, pipeline: [{ $match: { _id: ACCOUNT_SETTINGS_ID } }] } },
    ])
    .toArray();
  const settings = docs.find((doc): doc is AccountSettings => doc._id === ACCOUNT_SETTINGS_ID);
  return {
    user: docs.find((doc): doc is SessionAccountFields => doc._id instanceof ObjectId),
    studioRequiresTwoFactor: twoFactorRequiredBy(settings),
  };
}
