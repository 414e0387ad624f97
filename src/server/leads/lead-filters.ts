import { trusted } from 'mongoose';
import { LEAD_STATUSES, type LeadStatus } from '../../shared/lead-schema';

/** A message stored before pipeline statuses existed has none: it is a `new` lead. */
export function leadStatusOf(doc: { status?: string | null }): LeadStatus {
  return LEAD_STATUSES.find((status) => status === doc.status) ?? 'new';
}

/**
 * The query part for one pipeline status; `new` also matches documents without a status. trusted():
 * the app's filters are sanitised (database.ts), and this operator is ours, not the request's.
 */
export function statusIs(status: LeadStatus): Record<string, unknown> {
  return status === 'new' ? { status: trusted({ $in: ['new', null] }) } : { status };
}

/** Counts per status from `$group` results keyed by the stored value (null: stored before statuses). */
export function countsByStatus(groups: Array<{ _id: unknown; n: number }>): Record<LeadStatus, number> {
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const group of groups) counts[leadStatusOf({ status: typeof group._id === 'string' ? group._id : null })] += group.n;
  return counts;
}
