import MongoStore from 'connect-mongo';
import type { SessionData } from 'express-session';
import type { Document } from '../db/driver';
import { isAccountSettings, SESSION_ACCOUNT_PROJECTION, sessionAccountOf, WITH_ACCOUNT_SETTINGS, type SessionAccount } from './session-account';

type StoreOptions = Parameters<typeof MongoStore.create>[0];

/** Where a session read by AccountSessionStore carries its account: a symbol, so it is never saved with the session. */
const PREFETCHED = Symbol('prefetched session account');

interface PassportData {
  user?: unknown;
  [PREFETCHED]?: SessionAccount;
}

interface StoredSession {
  _id: string;
  session: SessionData & { passport?: PassportData; lastModified?: Date };
  lastModified?: Date;
  accounts: Document[];
}

/**
 * connect-mongo's store, reading a session together with its signed-in account and the studio's
 * two-factor rule in one aggregate ($lookup of the account the session names, $unionWith of the
 * settings), where Passport would otherwise read them in a second round trip on every signed-in
 * request (measured with scripts/bench-compare.ts, README). What it answers is what connect-mongo's own
 * `get` answers (unexpired sessions only, `lastModified` for touchAfter); the account rides along under
 * a symbol on the session's `passport` object, which neither the session's saved form nor its change
 * detection (both JSON/BSON of string keys) sees, and which a new sign-in's fresh `passport` drops.
 */
export class AccountSessionStore extends MongoStore {
  constructor(
    options: StoreOptions,
    private readonly accountsCollection: string,
  ) {
    super(options);
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.read(sid).then((session) => callback(null, session), callback);
  }

  private async read(sid: string): Promise<SessionData | null> {
    const rows = await (await this.collectionP)
      .aggregate([
        { $match: { _id: sid, $or: [{ expires: { $exists: false } }, { expires: { $gt: new Date() } }] } },
        {
          $lookup: {
            from: this.accountsCollection,
            let: { id: '$session.passport.user' },
            pipeline: [
              { $match: { $expr: { $eq: ['$_id', { $convert: { input: '$$id', to: 'objectId', onError: null, onNull: null } }] } } },
              { $project: SESSION_ACCOUNT_PROJECTION },
            ],
            as: 'accounts',
          },
        },
        WITH_ACCOUNT_SETTINGS,
      ])
      .toArray();
    const stored = rows.find((row): row is StoredSession => !isAccountSettings(row));
    this.emit('get', sid);
    if (!stored) return null;
    const session = unserializeSession(stored.session) as StoredSession['session'];
    if (stored.lastModified) session.lastModified = stored.lastModified;
    if (session.passport?.user !== undefined) session.passport[PREFETCHED] = sessionAccountOf(stored.accounts, rows.find(isAccountSettings));
    return session;
  }
}

/** Sessions are stored as documents (connect-mongo's stringify: false); a string left from an older version is still read. */
export function unserializeSession(stored: unknown): SessionData {
  return (typeof stored === 'string' ? JSON.parse(stored) : stored) as SessionData;
}

/** The account read with this request's session, when it was read for the user Passport is restoring. */
export function prefetchedAccount(session: object | undefined, id: string): SessionAccount | undefined {
  const passport = (session as { passport?: PassportData } | undefined)?.passport;
  return passport?.user === id ? passport[PREFETCHED] : undefined;
}
