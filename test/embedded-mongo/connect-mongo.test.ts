import MongoStore from 'connect-mongo';
import type { SessionData } from 'express-session';
import { MongoClient } from 'mongodb';
import { promisify } from 'node:util';
import { startTarget, type Target, usingEmbedded } from './target';

let target: Target;
let store: MongoStore;

function session(expires: Date, user: string): SessionData {
  return { cookie: { originalMaxAge: expires.getTime() - Date.now(), expires, httpOnly: true, path: '/' }, user } as unknown as SessionData;
}

beforeAll(async () => {
  target = await startTarget({ ttlIntervalMs: 100 });
  store = MongoStore.create({ mongoUrl: target.uri, dbName: target.dbName, collectionName: 'sessions' });
});

afterAll(async () => {
  await store?.close();
  const client = await MongoClient.connect(target.uri);
  await client.db(target.dbName).dropDatabase();
  await client.close();
  await target?.stop();
});

describe('connect-mongo session store contract', () => {
  test('set, get, touch, destroy', async () => {
    const set = promisify(store.set.bind(store));
    const get = promisify(store.get.bind(store));
    const touch = promisify(store.touch.bind(store));
    const destroy = promisify(store.destroy.bind(store));

    const inAnHour = new Date(Date.now() + 3_600_000);
    await set('sid-1', session(inAnHour, 'ada'));
    expect(await get('sid-1')).toMatchObject({ user: 'ada' });

    await set('sid-1', session(inAnHour, 'grace'));
    expect(await get('sid-1')).toMatchObject({ user: 'grace' });

    // touch only moves the stored expiry date (what the TTL index looks at).
    const later = new Date(Date.now() + 7_200_000);
    await touch('sid-1', session(later, 'grace'));
    const client = await MongoClient.connect(target.uri);
    const stored = await client.db(target.dbName).collection('sessions').findOne({ _id: 'sid-1' } as never);
    await client.close();
    expect(stored?.expires.getTime()).toBe(later.getTime());
    await expect(touch('sid-missing', session(later, 'nobody'))).rejects.toThrow('Unable to find the session to touch');

    await destroy('sid-1');
    expect(await get('sid-1')).toBeNull();
  });

  test('expired sessions are not returned and the TTL index removes them', async () => {
    const set = promisify(store.set.bind(store));
    const get = promisify(store.get.bind(store));
    await set('sid-old', session(new Date(Date.now() - 1000), 'old'));
    expect(await get('sid-old')).toBeNull();

    const client = await MongoClient.connect(target.uri);
    try {
      const sessions = client.db(target.dbName).collection('sessions');
      const indexes = await sessions.listIndexes().toArray();
      expect(indexes).toEqual(expect.arrayContaining([expect.objectContaining({ key: { expires: 1 }, expireAfterSeconds: 0 })]));
      // mongod's TTL monitor runs once a minute; the embedded store's interval is shortened for tests.
      if (usingEmbedded) {
        const deadline = Date.now() + 3000;
        while ((await sessions.countDocuments({ _id: 'sid-old' } as never)) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        expect(await sessions.countDocuments({ _id: 'sid-old' } as never)).toBe(0);
      }
    } finally {
      await client.close();
    }
  });
});
