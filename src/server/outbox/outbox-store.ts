import { ObjectId, type Db } from '../db/driver';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff';
import { outboxJobs, type OutboxJob, type OutboxState } from './outbox-job';

/** How long a claim holds a job; the worker renews it while the job runs, so only a dead holder loses it. */
export const DEFAULT_LEASE_MS = 60_000;

/**
 * The outbox collection's operations. Every change is one single-document atomic update (findOneAndUpdate
 * or updateOne on `_id` plus the caller's lease), so any number of instances can share it without
 * transactions.
 */
export class OutboxStore {
  constructor(
    private readonly db: () => Db,
    readonly leaseMs = DEFAULT_LEASE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  private get jobs() {
    return outboxJobs(this.db());
  }

  /** Adds a job, due now unless `delayMs` says otherwise. */
  async enqueue(job: { kind: string; ref: ObjectId; payload?: Record<string, unknown>; delayMs?: number }): Promise<ObjectId> {
    const now = new Date(this.now());
    const _id = new ObjectId();
    await this.jobs.insertOne({
      _id,
      kind: job.kind,
      ref: job.ref,
      ...(job.payload ? { payload: job.payload } : {}),
      state: 'pending',
      attempts: 0,
      next_attempt_at: new Date(now.getTime() + (job.delayMs ?? 0)),
      lease_owner: null,
      lease_until: null,
      created_at: now,
      updated_at: now,
    });
    return _id;
  }

  /**
   * Takes a due job nobody holds, for `owner`, counting the attempt; null when none is due. No sort:
   * every due job is taken within a poll anyway, and without one the { state, next_attempt_at } index
   * answers with its first match instead of sorting the whole backlog on every claim.
   */
  async claim(owner: string): Promise<OutboxJob | null> {
    const now = new Date(this.now());
    return this.jobs.findOneAndUpdate(
      { state: 'pending', next_attempt_at: { $lte: now }, $or: [{ lease_until: null }, { lease_until: { $lte: now } }] },
      { $set: { lease_owner: owner, lease_until: new Date(now.getTime() + this.leaseMs), updated_at: now }, $inc: { attempts: 1 } },
      { returnDocument: 'after' },
    );
  }

  /** Extends the lease of a running job; false when the lease was lost (another instance may run it). */
  async renew(job: OutboxJob, owner: string): Promise<boolean> {
    const now = this.now();
    const result = await this.jobs.updateOne(
      { _id: job._id, lease_owner: owner, state: 'pending' },
      { $set: { lease_until: new Date(now + this.leaseMs) } },
    );
    return result.matchedCount === 1;
  }

  async markDone(job: OutboxJob, owner: string): Promise<boolean> {
    const now = new Date(this.now());
    return this.settle(job, owner, { state: 'done', done_at: now, updated_at: now }, { last_error: '' });
  }

  /** A temporary failure: back to pending after the backoff, or `failed` once the attempts are used up. */
  async markRetry(job: OutboxJob, owner: string, error: string, baseMs: number): Promise<OutboxState> {
    if (job.attempts >= MAX_ATTEMPTS) {
      await this.markFailed(job, owner, error);
      return 'failed';
    }
    const now = this.now();
    await this.settle(job, owner, { state: 'pending', last_error: error, next_attempt_at: new Date(now + retryDelayMs(job.attempts, baseMs)), updated_at: new Date(now) });
    return 'pending';
  }

  async markFailed(job: OutboxJob, owner: string, error: string): Promise<boolean> {
    return this.settle(job, owner, { state: 'failed', last_error: error, updated_at: new Date(this.now()) });
  }

  /** Hands a job back undone: due again after `delayMs`, this attempt not counted (not started, or not ready). */
  async release(job: OutboxJob, owner: string, delayMs = 0): Promise<boolean> {
    const now = this.now();
    const result = await this.jobs.updateOne(
      { _id: job._id, lease_owner: owner, state: 'pending' },
      { $set: { lease_owner: null, lease_until: null, next_attempt_at: new Date(now + delayMs), updated_at: new Date(now) }, $inc: { attempts: -1 } },
    );
    return result.matchedCount === 1;
  }

  async remove(job: OutboxJob, owner: string): Promise<void> {
    await this.jobs.deleteOne({ _id: job._id, lease_owner: owner });
  }

  /** Staff asked to try a failed job again: a fresh set of attempts, due now. */
  async retryFailed(ref: ObjectId, kind: string): Promise<OutboxJob | null> {
    const now = new Date(this.now());
    return this.jobs.findOneAndUpdate(
      { ref, kind, state: 'failed' },
      { $set: { state: 'pending', attempts: 0, next_attempt_at: now, lease_owner: null, lease_until: null, updated_at: now } },
      { returnDocument: 'after' },
    );
  }

  /** The latest job of `kind` for each of `refs`, for the inbox to show delivery states. */
  async latestFor(refs: ObjectId[], kind: string): Promise<Map<string, OutboxJob>> {
    const jobs = await this.jobs.find({ ref: { $in: refs }, kind }).sort({ created_at: 1 }).toArray();
    return new Map(jobs.map((job) => [job.ref.toHexString(), job]));
  }

  /** Every job about `ref`, oldest first (a lead's notification and replies). */
  async jobsFor(ref: ObjectId): Promise<OutboxJob[]> {
    return this.jobs.find({ ref }).sort({ created_at: 1 }).toArray();
  }

  /** Deletes every job about `ref` (its message was deleted). */
  async removeFor(ref: ObjectId): Promise<void> {
    await this.jobs.deleteMany({ ref });
  }

  async countByState(): Promise<Record<OutboxState, number>> {
    const counts = { pending: 0, done: 0, failed: 0 };
    const groups = await this.jobs.aggregate<{ _id: OutboxState; n: number }>([{ $group: { _id: '$state', n: { $sum: 1 } } }]).toArray();
    for (const group of groups) if (group._id in counts) counts[group._id] = group.n;
    return counts;
  }

  /** Ends a job for good, only while `owner` still holds it: a lost lease never overwrites the new holder's work. */
  private async settle(job: OutboxJob, owner: string, set: Partial<OutboxJob>, unset?: Partial<Record<keyof OutboxJob, ''>>): Promise<boolean> {
    const result = await this.jobs.updateOne(
      { _id: job._id, lease_owner: owner },
      { $set: { ...set, lease_owner: null, lease_until: null }, ...(unset ? { $unset: unset } : {}) },
    );
    return result.matchedCount === 1;
  }
}
