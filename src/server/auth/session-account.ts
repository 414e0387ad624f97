import { ACCOUNT_SETTINGS, ACCOUNT_SETTINGS_ID, twoFactorRequiredBy, type AccountSettings } from '../accounts/account-settings';
import type { Database } from '../db/database';
import { ObjectId, type Document } from '../db/driver';
import type { AdminUserFields } from '../models/admin-user';

export type SessionAccountFields = Pick<AdminUserFields, 'email' | 'role' | 'totpSecret'> & { _id: ObjectId };

/** What every signed-in request needs from MongoDB besides its session. `user` is undefined when the account no longer exists. */
export interface SessionAccount {
  user?: SessionAccountFields;
  studioRequiresTwoFactor: boolean;
}

/** Only the fields req.user is made of: no password hash or recovery codes. */
export const SESSION_ACCOUNT_PROJECTION = { email: 1, role: 1, totpSecret: 1 } as const;

/** Appends the studio's settings document to whatever the pipeline reads. */
export const WITH_ACCOUNT_SETTINGS: Document = { $unionWith: { coll: ACCOUNT_SETTINGS, pipeline: [{ $match: { _id: ACCOUNT_SETTINGS_ID } }] } };

/** The account and the two-factor rule among the documents of a pipeline ending in WITH_ACCOUNT_SETTINGS. */
export function sessionAccountOf(accounts: Document[], settings: Document | undefined): SessionAccount {
  return {
    user: accounts.find((doc): doc is SessionAccountFields => doc._id instanceof ObjectId),
    studioRequiresTwoFactor: twoFactorRequiredBy(settings as AccountSettings | undefined),
  };
}

export const isAccountSettings = (doc: Document): boolean => doc._id === ACCOUNT_SETTINGS_ID;

/**
 * The account (by its id) and the studio's two-factor rule in one aggregate on the driver ($unionWith
 * appends the settings document) instead of a mongoose query and a second read. Sessions read by
 * AccountSessionStore bring this with them; this read is for the ones that do not (just signed in).
 */
export async function sessionAccount(db: Database, id: string): Promise<SessionAccount> {
  const docs = await db.native
    .collection(db.models.AdminUser.collection.collectionName)
    .aggregate([{ $match: { _id: new ObjectId(id) } }, { $project: SESSION_ACCOUNT_PROJECTION }, WITH_ACCOUNT_SETTINGS])
    .toArray();
  return sessionAccountOf(docs, docs.find(isAccountSettings));
}
