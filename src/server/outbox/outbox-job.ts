import type { Db, ObjectId } from '../db/driver';

/**
 * A job's life: `pending` (due at `next_attempt_at`; while an instance holds it, `lease_until` is in the
 * future) → `done`, or `failed` after a permanent error or the last attempt. Staff can put a failed job
 * back to `pending`.
 */
export const OUTBOX_STATES = ['pending', 'done', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export interface OutboxJob {
  _id: ObjectId;
  /** Which handler runs it, e.g. 'contact-notification'. */
  kind: string;
  /** The record the job is about (a contact message), for the inbox to show its delivery state. */
  ref: ObjectId;
  payload?: Record<string, unknown>;
  state: OutboxState;
  /** Attempts started, counted when claimed, so a crash in the middle of one still counts. */
  attempts: number;
  last_error?: string;
  next_attempt_at: Date;
  lease_owner?: string | null;
  lease_until?: Date | null;
  created_at: Date;
  updated_at: Date;
  done_at?: Date;
}

export const OUTBOX = 'outbox_jobs';

export function outboxJobs(db: Db) {
  return db.collection<OutboxJob>(OUTBOX);
}

export async function ensureOutboxIndexes(db: Db): Promise<void> {
  await Promise.all([
    // The worker's claim: due pending jobs, oldest due first.
    outboxJobs(db).createIndex({ state: 1, next_attempt_at: 1 }),
    // The inbox: a message's jobs.
    outboxJobs(db).createIndex({ ref: 1, kind: 1 }),
  ]);
}
