import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import { NotReadyError, ObsoleteJobError, PermanentDeliveryError } from './delivery-errors';
import type { OutboxJob } from './outbox-job';
import type { OutboxStore } from './outbox-store';

/** Runs one kind of job. Throws a delivery error to say what went wrong; anything else counts as temporary. */
export type JobHandler = (job: OutboxJob) => Promise<void>;

export interface OutboxWorkerOptions {
  store: OutboxStore;
  handlers: Record<string, JobHandler>;
  logger: Logger;
  pollMs: number;
  retryBaseMs: number;
  /** Jobs run at once by this instance (a slow mail server should not hold up the others). */
  concurrency?: number;
  /** Called after each job ends, for metrics. */
  onSettled?: (kind: string, outcome: 'done' | 'retry' | 'failed') => void;
}

const DEFAULT_CONCURRENCY = 4;

/**
 * Every instance runs one worker. It claims due jobs with a lease (a few at a time), renews the lease while
 * a job runs (so a slow send is never taken over and repeated by another instance), and settles the
 * job only while it still holds the lease. Only a crash in the middle of a job can make another instance
 * run it again after the lease expires: at least once, never lost (docs/decisions/0002-outbox.md).
 */
export class OutboxWorker {
  readonly id = `${process.pid}-${randomUUID()}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly current = new Set<OutboxJob>();
  private stopped = true;
  private wakeRequested = false;
  /** Polling is failing (database down): said once when it starts and once when it ends, not every poll. */
  private pollingFails = false;

  constructor(private readonly options: OutboxWorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Work right away instead of at the next poll, e.g. after this instance enqueued a job. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.wakeRequested = true;
    else this.schedule(0);
  }

  /**
   * Stops claiming. Jobs in progress may finish within `graceMs`; those that do not are handed back so
   * another instance takes them up at once instead of after their lease expires.
   */
  async stop(graceMs = 5_000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (!this.running) return;
    const finished = await Promise.race([this.running.then(() => true), delay(graceMs).then(() => false)]);
    if (finished) return;
    for (const job of this.current) {
      await this.options.store.release(job, this.id).catch(() => undefined);
      this.options.logger.warn({ job: String(job._id) }, 'outbox: job handed back at shutdown');
    }
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.drain().finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const again = this.wakeRequested;
        this.wakeRequested = false;
        this.schedule(again ? 0 : this.options.pollMs);
      });
    }, ms);
    this.timer.unref();
  }

  /** Runs due jobs until none is left. A database error ends this round; the next poll tries again. */
  private async drain(): Promise<void> {
    const lanes = Array.from({ length: this.options.concurrency ?? DEFAULT_CONCURRENCY }, () => this.drainLane());
    await Promise.all(lanes);
  }

  private async drainLane(): Promise<void> {
    try {
      while (!this.stopped) {
        const job = await this.options.store.claim(this.id);
        this.pollingRecovered();
        if (!job) return;
        this.current.add(job);
        try {
          await this.run(job);
        } finally {
          this.current.delete(job);
        }
      }
    } catch (error) {
      if (!this.pollingFails) this.options.logger.warn({ error: String(error) }, 'outbox: polling failed; will keep trying');
      this.pollingFails = true;
    }
  }

  private pollingRecovered(): void {
    if (!this.pollingFails) return;
    this.pollingFails = false;
    this.options.logger.info('outbox: polling works again');
  }

  private async run(job: OutboxJob): Promise<void> {
    const { store, logger } = this.options;
    const log = logger.child({ job: String(job._id), kind: job.kind, attempt: job.attempts });
    const handler = this.options.handlers[job.kind];
    if (!handler) {
      await store.markFailed(job, this.id, `no handler for job kind '${job.kind}'`);
      return this.settled(job, 'failed');
    }
    const heartbeat = setInterval(() => void store.renew(job, this.id).catch(() => undefined), store.leaseMs / 3);
    heartbeat.unref();
    try {
      await handler(job);
      if (!(await store.markDone(job, this.id))) log.warn('outbox: lease lost before the job was marked done');
      log.info('outbox: job done');
      this.settled(job, 'done');
    } catch (error) {
      await this.onError(job, error, log);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async onError(job: OutboxJob, error: unknown, log: Logger): Promise<void> {
    const { store } = this.options;
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof NotReadyError) {
      await store.release(job, this.id, error.retryInMs);
      return;
    }
    if (error instanceof ObsoleteJobError) {
      await store.remove(job, this.id);
      log.info({ reason: message }, 'outbox: job removed');
      return;
    }
    if (error instanceof PermanentDeliveryError) {
      await store.markFailed(job, this.id, message);
      log.error({ error: message }, 'outbox: job failed permanently');
      return this.settled(job, 'failed');
    }
    const state = await store.markRetry(job, this.id, message, this.options.retryBaseMs);
    if (state === 'failed') log.error({ error: message }, 'outbox: job failed after its last attempt');
    else log.warn({ error: message }, 'outbox: job will be retried');
    this.settled(job, state === 'failed' ? 'failed' : 'retry');
  }

  private settled(job: OutboxJob, outcome: 'done' | 'retry' | 'failed'): void {
    this.options.onSettled?.(job.kind, outcome);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
