import type { LeadStatus } from '../../shared/lead-schema';
import type { Database } from '../db/database';
import { statusIs } from './lead-filters';

/**
 * Every change of a lead's pipeline status goes through here, from a PATCH or from a reply, so that
 * whatever must accompany one (an audit entry) is written in one place. `onlyFrom`: change it only
 * while it is still at that status (a reply moves `new` to `replied` and leaves later stages alone),
 * in the same single-document update, so two staff acting at once cannot step on each other.
 * Returns the lead after the change, or null when no lead matched.
 */
export async function changeStatus(db: Database, id: string, to: LeadStatus, options: { by: string; onlyFrom?: LeadStatus }) {
  return db.models.ContactSubmission.findOneAndUpdate(
    { _id: id, ...(options.onlyFrom ? statusIs(options.onlyFrom) : {}) },
    { $set: { status: to } },
    { returnDocument: 'after' },
  ).lean();
}
