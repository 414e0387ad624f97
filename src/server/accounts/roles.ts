import type { NextFunction, Request, Response } from 'express';
import { ACCOUNT_ERRORS, type Role } from '../../shared/accounts-schema';
import { sendError } from '../api/json-errors';
import type { Database } from '../db/database';

/** Accounts from before roles existed have none: they were all-powerful admins, so they are owners. */
export function roleOf(account: { role?: Role | string | null }): Role {
  return account.role === 'staff' ? 'staff' : 'owner';
}

/**
 * Filter for every owner, accounts not yet migrated included. For the driver's collection
 * (`AdminUser.collection`): mongoose's sanitizeFilter would neutralise the operator.
 */
export const OWNERS = { role: { $ne: 'staff' } } as const;

/**
 * Writes 'owner' into every account that has no role yet (an upgrade from before issue 20). Safe to run
 * on every start and by several instances at once: the filter only matches unmigrated accounts, and two
 * instances setting the same value to the same documents end in the same state.
 */
export async function migrateAccountRoles(db: Database): Promise<number> {
  // The driver's collection: mongoose would cast (and refuse) the $exists operator on a string path.
  const result = await db.models.AdminUser.collection.updateMany({ role: { $exists: false } }, { $set: { role: 'owner' } });
  return result.modifiedCount;
}

/** API guard after requireAdmin: only owners get through, staff get a 403. */
export function requireOwner(req: Request, res: Response, next: NextFunction): void {
  if (req.user?.role === 'owner') return next();
  sendError(res, 403, ACCOUNT_ERRORS.ownerOnly);
}
