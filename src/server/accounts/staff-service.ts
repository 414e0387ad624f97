import type { AccountDto, Role, StaffOverview } from '../../shared/accounts-schema';
import type { Database } from '../db/database';
import { requiresTwoFactor } from './account-settings';
import { endSessions } from './account-sessions';
import { pendingInvitations, toInvitationDto } from './invitations';
import { withOwnerGuard } from './owner-guard';
import { roleOf } from './roles';

/** The fields of a stored account that the staff page shows. */
interface StoredAccount {
  _id: unknown;
  email: string;
  role?: string | null;
  createdAt?: Date | null;
  lastLoginAt?: Date | null;
  totpSecret?: string | null;
}

export function toAccountDto(account: StoredAccount): AccountDto {
  return {
    id: String(account._id),
    email: account.email,
    role: roleOf(account),
    created_at: (account.createdAt ?? new Date(0)).toISOString(),
    last_sign_in_at: account.lastLoginAt?.toISOString() ?? null,
    two_factor: Boolean(account.totpSecret),
  };
}

export async function staffOverview(db: Database, now: number): Promise<StaffOverview> {
  const [accounts, invitations, required] = await Promise.all([
    db.models.AdminUser.find().sort({ createdAt: 1 }).lean(),
    pendingInvitations(db, now),
    requiresTwoFactor(db),
  ]);
  return { accounts: accounts.map((account) => toAccountDto(account)), invitations: invitations.map(toInvitationDto), require_two_factor: required };
}

/** Changes a role; taking the role of the last owner away is refused (owner-guard.ts). Null: no such account. */
export async function changeRole(db: Database, id: string, role: Role): Promise<{ before: Role; account: AccountDto } | null> {
  const isOwner = async () => role === 'staff' && roleOf((await db.models.AdminUser.findById(id).lean()) ?? { role: 'staff' }) === 'owner';
  return withOwnerGuard(db, isOwner, async () => {
    const before = await db.models.AdminUser.findByIdAndUpdate(id, { $set: { role } }).lean();
    if (!before) return null;
    return { before: roleOf(before), account: toAccountDto({ ...before, role }) };
  });
}

/** Removes an account and ends its sessions everywhere; the last owner cannot be removed. */
export async function removeAccount(db: Database, id: string): Promise<string | null> {
  const isOwner = async () => roleOf((await db.models.AdminUser.findById(id).lean()) ?? { role: 'staff' }) === 'owner';
  return withOwnerGuard(db, isOwner, async () => {
    const removed = await db.models.AdminUser.findByIdAndDelete(id).lean();
    if (!removed) return null;
    await endSessions(db, id);
    return removed.email;
  });
}
