import type { Db } from '../db/driver';
import { ensureAuditIndexes } from '../audit/audit-log';
import { ensureSessionIndexes } from './account-sessions';
import { ensureInviteIndexes } from './invitations';
import { ensureResetIndexes } from './password-resets';

/** Indexes of account management's collections (createIndex is idempotent: every instance runs it at start). */
export async function ensureAccountIndexes(db: Db): Promise<void> {
  await Promise.all([ensureInviteIndexes(db), ensureResetIndexes(db), ensureSessionIndexes(db), ensureAuditIndexes(db)]);
}
