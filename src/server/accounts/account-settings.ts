import type { Database } from '../db/database';

export const ACCOUNT_SETTINGS = 'account_settings';
/** The one settings document's _id in ACCOUNT_SETTINGS. */
export const ACCOUNT_SETTINGS_ID = 'accounts';

/** Studio-wide account rules that owners set, one document shared by every instance. */
export interface AccountSettings {
  _id: typeof ACCOUNT_SETTINGS_ID;
  require_two_factor: boolean;
}

/** The rule as a settings document (or its absence: nothing set yet) states it. */
export function twoFactorRequiredBy(settings: AccountSettings | null | undefined): boolean {
  return settings?.require_two_factor === true;
}

export async function requiresTwoFactor(db: Database): Promise<boolean> {
  return twoFactorRequiredBy(await db.native.collection<AccountSettings>(ACCOUNT_SETTINGS).findOne({ _id: ACCOUNT_SETTINGS_ID }));
}

export async function setRequireTwoFactor(db: Database, value: boolean): Promise<void> {
  await db.native.collection<AccountSettings>(ACCOUNT_SETTINGS).updateOne({ _id: ACCOUNT_SETTINGS_ID }, { $set: { require_two_factor: value } }, { upsert: true });
}
