import type { Database } from '../db/database';

export const ACCOUNT_SETTINGS = 'account_settings';

/** Studio-wide account rules that owners set, one document shared by every instance. */
interface AccountSettings {
  _id: 'accounts';
  require_two_factor: boolean;
}

export async function requiresTwoFactor(db: Database): Promise<boolean> {
  const settings = await db.native.collection<AccountSettings>(ACCOUNT_SETTINGS).findOne({ _id: 'accounts' });
  return settings?.require_two_factor === true;
}

export async function setRequireTwoFactor(db: Database, value: boolean): Promise<void> {
  await db.native.collection<AccountSettings>(ACCOUNT_SETTINGS).updateOne({ _id: 'accounts' }, { $set: { require_two_factor: value } }, { upsert: true });
}
