import type { Collection, Db, Document } from '../../src/server/db/driver';
import { WindowCounter } from '../../src/server/limits/window-counter';
import { useTestDatabase } from '../helpers/test-db';

const database = useTestDatabase();
let now: number;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const t0 = Date.UTC(2026, 10, 25, 9, 0, 0);

beforeEach(() => {
  now = t0;
});

/** The form of each update the counter sent: `$inc` or a pipeline. */
let updates: string[];
beforeEach(() => {
  updates = [];
});

/** The test database, with each findOneAndUpdate on a collection recorded in `updates`. */
function recordingDb(): Db {
  const db = database.db.native;
  return new Proxy(db, {
    get(target, property) {
      if (property !== 'collection') return Reflect.get(target, property, target);
      return (name: string) => {
        const collection = target.collection(name);
        return new Proxy(collection, {
          get(inner, key) {
            if (key !== 'findOneAndUpdate') return Reflect.get(inner, key, inner);
            return (...args: Parameters<Collection<Document>['findOneAndUpdate']>) => {
              const update = args[1];
              updates.push(Array.isArray(update) ? 'pipeline' : Object.keys(update).join());
              return inner.findOneAndUpdate(...args);
            };
          },
        });
      };
    },
  });
}

const counter = () =>
  new WindowCounter(
    recordingDb,
    'test:',
    [
      { name: 'minute', ms: MINUTE },
      { name: 'day', ms: DAY },
    ],
    () => now,
  );
const stored = () => database.db.native.collection('rate_limits').findOne({ _id: 'test:203.0.113.9' as never });

test('the first hit opens every window; the document expires with the latest one', async () => {
  expect(await counter().hit('203.0.113.9')).toEqual([
    { name: 'minute', hits: 1, resetAt: new Date(t0 + MINUTE) },
    { name: 'day', hits: 1, resetAt: new Date(t0 + DAY) },
  ]);
  expect(await stored()).toMatchObject({ minute_hits: 1, day_hits: 1, reset_at: new Date(t0 + DAY) });
});

test('hits count in live windows; a window that is over reopens at 1 while the others keep counting', async () => {
  const limits = counter();
  await limits.hit('203.0.113.9');
  now = t0 + 30_000;
  expect((await limits.hit('203.0.113.9')).map((c) => c.hits)).toEqual([2, 2]);
  now = t0 + MINUTE;
  expect(await limits.hit('203.0.113.9')).toEqual([
    { name: 'minute', hits: 1, resetAt: new Date(t0 + 2 * MINUTE) },
    { name: 'day', hits: 3, resetAt: new Date(t0 + DAY) },
  ]);
  expect((await stored())?.reset_at).toEqual(new Date(t0 + DAY));
  // Another address has its own windows.
  expect((await limits.hit('198.51.100.4')).map((c) => c.hits)).toEqual([1, 1]);
});

test('a hit given back leaves live windows only, never below zero', async () => {
  const limits = counter();
  await limits.hit('203.0.113.9');
  await limits.hit('203.0.113.9');
  await limits.giveBack('203.0.113.9');
  expect(await stored()).toMatchObject({ minute_hits: 1, day_hits: 1 });
  now = t0 + 2 * MINUTE;
  await limits.giveBack('203.0.113.9');
  // The minute was over: its count stays (the next hit reopens it); the day gives one back.
  expect(await stored()).toMatchObject({ minute_hits: 1, day_hits: 0 });
  await limits.giveBack('203.0.113.9');
  expect(await stored()).toMatchObject({ minute_hits: 1, day_hits: 0 });
});

test('concurrent hits on a new key all count', async () => {
  const limits = counter();
  const results = await Promise.all(Array.from({ length: 30 }, () => limits.hit('203.0.113.9')));
  expect(results.map((counts) => counts[0]!.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  expect(await stored()).toMatchObject({ minute_hits: 30, day_hits: 30 });
});

test('a hit while every window is live is one $inc; opening a window takes the pipeline after it', async () => {
  const limits = counter();
  await limits.hit('203.0.113.9');
  expect(updates).toEqual(['$inc', 'pipeline']);
  updates = [];
  now = t0 + 10_000;
  expect((await limits.hit('203.0.113.9')).map((c) => c.hits)).toEqual([2, 2]);
  expect(updates).toEqual(['$inc']);
  updates = [];
  now = t0 + MINUTE + 1;
  expect((await limits.hit('203.0.113.9')).map((c) => c.hits)).toEqual([1, 3]);
  expect(updates).toEqual(['$inc', 'pipeline']);
  // A window ending exactly now is over (its reset is not after now), as the pipeline decides.
  updates = [];
  now = t0 + 2 * MINUTE + 1;
  expect((await limits.hit('203.0.113.9')).map((c) => c.hits)).toEqual([1, 4]);
  expect(updates).toEqual(['$inc', 'pipeline']);
});
