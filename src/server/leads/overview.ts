import { trusted } from 'mongoose';
import {
  DUE_SOON_AFTER_MS,
  OPEN_STATUSES,
  OVERDUE_AFTER_MS,
  OVERVIEW_DAYS,
  OVERVIEW_WEEKS,
  type LeadsOverview,
  type WeekBucket,
} from '../../shared/lead-schema';
import type { Database } from '../db/database';
import { statusCounts } from '../admin/submissions-service';
import { countsByStatus, leadStatusOf, statusIs } from './lead-filters';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the week holding `time`. */
export function weekStart(time: number): number {
  const date = new Date(time);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - sinceMonday);
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** New inquiries per week by where each stands now, oldest week first, the current week last. */
export function weeklyBuckets(leads: Array<{ created_at: Date; status?: string | null }>, now: number): WeekBucket[] {
  const first = weekStart(now) - (OVERVIEW_WEEKS - 1) * WEEK_MS;
  const weeks = Array.from({ length: OVERVIEW_WEEKS }, (_, i) => ({
    start: new Date(first + i * WEEK_MS).toISOString(),
    counts: countsByStatus([]),
  }));
  for (const lead of leads) {
    // Weeks are 7 × 24 h in UTC, so the index is a plain division.
    const index = Math.floor((lead.created_at.getTime() - first) / WEEK_MS);
    if (index >= 0 && index < OVERVIEW_WEEKS) weeks[index]!.counts[leadStatusOf(lead)] += 1;
  }
  return weeks;
}

/** Leads received since `since` (three fields each, by the created_at index). */
function leadsSince(db: Database, since: number) {
  return db.models.ContactSubmission.find({ created_at: trusted({ $gte: new Date(since) }) })
    .select({ created_at: 1, status: 1, first_reply_at: 1 })
    .lean();
}

/** The chart's figures alone (GET /api/admin/overview/chart.svg). */
export async function weeklyInquiries(db: Database, now: number): Promise<WeekBucket[]> {
  return weeklyBuckets(await leadsSince(db, weekStart(now) - (OVERVIEW_WEEKS - 1) * WEEK_MS), now);
}

/**
 * The figures above the inbox, in three index-bounded queries: open leads per stage over the unarchived
 * ones ({archived, status}), the unanswered leads older than 20 hours (their dates only) for the 24-hour
 * marks, and the last 12 weeks by created_at (three fields each) for both the chart and the 30-day median.
 */
export async function leadsOverview(db: Database, now: number): Promise<LeadsOverview> {
  const model = db.models.ContactSubmission;
  const since = weekStart(now) - (OVERVIEW_WEEKS - 1) * WEEK_MS;
  const [counts, waitingLong, recent] = await Promise.all([
    statusCounts(model, 'all'),
    model
      .find({ archived: false, ...statusIs('new'), created_at: trusted({ $lt: new Date(now - DUE_SOON_AFTER_MS) }) })
      .select({ created_at: 1 })
      .lean(),
    leadsSince(db, Math.min(since, now - OVERVIEW_DAYS * DAY_MS)),
  ]);
  const overdue = waitingLong.filter((lead) => now - lead.created_at.getTime() > OVERDUE_AFTER_MS).length;
  const monthAgo = now - OVERVIEW_DAYS * DAY_MS;
  const waits = recent.filter((lead) => lead.first_reply_at && lead.created_at.getTime() >= monthAgo).map((lead) => lead.first_reply_at!.getTime() - lead.created_at.getTime());
  return {
    open: Object.fromEntries(OPEN_STATUSES.map((status) => [status, counts[status]])) as LeadsOverview['open'],
    overdue,
    due_soon: waitingLong.length - overdue,
    median_first_reply_ms: median(waits),
    answered_30d: waits.length,
    weeks: weeklyBuckets(recent, now),
  };
}
