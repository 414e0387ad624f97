import type { Document } from 'bson';
import { type MongoServerError } from 'mongodb';
import { type FinishedOperation, PROFILE_COLLECTION_BYTES, Profiler } from '../../src/embedded-mongo/commands/profiler';
import { connectTarget, tempDir, withAppDb } from './target';

const connected = connectTarget();

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: MongoServerError) => error);

function finished(comment: string, startedAt = 0): FinishedOperation {
  return {
    name: 'find',
    db: 'p',
    command: { find: 'c', filter: {}, comment, $db: 'p' },
    reply: { cursor: { firstBatch: [], id: { isZero: () => true }, ns: 'p.c' }, ok: 1 },
    stats: { keysExamined: 0, docsExamined: 0, planSummary: 'COLLSCAN' },
    startedAt,
    level: 2,
    client: { connectionId: 1, host: '127.0.0.1', port: 1, connectedAt: 0 },
  };
}

const comments = (profiler: Profiler) => [...(profiler.collection('p.system.profile')?.docs.values() ?? [])].map((entry: Document) => entry.command.comment as string);

describe('the profiler', () => {
  test('system.profile keeps its newest entries within 1 MB, dropping the oldest as a capped collection does', () => {
    const profiler = new Profiler();
    profiler.configure('p', { profile: 2 });
    const padding = 'x'.repeat(10_000);
    for (let i = 0; i < 150; i++) profiler.record(finished(`${i}-${padding}`));
    const kept = comments(profiler);
    expect(kept.length).toBeLessThan(150);
    expect(kept.length).toBeGreaterThan(90);
    expect(kept[kept.length - 1]!.startsWith('149-')).toBe(true);
    expect(kept[0]!.startsWith(`${150 - kept.length}-`)).toBe(true);
    const bytes = [...profiler.collection('p.system.profile')!.docs.values()].reduce((total, entry) => total + Buffer.byteLength(JSON.stringify(entry)), 0);
    expect(bytes).toBeLessThanOrEqual(PROFILE_COLLECTION_BYTES * 1.05);
  });

  test('level 1 records only operations slower than slowms; a level set later does not apply to running ones', () => {
    const profiler = new Profiler();
    profiler.configure('p', { profile: 1, slowms: 50 });
    profiler.record({ ...finished('fast', 1000), level: 1 }, 1010);
    profiler.record({ ...finished('slow', 1000), level: 1 }, 1100);
    profiler.record({ ...finished('started at level 0', 1000), level: 0 }, 2000);
    expect(comments(profiler)).toEqual(['slow']);
    expect(profiler.configure('p', { profile: 0, slowms: 100 })).toMatchObject({ was: 1, slowms: 50 });
  });

  test('clients cannot write to system.profile; profile entries are read with find and aggregate', async () => {
    const { db } = connected;
    expect(await failure(db.collection('system.profile').insertOne({ x: 1 }))).toMatchObject({ code: 73, message: `cannot write to ${db.databaseName}.system.profile` });
    await db.command({ profile: 2 });
    await db.collection<{ _id: number }>('profiled').insertMany([{ _id: 1 }, { _id: 2 }]);
    await db.collection<{ _id: number }>('profiled').find({ _id: 2 }).toArray();
    await db.command({ profile: 0 });
    const inserts = await db.collection('system.profile').aggregate([{ $match: { op: 'insert' } }, { $project: { _id: 0, ninserted: 1, 'command.insert': 1 } }]).toArray();
    expect(inserts).toEqual([{ command: { insert: 'profiled' }, ninserted: 2 }]);
    const [read] = await db.collection('system.profile').find({ op: 'query' }).toArray();
    expect(read).toMatchObject({ ns: `${db.databaseName}.profiled`, nreturned: 1, planSummary: 'IDHACK', client: '127.0.0.1', user: '', allUsers: [] });
    expect(read!.ts).toBeInstanceOf(Date);
    expect(read).not.toHaveProperty('_id');
    expect((await db.listCollections({ name: 'system.profile' }).toArray())[0]).toMatchObject({ options: { capped: true, size: PROFILE_COLLECTION_BYTES } });
    await db.collection('system.profile').drop();
  });
  test('system.profile survives a restart through the log, keeps its 1 MB bound on replay and has no _id index, with its UUID', async () => {
    const dbPath = tempDir();
    const padding = 'x'.repeat(10_000);
    let profileUuid: Document | undefined;
    await withAppDb(dbPath, async (db) => {
      await db.command({ profile: 2 });
      for (let i = 0; i < 120; i++) await db.collection('c').find({}, { comment: `p${i}-${padding}` }).toArray();
      await db.command({ profile: 0 });
      const [created] = await db.listCollections({ name: 'system.profile' }).toArray();
      profileUuid = ((created as Document | undefined)?.info as Document).uuid as Document;
      expect(profileUuid).toBeDefined();
    });
    await withAppDb(dbPath, async (db) => {
      const entries = await db.collection('system.profile').find({ op: 'query' }, { projection: { _id: 0, 'command.comment': 1 } }).toArray();
      const kept = entries.map((entry) => String(entry.command.comment).split('-')[0]);
      // About 100 entries of 10 KB fit in 1 MB; the oldest went, the newest stayed, in order.
      expect(kept.length).toBeGreaterThan(90);
      expect(kept.length).toBeLessThan(105);
      expect(kept.at(-1)).toBe('p119');
      expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => `p${120 - kept.length + i}`));
      expect(entries.every((entry) => !('_id' in entry))).toBe(true);
      expect(await db.collection('system.profile').listIndexes().toArray()).toEqual([]);
      const [info] = await db.listCollections({ name: 'system.profile' }).toArray();
      expect(info).toEqual({ name: 'system.profile', type: 'collection', options: { capped: true, size: PROFILE_COLLECTION_BYTES }, info: { readOnly: false, uuid: profileUuid } });
      await db.collection('system.profile').drop();
    });
    await withAppDb(dbPath, async (db) => {
      expect(await db.listCollections({ name: 'system.profile' }).toArray()).toEqual([]);
    });
  });
});
