import type { LeadStatus } from '../../shared/lead-schema';
import type { Database } from '../db/database';
import { recordAudit } from '../audit/audit-log';
import { leadStatusOf, statusIs } from './lead-filters';

/**
 * Every change of a lead's pipeline status goes through here, from a PATCH or from a reply, so that
 * whatever must accompany one (an audit entry) is written in one place. `onlyFrom`: change it only
 * while it is still at that status (a reply moves `new` to `replied` and leaves later stages alone),
 * in the same single-document update, so two staff acting at once cannot step on each other.
 * Returns the lead after the change, or null when no lead matched.
 */
export async function changeStatus(
  db: Database,
  id: string,
  to: LeadStatus,
  options: { by: string; onlyFrom?: LeadStatus; ip?: string; now?: () => number },
) {
  const before = await db.models.ContactSubmission.findOneAndUpdate(
    { _id: id, ...(options.onlyFrom ? statusIs(options.onlyFrom) : {}) },
    { $set: { status: to } },
    { returnDocument: 'before' },
  ).lean();
  if (!before) return null;
  const from = leadStatusOf(before);
  if (from !== to) await recordAudit(db, { actor: options.by, action: 'status-change', target: `${id}: ${from} → ${to}`, ip: options.ip }, undefined, options.now);
  return { ...before, status: to };
}
