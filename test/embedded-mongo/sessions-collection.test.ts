import { type Binary, type Document, MongoClient } from 'mongodb';
import { createHash } from 'node:crypto';
import { spawnStore } from './child-store';
import { describeEmbedded, removeTempDirs, tempDir, withStoreClient } from './target';

const NO_USER = createHash('sha256').update('').digest('hex');

const listSessions = (client: MongoClient, spec: Document = { allUsers: true }) =>
  client.db('config').collection('system.sessions').aggregate([{ $listSessions: spec }]).toArray();
const localIds = async (client: MongoClient) =>
  (await client.db('admin').aggregate([{ $listLocalSessions: { allUsers: true } }]).toArray()).map(hexOf);
/** A command run under an explicit session; its id as hex. */
async function useSession(client: MongoClient, session = client.startSession()): Promise<{ id: Binary; hex: string }> {
  await client.db('app').command({ ping: 1 }, { session });
  const id = session.id!.id as Binary;
  return { id, hex: Buffer.from(id.buffer).toString('hex') };
}
const hexOf = (doc: Document) => Buffer.from(((doc._id as Document).id as Binary).buffer).toString('hex');

describeEmbedded('config.system.sessions: the logical session cache written as a standalone mongod writes it', () => {
  afterAll(removeTempDirs);

  test('a refresh upserts each cached session with its lastUse, creates the TTL index and empties the cache; endSessions removes at the next refresh', async () => {
    await withStoreClient(tempDir(), { enableTestCommands: true }, async (client) => {
      expect(await listSessions(client)).toEqual([]);
      const session = client.startSession();
      const { id, hex } = await useSession(client, session);
      expect(await localIds(client)).toContain(hex);
      const before = Date.now();
      expect(await client.db('app').command({ refreshLogicalSessionCacheNow: 1 })).toEqual({ ok: 1 });
      const stored = await listSessions(client, { allUsers: true });
      const mine = stored.find((doc) => hexOf(doc) === hex);
      expect(Object.keys(mine!)).toEqual(['_id', 'lastUse']);
      expect(Object.keys(mine!._id as Document)).toEqual(['id', 'uid']);
      expect(Buffer.from(((mine!._id as Document).uid as Binary).buffer).toString('hex')).toBe(NO_USER);
      expect((mine!.lastUse as Date).getTime()).toBeGreaterThanOrEqual(before - 5);
      // The cache was emptied by the refresh: only the sessions used since (the listing command's own) remain.
      expect(await localIds(client)).not.toContain(hex);
      expect(await client.db('config').collection('system.sessions').indexes()).toEqual([
        { v: 2, key: { _id: 1 }, name: '_id_' },
        { v: 2, key: { lastUse: 1 }, name: 'lsidTTLIndex', expireAfterSeconds: 1800 },
      ]);
      // The implicit request is for the user's own sessions (no user: the no-auth digest); another user has none.
      expect((await listSessions(client, {})).length).toBe(stored.length);
      expect(await listSessions(client, { users: [{ user: 'someone', db: 'admin' }] })).toEqual([]);

      // endSessions: still listed locally and stored until the next refresh removes it.
      await useSession(client, session);
      await client.db('admin').command({ endSessions: [{ id }] });
      expect(await localIds(client)).toContain(hex);
      await client.db('admin').command({ refreshLogicalSessionCacheNow: 1 });
      expect((await listSessions(client)).map(hexOf)).not.toContain(hex);
    });
  });

  test('the stored sessions and the TTL index survive a restart', async () => {
    const dbPath = tempDir();
    const hex = await withStoreClient(dbPath, { enableTestCommands: true }, async (client) => {
      const used = await useSession(client);
      await client.db('admin').command({ refreshLogicalSessionCacheNow: 1 });
      return used.hex;
    });
    await withStoreClient(dbPath, {}, async (client) => {
      expect((await listSessions(client)).map(hexOf)).toContain(hex);
      expect((await client.db('config').collection('system.sessions').indexes()).map((index) => index.name)).toEqual(['_id_', 'lsidTTLIndex']);
    });
  });

  test('the sessions a refresh wrote survive kill -9', async () => {
    const dbPath = tempDir();
    const store = spawnStore(dbPath, 0, ['--setParameter', 'enableTestCommands=1']);
    const client = await MongoClient.connect(await store.ready, { serverSelectionTimeoutMS: 5000 });
    let hex: string;
    try {
      hex = (await useSession(client)).hex;
      await client.db('admin').command({ refreshLogicalSessionCacheNow: 1 });
    } finally {
      store.child.kill('SIGKILL');
      await store.exited;
      await client.close(true);
    }
    await withStoreClient(dbPath, {}, async (restarted) => {
      expect((await listSessions(restarted)).map(hexOf)).toContain(hex);
    });
  });

  test('the periodic refresh (logicalSessionRefreshMillis) writes the sessions without any command', async () => {
    await withStoreClient(tempDir(), { logicalSessionRefreshMillis: 50 }, async (client) => {
      const { hex } = await useSession(client);
      const deadline = Date.now() + 3000;
      let ids: string[] = [];
      while (Date.now() < deadline && !ids.includes(hex)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        ids = (await listSessions(client)).map(hexOf);
      }
      expect(ids).toContain(hex);
    });
  });

  test('without enableTestCommands refreshLogicalSessionCacheNow is no command, as on mongod', async () => {
    await withStoreClient(tempDir(), {}, async (client) => {
      await expect(client.db('admin').command({ refreshLogicalSessionCacheNow: 1 })).rejects.toMatchObject({
        code: 59,
        message: "no such command: 'refreshLogicalSessionCacheNow'",
      });
      const listed = (await client.db('admin').command({ listCommands: 1 })).commands as Document;
      expect(listed.refreshLogicalSessionCacheNow).toBeUndefined();
      expect((await client.db('admin').command({ getParameter: 1, enableTestCommands: 1 })).enableTestCommands).toBe(false);
    });
  });
});
