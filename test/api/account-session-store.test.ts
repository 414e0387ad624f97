import type { SessionData } from 'express-session';
import { setRequireTwoFactor } from '../../src/server/accounts/account-settings';
import { AccountSessionStore, prefetchedAccount } from '../../src/server/auth/account-session-store';
import { ADMIN, databaseWithAdmin } from '../helpers/admin-auth';

const database = databaseWithAdmin({ emptyBeforeEach: ['sessions', 'account_settings'] });

type StoreOptions = ConstructorParameters<typeof AccountSessionStore>[0];

function storeFor(touchAfter = 60): AccountSessionStore {
  const { db } = database;
  const options = { client: db.client() as unknown as StoreOptions['client'], dbName: db.connection.name, collectionName: 'sessions', ttl: 3600, touchAfter, stringify: false };
  return new AccountSessionStore(options, db.models.AdminUser.collection.collectionName);
}

const sessions = () => database.db.connection.collection<{ _id: string }>('sessions');
const cookie = { originalMaxAge: 3_600_000, expires: new Date(Date.now() + 3_600_000), httpOnly: true, path: '/' } as SessionData['cookie'];
const adminId = async () => String((await database.db.models.AdminUser.findOne({ email: ADMIN.email }).lean())!._id);

const get = (store: AccountSessionStore, sid: string) =>
  new Promise<SessionData | null | undefined>((resolve, reject) => store.get(sid, (error, session) => (error ? reject(error) : resolve(session))));
const set = (store: AccountSessionStore, sid: string, session: SessionData) =>
  new Promise<void>((resolve, reject) => store.set(sid, session, (error) => (error ? reject(error) : resolve())));

describe('AccountSessionStore: a session is read with its account in one aggregate', () => {
  test("a signed-in session comes with its account's fields and the studio's two-factor rule, never with a password hash", async () => {
    const store = storeFor();
    const id = await adminId();
    await set(store, 'signed-in', { cookie, passport: { user: id } } as SessionData);
    const session = await get(store, 'signed-in');
    expect(session).toMatchObject({ passport: { user: id } });
    const account = prefetchedAccount(session!, id)!;
    expect(account.studioRequiresTwoFactor).toBe(false);
    expect(account.user).toMatchObject({ email: ADMIN.email, role: 'owner' });
    expect(Object.keys(account.user!).sort()).toEqual(['_id', 'email', 'role']);
    // Asked about another user (a fresh sign-in's session), it has nothing: Passport reads that account itself.
    expect(prefetchedAccount(session!, '0123456789abcdef01234567')).toBeUndefined();

    await setRequireTwoFactor(database.db, true);
    expect(prefetchedAccount((await get(store, 'signed-in'))!, id)?.studioRequiresTwoFactor).toBe(true);
  });

  test('saving a session read this way stores the session alone: the account is not written back', async () => {
    const store = storeFor();
    const id = await adminId();
    await set(store, 'saved', { cookie, passport: { user: id } } as SessionData);
    await set(store, 'saved', (await get(store, 'saved'))!);
    const stored = (await sessions().findOne({ _id: 'saved' })) as unknown as { session: { passport: object } };
    expect(stored.session.passport).toEqual({ user: id });
    expect(Object.keys(stored).sort()).toEqual(['_id', 'expires', 'lastModified', 'session']);
  });

  test('what connect-mongo answers: null for an unknown or expired session, lastModified for touchAfter, old string sessions still read', async () => {
    const store = storeFor();
    expect(await get(store, 'unknown')).toBeNull();
    await sessions().insertOne({ _id: 'expired', session: { cookie }, expires: new Date(Date.now() - 1000) } as never);
    expect(await get(store, 'expired')).toBeNull();
    const lastModified = new Date('2026-11-25T10:00:00Z');
    await sessions().insertOne({ _id: 'touched', session: { cookie }, expires: new Date(Date.now() + 60_000), lastModified } as never);
    expect((await get(store, 'touched')) as unknown).toMatchObject({ lastModified });
    await sessions().insertOne({ _id: 'string', session: JSON.stringify({ cookie, flash: 'kept' }), expires: new Date(Date.now() + 60_000) } as never);
    expect(await get(store, 'string')).toMatchObject({ flash: 'kept' });
  });

  test('a removed account or a session naming no valid account comes without a user', async () => {
    const store = storeFor();
    await set(store, 'ghost', { cookie, passport: { user: '0123456789abcdef01234567' } } as SessionData);
    expect(prefetchedAccount((await get(store, 'ghost'))!, '0123456789abcdef01234567')).toMatchObject({ user: undefined });
    await set(store, 'garbage', { cookie, passport: { user: 'not an id' } } as SessionData);
    expect(prefetchedAccount((await get(store, 'garbage'))!, 'not an id')).toMatchObject({ user: undefined });
    await set(store, 'signed-out', { cookie } as SessionData);
    expect(await get(store, 'signed-out')).toMatchObject({ cookie: expect.any(Object) });
  });
});
