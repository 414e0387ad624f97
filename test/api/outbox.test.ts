import { ObjectId } from '../../src/server/db/driver';
import { MAX_ATTEMPTS, retryDelayMs } from '../../src/server/outbox/backoff';
import { NotReadyError, PermanentDeliveryError, TemporaryDeliveryError } from '../../src/server/outbox/delivery-errors';
import type { OutboxJob } from '../../src/server/outbox/outbox-job';
import { OutboxStore } from '../../src/server/outbox/outbox-store';
import { OutboxWorker, type JobHandler } from '../../src/server/outbox/outbox-worker';
import { recordingLogger } from '../helpers/recording-logger';
import { useTestDatabase } from '../helpers/test-db';

const database = useTestDatabase({ emptyBeforeEach: ['outbox_jobs'] });
const workers: OutboxWorker[] = [];

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop(50)));
});

const jobs = () => database.db.native.collection<OutboxJob>('outbox_jobs');
const store = (leaseMs?: number) => new OutboxStore(() => database.db.native, leaseMs);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function worker(handlers: Record<string, JobHandler>, options: { leaseMs?: number; pollMs?: number; retryBaseMs?: number } = {}): OutboxWorker {
  const started = new OutboxWorker({
    store: store(options.leaseMs),
    handlers,
    logger: recordingLogger().logger,
    pollMs: options.pollMs ?? 20,
    retryBaseMs: options.retryBaseMs ?? 50,
  });
  started.start();
  workers.push(started);
  return started;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

test('backoff: the base, then doubling; 10 attempts at most', () => {
  expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 60_000))).toEqual([60_000, 120_000, 240_000, 480_000]);
  expect(MAX_ATTEMPTS).toBe(10);
});

test('three workers polling one collection run each of 30 jobs exactly once', async () => {
  const runs = new Map<string, number>();
  const handler: JobHandler = async (job) => {
    runs.set(String(job._id), (runs.get(String(job._id)) ?? 0) + 1);
    await sleep(5);
  };
  const ids = await Promise.all(Array.from({ length: 30 }, () => store().enqueue({ kind: 'test', ref: new ObjectId() })));
  for (let i = 0; i < 3; i++) worker({ test: handler });
  await until(async () => (await jobs().countDocuments({ state: 'done' })) === 30);
  expect(ids.map((id) => runs.get(String(id)))).toEqual(Array(30).fill(1));
  expect(await jobs().countDocuments({ attempts: 1, lease_owner: null })).toBe(30);
});

test('a slow job keeps its lease while it runs: another worker never takes it over', async () => {
  let runs = 0;
  let release!: () => void;
  const blocked = new Promise<void>((resolve) => (release = resolve));
  const slow: JobHandler = async () => {
    runs++;
    await blocked;
  };
  await store().enqueue({ kind: 'slow', ref: new ObjectId() });
  worker({ slow }, { leaseMs: 300 });
  await until(async () => runs === 1);
  worker({ slow }, { leaseMs: 300 });
  // Five lease lengths: without renewal the second worker would have claimed it long ago.
  await sleep(1500);
  expect(runs).toBe(1);
  release();
  await until(async () => (await jobs().findOne({}))?.state === 'done');
  expect(runs).toBe(1);
});

test('a crashed holder loses the job when its lease expires; the attempt it started still counts', async () => {
  const ref = new ObjectId();
  await store().enqueue({ kind: 'mail', ref });
  const crashed = await store(200).claim('instance-that-died');
  expect(crashed).toMatchObject({ attempts: 1, lease_owner: 'instance-that-died' });
  const sent: number[] = [];
  worker({ mail: async (job) => void sent.push(job.attempts) }, { leaseMs: 200 });
  await until(async () => (await jobs().findOne({ ref }))?.state === 'done');
  expect(sent).toEqual([2]);
  // The dead holder's late answer cannot overwrite the outcome.
  expect(await store().markFailed(crashed!, 'instance-that-died', 'too late')).toBe(false);
  expect(await jobs().findOne({ ref })).toMatchObject({ state: 'done', attempts: 2 });
});

test('temporary failures are retried with backoff, a permanent one fails at once, a job that is not ready waits uncounted', async () => {
  const [temporary, permanent, notReady] = [new ObjectId(), new ObjectId(), new ObjectId()];
  let notReadyCalls = 0;
  let temporaryCalls = 0;
  const handlers: Record<string, JobHandler> = {
    temporary: async () => {
      if (++temporaryCalls < 3) throw new TemporaryDeliveryError('451 4.7.1 try again later');
    },
    permanent: async () => {
      throw new PermanentDeliveryError('550 5.1.1 no such mailbox');
    },
    'not-ready': async () => {
      if (++notReadyCalls < 3) throw new NotReadyError('record not visible yet', 30);
    },
  };
  await store().enqueue({ kind: 'temporary', ref: temporary });
  await store().enqueue({ kind: 'permanent', ref: permanent });
  await store().enqueue({ kind: 'not-ready', ref: notReady });
  worker(handlers, { retryBaseMs: 100 });
  await until(async () => (await jobs().countDocuments({ state: { $in: ['done', 'failed'] } })) === 3);
  expect(await jobs().findOne({ ref: temporary })).toMatchObject({ state: 'done', attempts: 3 });
  expect(await jobs().findOne({ ref: permanent })).toMatchObject({ state: 'failed', attempts: 1, last_error: '550 5.1.1 no such mailbox' });
  expect(await jobs().findOne({ ref: notReady })).toMatchObject({ state: 'done', attempts: 1 });
});

test('after the tenth temporary failure the job is failed with the last error', async () => {
  const ref = new ObjectId();
  await store().enqueue({ kind: 'flaky', ref });
  await jobs().updateOne({ ref }, { $set: { attempts: MAX_ATTEMPTS - 1 } });
  worker({ flaky: async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) });
  await until(async () => (await jobs().findOne({ ref }))?.state === 'failed');
  expect(await jobs().findOne({ ref })).toMatchObject({ attempts: MAX_ATTEMPTS, last_error: 'connect ECONNREFUSED 127.0.0.1:25' });
});

test('stopping hands back a job that does not finish within the grace period', async () => {
  const ref = new ObjectId();
  await store().enqueue({ kind: 'stuck', ref });
  let started = false;
  const stuck = worker({ stuck: () => ((started = true), new Promise<void>(() => undefined)) });
  await until(async () => started);
  await stuck.stop(100);
  expect(await jobs().findOne({ ref })).toMatchObject({ state: 'pending', attempts: 0, lease_owner: null, lease_until: null });
  // Another instance takes it at once.
  worker({ stuck: async () => undefined });
  await until(async () => (await jobs().findOne({ ref }))?.state === 'done');
});
